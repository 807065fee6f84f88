// The product CSV of the product list: what an export writes and what an import reads back. The
// server decides what the rows change; these functions only translate between cells and values.

import { descriptionSchema, MAX_TITLE_LENGTH } from './catalogue.ts';
import { parseCsv, writeCsv } from './csv.ts';
import { ALLERGENS, type Allergen, isOneOf, WEIGHT_UNITS, type WeightUnit } from './enums.ts';
import { isValidMinorAmount, minorToDecimal, parseMoney } from './money.ts';

/** The columns of the product CSV, in export order. */
export const ITEM_CSV_COLUMNS = [
  'id',
  'title',
  'title_en',
  'title_se',
  'title_es',
  'title_no',
  'categories',
  'price',
  'vat',
  'volume_suffix',
  'weight_unit',
  'manual_price',
  'allergens',
  // At the end, so files exported before descriptions existed still line up by eye.
  'description',
  'description_en',
  'description_se',
  'description_es',
  'description_no',
] as const;
/** A column of the product CSV. */
export type ItemCsvColumn = (typeof ITEM_CSV_COLUMNS)[number];

/** Joins several values (categories, allergens) in one cell. */
export const CSV_LIST_SEPARATOR = '|';

/** Most rows one import may have. */
export const MAX_CSV_ROWS = 20_000;

/** An item as the CSV holds it: categories by name, the price in minor units. */
export interface CsvItem {
  id: string | null;
  title: string;
  titleLang: { en: string | null; se: string | null; es: string | null; no: string | null };
  categories: string[];
  defaultPrice: number;
  vatRate: number;
  volumeSuffix: string | null;
  weightUnit: string | null;
  manualPrice: boolean;
  allergens: string[];
  /** '' when none. */
  description: string;
  descriptionLang: CsvItem['titleLang'];
}

/** The i18n keys of the import's row errors. */
export const CSV_MESSAGE_KEYS = {
  required: 'csv.required',
  tooLong: 'csv.tooLong',
  unsupportedCharacter: 'csv.unsupportedCharacter',
  price: 'csv.price',
  vatRate: 'csv.vatRate',
  weightUnit: 'csv.weightUnit',
  boolean: 'csv.boolean',
  allergen: 'csv.allergen',
  unknownCategory: 'csv.unknownCategory',
  ambiguousCategory: 'csv.ambiguousCategory',
  unknownId: 'csv.unknownId',
  duplicateId: 'csv.duplicateId',
  missingColumn: 'csv.missingColumn',
  unknownColumn: 'csv.unknownColumn',
  duplicateColumn: 'csv.duplicateColumn',
  empty: 'csv.empty',
  tooManyRows: 'csv.tooManyRows',
} as const;

/** A problem with one cell (or with the file, on line 1 with column ''), as an i18n key. */
export interface CsvRowError {
  line: number;
  column: string;
  message: string;
}

/** The cells an item exports to, one per column; the price as a plain decimal ("45.50"). */
export function itemCsvCells(item: CsvItem, currency: string): Record<ItemCsvColumn, string> {
  return {
    id: item.id ?? '',
    title: item.title,
    title_en: item.titleLang.en ?? '',
    title_se: item.titleLang.se ?? '',
    title_es: item.titleLang.es ?? '',
    title_no: item.titleLang.no ?? '',
    categories: item.categories.join(CSV_LIST_SEPARATOR),
    price: minorToDecimal(item.defaultPrice, currency),
    vat: String(item.vatRate),
    volume_suffix: item.volumeSuffix ?? '',
    weight_unit: item.weightUnit ?? '',
    manual_price: item.manualPrice ? 'true' : 'false',
    allergens: item.allergens.join(CSV_LIST_SEPARATOR),
    description: item.description,
    description_en: item.descriptionLang.en ?? '',
    description_se: item.descriptionLang.se ?? '',
    description_es: item.descriptionLang.es ?? '',
    description_no: item.descriptionLang.no ?? '',
  };
}

