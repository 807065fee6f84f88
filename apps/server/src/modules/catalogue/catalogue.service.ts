import {
  type CountryCode,
  compareItems,
  contentLocale,
  isCountryCode,
  sameSortTitle,
  sortByName,
} from '@fika/domain';
import { and, asc, eq, exists, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { categories, itemCategories, items, type Translations } from '../../platform/db/schema/index.ts';

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
  courseTypeId: string | null;
}

export interface ItemView {
  id: string;
  title: string;
  titleLang: TranslationsView;
  /** '' when the item has none. */
  description: string;
  descriptionLang: TranslationsView;
  defaultPrice: number;
  manualPrice: boolean;
  volumeSuffix: string | null;
  weightUnit: string | null;
  vatRate: number;
  courseTypeId: string | null;
  allergens: string[];
  imageId: string | null;
  /** The item's non-deleted categories in their position order. */
  categories: CategoryView[];
}

export interface ItemList {
  /** Every non-deleted item of the company matching the filters, whatever the page. */
  count: number;
  results: ItemView[];
}

export const toTranslations = (value: Translations | null): TranslationsView => ({
  en: value?.en ?? null,
  se: value?.se ?? null,
  es: value?.es ?? null,
  no: value?.no ?? null,
});

/** Translations as stored: empty languages left out. */
export function storedTranslations(value: Partial<Record<keyof Translations, string | null | undefined>>) {
  const out: Translations = {};
  for (const language of ['en', 'se', 'es', 'no'] as const) {
    const text = value[language];
    if (text) out[language] = text;
  }
  return out;
}

/** The company's country for VAT choices (an unsupported one counts as Sweden, the default market). */
export function companyCountry(user: UserPrincipal): CountryCode {
  return isCountryCode(user.company.country) ? user.company.country : 'SE';
}

/** The locale item titles sort in: the company's content language. */
export function companyLocale(user: UserPrincipal): string {
  return contentLocale(user.company.defaultLanguage);
}

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameLang: categories.nameLang,
  color: categories.color,
  vatRate: categories.vatRate,
  parentId: categories.parentId,
  courseTypeId: categories.courseTypeId,
};

export const toCategoryView = (
  row: { nameLang: Translations } & Omit<CategoryView, 'nameLang'>,
): CategoryView => ({
  ...row,
  nameLang: toTranslations(row.nameLang),
});

// Every live category of the company (tens or hundreds), in no particular order: lists shown to
// people sort by name in the company's language (§9), which SQL's collation does not know.
export async function liveCategories(db: DbOrTx, companyId: string): Promise<CategoryView[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.deleted, false)))
    .orderBy(asc(categories.id));
  return rows.map(toCategoryView);
}

/** The company's non-deleted categories by name (POS_CUSTOMIZATION). */
export async function listCategories(ctx: Ctx): Promise<CategoryView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return sortByName(await liveCategories(ctx.db, user.companyId), (c) => c.name, companyLocale(user));
}

function checkPage(limit: number | null | undefined, offset: number | null | undefined) {
  const errors = [];
  if (limit != null && limit < 0) errors.push({ field: 'limit', message: 'validation.invalid' });
  if (offset != null && offset < 0) errors.push({ field: 'offset', message: 'validation.invalid' });
  if (errors.length > 0) throw badInput(errors);
}

export const itemColumns = {
  id: items.id,
  title: items.title,
  titleLang: items.titleLang,
  description: items.description,
  descriptionLang: items.descriptionLang,
  defaultPrice: items.defaultPrice,
  manualPrice: items.manualPrice,
  volumeSuffix: items.volumeSuffix,
  weightUnit: items.weightUnit,
  vatRate: items.vatRate,
  courseTypeId: items.courseTypeId,
  allergens: items.allergens,
  imageId: items.imageId,
};

type ItemRow = Pick<typeof items.$inferSelect, keyof typeof itemColumns>;

