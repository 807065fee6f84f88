import { hasScope, type Scope } from '@fika/domain';
import { and, count, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ActionResult, ok } from '../../kernel/builder.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, forbidden, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  items,
  menuEntries,
  menus,
  pageButtons,
  pages,
  upsellItems,
  upsells,
} from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from './all-articles.ts';

/** How many things of one kind depend on a node (e.g. 3 MENU_ENTRIES). */
export interface Dependent {
  kind: string;
  count: number;
}

/** One kind of entity deleteNode can remove; other modules add theirs with {@link registerDeletable}. */
export interface DeletableKind {
  /** 'ITEM', 'CATEGORY', … */
  kind: string;
  /** The scope a user needs to delete it. */
  scope: Scope;
  /**
   * Locks and reports whether `id` is a live entity of this kind that `user` may see: another
   * company's, or one outside a venue-restricted user's venues, is false (NOT_FOUND). May refuse
   * itself (FORBIDDEN, CONFLICT) one the user sees but may not delete.
   */
  lock(tx: Tx, user: UserPrincipal, id: string): Promise<boolean>;
  /** What depends on it, as `user` may count it; kinds with a count of 0 may be left out. */
  dependents(tx: Tx, user: UserPrincipal, id: string): Promise<Dependent[]>;
  /** Removes what depends on it, then the entity itself (soft delete where the table has `deleted`). */
  remove(tx: Tx, companyId: string, id: string): Promise<void>;
}

/** CONFLICT: something depends on the node; `dependents` says what and how many. */
export class DependentsConflict extends AppError {
  constructor(readonly dependents: Dependent[]) {
    super(
      'CONFLICT',
      'errors.hasDependents',
      `Other things depend on this: ${dependents.map((d) => `${d.count} ${d.kind}`).join(', ')}.`,
    );
  }
}

const kinds: DeletableKind[] = [];

/** Adds a kind of entity to deleteNode (modification groups, stations, menus, …). */
export function registerDeletable(kind: DeletableKind): void {
  if (!kinds.some((k) => k.kind === kind.kind)) kinds.push(kind);
}

async function kindOf(tx: Tx, user: UserPrincipal, id: string): Promise<DeletableKind> {
  for (const kind of kinds) if (await kind.lock(tx, user, id)) return kind;
  throw notFound('Node');
}

function checkScope(user: UserPrincipal, kind: DeletableKind): void {
  if (!hasScope(user.permissions, kind.scope)) throw forbidden();
}

const nonZero = (list: Dependent[]) => list.filter((d) => d.count > 0);

/** What depends on a node of the caller's company, for the delete confirmation. */
export async function nodeDependents(ctx: Ctx, id: string): Promise<Dependent[]> {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const kind = await kindOf(tx, user, id);
    checkScope(user, kind);
    return nonZero(await kind.dependents(tx, user, id));
  });
}

/**
 * deleteNode (§7): deletes an item, category, course type or another registered kind. When
 * something depends on it, refuses with CONFLICT naming what, unless `force`: then those links go
 * in the same transaction.
 */
export async function deleteNode(ctx: Ctx, id: string, force: boolean): Promise<ActionResult> {
  const user = requireUser(ctx);
  await ctx.db.transaction(async (tx) => {
    const kind = await kindOf(tx, user, id);
    checkScope(user, kind);
    const dependents = nonZero(await kind.dependents(tx, user, id));
    if (dependents.length > 0 && !force) throw new DependentsConflict(dependents);
    await kind.remove(tx, user.companyId, id);
  });
  return ok();
}

// ---------------------------------------------------------------------------------------------
// Items, categories and course types: company-wide (not venue-bound), so every user of the
// company with the scope may see them.

/** Locks a live (not soft-deleted) row of the company for the deletion; false when there is none. */
export async function lockLiveRow(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; deleted: AnyPgColumn },
  companyId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id), eq(table.deleted, false)))
    .for('update');
  return rows.length > 0;
}

const number = (rows: { n: number }[]) => rows[0]?.n ?? 0;

// Entries of the item on menus other than 'All articles' (which follows the item by itself).
const otherMenuEntries = (companyId: string, itemId: string) =>
  and(
    eq(menuEntries.companyId, companyId),
    eq(menuEntries.itemId, itemId),
    inArray(
      menuEntries.menuId,
      sql`(select ${menus.id} from ${menus} where ${menus.companyId} = ${companyId} and not ${menus.isDefault})`,
    ),
  );

const livePages = (companyId: string) =>
  sql`(select ${pages.id} from ${pages} where ${pages.companyId} = ${companyId} and not ${pages.deleted})`;