/**
 * The product CSV of `items`, header first, in the dialect of `language` (`;` and "45,50" in
 * Swedish): the import reads either back.
 */
export function itemsToCsv(items: readonly CsvItem[], currency: string, language?: string | null): string {
  return writeCsv(
    [
      ITEM_CSV_COLUMNS,
      ...items.map((item) => {
        const cells = itemCsvCells(item, currency);
        return ITEM_CSV_COLUMNS.map((column) =>
          column === 'price' ? { minor: item.defaultPrice, currency } : cells[column],
        );
      }),
    ],
    language,
  );
}

/**
 * One data row of an import. Columns missing from the file are undefined (an update leaves those
 * fields as they are, a new item gets their defaults); a blank vat is null (the first category's).
 */
export interface CsvItemRow {
  line: number;
  id: string | null;
  title: string;
  titleLang: Partial<CsvItem['titleLang']>;
  categories?: string[];
  defaultPrice?: number;
  vatRate?: number | null;
  volumeSuffix?: string | null;
  weightUnit?: WeightUnit | null;
  manualPrice?: boolean;
  allergens?: Allergen[];
  /** '' clears the description. */
  description?: string;
  descriptionLang: Partial<CsvItem['titleLang']>;
}

/** What {@link parseItemsCsv} reads: the rows it could read and an error per bad cell. */
export interface ParsedItemsCsv {
  rows: CsvItemRow[];
  errors: CsvRowError[];
}

const TRUE = new Set(['true', 'yes', 'ja', 'sí', 'si', '1', 'x']);
const FALSE = new Set(['false', 'no', 'nej', 'nei', '0', '']);

