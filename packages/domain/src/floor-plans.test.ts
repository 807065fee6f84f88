import { describe, expect, it } from 'vitest';
import { floorPlanInputSchema, floorPlanSaveSchema, MAX_PLAN_TABLES } from './floor-plans.ts';
import { fieldErrorsFromZod } from './validation.ts';

function errorsOf(input: unknown) {
  const result = floorPlanSaveSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

const table = (code: string, posX = 0, posY = 0, extra: Record<string, unknown> = {}) => ({
  code,
  posX,
  posY,
  ...extra,
});
const SAVE = {
  expectedVersion: 1,
  width: 10,
  height: 8,
  tables: [table('T1'), table('T2', 4, 4)],
  areas: [],
};

describe('floor plan input', () => {
  it('takes a name and defaults the grid', () => {
    expect(floorPlanInputSchema.parse({ name: ' Terrace ' })).toEqual({
      name: 'Terrace',
      width: 40,
      height: 24,
    });
  });

  it('refuses an empty name and a grid out of range', () => {
    const result = floorPlanInputSchema.safeParse({ name: '', width: 3, height: 201 });
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'width', message: 'validation.planSize' },
      { field: 'height', message: 'validation.planSize' },
    ]);
  });
});

describe('floor plan save', () => {
  it('accepts tables and areas that fit', () => {
    const saved = floorPlanSaveSchema.parse({
      ...SAVE,
      areas: [{ label: 'Bar', posX: 0, posY: 6, width: 10, height: 2 }],
    });
    expect(saved.tables).toHaveLength(2);
    expect(saved.tables[1]).toMatchObject({ code: 'T2', posX: 4, posY: 4, rotation: 0, seats: 4 });
    expect(saved.areas[0]).toMatchObject({ label: 'Bar', rotation: 0 });
  });

  it('refuses a code used twice on the plan, whatever its case', () => {
    expect(errorsOf({ ...SAVE, tables: [table('T1'), table('t1 ', 4, 0)] })).toEqual([
      { field: 'tables.1.code', message: 'validation.codeTaken' },
    ]);
  });

  it('refuses a table or area outside the plan, rotation included', () => {
    expect(errorsOf({ ...SAVE, tables: [table('T1', 9, 0)] })).toEqual([
      { field: 'tables.0.posX', message: 'validation.outsidePlan' },
    ]);
    expect(errorsOf({ ...SAVE, tables: [table('T1', 0, 0, { width: 4, height: 1, rotation: 90 })] })).toEqual(
      [{ field: 'tables.0.posX', message: 'validation.outsidePlan' }],
    );
    expect(errorsOf({ ...SAVE, areas: [{ label: 'Bar', posX: 0, posY: 7, width: 2, height: 2 }] })).toEqual([
      { field: 'areas.0.posX', message: 'validation.outsidePlan' },
    ]);
  });

  it('refuses a rotation that is not a number or not a 15° step', () => {
    expect(errorsOf({ ...SAVE, tables: [table('T1', 2, 2, { rotation: 'ninety' })] })).toEqual([
      { field: 'tables.0.rotation', message: 'validation.rotation' },
    ]);
    expect(errorsOf({ ...SAVE, tables: [table('T1', 2, 2, { rotation: 10 })] })).toEqual([
      { field: 'tables.0.rotation', message: 'validation.rotation' },
    ]);
  });

  it('refuses negative or fractional positions, a repeated id, a bad version and too many tables', () => {
    expect(errorsOf({ ...SAVE, tables: [table('T1', -1, 0)] })).toEqual([
      { field: 'tables.0.posX', message: 'validation.position' },
    ]);
    expect(errorsOf({ ...SAVE, tables: [table('T1', 0.5, 0)] })).toEqual([
      { field: 'tables.0.posX', message: 'validation.position' },
    ]);
    expect(
      errorsOf({ ...SAVE, tables: [table('T1', 0, 0, { id: 'a' }), table('T2', 4, 0, { id: 'a' })] }),
    ).toEqual([{ field: 'tables.1.id', message: 'validation.duplicate' }]);
    expect(errorsOf({ ...SAVE, expectedVersion: 0 })).toEqual([
      { field: 'expectedVersion', message: 'validation.version' },
    ]);
    const many = Array.from({ length: MAX_PLAN_TABLES + 1 }, (_, i) => table(`T${i}`));
    expect(errorsOf({ ...SAVE, width: 200, height: 200, tables: many })).toContainEqual({
      field: 'tables',
      message: 'validation.tooMany',
    });
  });
});
