// Catalogue rules shared by the server and the web forms: items, categories, course types, bulk
// edits and image uploads. Messages are i18n keys (validation.* in every namespace that shows them).
import * as z from 'zod/mini';
import { type CountryCode, isValidVatRate, VAT_CHOICES } from './countries.ts';
import { ALLERGENS, WEIGHT_UNITS } from './enums.ts';
import { isValidMinorAmount, MAX_MINOR_AMOUNT } from './money.ts';
import { hasUnstorableCharacter } from './tables.ts';
import {
  amountTypeError,
  idSchema,
  isHexColor,
  nullishAs,
  OBJECT_PARAMS,
  optionalText,
  requiredText,
  translatedTexts,
  typeError,
  VALIDATION_MESSAGE_KEYS,
} from './validation.ts';

/** The i18n keys catalogue validation issues carry, beyond the general ones. */
export const CATALOGUE_MESSAGE_KEYS = {
  vatRate: 'validation.vatRate',
  price: 'validation.price',
  color: 'validation.color',
  duplicate: 'validation.duplicate',
  parentCycle: 'validation.parentCycle',
  percentage: 'validation.percentage',
  nothingToChange: 'validation.nothingToChange',
  defaultOutsideGroups: 'validation.defaultOutsideGroups',
  imageType: 'validation.imageType',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...CATALOGUE_MESSAGE_KEYS };

/** Longest item title and category name. */
export const MAX_TITLE_LENGTH = 200;
/** Most categories (or other links of one kind) one item may have. */
export const MAX_LINKS = 100;
/** Most items one bulk edit may change (the product list selects at most what it shows). */
export const MAX_BULK_ITEMS = 20_000;

/** The VAT a new item gets: its first category's rate, else the country's standard (highest) rate. */
export function defaultItemVat(country: CountryCode, firstCategoryVat: number | null | undefined): number {
  if (firstCategoryVat != null) return firstCategoryVat;
  const choices = VAT_CHOICES[country];
  return choices[choices.length - 1] ?? 0;
}

/** Whether a VAT rate (integer percent) may be set for the company's country (§9). */
export function checkVatRate(country: CountryCode, rate: number): string | null {
  return isValidVatRate(country, rate) ? null : KEYS.vatRate;
}

/** A text in the four content languages (se, en, es, no); an empty language is left out. */
export const translationsSchema = translatedTexts(MAX_TITLE_LENGTH);

const translations = nullishAs(translationsSchema, {});

/** Longest product description (per language): a menu's few sentences, far below a page. */
export const MAX_DESCRIPTION_LENGTH = 1000;

/**
 * A product description: trimmed, line breaks kept (as \n), at most 1,000 characters; NUL and the
 * other control characters refused. Empty (or null, or absent) is no description: ''.
 */
export const descriptionSchema = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.overwrite((value) => value.replace(/\r\n?/g, '\n').trim()),
      z.maxLength(MAX_DESCRIPTION_LENGTH, { error: KEYS.tooLong, abort: true }),
      // Line breaks and tabs are what people type into a description; other control characters are not text.
      z.refine((value) => !hasUnstorableCharacter(value.replace(/[\n\t]/g, ' ')), KEYS.unsupportedCharacter),
    ),
  ),
  z.transform((value: string | null | undefined) => value ?? ''),
);

/** A description's translations (se, en, es, no), each optional; an empty language is left out. */
export const descriptionTranslationsSchema = z.object(
  {
    en: z.optional(descriptionSchema),
    se: z.optional(descriptionSchema),
    es: z.optional(descriptionSchema),
    no: z.optional(descriptionSchema),
  },
  { error: KEYS.invalid },
);

const id = idSchema;

function idList() {
  return z.array(id, { error: KEYS.invalid }).check(
    z.maxLength(MAX_LINKS, { error: KEYS.tooLong }),
    z.refine((ids) => new Set(ids).size === ids.length, KEYS.duplicate),
  );
}

const optionalId = nullishAs(id, null);

/** Minor units: a whole, non-negative amount within the catalogue's limit. */
export const priceSchema = z
  .number({ error: amountTypeError(KEYS.price) })
  .check(z.refine(isValidMinorAmount, KEYS.price));