// An export prefixes formula-like cells with an apostrophe; reading it back takes it off.
function unescapeCell(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

const splitList = (value: string) =>
  value
    .split(CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Reads a product CSV: the header names the columns (any order; 'title' required). */
export function parseItemsCsv(text: string, currency: string): ParsedItemsCsv {
  const errors: CsvRowError[] = [];
  const { records } = parseCsv(text);
  const [header, ...data] = records;
  if (!header) return { rows: [], errors: [{ line: 1, column: '', message: CSV_MESSAGE_KEYS.empty }] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const index = new Map<ItemCsvColumn, number>();
  columns.forEach((name, i) => {
    if (!isOneOf(ITEM_CSV_COLUMNS, name))
      errors.push({ line: header.line, column: name, message: CSV_MESSAGE_KEYS.unknownColumn });
    else if (index.has(name))
      errors.push({ line: header.line, column: name, message: CSV_MESSAGE_KEYS.duplicateColumn });
    else index.set(name, i);
  });
  if (!index.has('title'))
    errors.push({ line: header.line, column: 'title', message: CSV_MESSAGE_KEYS.missingColumn });
  if (data.length > MAX_CSV_ROWS)
    errors.push({ line: header.line, column: '', message: CSV_MESSAGE_KEYS.tooManyRows });
  if (errors.length > 0) return { rows: [], errors };

  const rows: CsvItemRow[] = [];
  const seenIds = new Map<string, number>();
  for (const { line, cells } of data) {
    const fail = (column: ItemCsvColumn, message: string) => errors.push({ line, column, message });
    const cell = (column: ItemCsvColumn): string | undefined => {
      const at = index.get(column);
      return at === undefined ? undefined : unescapeCell(cells[at] ?? '');
    };
    const text = (column: ItemCsvColumn, max: number): string | null | undefined => {
      const value = cell(column);
      if (value === undefined) return undefined;
      if (value.length > max) {
        fail(column, CSV_MESSAGE_KEYS.tooLong);
        return undefined;
      }
      return value === '' ? null : value;
    };
    const before = errors.length;

    const id = cell('id') || null;
    if (id) {
      const earlier = seenIds.get(id);
      if (earlier !== undefined) fail('id', CSV_MESSAGE_KEYS.duplicateId);
      else seenIds.set(id, line);
    }
    const title = text('title', MAX_TITLE_LENGTH);
    if (title === null) fail('title', CSV_MESSAGE_KEYS.required);
    const row: CsvItemRow = { line, id, title: title ?? '', titleLang: {}, descriptionLang: {} };
    for (const language of ['en', 'se', 'es', 'no'] as const) {
      const value = text(`title_${language}`, MAX_TITLE_LENGTH);
      if (value !== undefined) row.titleLang[language] = value;
    }
    const categories = cell('categories');
    if (categories !== undefined) row.categories = [...new Set(splitList(categories))];

    const price = cell('price');
    if (price !== undefined) {
      const minor = price === '' ? null : parseMoney(price, currency);
      if (price === '') fail('price', CSV_MESSAGE_KEYS.required);
      else if (minor === null || !isValidMinorAmount(minor)) fail('price', CSV_MESSAGE_KEYS.price);
      else row.defaultPrice = minor;
    }
    const vat = cell('vat');
    if (vat !== undefined) {
      const rate = vat.replace(/\s*%$/, '');
      if (rate === '') row.vatRate = null;
      else if (!/^\d{1,3}$/.test(rate)) fail('vat', CSV_MESSAGE_KEYS.vatRate);
      else row.vatRate = Number(rate);
    }
    const volume = text('volume_suffix', 40);
    if (volume !== undefined) row.volumeSuffix = volume;
    const unit = cell('weight_unit');
    if (unit !== undefined) {
      const lower = unit.toLowerCase();
      if (lower === '') row.weightUnit = null;
      else if (isOneOf(WEIGHT_UNITS, lower)) row.weightUnit = lower;
      else fail('weight_unit', CSV_MESSAGE_KEYS.weightUnit);
    }
    const manual = cell('manual_price');
    if (manual !== undefined) {
      const lower = manual.toLowerCase();
      if (TRUE.has(lower)) row.manualPrice = true;
      else if (FALSE.has(lower)) row.manualPrice = false;
      else fail('manual_price', CSV_MESSAGE_KEYS.boolean);
    }
    const allergens = cell('allergens');
    if (allergens !== undefined) {
      const list = [...new Set(splitList(allergens).map((a) => a.toUpperCase().replace(/[\s-]+/g, '_')))];
      const unknown = list.filter((a) => !isOneOf(ALLERGENS, a));
      if (unknown.length > 0) fail('allergens', CSV_MESSAGE_KEYS.allergen);
      else row.allergens = list as Allergen[];
    }
    // The product form's rule: line breaks kept, 1,000 characters, no control characters.
    const description = (column: ItemCsvColumn): string | undefined => {
      const at = index.get(column);
      if (at === undefined) return undefined;
      const parsed = descriptionSchema.safeParse(unescapeCell(cells[at] ?? ''));
      if (parsed.success) return parsed.data;
      const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
      fail(column, tooLong ? CSV_MESSAGE_KEYS.tooLong : CSV_MESSAGE_KEYS.unsupportedCharacter);
      return undefined;
    };
    row.description = description('description');
    for (const language of ['en', 'se', 'es', 'no'] as const) {
      const value = description(`description_${language}`);
      if (value !== undefined) row.descriptionLang[language] = value || null;
    }
    if (errors.length === before) rows.push(row);
  }
  return { rows, errors };
}

/** One changed column of an import row: the cell as exported before and after. */
export interface CsvChange {
  column: ItemCsvColumn;
  from: string;
  to: string;
}

/** The columns whose exported cells differ between two versions of an item. */
export function csvChanges(before: CsvItem, after: CsvItem, currency: string): CsvChange[] {
  const from = itemCsvCells(before, currency);
  const to = itemCsvCells(after, currency);
  return ITEM_CSV_COLUMNS.filter((column) => column !== 'id' && from[column] !== to[column]).map(
    (column) => ({ column, from: from[column], to: to[column] }),
  );
}
