import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  clampOntoPlan,
  duplicateCodeIndexes,
  fitsOnPlan,
  isValidRotation,
  parseTableRange,
  rotateBy,
  TABLE_RANGE_MAX,
  tableFieldsSchema,
  tableRangeSchema,
} from './tables.ts';
import { fieldErrorsFromZod } from './validation.ts';

function errorsOf(input: unknown) {
  const result = tableFieldsSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('table fields', () => {
  it('fills the defaults of a new table', () => {
    expect(tableFieldsSchema.parse({ code: ' T1 ' })).toEqual({
      code: 'T1',
      seats: 4,
      shape: 'SQUARE',
      width: 2,
      height: 2,
      rotation: 0,
      section: '',
      active: true,
    });
  });

  it('refuses an empty, too long or unstorable code with the field named', () => {
    expect(errorsOf({ code: '  ' })).toEqual([{ field: 'code', message: 'validation.required' }]);
    expect(errorsOf({ code: 'x'.repeat(21) })).toEqual([{ field: 'code', message: 'validation.tooLong' }]);
    expect(errorsOf({ code: 'T\u00001' })).toEqual([
      { field: 'code', message: 'validation.unsupportedCharacter' },
    ]);
    expect(errorsOf({ code: '\ud800' })).toEqual([
      { field: 'code', message: 'validation.unsupportedCharacter' },
    ]);
    expect(errorsOf({ code: 7 })).toEqual([{ field: 'code', message: 'validation.invalid' }]);
  });

  it('refuses seats out of range, an unknown shape and a bad size', () => {
    expect(errorsOf({ code: 'A', seats: 101 })).toEqual([{ field: 'seats', message: 'validation.seats' }]);
    expect(errorsOf({ code: 'A', seats: -1 })).toEqual([{ field: 'seats', message: 'validation.seats' }]);
    expect(errorsOf({ code: 'A', seats: 2.5 })).toEqual([{ field: 'seats', message: 'validation.seats' }]);
    expect(errorsOf({ code: 'A', seats: '4' })).toEqual([{ field: 'seats', message: 'validation.seats' }]);
    expect(errorsOf({ code: 'A', shape: 'OVAL' })).toEqual([{ field: 'shape', message: 'validation.shape' }]);
    expect(errorsOf({ code: 'A', width: 0 })).toEqual([{ field: 'width', message: 'validation.tableSize' }]);
    expect(errorsOf({ code: 'A', height: 51 })).toEqual([
      { field: 'height', message: 'validation.tableSize' },
    ]);
    expect(errorsOf({ code: 'A', section: 's'.repeat(61) })).toEqual([
      { field: 'section', message: 'validation.tooLong' },
    ]);
  });

  it('takes rotations 0–345 in 15° steps and nothing else', () => {
    for (const r of [0, 15, 90, 345]) expect(isValidRotation(r)).toBe(true);
    for (const r of [-15, 7, 360, 15.5, Number.NaN, Number.POSITIVE_INFINITY, '90', null]) {
      expect(isValidRotation(r)).toBe(false);
      if (r !== null)
        expect(errorsOf({ code: 'A', rotation: r })).toEqual([
          { field: 'rotation', message: 'validation.rotation' },
        ]);
    }
  });

  it('turns by 15° steps around the full circle', () => {
    expect(rotateBy(0, 1)).toBe(15);
    expect(rotateBy(0, -1)).toBe(345);
    expect(rotateBy(345, 1)).toBe(0);
    expect(rotateBy(90, -6)).toBe(0);
    expect(rotateBy(30, 24)).toBe(30);
  });
});

describe('place on the plan', () => {
  const plan = { width: 10, height: 8 };

  it('measures the rotated outline about the centre', () => {
    expect(boundsOf({ posX: 2, posY: 2, width: 4, height: 2, rotation: 90 })).toEqual({
      left: 3,
      top: 1,
      right: 5,
      bottom: 5,
    });
    const diagonal = boundsOf({ posX: 0, posY: 0, width: 2, height: 2, rotation: 45 });
    expect(diagonal.right - diagonal.left).toBeCloseTo(2 * Math.SQRT2);
  });

  it('keeps a table inside the plan, rotation included', () => {
    expect(fitsOnPlan({ posX: 8, posY: 6, width: 2, height: 2, rotation: 0 }, plan)).toBe(true);
    expect(fitsOnPlan({ posX: 9, posY: 0, width: 2, height: 2, rotation: 0 }, plan)).toBe(false);
    expect(fitsOnPlan({ posX: 0, posY: 7, width: 2, height: 2, rotation: 0 }, plan)).toBe(false);
    // A 1 × 4 table at the top edge turned 90° lies across the edge no longer: it fits...
    expect(fitsOnPlan({ posX: 2, posY: 0, width: 1, height: 4, rotation: 90 }, plan)).toBe(true);
    // ...but a 4 × 1 one turned 90° there reaches above the plan.
    expect(fitsOnPlan({ posX: 2, posY: 0, width: 4, height: 1, rotation: 90 }, plan)).toBe(false);
    expect(fitsOnPlan({ posX: 0, posY: 0, width: 2, height: 2, rotation: 45 }, plan)).toBe(false);
  });

  it('moves a box back onto the plan to the nearest whole cell', () => {
    expect(clampOntoPlan({ posX: 12, posY: -3, width: 2, height: 2, rotation: 0 }, plan)).toMatchObject({
      posX: 8,
      posY: 0,
    });
    const turned = clampOntoPlan({ posX: 2, posY: 0, width: 4, height: 1, rotation: 90 }, plan);
    expect(turned.posY).toBe(2);
    expect(fitsOnPlan(turned, plan)).toBe(true);
    const diagonal = clampOntoPlan({ posX: 0, posY: 0, width: 2, height: 2, rotation: 45 }, plan);
    expect(fitsOnPlan(diagonal, plan)).toBe(true);
    const inside = { posX: 1, posY: 1, width: 2, height: 2, rotation: 0 };
    expect(clampOntoPlan(inside, plan)).toBe(inside);
  });
});

describe('code ranges', () => {
  it('reads plain, prefixed and padded ranges with any dash', () => {
    expect(parseTableRange('1–3')).toEqual({ ok: true, codes: ['1', '2', '3'] });
    expect(parseTableRange('T1-T3')).toEqual({ ok: true, codes: ['T1', 'T2', 'T3'] });
    expect(parseTableRange('t8 — 10')).toEqual({ ok: true, codes: ['t8', 't9', 't10'] });
    expect(parseTableRange('T08-T10')).toEqual({ ok: true, codes: ['T08', 'T09', 'T10'] });
    expect(parseTableRange('Bar 1 - Bar 2')).toEqual({ ok: true, codes: ['Bar 1', 'Bar 2'] });
    expect(parseTableRange(' Window ')).toEqual({ ok: true, codes: ['Window'] });
  });

  it('refuses backwards, mixed, huge and empty ranges', () => {
    expect(parseTableRange('20-1')).toEqual({ ok: false, message: 'validation.range' });
    expect(parseTableRange('T1-B5')).toEqual({ ok: false, message: 'validation.range' });
    expect(parseTableRange('1-9999999999')).toEqual({ ok: false, message: 'validation.range' });
    expect(parseTableRange(`1-${TABLE_RANGE_MAX + 1}`)).toEqual({
      ok: false,
      message: 'validation.rangeTooLarge',
    });
    expect(parseTableRange(`1-${TABLE_RANGE_MAX}`)).toMatchObject({ ok: true });
    expect(parseTableRange('')).toEqual({ ok: false, message: 'validation.required' });
    expect(parseTableRange(`${'x'.repeat(30)}1-2`)).toEqual({ ok: false, message: 'validation.tooLong' });
    expect(parseTableRange('A\u00001-2')).toEqual({ ok: false, message: 'validation.unsupportedCharacter' });
  });

  it('gives the codes or a field error as a schema', () => {
    expect(tableRangeSchema.parse('1-2')).toEqual(['1', '2']);
    const refused = tableRangeSchema.safeParse('5-1');
    expect(refused.success ? [] : fieldErrorsFromZod(refused.error)).toEqual([
      { field: '', message: 'validation.range' },
    ]);
  });

  it('finds repeated codes ignoring case', () => {
    expect(duplicateCodeIndexes(['T1', 't2', ' t1', 'T2', 'T3'])).toEqual([2, 3]);
  });
});
