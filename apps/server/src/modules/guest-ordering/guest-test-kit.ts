// Test helpers for the guest API: a demo venue with online ordering switched on (open all week,
// the demo menus), the demo items of the journey, and JSON requests.
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import {
  diningTables,
  floorPlans,
  itemModificationGroups,
  items,
  modificationGroups,
  modifications,
  onlineOrderingSettings,
  onlineServiceMenus,
  openingHours,
  venueMenus,
  venues,
} from '../../platform/db/schema/index.ts';

export const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A demo venue taking online orders under `slug`, open around the clock, with its demo menus. */
export async function enableOnlineOrdering(
  t: TestServer,
  venueName: string,
  slug: string,
  over: Partial<typeof onlineOrderingSettings.$inferInsert> = {},
) {
  const db = t.database.db;
  const [venue] = await db.select().from(venues).where(eq(venues.name, venueName));
  if (!venue) throw new Error(`no venue ${venueName}`);
  const values = {
    venueId: venue.id,
    companyId: venue.companyId,
    enabled: true,
    slug,
    serviceTypes: ['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'],
    preparationMinutes: 10,
    pickupSlotMinutes: 15,
    minOrderAmount: 0,
    tipsEnabled: false,
    cardPayments: true,
    counterPayments: true,
    pausedUntil: null,
    ...over,
  };
  await db
    .insert(onlineOrderingSettings)
    .values(values)
    .onConflictDoUpdate({ target: onlineOrderingSettings.venueId, set: values });
  const linked = await db
    .select()
    .from(venueMenus)
    .where(and(eq(venueMenus.companyId, venue.companyId), eq(venueMenus.venueId, venue.id)));
  await db.delete(onlineServiceMenus).where(eq(onlineServiceMenus.venueId, venue.id));
  await db.insert(onlineServiceMenus).values(
    linked
      .filter((m) => m.serviceType !== 'POS')
      .map((m) => ({
        companyId: venue.companyId,
        venueId: venue.id,
        serviceType: m.serviceType,
        menuId: m.menuId,
      })),
  );
  await db.delete(openingHours).where(eq(openingHours.venueId, venue.id));
  await db.insert(openingHours).values(
    WEEK.map((weekday) => ({
      id: newId(),
      companyId: venue.companyId,
      venueId: venue.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
  return { venueId: venue.id, companyId: venue.companyId };
}

/** A demo item by its (Swedish) title with its modification groups and options by English name. */
export async function demoItem(t: TestServer, companyId: string, title: string) {
  const db = t.database.db;
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.title, title), eq(items.deleted, false)));
  if (!item) throw new Error(`no item ${title}`);
  const rows = await db
    .select({
      group: modificationGroups.title,
      groupLang: modificationGroups.titleLang,
      option: modifications,
    })
    .from(itemModificationGroups)
    .innerJoin(modificationGroups, eq(modificationGroups.id, itemModificationGroups.groupId))
    .innerJoin(modifications, eq(modifications.groupId, modificationGroups.id))
    .where(and(eq(itemModificationGroups.companyId, companyId), eq(itemModificationGroups.itemId, item.id)));
  const option = (name: string) => {
    const row = rows.find((r) => r.option.nameLang.en === name || r.option.name === name);
    if (!row) throw new Error(`no option ${name} on ${title}`);
    return row.option.id;
  };
  return { id: item.id, price: item.defaultPrice, option };
}

/** A JSON request to the guest API: status, headers and parsed body. */
export async function guest(
  t: TestServer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string } };
}> {
  const response = await fetch(`${t.url}/api/guest/v1${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** A table `code` on a new floor plan of the venue; its id. */
export async function addTable(
  t: TestServer,
  companyId: string,
  venueId: string,
  code: string,
): Promise<string> {
  const db = t.database.db;
  const floorPlanId = newId();
  await db.insert(floorPlans).values({ id: floorPlanId, companyId, venueId, name: `Plan ${code}` });
  const id = newId();
  await db.insert(diningTables).values({ id, companyId, venueId, floorPlanId, code });
  return id;
}
