// What deleting a group, modification, upsell or station means for the items linked to it: the
// items are its dependents, and `force` takes it off them first (shared by those modules' handlers).
import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Dependent } from '../../kernel/deletion.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  type itemDefaultModifications,
  type itemModificationGroups,
  type itemStations,
  items,
  type itemUpsells,
  type stations,
  type upsells,
} from '../../platform/db/schema/index.ts';

type ItemLink =
  | typeof itemModificationGroups
  | typeof itemDefaultModifications
  | typeof itemUpsells
  | typeof itemStations;

// The live items linked to the entity through `link` (rows selected by `column` = id).
export async function itemsUsing(
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
export async function unlinkAndDelete(
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
