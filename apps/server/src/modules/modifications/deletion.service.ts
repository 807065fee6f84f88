// This area's entities in deleteNode (§7, catalogue/delete-node.ts): what depends on each and how
// it goes. Items that use one are the dependents; `force` takes it off them first. Groups,
// modifications and upsells are company-wide; stations follow their venue (stations.service.ts).
import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
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
import { type Dependent, lockLiveRow, registerDeletable } from '../catalogue/delete-node.ts';
import { removeModificationGroup, removeModifications } from './modifications.service.ts';
import { isStationVisible } from './stations.service.ts';

type ItemLink =
  | typeof itemModificationGroups
  | typeof itemDefaultModifications
  | typeof itemUpsells
  | typeof itemStations;

// The live items linked to the entity through `link` (rows selected by `column` = id).
async function itemsUsing(
  tx: Tx,
  link: ItemLink,
  column: AnyPgColumn,
  companyId: string,
  id: string,
): Promise<Dependent[]> {
  const [row] = await tx
    .select({ n: count() })
    .from(link)
    .innerJoin(items, and(eq(items.companyId, link.companyId), eq(items.id, link.itemId)))
    .where(and(eq(link.companyId, companyId), eq(column, id), eq(items.deleted, false)));
  return [{ kind: 'ITEMS', count: row?.n ?? 0 }];
}

// Takes the entity off every item (its rows in `link`), then soft-deletes it.
async function unlinkAndDelete(
  tx: Tx,
  link: typeof itemUpsells | typeof itemStations,
  column: AnyPgColumn,
  table: typeof upsells | typeof stations,
  companyId: string,
  id: string,
): Promise<void> {
  await tx.delete(link).where(and(eq(link.companyId, companyId), eq(column, id)));
  await tx
    .update(table)
    .set({ deleted: true })
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
}

registerDeletable({
  kind: 'MODIFICATION_GROUP',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, modificationGroups, companyId, id),
  dependents: (tx, { companyId }, id) =>
    itemsUsing(tx, itemModificationGroups, itemModificationGroups.groupId, companyId, id),
  remove: removeModificationGroup,
});

registerDeletable({
  kind: 'MODIFICATION',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, modifications, companyId, id),
  // Items that preselect it; items offering its group only lose one choice.
  dependents: (tx, { companyId }, id) =>
    itemsUsing(tx, itemDefaultModifications, itemDefaultModifications.modificationId, companyId, id),
  remove: (tx, companyId, id) => removeModifications(tx, companyId, [id]),
});

registerDeletable({
  kind: 'UPSELL',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, upsells, companyId, id),
  dependents: (tx, { companyId }, id) => itemsUsing(tx, itemUpsells, itemUpsells.upsellId, companyId, id),
  remove: (tx, companyId, id) =>
    unlinkAndDelete(tx, itemUpsells, itemUpsells.upsellId, upsells, companyId, id),
});

registerDeletable({
  kind: 'STATION',
  scope: 'POS_CUSTOMIZATION',
  // A venue-restricted user's lock sees only their venues' stations and those serving every venue.
  lock: async (tx, user, id) =>
    (await lockLiveRow(tx, stations, user.companyId, id)) && (await isStationVisible(tx, user, id)),
  dependents: (tx, { companyId }, id) => itemsUsing(tx, itemStations, itemStations.stationId, companyId, id),
  remove: (tx, companyId, id) =>
    unlinkAndDelete(tx, itemStations, itemStations.stationId, stations, companyId, id),
});