const vatRate = z
  .number({ error: typeError })
  .check(z.int({ error: KEYS.vatRate }), z.minimum(0, KEYS.vatRate), z.maximum(100, KEYS.vatRate));

const itemFields = {
  title: requiredText(MAX_TITLE_LENGTH),
  titleLang: translations,
  description: descriptionSchema,
  descriptionLang: nullishAs(descriptionTranslationsSchema, {}),
  categoryIds: idList(),
  courseTypeId: optionalId,
  defaultPrice: priceSchema,
  manualPrice: z.boolean({ error: KEYS.invalid }),
  volumeSuffix: z.pipe(
    optionalText(40),
    z.transform((value: string | undefined) => value ?? null),
  ),
  weightUnit: nullishAs(z.enum(WEIGHT_UNITS, { error: KEYS.invalid }), null),
  vatRate,
  allergens: z
    .array(z.enum(ALLERGENS, { error: KEYS.invalid }), { error: KEYS.invalid })
    .check(z.refine((list) => new Set(list).size === list.length, KEYS.duplicate)),
  imageId: optionalId,
  appliedVariationIds: idList(),
  defaultVariationsIds: idList(),
  upsellIds: idList(),
  stationIds: idList(),
};

/**
 * A new item (createItem). Only the title is required; the price is 0 and the VAT that of the first
 * category unless given — the §5 flow sets the price with a separate updateItemPrice.
 */
export const itemCreateSchema = z.object(
  {
    ...itemFields,
    categoryIds: z._default(itemFields.categoryIds, []),
    defaultPrice: z.optional(priceSchema),
    manualPrice: z._default(itemFields.manualPrice, false),
    vatRate: z.optional(vatRate),
    allergens: z._default(itemFields.allergens, []),
    appliedVariationIds: z._default(itemFields.appliedVariationIds, []),
    defaultVariationsIds: z._default(itemFields.defaultVariationsIds, []),
    upsellIds: z._default(itemFields.upsellIds, []),
    stationIds: z._default(itemFields.stationIds, []),
  },
  OBJECT_PARAMS,
);
/** What a createItem request or the new-product form holds. */
export type ItemCreateInput = z.input<typeof itemCreateSchema>;
/** A validated new item. */
export type ItemCreate = z.output<typeof itemCreateSchema>;

/** Changes to an item (updateItem data): every field optional, an absent one stays as it is. */
export const itemUpdateSchema = z.object(
  {
    title: z.optional(itemFields.title),
    titleLang: z.optional(translationsSchema),
    description: z.optional(descriptionSchema),
    descriptionLang: z.optional(descriptionTranslationsSchema),
    categoryIds: z.optional(itemFields.categoryIds),
    courseTypeId: z.nullish(id),
    defaultPrice: z.optional(priceSchema),
    manualPrice: z.optional(itemFields.manualPrice),
    volumeSuffix: z.optional(itemFields.volumeSuffix),
    weightUnit: z.nullish(z.enum(WEIGHT_UNITS, { error: KEYS.invalid })),
    vatRate: z.optional(vatRate),
    allergens: z.optional(itemFields.allergens),
    imageId: z.nullish(id),
    appliedVariationIds: z.optional(itemFields.appliedVariationIds),
    defaultVariationsIds: z.optional(itemFields.defaultVariationsIds),
    upsellIds: z.optional(itemFields.upsellIds),
    stationIds: z.optional(itemFields.stationIds),
  },
  OBJECT_PARAMS,
);
/** What an updateItem request holds. */
export type ItemUpdateInput = z.input<typeof itemUpdateSchema>;
/** Validated item changes; `null` clears a field, `undefined` leaves it. */
export type ItemUpdate = z.output<typeof itemUpdateSchema>;

/** A category (createCategory / updateCategory): name in four languages, colour, course type, VAT, parent. */
export const categorySchema = z.object(
  {
    name: requiredText(MAX_TITLE_LENGTH),
    nameLang: translations,
    color: z.pipe(
      z.nullish(
        z.string({ error: KEYS.invalid }).check(
          z.trim(),
          z.refine((value) => value === '' || isHexColor(value), KEYS.color),
        ),
      ),
      z.transform((value: string | null | undefined) => (value ? value.toLowerCase() : null)),
    ),
    courseTypeId: optionalId,
    vatRate,
    parentId: optionalId,
  },
  OBJECT_PARAMS,
);
/** What a category form or request holds. */
export type CategoryInput = z.input<typeof categorySchema>;
/** A validated category. */
export type Category = z.output<typeof categorySchema>;

