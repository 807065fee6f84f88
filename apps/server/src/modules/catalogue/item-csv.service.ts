import {
  CSV_MESSAGE_KEYS,
  type CsvChange,
  type CsvItem,
  type CsvItemRow,
  type CsvRowError,
  checkVatRate,
  csvChanges,
  defaultItemVat,
  ITEM_CSV_COLUMNS,
  itemCsvCells,
  itemsToCsv,
  parseItemsCsv,
} from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import { SLICE_SIZE, slices } from '../../lib/slices.ts';
import type { Tx } from '../../platform/db/client.ts';
import { itemCategories, items } from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from './all-articles.ts';
import {
  type CategoryView,
  companyCountry,
  type ItemView,
  itemsByIds,
  listItems,
  liveCategories,
  storedTranslations,
} from './catalogue.service.ts';

// Item rows are wide (a dozen columns): half the usual slice per statement.
const SLICE = SLICE_SIZE / 2;

const currencyOf = (user: UserPrincipal) => user.company.defaultCurrency;

function toCsvItem(item: ItemView): CsvItem {
  return {
    id: item.id,
    title: item.title,
    titleLang: item.titleLang,
    categories: item.categories.map((c) => c.name),
    defaultPrice: item.defaultPrice,
    vatRate: item.vatRate,
    volumeSuffix: item.volumeSuffix,
    weightUnit: item.weightUnit,
    manualPrice: item.manualPrice,
    allergens: item.allergens,
    description: item.description,
    descriptionLang: item.descriptionLang,
  };
}

/** exportItemsCsv: every live item as the product CSV, in the list's order (POS_CUSTOMIZATION). */
export async function exportItemsCsv(ctx: Ctx, language?: string | null): Promise<string> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { results } = await listItems(ctx);
  return itemsToCsv(results.map(toCsvItem), currencyOf(user), language ?? user.company.defaultLanguage);
}

/** One row of the import preview: what it creates or changes, cell by cell as exported. */
export interface ImportRowView {
  line: number;
  id: string | null;
  title: string;
  changes: CsvChange[];
}

/** The preview (dryRun) or the outcome of an import. */
export interface ImportResult {
  /** True only when the import was applied: no errors and not a dry run. */
  applied: boolean;
  creates: ImportRowView[];
  updates: ImportRowView[];
  /** Rows naming an existing item without changing it. */
  unchanged: number;
  errors: CsvRowError[];
}

interface Planned {
  row: CsvItemRow;
  before: ItemView | null;
  after: CsvItem;
  categoryIds: string[];
}

// Categories are named in the CSV by their main name, case and surrounding spaces ignored.
function categoryLookup(live: CategoryView[]) {
  const byName = new Map<string, CategoryView[]>();
  for (const category of live) {
    const key = category.name.trim().toLocaleLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), category]);
  }
  return (name: string) => byName.get(name.trim().toLocaleLowerCase()) ?? [];
}

/** Works out what each row would do, adding an error per row that cannot be applied. */
async function plan(ctx: Ctx, user: UserPrincipal, csv: string) {
  const currency = currencyOf(user);
  const country = companyCountry(user);
  const { rows, errors } = parseItemsCsv(csv, currency);
  const named = rows.flatMap((row) => (row.id ? [row.id] : []));
  const [live, existing] = await Promise.all([
    liveCategories(ctx.db, user.companyId),
    itemsByIds(ctx.db, user.companyId, named),
  ]);
  const category = categoryLookup(live);
  const itemById = new Map(existing.map((item) => [item.id, item]));

  const planned: Planned[] = [];
  for (const row of rows) {
    const rowErrors: CsvRowError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ line: row.line, column, message });
    const before = row.id ? (itemById.get(row.id) ?? null) : null;
    if (row.id && !before) fail('id', CSV_MESSAGE_KEYS.unknownId);

    let categories: CategoryView[] | undefined;
    if (row.categories) {
      categories = [];
      for (const name of row.categories) {
        const matches = category(name);
        if (matches.length === 0) fail('categories', CSV_MESSAGE_KEYS.unknownCategory);
        else if (matches.length > 1) fail('categories', CSV_MESSAGE_KEYS.ambiguousCategory);
        // 'Food|food' names one category: it is linked once.
        else if (!categories.includes(matches[0] as CategoryView))
          categories.push(matches[0] as CategoryView);
      }
    }
    const base: CsvItem = before
      ? toCsvItem(before)
      : {
          id: null,
          title: row.title,
          titleLang: { en: null, se: null, es: null, no: null },
          categories: [],
          defaultPrice: 0,
          vatRate: 0,
          volumeSuffix: null,
          weightUnit: null,
          manualPrice: false,
          allergens: [],
          description: '',
          descriptionLang: { en: null, se: null, es: null, no: null },
        };
    const finalCategories = categories ?? before?.categories ?? [];
    const vatRate =
      row.vatRate ??
      (before && row.vatRate === undefined
        ? before.vatRate
        : defaultItemVat(country, finalCategories[0]?.vatRate));
    if (checkVatRate(country, vatRate)) fail('vat', CSV_MESSAGE_KEYS.vatRate);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const after: CsvItem = {
      ...base,
      title: row.title,
      titleLang: { ...base.titleLang, ...row.titleLang },
      categories: finalCategories.map((c) => c.name),
      defaultPrice: row.defaultPrice ?? base.defaultPrice,
      vatRate,
      volumeSuffix: row.volumeSuffix === undefined ? base.volumeSuffix : row.volumeSuffix,
      weightUnit: row.weightUnit === undefined ? base.weightUnit : row.weightUnit,
      manualPrice: row.manualPrice ?? base.manualPrice,
      allergens: row.allergens ?? base.allergens,
      description: row.description ?? base.description,
      descriptionLang: { ...base.descriptionLang, ...row.descriptionLang },
    };
    planned.push({ row, before, after, categoryIds: finalCategories.map((c) => c.id) });
  }
  errors.sort((a, b) => a.line - b.line);
  return { planned, errors, currency };
}

