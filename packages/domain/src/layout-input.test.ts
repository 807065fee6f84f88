import { describe, expect, it } from 'vitest';
import {
  layoutCategoryInputSchema,
  layoutInputSchema,
  pageButtonInputSchema,
  pageInputSchema,
  pageUpdateSchema,
} from './layout-input.ts';
import { fieldErrorsFromZod, isHexColor } from './validation.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never);

describe('input rules', () => {
  it('checks layout and category names, translations and colours', () => {
    const layout = layoutInputSchema.safeParse({
      name: ' Kassa ',
      nameLang: { en: 'Till', se: '', no: null },
    });
    expect(layout.success && layout.data).toEqual({ name: 'Kassa', nameLang: { en: 'Till' } });
    expect(layoutInputSchema.safeParse({ name: 'Kassa' }).data).toEqual({ name: 'Kassa', nameLang: {} });
    expect(errorsOf(layoutInputSchema.safeParse({ name: '  ', nameLang: { en: 'x'.repeat(61) } }))).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'nameLang.en', message: 'validation.tooLong' },
    ]);
    const category = layoutCategoryInputSchema.safeParse({ name: 'Kaffe', color: '#8C5024' });
    expect(category.success && category.data.color).toBe('#8c5024');
    expect(errorsOf(layoutCategoryInputSchema.safeParse({ name: 'Kaffe', color: 'brown' }))).toEqual([
      { field: 'color', message: 'validation.color' },
    ]);
    expect(isHexColor('#abcdef')).toBe(true);
    expect(isHexColor('#abc')).toBe(false);
  });

  it('checks a page grid between 1 and 12', () => {
    expect(pageInputSchema.safeParse({ name: 'Te', columns: 4, rows: 3 }).success).toBe(true);
    expect(errorsOf(pageInputSchema.safeParse({ name: 'Te', columns: 0, rows: 13 }))).toEqual([
      { field: 'columns', message: 'validation.gridSize' },
      { field: 'rows', message: 'validation.gridSize' },
    ]);
  });

  it('needs exactly the target of the button type', () => {
    const item = pageButtonInputSchema.safeParse({ position: 0, type: 'ITEM', itemId: 'i1', label: '' });
    expect(item.success && item.data).toMatchObject({ position: 0, type: 'ITEM', itemId: 'i1' });
    expect(item.success && item.data.label).toBeUndefined();
    expect(errorsOf(pageButtonInputSchema.safeParse({ position: 0, type: 'PAGE', itemId: 'i1' }))).toEqual([
      { field: 'itemId', message: 'validation.buttonTarget' },
      { field: 'targetPageId', message: 'validation.required' },
    ]);
    expect(errorsOf(pageButtonInputSchema.safeParse({ position: -1, type: 'OFFER', offerId: 'o' }))).toEqual([
      { field: 'position', message: 'validation.outsideGrid' },
    ]);
    expect(errorsOf(pageButtonInputSchema.safeParse({ position: 0, type: 'NOPE' }))).toEqual([
      { field: 'type', message: 'validation.invalid' },
    ]);
    expect(
      errorsOf(
        pageButtonInputSchema.safeParse({ position: 0, type: 'CATEGORY', categoryId: 'c', color: 'red' }),
      ),
    ).toEqual([{ field: 'color', message: 'validation.color' }]);
  });

  it('reads a page update with or without a new set of buttons', () => {
    expect(pageUpdateSchema.parse({ name: 'Te' })).toEqual({ name: 'Te' });
    const update = pageUpdateSchema.parse({
      columns: 4,
      rows: null,
      buttons: { set: [{ position: 3, type: 'ITEM', itemId: 'i' }] },
    });
    expect(update.columns).toBe(4);
    expect(update.rows).toBeUndefined();
    expect(update.buttons?.set).toHaveLength(1);
    expect(
      errorsOf(pageUpdateSchema.safeParse({ buttons: { set: [{ position: 1, type: 'ITEM' }] } })),
    ).toEqual([{ field: 'buttons.set.0.itemId', message: 'validation.required' }]);
  });
});
