import { compareItems, stationSchema } from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { itemStations, items, stations } from '../../platform/db/schema/index.ts';
import { companyLocale } from '../catalogue/catalogue.service.ts';
import { type LinkedItemView, visibleStations, writeEntityItems } from '../catalogue/item-links.ts';

/** A station order lines are sent to; without a venue it serves every venue. */
export interface StationView {
  id: string;
  name: string;
  venueId: string | null;
  /** The live items sent to it, by title. */
  items: LinkedItemView[];
}

async function stationsWhere(
  db: DbOrTx,
  user: UserPrincipal,
  ids?: readonly string[],
): Promise<StationView[]> {
  const rows = await db
    .select({ id: stations.id, name: stations.name, venueId: stations.venueId })
    .from(stations)
    .where(and(visibleStations(user), ids ? inArray(stations.id, [...ids]) : undefined))
    .orderBy(asc(stations.name), asc(stations.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ stationId: itemStations.stationId, id: items.id, title: items.title })
    .from(itemStations)
    .innerJoin(items, and(eq(items.id, itemStations.itemId), live(items, user)))
    .where(
      and(
        scoped(itemStations, user),
        inArray(
          itemStations.stationId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(items.id));
  // The domain's item order (§9) in the company's language, which SQL's collation does not know.
  const locale = companyLocale(user);
  links.sort((a, b) => compareItems(a, b, locale));
  const byStation = new Map<string, LinkedItemView[]>();
  for (const { stationId, id, title } of links) {
    const list = byStation.get(stationId) ?? [];
    list.push({ id, title });
    byStation.set(stationId, list);
  }
  return rows.map((r) => ({ ...r, items: byStation.get(r.id) ?? [] }));
}

/** One station the caller may see, or NOT_FOUND. */
export async function stationOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<StationView> {
  const [station] = await stationsWhere(db, user, [id]);
  if (!station) throw notFound('Station');
  return station;
}

/** The stations the caller may see, by name (POS_CUSTOMIZATION). */
export async function listStations(ctx: Ctx): Promise<StationView[]> {
  return stationsWhere(ctx.db, requireScope(ctx, 'POS_CUSTOMIZATION'));
}

/** One station the caller may see; another company's or venue's id is NOT_FOUND. */
export async function getStation(ctx: Ctx, id: string): Promise<StationView> {
  return stationOf(ctx.db, requireScope(ctx, 'POS_CUSTOMIZATION'), id);
}

/**
 * createStation / updateStation (`id` given): name, optional venue (one the caller may see), and
 * when `itemIds` is given the items sent to it.
 */
export async function saveStation(ctx: Ctx, id: string | null, raw: unknown): Promise<StationView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { companyId } = user;
  // `id !== null`, not `if (id)`: an update must find its row, whatever the id, and never create one.
  if (id !== null) await stationOf(ctx.db, user, id);
  const input = parseInput(stationSchema, raw);
  if (input.venueId !== null) await venueScope(ctx.db, user, input.venueId);
  const stationId = id ?? newId();
  await ctx.db.transaction(async (tx) => {
    const values = { name: input.name, venueId: input.venueId };
    if (id !== null) {
      await tx
        .update(stations)
        .set(values)
        .where(and(scoped(stations, user), eq(stations.id, id)));
    } else {
      await tx.insert(stations).values({ id: stationId, companyId, ...values });
    }
    if (input.itemIds) {
      await writeEntityItems(
        tx,
        companyId,
        itemStations,
        itemStations.stationId,
        stationId,
        input.itemIds,
        (itemId) => ({
          companyId,
          itemId,
          stationId,
        }),
      );
    }
  });
  return stationOf(ctx.db, user, stationId);
}
