// The links between items and this area's entities (modification groups, default modifications,
// upsells, stations): who uses what, and the checked writes of an item's lists.
import { checkItemDefaults } from '@fika/domain';
import { and, asc, eq, inArray, isNull, max, notInArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  itemDefaultModifications,
  itemModificationGroups,
  itemStations,
  items,
  itemUpsells,
  modificationGroups,
  modifications,
  stations,
  upsells,
} from '../../platform/db/schema/index.ts';
import { assertLive, REFERABLE } from './references.ts';

/** An item as the lists of linked things (upsells, stations, groups) name it. */
export interface LinkedItemView {
  id: string;
  title: string;
}

/**
 * The live stations `user` may see: a venue-restricted user sees those of their venues and those
 * serving every venue, never another venue's (not even its id on an item).
 */
export function visibleStations(user: UserPrincipal) {
  const { venueIds } = user.permissions;
  return and(
    eq(stations.companyId, user.companyId),
    eq(stations.deleted, false),
    venueIds.length > 0 ? or(isNull(stations.venueId), inArray(stations.venueId, [...venueIds])) : undefined,
  );
}

const ITEMS = {
  table: items,
  id: items.id,
  companyId: items.companyId,
  deleted: items.deleted,
  what: 'Item',
};

/** Refuses with NOT_FOUND unless every id is a live item of the company (another company's reads the same). */
export function assertLiveItems(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<void> {
  return assertLive(db, ITEMS, companyId, ids);
}

/** An item's lists of this area, as the set* mutations return them. */
export interface ItemLinksView {
  itemId: string;
  modificationGroupIds: string[];
  defaultModificationIds: string[];
  upsellIds: string[];
  stationIds: string[];
}

/** Every list of one item: groups in order, defaults, upsells and the stations `user` may see (live ones only). */
export async function itemLinks(db: DbOrTx, user: UserPrincipal, itemId: string): Promise<ItemLinksView> {
  const { companyId } = user;
  const [groups, defaults, upsellRows, stationRows] = await Promise.all([
    db
      .select({ id: itemModificationGroups.groupId })
      .from(itemModificationGroups)
      .innerJoin(
        modificationGroups,
        and(
          eq(modificationGroups.id, itemModificationGroups.groupId),
          eq(modificationGroups.companyId, companyId),
          eq(modificationGroups.deleted, false),
        ),
      )
      .where(and(eq(itemModificationGroups.companyId, companyId), eq(itemModificationGroups.itemId, itemId)))
      .orderBy(asc(itemModificationGroups.position)),
    db
      .select({ id: itemDefaultModifications.modificationId })
      .from(itemDefaultModifications)
      .innerJoin(
        modifications,
        and(
          eq(modifications.id, itemDefaultModifications.modificationId),
          eq(modifications.companyId, companyId),
          eq(modifications.deleted, false),
        ),
      )
      .where(
        and(eq(itemDefaultModifications.companyId, companyId), eq(itemDefaultModifications.itemId, itemId)),
      )
      .orderBy(asc(modifications.groupId), asc(modifications.position)),
    db
      .select({ id: itemUpsells.upsellId })
      .from(itemUpsells)
      .innerJoin(
        upsells,
        and(
          eq(upsells.id, itemUpsells.upsellId),
          eq(upsells.companyId, companyId),
          eq(upsells.deleted, false),
        ),
      )
      .where(and(eq(itemUpsells.companyId, companyId), eq(itemUpsells.itemId, itemId)))
      .orderBy(asc(upsells.displayOrder), asc(upsells.name)),
    db
      .select({ id: itemStations.stationId })
      .from(itemStations)
      .innerJoin(stations, and(eq(stations.id, itemStations.stationId), visibleStations(user)))
      .where(and(eq(itemStations.companyId, companyId), eq(itemStations.itemId, itemId)))
      .orderBy(asc(stations.name)),
  ]);
  return {
    itemId,
    modificationGroupIds: groups.map((r) => r.id),
    defaultModificationIds: defaults.map((r) => r.id),
    upsellIds: upsellRows.map((r) => r.id),
    stationIds: stationRows.map((r) => r.id),
  };
}

/**
 * Checks an item's default modifications against its groups (each default in one of them, no
 * group over its maxSelections): BAD_USER_INPUT on `field` otherwise.
 */
export async function assertItemDefaults(
  tx: DbOrTx,
  companyId: string,
  groupIds: readonly string[],
  defaultIds: readonly string[],
  field = 'modificationIds',
): Promise<void> {
  if (defaultIds.length === 0) return;
  const [groupRows, modificationRows] = await Promise.all([
    groupIds.length === 0
      ? []
      : tx
          .select({ id: modificationGroups.id, maxSelections: modificationGroups.maxSelections })
          .from(modificationGroups)
          .where(
            and(eq(modificationGroups.companyId, companyId), inArray(modificationGroups.id, [...groupIds])),
          ),
    tx
      .select({ id: modifications.id, groupId: modifications.groupId })
      .from(modifications)
      .where(
        and(
          eq(modifications.companyId, companyId),
          eq(modifications.deleted, false),
          inArray(modifications.id, [...defaultIds]),
        ),
      ),
  ]);
  if (modificationRows.length !== new Set(defaultIds).size) throw notFound('Modification');
  const groupOf = new Map(modificationRows.map((m) => [m.id, m.groupId]));
  const problems = checkItemDefaults(groupRows, defaultIds, groupOf);
  const first = problems[0];
  if (first) throw badInput([{ field, message: first.message }]);
}

/**
 * Replaces an item's modification groups (in order) and, when given, its default modifications.
 * Defaults of groups taken off go with them; the rest are checked against the new groups.
 */
export async function writeItemModifications(
  tx: Tx,
  companyId: string,
  itemId: string,
  change: { groupIds?: readonly string[]; defaultIds?: readonly string[] },
): Promise<void> {
  const scoped = (table: typeof itemModificationGroups | typeof itemDefaultModifications) =>
    and(eq(table.companyId, companyId), eq(table.itemId, itemId));
  const groupIds =
    change.groupIds ??
    (
      await tx
        .select({ id: itemModificationGroups.groupId })
        .from(itemModificationGroups)
        .where(scoped(itemModificationGroups))
    ).map((r) => r.id);
  if (change.groupIds) {
    await assertLive(tx, REFERABLE.modificationGroup, companyId, change.groupIds);
    await tx.delete(itemModificationGroups).where(scoped(itemModificationGroups));
    if (groupIds.length > 0) {
      await tx
        .insert(itemModificationGroups)
        .values(groupIds.map((groupId, position) => ({ companyId, itemId, groupId, position })));
    }
  }
  let defaults = change.defaultIds;
  if (defaults === undefined) {
    // Kept defaults are those whose group the item still offers.
    const inGroups = groupIds.length
      ? tx
          .select({ id: modifications.id })
          .from(modifications)
          .where(and(eq(modifications.companyId, companyId), inArray(modifications.groupId, [...groupIds])))
      : undefined;
    await tx
      .delete(itemDefaultModifications)
      .where(
        and(
          scoped(itemDefaultModifications),
          inGroups ? notInArray(itemDefaultModifications.modificationId, inGroups) : undefined,
        ),
      );
    return;
  }
  defaults = [...new Set(defaults)];
  await assertItemDefaults(
    tx,
    companyId,
    groupIds,
    defaults,
    change.groupIds ? 'defaultModificationIds' : 'modificationIds',
  );
  await tx.delete(itemDefaultModifications).where(scoped(itemDefaultModifications));
  if (defaults.length > 0) {
    await tx
      .insert(itemDefaultModifications)
      .values(defaults.map((modificationId) => ({ companyId, itemId, modificationId })));
  }
}

/** Adds `groupId` at the end of each item's groups and takes it off every other item (with its defaults there). */
export async function writeGroupItems(
  tx: Tx,
  companyId: string,
  groupId: string,
  itemIds: readonly string[],
): Promise<void> {
  await assertLiveItems(tx, companyId, itemIds);
  const wanted = new Set(itemIds);
  const current = await tx
    .select({ itemId: itemModificationGroups.itemId })
    .from(itemModificationGroups)
    .where(and(eq(itemModificationGroups.companyId, companyId), eq(itemModificationGroups.groupId, groupId)));
  const had = new Set(current.map((r) => r.itemId));
  const removed = [...had].filter((id) => !wanted.has(id));
  const added = itemIds.filter((id) => !had.has(id));
  if (removed.length > 0) {
    await tx
      .delete(itemModificationGroups)
      .where(
        and(
          eq(itemModificationGroups.companyId, companyId),
          eq(itemModificationGroups.groupId, groupId),
          inArray(itemModificationGroups.itemId, removed),
        ),
      );
    await tx.delete(itemDefaultModifications).where(
      and(
        eq(itemDefaultModifications.companyId, companyId),
        inArray(itemDefaultModifications.itemId, removed),
        inArray(
          itemDefaultModifications.modificationId,
          tx
            .select({ id: modifications.id })
            .from(modifications)
            .where(and(eq(modifications.companyId, companyId), eq(modifications.groupId, groupId))),
        ),
      ),
    );
  }
  if (added.length === 0) return;
  const last = await tx
    .select({ itemId: itemModificationGroups.itemId, position: max(itemModificationGroups.position) })
    .from(itemModificationGroups)
    .where(
      and(eq(itemModificationGroups.companyId, companyId), inArray(itemModificationGroups.itemId, added)),
    )
    .groupBy(itemModificationGroups.itemId);
  const next = new Map(last.map((r) => [r.itemId, (r.position ?? -1) + 1]));
  await tx
    .insert(itemModificationGroups)
    .values(added.map((itemId) => ({ companyId, itemId, groupId, position: next.get(itemId) ?? 0 })));
}

/** Replaces the items linked to one entity through a plain link table (item_upsells, item_stations). */
export async function writeEntityItems<T extends typeof itemUpsells | typeof itemStations>(
  tx: Tx,
  companyId: string,
  table: T,
  entityColumn: AnyPgColumn,
  entityId: string,
  itemIds: readonly string[],
  row: (itemId: string) => T['$inferInsert'],
): Promise<void> {
  await assertLiveItems(tx, companyId, itemIds);
  await tx.delete(table).where(and(eq(table.companyId, companyId), eq(entityColumn, entityId)));
  if (itemIds.length > 0) await tx.insert(table).values(itemIds.map(row) as never);
}

// The item ↔ station links: which stations a caller may see and link (the stations module owns
// the stations themselves; deleteNode and the item mutations need these checks without it).

/** The ids among `ids` of live stations the caller may see. */
export async function visibleStationIds(
  db: DbOrTx,
  user: UserPrincipal,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(visibleStations(user), inArray(stations.id, wanted)));
  return rows.map((r) => r.id);
}