registerDeletable({
  kind: 'ITEM',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, items, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [entries, buttons, suggestions] = await Promise.all([
      tx
        .select({ n: count() })
        .from(menuEntries)
        .innerJoin(menus, and(eq(menus.companyId, menuEntries.companyId), eq(menus.id, menuEntries.menuId)))
        .where(and(otherMenuEntries(companyId, id), eq(menus.deleted, false))),
      tx
        .select({ n: count() })
        .from(pageButtons)
        .where(
          and(
            eq(pageButtons.companyId, companyId),
            eq(pageButtons.itemId, id),
            inArray(pageButtons.pageId, livePages(companyId)),
          ),
        ),
      tx
        .select({ n: countDistinct(upsellItems.upsellId) })
        .from(upsellItems)
        .innerJoin(
          upsells,
          and(eq(upsells.companyId, upsellItems.companyId), eq(upsells.id, upsellItems.upsellId)),
        )
        .where(
          and(eq(upsellItems.companyId, companyId), eq(upsellItems.itemId, id), eq(upsells.deleted, false)),
        ),
    ]);
    return [
      { kind: 'MENU_ENTRIES', count: number(entries) },
      { kind: 'POS_BUTTONS', count: number(buttons) },
      { kind: 'UPSELLS', count: number(suggestions) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx.delete(menuEntries).where(otherMenuEntries(companyId, id));
    await tx.delete(pageButtons).where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.itemId, id)));
    await tx.delete(upsellItems).where(and(eq(upsellItems.companyId, companyId), eq(upsellItems.itemId, id)));
    await tx
      .update(items)
      .set({ deleted: true, updatedAt: new Date() })
      .where(and(eq(items.companyId, companyId), eq(items.id, id)));
    await syncAllArticlesEntry(tx, companyId, [id]);
  },
});

registerDeletable({
  kind: 'CATEGORY',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, categories, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [linked, children, buttons] = await Promise.all([
      tx
        .select({ n: count() })
        .from(itemCategories)
        .innerJoin(
          items,
          and(eq(items.companyId, itemCategories.companyId), eq(items.id, itemCategories.itemId)),
        )
        .where(
          and(
            eq(itemCategories.companyId, companyId),
            eq(itemCategories.categoryId, id),
            eq(items.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            eq(categories.companyId, companyId),
            eq(categories.parentId, id),
            eq(categories.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(pageButtons)
        .where(
          and(
            eq(pageButtons.companyId, companyId),
            eq(pageButtons.categoryId, id),
            inArray(pageButtons.pageId, livePages(companyId)),
          ),
        ),
    ]);
    return [
      { kind: 'ITEMS', count: number(linked) },
      { kind: 'SUBCATEGORIES', count: number(children) },
      { kind: 'POS_BUTTONS', count: number(buttons) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx
      .delete(itemCategories)
      .where(and(eq(itemCategories.companyId, companyId), eq(itemCategories.categoryId, id)));
    await tx
      .update(categories)
      .set({ parentId: null })
      .where(and(eq(categories.companyId, companyId), eq(categories.parentId, id), ne(categories.id, id)));
    await tx
      .delete(pageButtons)
      .where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.categoryId, id)));
    await tx
      .update(categories)
      .set({ deleted: true })
      .where(and(eq(categories.companyId, companyId), eq(categories.id, id)));
  },
});

registerDeletable({
  kind: 'COURSE_TYPE',
  scope: 'POS_CUSTOMIZATION',
  lock: (tx, { companyId }, id) => lockLiveRow(tx, courseTypes, companyId, id),
  async dependents(tx, { companyId }, id) {
    const [linkedCategories, linkedItems] = await Promise.all([
      tx
        .select({ n: count() })
        .from(categories)
        .where(
          and(
            eq(categories.companyId, companyId),
            eq(categories.courseTypeId, id),
            eq(categories.deleted, false),
          ),
        ),
      tx
        .select({ n: count() })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.courseTypeId, id), eq(items.deleted, false))),
    ]);
    return [
      { kind: 'CATEGORIES', count: number(linkedCategories) },
      { kind: 'ITEMS', count: number(linkedItems) },
    ];
  },
  async remove(tx, companyId, id) {
    await tx
      .update(categories)
      .set({ courseTypeId: null })
      .where(and(eq(categories.companyId, companyId), eq(categories.courseTypeId, id)));
    await tx
      .update(items)
      .set({ courseTypeId: null, updatedAt: new Date() })
      .where(and(eq(items.companyId, companyId), eq(items.courseTypeId, id)));
    await tx
      .update(courseTypes)
      .set({ deleted: true })
      .where(and(eq(courseTypes.companyId, companyId), eq(courseTypes.id, id)));
  },
});
