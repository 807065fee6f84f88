import { DEFAULT_GRID, layoutCategoryInputSchema, layoutInputSchema, reorderIds } from '@fika/domain';
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { layoutCategories, layouts, pages } from '../../platform/db/schema/index.ts';
import { type TranslationsView, toTranslations } from '../catalogue/catalogue.service.ts';
import { type PageView, pageColumns, toPageView } from './page-buttons.ts';

/** A category of a layout: a tab on the POS, with its own top-level page. */
export interface LayoutCategoryView {
  id: string;
  layoutId: string;
  order: number;
  color: string;
  name: string;
  nameLang: TranslationsView;
  page: PageView;
}

/** A POS button layout with its categories in tab order. */
export interface LayoutView {
  id: string;
  name: string;
  nameLang: TranslationsView;
  categories: LayoutCategoryView[];
}

const categoryColumns = {
  id: layoutCategories.id,
  layoutId: layoutCategories.layoutId,
  order: layoutCategories.order,
  color: layoutCategories.color,
  name: layoutCategories.name,
  nameLang: layoutCategories.nameLang,
};

const liveLayouts = (companyId: string) => and(eq(layouts.companyId, companyId), eq(layouts.deleted, false));

// Categories of live layouts matching `filter`, with their top-level pages, in tab order.
async function categoriesWhere(db: DbOrTx, companyId: string, filter?: SQL) {
  const rows = await db
    .select({ ...categoryColumns, page: pageColumns })
    .from(layoutCategories)
    .innerJoin(
      pages,
      and(eq(pages.companyId, layoutCategories.companyId), eq(pages.id, layoutCategories.pageId)),
    )
    .where(
      and(
        eq(layoutCategories.companyId, companyId),
        inArray(
          layoutCategories.layoutId,
          db.select({ id: layouts.id }).from(layouts).where(liveLayouts(companyId)),
        ),
        filter,
      ),
    )
    .orderBy(asc(layoutCategories.order), asc(layoutCategories.createdAt), asc(layoutCategories.id));
  return rows.map(
    (row): LayoutCategoryView => ({
      ...row,
      nameLang: toTranslations(row.nameLang),
      page: toPageView(row.page),
    }),
  );
}

/** GetPosLayouts (§7): the company's live layouts, oldest first, each with its categories in order. */
export async function listLayouts(ctx: Ctx): Promise<LayoutView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const [rows, categories] = await Promise.all([
    ctx.db
      .select({ id: layouts.id, name: layouts.name, nameLang: layouts.nameLang })
      .from(layouts)
      .where(liveLayouts(user.companyId))
      .orderBy(asc(layouts.createdAt), asc(layouts.id)),
    categoriesWhere(ctx.db, user.companyId),
  ]);
  return rows.map((row) => ({
    ...row,
    nameLang: toTranslations(row.nameLang),
    categories: categories.filter((c) => c.layoutId === row.id),
  }));
}

/** One live layout of the company, locked for the rest of the transaction; NOT_FOUND otherwise. */
export async function lockLayout(tx: DbOrTx, companyId: string, layoutId: string) {
  const [row] = await tx
    .select({ id: layouts.id, name: layouts.name, nameLang: layouts.nameLang })
    .from(layouts)
    .where(and(liveLayouts(companyId), eq(layouts.id, layoutId)))
    .for('update');
  if (!row) throw notFound('Layout');
  return row;
}

async function layoutById(db: DbOrTx, companyId: string, layoutId: string): Promise<LayoutView> {
  const [row] = await db
    .select({ id: layouts.id, name: layouts.name, nameLang: layouts.nameLang })
    .from(layouts)
    .where(and(liveLayouts(companyId), eq(layouts.id, layoutId)));
  if (!row) throw notFound('Layout');
  return {
    ...row,
    nameLang: toTranslations(row.nameLang),
    categories: await categoriesWhere(db, companyId, eq(layoutCategories.layoutId, layoutId)),
  };
}

/** createLayout: a new, empty layout (no categories). */
export async function createLayout(ctx: Ctx, raw: unknown): Promise<LayoutView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(layoutInputSchema, raw);
  const id = newId();
  await ctx.db.insert(layouts).values({ id, companyId: user.companyId, ...input });
  return layoutById(ctx.db, user.companyId, id);
}

/** updateLayout: renames a layout (name and translations). */
export async function updateLayout(ctx: Ctx, layoutId: string, raw: unknown): Promise<LayoutView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(layoutInputSchema, raw);
  const [row] = await ctx.db
    .update(layouts)
    .set(input)
    .where(and(liveLayouts(user.companyId), eq(layouts.id, layoutId)))
    .returning({ id: layouts.id });
  if (!row) throw notFound('Layout');
  return layoutById(ctx.db, user.companyId, layoutId);
}