/**
 * Rows as one JSON array in one value. PGlite hands a result over one value at a time through
 * WebAssembly: 10,000 items of eleven columns take ~400 ms that way and ~40 ms as a single JSON
 * text, so reads of the whole catalogue come back aggregated (PostgreSQL gains a little too).
 */
async function jsonRows<T extends unknown[]>(
  db: DbOrTx,
  columns: SQLWrapper[],
  from: PgTable,
  where: SQL | undefined,
  orderBy?: SQL,
): Promise<T[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})${order})::text, '[]')`,
    })
    .from(from)
    .where(where);
  return JSON.parse(row?.json ?? '[]') as T[];
}

type ItemTuple = [
  string,
  string,
  Translations | null,
  string,
  Translations | null,
  number,
  boolean,
  string | null,
  string | null,
  number,
  string | null,
  string[] | null,
  string | null,
];

const ITEM_TUPLE = [
  items.id,
  items.title,
  items.titleLang,
  items.description,
  items.descriptionLang,
  items.defaultPrice,
  items.manualPrice,
  items.volumeSuffix,
  items.weightUnit,
  items.vatRate,
  items.courseTypeId,
  items.allergens,
  items.imageId,
];

const fromTuple = ([
  id,
  title,
  titleLang,
  description,
  descriptionLang,
  defaultPrice,
  manualPrice,
  volumeSuffix,
  weightUnit,
  vatRate,
  courseTypeId,
  allergens,
  imageId,
]: ItemTuple): ItemRow => ({
  id,
  title,
  titleLang: titleLang ?? {},
  description,
  descriptionLang: descriptionLang ?? {},
  defaultPrice,
  manualPrice,
  volumeSuffix,
  weightUnit,
  vatRate,
  courseTypeId,
  allergens: allergens ?? [],
  imageId,
});

/** The category links of some items (all of the company's when `itemIds` is null), first first. */
async function categoryLinks(
  db: DbOrTx,
  companyId: string,
  itemIds: readonly string[] | null,
): Promise<Map<string, CategoryView[]>> {
  const [links, live] = await Promise.all([
    jsonRows<[string, string]>(
      db,
      [itemCategories.itemId, itemCategories.categoryId],
      itemCategories,
      and(
        eq(itemCategories.companyId, companyId),
        itemIds ? inArray(itemCategories.itemId, [...itemIds]) : undefined,
      ),
      sql`${itemCategories.position}, ${itemCategories.categoryId}`,
    ),
    liveCategories(db, companyId),
  ]);
  const categoryById = new Map(live.map((c) => [c.id, c]));
  const byItem = new Map<string, CategoryView[]>();
  for (const [itemId, categoryId] of links) {
    const category = categoryById.get(categoryId);
    if (!category) continue; // deleted
    const list = byItem.get(itemId);
    if (list) list.push(category);
    else byItem.set(itemId, [category]);
  }
  return byItem;
}

const toItemView = (row: ItemRow, categoriesOf: Map<string, CategoryView[]>): ItemView => ({
  ...row,
  titleLang: toTranslations(row.titleLang),
  descriptionLang: toTranslations(row.descriptionLang),
  categories: categoriesOf.get(row.id) ?? [],
});

/** Live items of the company by id with their categories, in the order of `ids`; missing ids are left out. */
export async function itemsByIds(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<ItemView[]> {
  if (ids.length === 0) return [];
  const [rows, categoriesOf] = await Promise.all([
    db
      .select(itemColumns)
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.deleted, false), inArray(items.id, [...ids]))),
    categoryLinks(db, companyId, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toItemView(row, categoriesOf)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Filters of GetItems. */
export interface ItemFilter {
  limit?: number | null;
  offset?: number | null;
  /** Part of the title in any content language, case-insensitive. */
  search?: string | null;
  categoryId?: string | null;
}

function itemFilter(companyId: string, filter: ItemFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(items.companyId, companyId),
    eq(items.deleted, false),
    pattern
      ? or(
          ilike(items.title, pattern),
          ...(['en', 'se', 'es', 'no'] as const).map((language) =>
            ilike(sql`${items.titleLang}->>${language}`, pattern),
          ),
        )
      : undefined,
    filter.categoryId
      ? exists(
          sql`(select 1 from ${itemCategories} where ${itemCategories.companyId} = ${companyId} and ${itemCategories.itemId} = ${items.id} and ${itemCategories.categoryId} = ${filter.categoryId})`,
        )
      : undefined,
  );
}

/**
 * GetItems (§7): the company's non-deleted items in the §9 order (title, locale-aware, ignoring
 * '[TA] - ', then first category) with their categories (POS_CUSTOMIZATION). Without a limit every
 * item comes back: the quick search and the product list load them all. A page sorts the matching
 * titles only (id and title, one index scan) and then reads the page's rows and links, so a page
 * costs the titles plus the page, never the whole catalogue's rows and links.
 */
export async function listItems(ctx: Ctx, filter: ItemFilter = {}): Promise<ItemList> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  checkPage(filter.limit, filter.offset);
  const companyId = user.companyId;
  const where = itemFilter(companyId, filter);
  const locale = companyLocale(user);
  const offset = filter.offset ?? 0;

  if (filter.limit == null) {
    const [rows, categoriesOf] = await Promise.all([
      jsonRows<ItemTuple>(ctx.db, ITEM_TUPLE, items, where).then((tuples) => tuples.map(fromTuple)),
      // Every link of the company: cheaper than naming thousands of item ids.
      categoryLinks(ctx.db, companyId, null),
    ]);
    const views = rows.map((row) => toItemView(row, categoriesOf));
    views.sort((a, b) => compareItems(a, b, locale) || (a.id < b.id ? -1 : 1));
    return { count: views.length, results: views.slice(offset) };
  }

  const keys = (await jsonRows<[string, string]>(ctx.db, [items.id, items.title], items, where)).map(
    ([id, title]) => ({
      id,
      title,
    }),
  );
  const byTitle = (a: { title: string; id: string }, b: { title: string; id: string }) =>
    compareItems(a, b, locale) || (a.id < b.id ? -1 : 1);
  keys.sort(byTitle);
  let pageKeys = keys.slice(offset, offset + filter.limit);
  // Equal titles are ordered by first category: read the categories of the tied items only.
  const tied = tiedAround(keys, offset, offset + filter.limit, locale);
  if (tied.length > 0) {
    const categoriesOf = await categoryLinks(
      ctx.db,
      companyId,
      tied.map((k) => k.id),
    );
    const withCategories = (k: { id: string; title: string }) => ({
      ...k,
      categories: categoriesOf.get(k.id),
    });
    const first = keys.indexOf(tied[0] as (typeof keys)[number]);
    const resorted = tied.map(withCategories).sort(byTitle);
    keys.splice(first, resorted.length, ...resorted);
    pageKeys = keys.slice(offset, offset + filter.limit);
  }
  return {
    count: keys.length,
    results: await itemsByIds(
      ctx.db,
      companyId,
      pageKeys.map((k) => k.id),
    ),
  };
}

// The run of keys around a page whose titles tie (only those need their categories to be ordered).
function tiedAround<T extends { title: string }>(keys: T[], start: number, end: number, locale: string): T[] {
  if (start >= keys.length || end <= start) return [];
  const same = (a: T | undefined, b: T | undefined) =>
    a !== undefined && b !== undefined && sameSortTitle(a.title, b.title, locale);
  let from = start;
  while (from > 0 && same(keys[from - 1], keys[from])) from--;
  let to = Math.min(end, keys.length) - 1;
  while (to + 1 < keys.length && same(keys[to + 1], keys[to])) to++;
  const hasTie = keys.slice(from, to).some((key, i) => same(key, keys[from + i + 1]));
  return hasTie ? keys.slice(from, to + 1) : [];
}