/**
 * importItemsCsv: reads a product CSV and previews what it would create and change (dryRun), or
 * applies it all or nothing — any error in any row and nothing is written. Unknown categories are
 * errors, never created on the fly; rows with an id update that item, rows without one create.
 */
export async function importItemsCsv(ctx: Ctx, csv: string, dryRun: boolean): Promise<ImportResult> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { planned, errors, currency } = await plan(ctx, user, csv);
  const creates: (Planned & { changes: CsvChange[] })[] = [];
  const updates: (Planned & { changes: CsvChange[] })[] = [];
  let unchanged = 0;
  for (const entry of planned) {
    if (!entry.before) {
      const cells = itemCsvCells(entry.after, currency);
      const changes = ITEM_CSV_COLUMNS.filter((column) => column !== 'id' && cells[column] !== '').map(
        (column) => ({
          column,
          from: '',
          to: cells[column],
        }),
      );
      creates.push({ ...entry, changes });
      continue;
    }
    const changes = csvChanges(toCsvItem(entry.before), entry.after, currency);
    if (changes.length === 0) unchanged++;
    else updates.push({ ...entry, changes });
  }
  const view = (entry: Planned & { changes: CsvChange[] }): ImportRowView => ({
    line: entry.row.line,
    id: entry.before?.id ?? null,
    title: entry.after.title,
    changes: entry.changes,
  });
  const apply = !dryRun && errors.length === 0 && creates.length + updates.length > 0;
  if (apply) {
    await ctx.db.transaction(async (tx) => {
      await write(tx, user.companyId, creates, updates);
    });
  }
  return {
    applied: apply,
    creates: creates.map(view),
    updates: updates.map(view),
    unchanged,
    errors,
  };
}

const columnsOf = (item: CsvItem) => ({
  title: item.title,
  titleLang: storedTranslations(item.titleLang),
  defaultPrice: item.defaultPrice,
  vatRate: item.vatRate,
  volumeSuffix: item.volumeSuffix,
  weightUnit: item.weightUnit,
  manualPrice: item.manualPrice,
  allergens: item.allergens,
  description: item.description,
  descriptionLang: storedTranslations(item.descriptionLang),
});

async function write(
  tx: Tx,
  companyId: string,
  creates: Planned[],
  updates: (Planned & { changes: CsvChange[] })[],
) {
  const created = creates.map((entry) => ({ ...entry, id: newId() }));
  for (const part of slices(created, SLICE)) {
    await tx
      .insert(items)
      .values(part.map((entry) => ({ id: entry.id, companyId, ...columnsOf(entry.after) })));
  }
  for (const entry of updates) {
    await tx
      .update(items)
      .set({ ...columnsOf(entry.after), updatedAt: new Date() })
      .where(and(eq(items.companyId, companyId), eq(items.id, entry.before?.id ?? '')));
  }
  // Category links: new items get theirs, changed items have theirs replaced.
  const relinked = updates.filter((entry) => entry.changes.some((c) => c.column === 'categories'));
  const relinkedIds = relinked.map((entry) => entry.before?.id ?? '');
  for (const part of slices(relinkedIds, SLICE)) {
    await tx
      .delete(itemCategories)
      .where(and(eq(itemCategories.companyId, companyId), inArray(itemCategories.itemId, part)));
  }
  const links = [
    ...created.map((entry) => ({ itemId: entry.id, categoryIds: entry.categoryIds })),
    ...relinked.map((entry) => ({ itemId: entry.before?.id ?? '', categoryIds: entry.categoryIds })),
  ].flatMap(({ itemId, categoryIds }) =>
    categoryIds.map((categoryId, position) => ({ companyId, itemId, categoryId, position })),
  );
  for (const part of slices(links, SLICE)) await tx.insert(itemCategories).values(part);

  const repriced = updates.filter((entry) => entry.changes.some((c) => c.column === 'price'));
  await syncAllArticlesEntry(tx, companyId, [
    ...created.map((entry) => entry.id),
    ...repriced.map((entry) => entry.before?.id ?? ''),
  ]);
}