/** Whether `id` is a live station the caller may see. */
export async function isStationVisible(db: DbOrTx, user: UserPrincipal, id: string): Promise<boolean> {
  return (await visibleStationIds(db, user, [id])).length === 1;
}

/** Refuses with NOT_FOUND unless the caller may see every station of `ids`. */
export async function assertVisibleStations(
  db: DbOrTx,
  user: UserPrincipal,
  ids: readonly string[],
): Promise<void> {
  if ((await visibleStationIds(db, user, ids)).length !== new Set(ids).size) throw notFound('Station');
}

/**
 * Replaces the stations an item's order lines go to, with stations the caller may see (NOT_FOUND
 * otherwise). A venue-restricted user changes only those: the item's links to other venues'
 * stations stay.
 */
export async function writeItemStations(
  tx: Tx,
  user: UserPrincipal,
  itemId: string,
  stationIds: readonly string[],
): Promise<void> {
  const { companyId } = user;
  await assertVisibleStations(tx, user, stationIds);
  const linked = and(eq(itemStations.companyId, companyId), eq(itemStations.itemId, itemId));
  const { venueIds } = user.permissions;
  const current = await tx
    .select({ stationId: itemStations.stationId, venueId: stations.venueId })
    .from(itemStations)
    .innerJoin(stations, and(eq(stations.companyId, companyId), eq(stations.id, itemStations.stationId)))
    .where(linked);
  const hidden = current
    .filter((c) => c.venueId !== null && venueIds.length > 0 && !venueIds.includes(c.venueId))
    .map((c) => c.stationId);
  await tx.delete(itemStations).where(linked);
  const all = [...new Set([...hidden, ...stationIds])];
  if (all.length > 0) {
    await tx.insert(itemStations).values(all.map((stationId) => ({ companyId, itemId, stationId })));
  }
}
