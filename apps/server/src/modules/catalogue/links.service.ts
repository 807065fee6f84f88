import { and, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { itemUpsells } from '../../platform/db/schema/index.ts';
import {
  assertLiveItems,
  type ItemLinksView,
  itemLinks,
  writeItemModifications,
  writeItemStations,
} from './item-links.ts';
import { assertLive, REFERABLE } from './references.ts';

function distinct(ids: readonly string[], field: string): string[] {
  if (new Set(ids).size !== ids.length) throw badInput([{ field, message: 'validation.duplicate' }]);
  return [...ids];
}

async function withItem<T>(
  ctx: Ctx,
  itemId: string,
  run: (user: UserPrincipal) => Promise<T>,
): Promise<ItemLinksView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await assertLiveItems(ctx.db, user.companyId, [itemId]);
  await run(user);
  return itemLinks(ctx.db, user, itemId);
}

/**
 * setItemModificationGroups: the groups offered with an item, in order. Defaults of groups taken
 * off go with them.
 */
export function setItemModificationGroups(ctx: Ctx, itemId: string, groupIds: readonly string[]) {
  const ids = distinct(groupIds, 'groupIds');
  return withItem(ctx, itemId, (user) =>
    ctx.db.transaction((tx) => writeItemModifications(tx, user.companyId, itemId, { groupIds: ids })),
  );
}

/**
 * setItemDefaultModifications: the modifications preselected on an item — each of one of its
 * groups, no group over its maxSelections.
 */
export function setItemDefaultModifications(ctx: Ctx, itemId: string, modificationIds: readonly string[]) {
  const ids = distinct(modificationIds, 'modificationIds');
  return withItem(ctx, itemId, (user) =>
    ctx.db.transaction((tx) => writeItemModifications(tx, user.companyId, itemId, { defaultIds: ids })),
  );
}

/** setItemUpsells: the upsells the POS offers with an item. */
export function setItemUpsells(ctx: Ctx, itemId: string, upsellIds: readonly string[]) {
  const ids = distinct(upsellIds, 'upsellIds');
  return withItem(ctx, itemId, (user) =>
    ctx.db.transaction(async (tx) => {
      await assertLive(tx, REFERABLE.upsell, user.companyId, ids);
      await tx
        .delete(itemUpsells)
        .where(and(eq(itemUpsells.companyId, user.companyId), eq(itemUpsells.itemId, itemId)));
      if (ids.length > 0) {
        await tx
          .insert(itemUpsells)
          .values(ids.map((upsellId) => ({ companyId: user.companyId, itemId, upsellId })));
      }
    }),
  );
}

/**
 * setItemStations: the stations an item's order lines go to. A venue-restricted user changes only
 * the stations they see; the item's links to other venues' stations stay.
 */
export function setItemStations(ctx: Ctx, itemId: string, stationIds: readonly string[]) {
  const ids = distinct(stationIds, 'stationIds');
  return withItem(ctx, itemId, (user) =>
    ctx.db.transaction((tx) => writeItemStations(tx, user, itemId, ids)),
  );
}
