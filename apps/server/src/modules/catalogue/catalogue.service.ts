import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { categories, itemCategories, items, type Translations } from '../../db/schema/index.ts';
import type { Ctx } from '../../graphql/context.ts';
import { badInput } from '../../lib/errors.ts';
import { requireScope } from '../auth/guards.ts';

export interface TranslationsView {
  en: string | null;
  se: string | null;
  es: string | null;
  no: string | null;
}

export interface CategoryView {
  id: string;
  name: string;
  nameLang: TranslationsView;
  color: string | null;
  vatRate: number;
  parentId: string | null;
}

export interface ItemView {
  id: string;
  title: string;
  titleLang: TranslationsView;
  defaultPrice: number;
  manualPrice: boolean;
  volumeSuffix: string | null;
  vatRate: number;
  courseTypeId: string | null;
  /** The item's non-deleted categories in their position order. */
  categories: CategoryView[];
}

export interface ItemList {
  /** Every non-deleted item of the company, whatever the page. */
  count: number;
  results: ItemView[];
}

export const toTranslations = (value: Translations | null): TranslationsView => ({
  en: value?.en ?? null,
  se: value?.se ?? null,
  es: value?.es ?? null,
  no: value?.no ?? null,
});

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameLang: categories.nameLang,
  color: categories.color,
  vatRate: categories.vatRate,
  parentId: categories.parentId,
};

const toCategoryView = (row: { nameLang: Translations } & Omit<CategoryView, 'nameLang'>): CategoryView => ({
  ...row,
  nameLang: toTranslations(row.nameLang),
});

// Every live category of the company, by name: a catalogue has tens or hundreds of them.
async function liveCategories(ctx: Ctx, companyId: string): Promise<CategoryView[]> {
  const rows = await ctx.db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.deleted, false)))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map(toCategoryView);
}

/** The company's non-deleted categories by name (POS_CUSTOMIZATION). */
export async function listCategories(ctx: Ctx): Promise<CategoryView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return liveCategories(ctx, user.companyId);
}

function checkPage(limit: number | null | undefined, offset: number | null | undefined) {
  const errors = [];
  if (limit != null && limit < 0) errors.push({ field: 'limit', message: 'validation.invalid' });
  if (offset != null && offset < 0) errors.push({ field: 'offset', message: 'validation.invalid' });
  if (errors.length > 0) throw badInput(errors);
}

/**
 * GetItems (§7): a page of the company's non-deleted items by title with their categories
 * (POS_CUSTOMIZATION). Without a limit every item comes back: the quick search loads them all.
 * The page is cut first and its category links fetched in one query beside it, so the cost
 * follows the page, not the catalogue.
 */
export async function listItems(
  ctx: Ctx,
  page: { limit?: number | null; offset?: number | null } = {},
): Promise<ItemList> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  checkPage(page.limit, page.offset);
  const liveItems = and(eq(items.companyId, user.companyId), eq(items.deleted, false));
  const pageQuery = ctx.db
    .select({
      id: items.id,
      title: items.title,
      titleLang: items.titleLang,
      defaultPrice: items.defaultPrice,
      manualPrice: items.manualPrice,
      volumeSuffix: items.volumeSuffix,
      vatRate: items.vatRate,
      courseTypeId: items.courseTypeId,
    })
    .from(items)
    .where(liveItems)
    .orderBy(asc(items.title), asc(items.id))
    .offset(page.offset ?? 0)
    .$dynamic();
  if (page.limit != null) pageQuery.limit(page.limit);
  const pageRows = pageQuery.as('page');

  const [rows, links, live, [total]] = await Promise.all([
    pageQuery,
    // Links of the page's items only; each category is read once below, not once per link.
    ctx.db
      .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
      .from(itemCategories)
      .where(
        and(
          eq(itemCategories.companyId, user.companyId),
          inArray(itemCategories.itemId, ctx.db.select({ id: pageRows.id }).from(pageRows)),
        ),
      )
      .orderBy(asc(itemCategories.position), asc(itemCategories.categoryId)),
    liveCategories(ctx, user.companyId),
    ctx.db.select({ n: count() }).from(items).where(liveItems),
  ]);

  const categoryById = new Map(live.map((c) => [c.id, c]));
  const byItem = new Map<string, CategoryView[]>();
  for (const { itemId, categoryId } of links) {
    const category = categoryById.get(categoryId);
    if (!category) continue; // deleted
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      ...row,
      titleLang: toTranslations(row.titleLang),
      categories: byItem.get(row.id) ?? [],
    })),
  };
}
