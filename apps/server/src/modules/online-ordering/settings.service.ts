// A venue's online-ordering settings (issue #15 point 3): the row every other online-ordering piece
// reads (overview, pause, guest API, terminals' feed). The row is created on first need with the
// defaults of the table and a slug made from the venue's name, so a venue never needs a separate
// "set up" step before it can be paused, configured or fed to terminals.
import { ONLINE_SERVICE_TYPES, type OnlineServiceType, slugify } from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../kernel/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { onlineOrderingSettings, onlineServiceMenus, venues } from '../../platform/db/schema/index.ts';

export type OnlineSettingsRow = typeof onlineOrderingSettings.$inferSelect;

/** The settings of a venue with the menu each service type uses. */
export interface OnlineSettings extends OnlineSettingsRow {
  /** false: no row yet, the values are the table's defaults (nothing was ever saved). */
  saved: boolean;
  serviceMenus: { serviceType: OnlineServiceType; menuId: string }[];
}

/** Longest slug we make from a name; the input schema allows the same. */
export const SLUG_MAX = 60;

/** The row's defaults, as the table declares them, for a venue that has no row. */
function defaultRow(companyId: string, venueId: string, slug: string): OnlineSettingsRow {
  return {
    venueId,
    companyId,
    enabled: false,
    slug,
    guestName: null,
    description: null,
    contactEmail: null,
    contactPhone: null,
    imageId: null,
    serviceTypes: ['TAKE_AWAY'],
    preparationMinutes: 15,
    pickupSlotMinutes: 15,
    minOrderAmount: 0,
    tipsEnabled: false,
    cardPayments: true,
    counterPayments: true,
    pausedUntil: null,
    updatedAt: new Date(0),
  };
}

/** The slug a venue name gives, cut to SLUG_MAX without a trailing hyphen ('venue' for a name without letters). */
export function baseSlug(name: string): string {
  return slugify(name).slice(0, SLUG_MAX).replace(/-+$/, '') || 'venue';
}

/** The first of base, base-2, base-3 … that no venue of any company uses (the slug is global). */
async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const stem = base.slice(0, SLUG_MAX - 4).replace(/-+$/, '');
  const rows = await db
    .select({ slug: sql<string>`lower(${onlineOrderingSettings.slug})` })
    .from(onlineOrderingSettings)
    .where(
      sql`lower(${onlineOrderingSettings.slug}) = ${base} or lower(${onlineOrderingSettings.slug}) like ${`${stem}-%`}`,
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The venue's settings row, inserted with the defaults when it is missing. Concurrency-safe: the
 * insert does nothing when another request made the row first (or took the slug meanwhile — then
 * the next free slug is tried). NOT_FOUND when the venue is not a live venue of the company.
 */
export async function ensureOnlineSettingsRow(
  tx: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<OnlineSettingsRow> {
  const existing = await settingsRow(tx, companyId, venueId);
  if (existing) return existing;
  const [venue] = await tx
    .select({ name: venues.name })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId), eq(venues.deleted, false)));
  if (!venue) throw notFound('Venue');
  const base = baseSlug(venue.name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = await freeSlug(tx, base);
    // No conflict target: the venue's row made by someone else and a slug taken meanwhile both
    // leave the statement without effect instead of aborting the caller's transaction.
    const [row] = await tx
      .insert(onlineOrderingSettings)
      .values({ venueId, companyId, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const made = await settingsRow(tx, companyId, venueId);
    if (made) return made;
  }
  throw new Error(`No free online-ordering slug for venue ${venueId}`);
}

async function settingsRow(db: DbOrTx, companyId: string, venueId: string) {
  const [row] = await db
    .select()
    .from(onlineOrderingSettings)
    .where(and(eq(onlineOrderingSettings.companyId, companyId), eq(onlineOrderingSettings.venueId, venueId)));
  return row;
}

/**
 * A venue's settings with its service menus; the defaults (and the slug the venue's name would
 * get) when nothing was saved yet. Reads only: nothing is inserted. The caller checks the venue.
 */
export async function loadOnlineSettings(
  db: DbOrTx,
  companyId: string,
  venueId: string,
): Promise<OnlineSettings> {
  const [row, menus] = await Promise.all([
    settingsRow(db, companyId, venueId),
    db
      .select({ serviceType: onlineServiceMenus.serviceType, menuId: onlineServiceMenus.menuId })
      .from(onlineServiceMenus)
      .where(and(eq(onlineServiceMenus.companyId, companyId), eq(onlineServiceMenus.venueId, venueId)))
      .orderBy(asc(onlineServiceMenus.serviceType)),
  ]);
  const serviceMenus = menus
    .filter((m): m is { serviceType: OnlineServiceType; menuId: string } =>
      (ONLINE_SERVICE_TYPES as readonly string[]).includes(m.serviceType),
    )
    .sort(
      (a, b) => ONLINE_SERVICE_TYPES.indexOf(a.serviceType) - ONLINE_SERVICE_TYPES.indexOf(b.serviceType),
    );
  if (row) return { ...row, saved: true, serviceMenus };
  const [venue] = await db
    .select({ name: venues.name })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId)));
  if (!venue) throw notFound('Venue');
  return {
    ...defaultRow(companyId, venueId, await freeSlug(db, baseSlug(venue.name))),
    saved: false,
    serviceMenus,
  };
}