/** deleteLayout: soft-deletes a layout; its categories and pages go with it. */
export async function deleteLayout(ctx: Ctx, layoutId: string): Promise<void> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const [row] = await ctx.db
    .update(layouts)
    .set({ deleted: true })
    .where(and(liveLayouts(user.companyId), eq(layouts.id, layoutId)))
    .returning({ id: layouts.id });
  if (!row) throw notFound('Layout');
}

async function categoryById(db: DbOrTx, companyId: string, categoryId: string): Promise<LayoutCategoryView> {
  const [found] = await categoriesWhere(db, companyId, eq(layoutCategories.id, categoryId));
  if (!found) throw notFound('Layout category');
  return found;
}

/**
 * createLayoutCategory: a new tab, last in order, with its own top-level page (5 × 5) named
 * like it.
 */
export async function createLayoutCategory(
  ctx: Ctx,
  layoutId: string,
  raw: unknown,
): Promise<LayoutCategoryView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(layoutCategoryInputSchema, raw);
  const companyId = user.companyId;
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    // The lock keeps two new tabs from taking the same place.
    await lockLayout(tx, companyId, layoutId);
    const [last] = await tx
      .select({ order: max(layoutCategories.order) })
      .from(layoutCategories)
      .where(and(eq(layoutCategories.companyId, companyId), eq(layoutCategories.layoutId, layoutId)));
    const pageId = newId();
    await tx.insert(pages).values({
      id: pageId,
      companyId,
      layoutId,
      name: input.name,
      nameLang: input.nameLang,
      ...DEFAULT_GRID,
    });
    await tx.insert(layoutCategories).values({
      id,
      companyId,
      layoutId,
      pageId,
      name: input.name,
      nameLang: input.nameLang,
      color: input.color,
      order: last?.order == null ? 0 : last.order + 1,
    });
  });
  return categoryById(ctx.db, companyId, id);
}

/**
 * updateLayoutCategory: name, translations and colour (its top-level page takes the new name);
 * `order` moves the tab to that place (0 = first) and renumbers the layout's tabs 0, 1, 2, …
 */
export async function updateLayoutCategory(
  ctx: Ctx,
  categoryId: string,
  raw: unknown,
  order?: number | null,
): Promise<LayoutCategoryView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(layoutCategoryInputSchema, raw);
  if (order != null && (!Number.isInteger(order) || order < 0)) {
    throw badInput([{ field: 'order', message: 'validation.invalid' }]);
  }
  const companyId = user.companyId;
  await ctx.db.transaction(async (tx) => {
    const current = await categoryById(tx, companyId, categoryId);
    await lockLayout(tx, companyId, current.layoutId);
    await tx
      .update(layoutCategories)
      .set({ name: input.name, nameLang: input.nameLang, color: input.color })
      .where(and(eq(layoutCategories.companyId, companyId), eq(layoutCategories.id, categoryId)));
    await tx
      .update(pages)
      .set({ name: input.name, nameLang: input.nameLang })
      .where(and(eq(pages.companyId, companyId), eq(pages.id, current.page.id)));
    if (order == null) return;
    const siblings = await categoriesWhere(tx, companyId, eq(layoutCategories.layoutId, current.layoutId));
    const ids = reorderIds(
      siblings.map((c) => c.id),
      categoryId,
      order,
    );
    for (const [index, id] of ids.entries()) {
      if (siblings.find((c) => c.id === id)?.order === index) continue;
      await tx
        .update(layoutCategories)
        .set({ order: index })
        .where(and(eq(layoutCategories.companyId, companyId), eq(layoutCategories.id, id)));
    }
  });
  return categoryById(ctx.db, companyId, categoryId);
}

/**
 * deleteLayoutCategory: removes the tab; its top-level page is soft-deleted, so buttons elsewhere
 * that open it show it as deleted.
 */
export async function deleteLayoutCategory(ctx: Ctx, categoryId: string): Promise<void> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const companyId = user.companyId;
  await ctx.db.transaction(async (tx) => {
    const current = await categoryById(tx, companyId, categoryId);
    await lockLayout(tx, companyId, current.layoutId);
    await tx
      .delete(layoutCategories)
      .where(and(eq(layoutCategories.companyId, companyId), eq(layoutCategories.id, categoryId)));
    await tx
      .update(pages)
      .set({ deleted: true })
      .where(and(eq(pages.companyId, companyId), eq(pages.id, current.page.id)));
  });
}