/** A course type (§3: name, label), in kitchen order. */
export const courseTypeSchema = z.object(
  {
    name: requiredText(100),
    label: requiredText(100),
    position: z._default(
      z
        .number({ error: typeError })
        .check(z.int({ error: KEYS.invalid }), z.minimum(0, KEYS.invalid), z.maximum(1000, KEYS.invalid)),
      0,
    ),
  },
  OBJECT_PARAMS,
);
/** What a course-type form or request holds. */
export type CourseTypeInput = z.input<typeof courseTypeSchema>;

/** Whether making `parentId` the parent of `id` would close a loop, given each category's parent. */
export function createsParentCycle(
  id: string,
  parentId: string | null,
  parentOf: ReadonlyMap<string, string | null>,
): boolean {
  const seen = new Set<string>();
  for (let current = parentId; current !== null; current = parentOf.get(current) ?? null) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** How a bulk edit changes prices: to one amount, or by a percentage (+10 raises by 10 %). */
export type PriceChange = { mode: 'SET'; amount: number } | { mode: 'PERCENT'; percent: number };

/** Lowest and highest percentage a bulk edit may change prices by. */
export const PRICE_PERCENT_RANGE = { min: -100, max: 1000 } as const;

/** The new price after a change, rounded to the nearest minor unit (halves away from zero). */
export function applyPriceChange(price: number, change: PriceChange): number {
  if (change.mode === 'SET') return change.amount;
  // Integer arithmetic on hundredths of a percent: 19.99 % of 4990 is exact, not a float guess.
  const hundredths = Math.round(change.percent * 100);
  const numerator = price * (10_000 + hundredths);
  return Math.sign(numerator) * Math.round(Math.abs(numerator) / 10_000);
}

/** A bulk edit of the product list: the same categories, VAT and/or price change for every selected item. */
export const bulkItemsSchema = z
  .object(
    {
      ids: z.pipe(
        z
          .array(id, { error: KEYS.invalid })
          .check(
            z.minLength(1, { error: KEYS.required }),
            z.maxLength(MAX_BULK_ITEMS, { error: KEYS.tooLong }),
          ),
        z.transform((ids: string[]) => [...new Set(ids)]),
      ),
      categoryIds: z.nullish(idList()),
      vatRate: z.nullish(vatRate),
      price: z.nullish(
        z.discriminatedUnion(
          'mode',
          [
            z.object({ mode: z.literal('SET'), amount: priceSchema }, OBJECT_PARAMS),
            z.object(
              {
                mode: z.literal('PERCENT'),
                percent: z.number({ error: typeError }).check(
                  z.minimum(PRICE_PERCENT_RANGE.min, KEYS.percentage),
                  z.maximum(PRICE_PERCENT_RANGE.max, KEYS.percentage),
                  z.refine((value) => Number.isInteger(Math.round(value * 100)), KEYS.percentage),
                ),
              },
              OBJECT_PARAMS,
            ),
          ],
          { error: KEYS.invalid },
        ),
      ),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.refine((value) => value.categoryIds != null || value.vatRate != null || value.price != null, {
      message: KEYS.nothingToChange,
      path: ['ids'],
    }),
  );
/** What a bulkUpdateItems request holds. */
export type BulkItemsInput = z.input<typeof bulkItemsSchema>;

/** Whether a price a change leads to can be stored. */
export function isStorablePrice(price: number): boolean {
  return price >= 0 && price <= MAX_MINOR_AMOUNT && Number.isInteger(price);
}

// ---------------------------------------------------------------------------------------------
// Image uploads

/** Largest image an upload may carry: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The image types an upload may be, by file extension. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** getFileUploadUrl's input: the name of the file to upload. */
export const fileUploadSchema = z.object({ filename: requiredText(200) }, OBJECT_PARAMS);

/** The content type of an image file name ('Bun.JPG' → 'image/jpeg'), or null when it is not an image. */
export function imageContentType(filename: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) || null;
}

/** The image type the first bytes of a file show, or null: the declared type is not trusted. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}
