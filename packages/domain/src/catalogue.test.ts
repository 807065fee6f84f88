import { describe, expect, it } from 'vitest';
import {
  applyPriceChange,
  bulkItemsSchema,
  categorySchema,
  checkVatRate,
  courseTypeSchema,
  createsParentCycle,
  defaultItemVat,
  imageContentType,
  itemCreateSchema,
  itemUpdateSchema,
  MAX_DESCRIPTION_LENGTH,
  sniffImageType,
} from './catalogue.ts';
import { contentLocale } from './countries.ts';
import { fieldErrorsFromZod } from './validation.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never);

describe('itemCreateSchema', () => {
  it('needs only a title and fills in the defaults', () => {
    const parsed = itemCreateSchema.parse({ title: '  Kanelbulle ' });
    expect(parsed).toMatchObject({
      title: 'Kanelbulle',
      titleLang: {},
      categoryIds: [],
      courseTypeId: null,
      manualPrice: false,
      volumeSuffix: null,
      weightUnit: null,
      allergens: [],
      imageId: null,
    });
    expect(parsed.defaultPrice).toBeUndefined();
    expect(parsed.vatRate).toBeUndefined();
  });

  it('reports every bad field with an i18n key', () => {
    const result = itemCreateSchema.safeParse({
      title: ' ',
      defaultPrice: 12.5,
      vatRate: 101,
      weightUnit: 'lb',
      allergens: ['MILK', 'MILK'],
      categoryIds: ['a', 'a'],
      titleLang: { en: 'x'.repeat(201) },
    });
    expect(errorsOf(result)).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'validation.required' },
        { field: 'defaultPrice', message: 'validation.price' },
        { field: 'vatRate', message: 'validation.vatRate' },
        { field: 'weightUnit', message: 'validation.invalid' },
        { field: 'allergens', message: 'validation.duplicate' },
        { field: 'categoryIds', message: 'validation.duplicate' },
        { field: 'titleLang.en', message: 'validation.tooLong' },
      ]),
    );
  });

  it('refuses negative and oversized prices and unknown allergens', () => {
    expect(errorsOf(itemCreateSchema.safeParse({ title: 'A', defaultPrice: -1 }))).toEqual([
      { field: 'defaultPrice', message: 'validation.price' },
    ]);
    expect(itemCreateSchema.safeParse({ title: 'A', defaultPrice: 2_000_000_000 }).success).toBe(false);
    expect(itemCreateSchema.safeParse({ title: 'A', allergens: ['PEANUT'] }).success).toBe(false);
  });
});

describe('itemUpdateSchema', () => {
  it('keeps absent fields absent and null clears', () => {
    const parsed = itemUpdateSchema.parse({ courseTypeId: null, defaultPrice: 4500 });
    expect(parsed).toEqual({ courseTypeId: null, defaultPrice: 4500 });
    expect(itemUpdateSchema.parse({})).toEqual({});
  });
});

describe('categorySchema and courseTypeSchema', () => {
  it('lowercases colours and refuses anything but #rrggbb', () => {
    expect(categorySchema.parse({ name: 'Öl', vatRate: 25, color: '#F59F00' }).color).toBe('#f59f00');
    expect(categorySchema.parse({ name: 'Öl', vatRate: 25, color: '' }).color).toBeNull();
    expect(errorsOf(categorySchema.safeParse({ name: 'Öl', vatRate: 25, color: 'red' }))).toEqual([
      { field: 'color', message: 'validation.color' },
    ]);
    expect(errorsOf(categorySchema.safeParse({ name: 'Öl' }))).toEqual([
      { field: 'vatRate', message: 'validation.required' },
    ]);
  });

  it('orders course types from 0', () => {
    expect(courseTypeSchema.parse({ name: 'Förrätt', label: 'Starter' })).toEqual({
      name: 'Förrätt',
      label: 'Starter',
      position: 0,
    });
    expect(courseTypeSchema.safeParse({ name: 'x', label: 'y', position: -1 }).success).toBe(false);
  });
});

describe('VAT', () => {
  it('checks the rate against the country and defaults from the first category', () => {
    expect(checkVatRate('SE', 12)).toBeNull();
    expect(checkVatRate('SE', 15)).toBe('validation.vatRate');
    expect(checkVatRate('GB', 20)).toBeNull();
    expect(defaultItemVat('SE', 12)).toBe(12);
    expect(defaultItemVat('SE', null)).toBe(25);
    expect(defaultItemVat('GB', undefined)).toBe(20);
  });
});

