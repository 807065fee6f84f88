import { describe, expect, it } from 'vitest';
import { createTablesSchema, tableUpdateSchema } from './tables.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('createTablesSchema', () => {
  it('reads a range into its codes with the defaults of a new table', () => {
    const parsed = createTablesSchema.safeParse({
      floorPlanId: 'plan1',
      codes: 'T1–T3',
      section: ' Terrace ',
    });
    expect(parsed.success && parsed.data).toEqual({
      floorPlanId: 'plan1',
      codes: ['T1', 'T2', 'T3'],
      seats: 4,
      shape: 'SQUARE',
      width: 2,
      height: 2,
      section: 'Terrace',
      active: true,
    });
  });

  it('names the field of each mistake', () => {
    expect(messages(createTablesSchema.safeParse({ floorPlanId: '', codes: '1-201', seats: 1.5 }))).toEqual([
      ['floorPlanId', 'validation.required'],
      ['codes', 'validation.rangeTooLarge'],
      ['seats', 'validation.seats'],
    ]);
    expect(
      messages(createTablesSchema.safeParse({ floorPlanId: 'p', codes: 'A\u00001', shape: 'OVAL' })),
    ).toEqual([
      ['codes', 'validation.unsupportedCharacter'],
      ['shape', 'validation.shape'],
    ]);
  });
});

describe('tableUpdateSchema', () => {
  it('keeps the plan unless another is named, and checks the rotation', () => {
    const parsed = tableUpdateSchema.safeParse({ code: 'T1', rotation: 90 });
    expect(parsed.success && parsed.data).toMatchObject({ code: 'T1', rotation: 90, floorPlanId: null });
    expect(messages(tableUpdateSchema.safeParse({ code: ' ', rotation: '90' }))).toEqual([
      ['code', 'validation.required'],
      ['rotation', 'validation.rotation'],
    ]);
  });
});
