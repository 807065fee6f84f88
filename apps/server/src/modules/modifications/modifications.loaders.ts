import { compareItems } from '@fika/domain';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { requireUser } from '../../kernel/guards.ts';
import { itemModificationGroups, items } from '../../platform/db/schema/index.ts';
import { companyLocale } from '../catalogue/catalogue.service.ts';
import type { LinkedItemView } from '../catalogue/item-links.ts';

interface ModificationLoaders {
  /** The live items offering each group, by title. */
  groupItems: DataLoader<string, LinkedItemView[]>;
}

// One set per request: a list of groups asks for their items in one query.
const perRequest = new WeakMap<Ctx, ModificationLoaders>();

/** The DataLoaders of this area's relations, scoped to the caller's company. */
export function modificationLoaders(ctx: Ctx): ModificationLoaders {
  const existing = perRequest.get(ctx);
  if (existing) return existing;
  const user = requireUser(ctx);
  const { companyId } = user;
  const locale = companyLocale(user);
  const loaders: ModificationLoaders = {
    groupItems: new DataLoader(async (groupIds) => {
      const rows = await ctx.db
        .select({ groupId: itemModificationGroups.groupId, id: items.id, title: items.title })
        .from(itemModificationGroups)
        .innerJoin(items, and(eq(items.companyId, companyId), eq(items.id, itemModificationGroups.itemId)))
        .where(
          and(
            eq(itemModificationGroups.companyId, companyId),
            inArray(itemModificationGroups.groupId, [...groupIds]),
            eq(items.deleted, false),
          ),
        )
        .orderBy(asc(items.id));
      // The domain's item order (§9) in the company's language, which SQL's collation does not know.
      rows.sort((a, b) => compareItems(a, b, locale));
      const byGroup = new Map<string, LinkedItemView[]>();
      for (const { groupId, id, title } of rows) {
        const list = byGroup.get(groupId) ?? [];
        list.push({ id, title });
        byGroup.set(groupId, list);
      }
      return groupIds.map((id) => byGroup.get(id) ?? []);
    }),
  };
  perRequest.set(ctx, loaders);
  return loaders;
}