describe('createsParentCycle', () => {
  const parents = new Map<string, string | null>([
    ['a', null],
    ['b', 'a'],
    ['c', 'b'],
  ]);
  it('finds loops through any number of parents', () => {
    expect(createsParentCycle('a', 'c', parents)).toBe(true);
    expect(createsParentCycle('a', 'a', parents)).toBe(true);
    expect(createsParentCycle('c', 'a', parents)).toBe(false);
    expect(createsParentCycle('new', 'c', parents)).toBe(false);
    expect(createsParentCycle('a', null, parents)).toBe(false);
  });
  it('stops on a loop already in the data', () => {
    const broken = new Map([
      ['x', 'y'],
      ['y', 'x'],
    ]);
    expect(createsParentCycle('z', 'x', broken)).toBe(true);
  });
});

describe('applyPriceChange and bulkItemsSchema', () => {
  it('sets or changes by a percentage, rounding halves away from zero', () => {
    expect(applyPriceChange(4500, { mode: 'SET', amount: 3900 })).toBe(3900);
    expect(applyPriceChange(4500, { mode: 'PERCENT', percent: 10 })).toBe(4950);
    expect(applyPriceChange(4990, { mode: 'PERCENT', percent: 19.99 })).toBe(5988);
    expect(applyPriceChange(5, { mode: 'PERCENT', percent: 10 })).toBe(6);
    expect(applyPriceChange(4500, { mode: 'PERCENT', percent: -100 })).toBe(0);
    expect(applyPriceChange(0, { mode: 'PERCENT', percent: 50 })).toBe(0);
  });

  it('needs ids and something to change', () => {
    expect(errorsOf(bulkItemsSchema.safeParse({ ids: ['a'] }))).toEqual([
      { field: 'ids', message: 'validation.nothingToChange' },
    ]);
    expect(errorsOf(bulkItemsSchema.safeParse({ ids: [], vatRate: 12 }))).toEqual([
      { field: 'ids', message: 'validation.required' },
    ]);
    expect(bulkItemsSchema.parse({ ids: ['a', 'a'], price: { mode: 'PERCENT', percent: 5 } }).ids).toEqual([
      'a',
    ]);
    expect(
      errorsOf(bulkItemsSchema.safeParse({ ids: ['a'], price: { mode: 'PERCENT', percent: 2000 } })),
    ).toEqual([{ field: 'price.percent', message: 'validation.percentage' }]);
  });
});

describe('images', () => {
  it('knows image types by extension and by their first bytes', () => {
    expect(imageContentType('Bun.JPG')).toBe('image/jpeg');
    expect(imageContentType('menu.pdf')).toBeNull();
    expect(imageContentType('noextension')).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });
});

describe('contentLocale', () => {
  it('maps company languages to locales', () => {
    expect(contentLocale('se')).toBe('sv');
    expect(contentLocale('no')).toBe('nb');
    expect(contentLocale('en')).toBe('en');
  });
});

describe('product description', () => {
  it('is trimmed, keeps line breaks and defaults to none', () => {
    expect(itemCreateSchema.parse({ title: 'Bun' })).toMatchObject({ description: '', descriptionLang: {} });
    const parsed = itemCreateSchema.parse({
      title: 'Bun',
      description: '  Baked every morning.\r\nWith cardamom.  ',
      descriptionLang: { se: ' Bakad varje morgon. ', en: '' },
    });
    expect(parsed.description).toBe('Baked every morning.\nWith cardamom.');
    expect(parsed.descriptionLang).toEqual({ se: 'Bakad varje morgon.', en: '' });
    expect(itemUpdateSchema.parse({ description: null })).toEqual({ description: '' });
  });

  it('refuses NUL, other control characters and more than 1,000 characters, per language too', () => {
    expect(errorsOf(itemCreateSchema.safeParse({ title: 'Bun', description: 'a\u0000b' }))).toEqual([
      { field: 'description', message: 'validation.unsupportedCharacter' },
    ]);
    expect(errorsOf(itemUpdateSchema.safeParse({ description: 'bell\u0007' }))).toEqual([
      { field: 'description', message: 'validation.unsupportedCharacter' },
    ]);
    expect(
      errorsOf(
        itemUpdateSchema.safeParse({ descriptionLang: { es: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) } }),
      ),
    ).toEqual([{ field: 'descriptionLang.es', message: 'validation.tooLong' }]);
    expect(itemUpdateSchema.safeParse({ description: 'x'.repeat(MAX_DESCRIPTION_LENGTH) }).success).toBe(
      true,
    );
    expect(errorsOf(itemUpdateSchema.safeParse({ description: 12 }))).toEqual([
      { field: 'description', message: 'validation.invalid' },
    ]);
  });
});
