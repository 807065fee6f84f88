// Table rules (issue #14 points 6 and 7, SPEC §3 Table): code, seats, shape, size, rotation and
// section of a table, the place it takes on its floor plan, and the code ranges the /tables screen
// creates at once ("1–20", "T1–T20"). The server, the /tables form and the floor-plan editor check
// the same rules. Messages are i18n keys (validation.* in the tables and floor-plans namespaces).
import * as z from 'zod/mini';
import { TABLE_SHAPES, type TableShape } from './enums.ts';
import { idSchema, nullishAs, OBJECT_PARAMS, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** The i18n keys these rules' issues carry, beyond the general ones. */
export const TABLE_MESSAGE_KEYS = {
  /** Seats that are not a whole number from 0 to 100. */
  seats: 'validation.seats',
  /** A shape that is not SQUARE, ROUND or RECTANGLE. */
  shape: 'validation.shape',
  /** A width or height that is not a whole number of grid cells from 1 to 50. */
  tableSize: 'validation.tableSize',
  /** A rotation that is not a number of degrees 0–345 in 15° steps. */
  rotation: 'validation.rotation',
  /** A position that is not a whole number of grid cells. */
  position: 'validation.position',
  /** A table (or area) that does not fit on its floor plan. */
  outsidePlan: 'validation.outsidePlan',
  /** A code another table of the same floor plan has (case-insensitive). */
  codeTaken: 'validation.codeTaken',
  /** A range that is not "1–20" or "T1–T20". */
  range: 'validation.range',
  /** A range of more than TABLE_RANGE_MAX tables. */
  rangeTooLarge: 'validation.rangeTooLarge',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...TABLE_MESSAGE_KEYS };

/** Longest table code ("T12", "Bar 3"). */
export const TABLE_CODE_MAX = 20;
/** Longest section name ("Terrace", "Window"). */
export const TABLE_SECTION_MAX = 60;
/** Seats a table may have (0: a standing table or a bar spot). */
export const TABLE_SEATS = { min: 0, max: 100 } as const;
/** Width and height of a table in grid cells. */
export const TABLE_SIZE = { min: 1, max: 50 } as const;
/** Rotation steps in degrees (§3: 15° steps from 0 to 345). */
export const ROTATION_STEP = 15;
/** Largest rotation: one step short of a full turn. */
export const ROTATION_MAX = 345;
/** Most tables one range creates ("1–200"). */
export const TABLE_RANGE_MAX = 200;

const CODE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Table codes in natural order ("T2" before "T10"), which SQL's collation does not give. */
export const compareTableCodes = (a: string, b: string): number => CODE_ORDER.compare(a, b);

// NUL and lone surrogates cannot be stored; the server refuses them anyway, but the form should
// name the field before sending.
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a character a code or label cannot hold (control characters, NUL, lone surrogates). */
export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Trimmed required text of at most `max` characters without control characters. */
export function labelText(max: number) {
  return z.string({ error: typeError }).check(
    z.trim(),
    z.minLength(1, { error: KEYS.required, abort: true }),
    z.maxLength(max, { error: KEYS.tooLong, abort: true }),
    z.refine((value) => !hasUnstorableCharacter(value), KEYS.unsupportedCharacter),
  );
}

/** A table code: trimmed, 1–20 characters, no control characters. Unique per floor plan, ignoring case. */
export const tableCodeSchema = labelText(TABLE_CODE_MAX);

/** A table's section: optional text; empty means none. */
export const tableSectionSchema = z.pipe(
  z.nullish(
    z.string({ error: KEYS.invalid }).check(
      z.trim(),
      z.maxLength(TABLE_SECTION_MAX, { error: KEYS.tooLong, abort: true }),
      z.refine((value) => !hasUnstorableCharacter(value), KEYS.unsupportedCharacter),
    ),
  ),
  z.transform((value: string | null | undefined) => value ?? ''),
);

function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : message),
    })
    .check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }));
}

/** Seats: a whole number 0–100. */
export const seatsSchema = wholeNumber(TABLE_SEATS.min, TABLE_SEATS.max, KEYS.seats);
/** A table side in grid cells: a whole number 1–50. */
export const tableSideSchema = wholeNumber(TABLE_SIZE.min, TABLE_SIZE.max, KEYS.tableSize);
/** A grid position (top-left corner): a whole number of cells from 0 (the plan's edge is checked with the plan). */
export const gridPositionSchema = wholeNumber(0, 10_000, KEYS.position);

/** Whether `value` is a rotation §3 allows: a whole number of degrees 0–345 in 15° steps. */
export function isValidRotation(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= ROTATION_MAX &&
    value % ROTATION_STEP === 0
  );
}

/** A rotation in degrees: 0–345 in 15° steps. Anything else (a string, NaN, 7°, 360°) reads "rotation". */
export const rotationSchema = z.custom<number>((value) => isValidRotation(value), {
  error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : KEYS.rotation),
});

/** A rotation turned by `steps` 15° steps, kept within 0–345 (R / Shift+R in the editor). */
export function rotateBy(rotation: number, steps: number): number {
  const full = 360 / ROTATION_STEP;
  const current = Math.round(rotation / ROTATION_STEP);
  return ((((current + steps) % full) + full) % full) * ROTATION_STEP;
}

/** A shape: SQUARE, ROUND or RECTANGLE. */
export const tableShapeSchema = z.enum(TABLE_SHAPES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? KEYS.required : KEYS.shape),
});

/**
 * The fields of a table every form and request shares (the /tables form, the floor-plan editor's
 * side panel): seats, shape, size, rotation, section and active; absent ones take the defaults of
 * a new table (4 seats, square, 2 × 2 cells, 0°, no section, active).
 */
export const tableFieldsShape = {
  code: tableCodeSchema,
  seats: nullishAs(seatsSchema, 4),
  shape: nullishAs(tableShapeSchema, 'SQUARE' as TableShape),
  width: nullishAs(tableSideSchema, 2),
  height: nullishAs(tableSideSchema, 2),
  rotation: nullishAs(rotationSchema, 0),
  section: tableSectionSchema,
  active: nullishAs(z.boolean({ error: KEYS.invalid }), true),
};

/** One table's own fields, checked alone (its place on a plan is checked with the plan). */
export const tableFieldsSchema = z.object(tableFieldsShape, { error: typeError });
/** What a table form holds. */
export type TableFieldsInput = z.input<typeof tableFieldsSchema>;
/** A checked table. */
export type TableFields = z.output<typeof tableFieldsSchema>;

// ---------------------------------------------------------------------------------------------
// Place on the plan

/** A rectangle placed on a plan: top-left corner and size in grid cells, rotated about its centre. */
export interface PlacedBox {
  readonly posX: number;
  readonly posY: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
}

/** The axis-aligned box a rotated rectangle covers, in grid cells (may be fractional at 15°, 30°…). */
export interface Bounds {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

// Rounding noise of sin/cos (cos 90° is 6e-17) must not push a table out of its plan.
const EPSILON = 1e-9;

/**
 * What `box` covers on the plan. A table is rotated about its centre, as the editor draws it, so
 * a 4 × 2 table turned 90° covers 2 × 4 cells around the same centre.
 */
export function boundsOf(box: PlacedBox): Bounds {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (box.width * cos + box.height * sin) / 2;
  const halfHeight = (box.width * sin + box.height * cos) / 2;
  const cx = box.posX + box.width / 2;
  const cy = box.posY + box.height / 2;
  return { left: cx - halfWidth, top: cy - halfHeight, right: cx + halfWidth, bottom: cy + halfHeight };
}

/**
 * Whether `box`, rotated, lies wholly on a plan of `plan.width` × `plan.height` cells. The rule is
 * about what the operator sees: the rotated outline, not the unrotated rectangle, must stay on the
 * plan (a long table turned 90° at the edge would otherwise hang over it).
 */
export function fitsOnPlan(box: PlacedBox, plan: { width: number; height: number }): boolean {
  const b = boundsOf(box);
  return (
    b.left >= -EPSILON &&
    b.top >= -EPSILON &&
    b.right <= plan.width + EPSILON &&
    b.bottom <= plan.height + EPSILON
  );
}

/**
 * The nearest whole-cell position at which `box` fits on the plan (the editor keeps a dragged,
 * resized or rotated table on the plan with it). A box larger than the plan goes to its top-left.
 */
export function clampOntoPlan<T extends PlacedBox>(box: T, plan: { width: number; height: number }): T {
  const b = boundsOf(box);
  // How far the rotated outline reaches past the unrotated corner on each side.
  const overLeft = box.posX - b.left;
  const overTop = box.posY - b.top;
  const spanX = b.right - b.left;
  const spanY = b.bottom - b.top;
  const minX = Math.ceil(overLeft - EPSILON);
  const minY = Math.ceil(overTop - EPSILON);
  const maxX = Math.floor(plan.width - spanX + overLeft + EPSILON);
  const maxY = Math.floor(plan.height - spanY + overTop + EPSILON);
  // `+ 0` turns -0 (Math.ceil of a tiny negative) into 0.
  const posX = Math.max(minX, Math.min(maxX, box.posX)) + 0;
  const posY = Math.max(minY, Math.min(maxY, box.posY)) + 0;
  return posX === box.posX && posY === box.posY ? box : { ...box, posX, posY };
}

// ---------------------------------------------------------------------------------------------
// Code ranges

// "1–20", "T1-T20", "T01 — T20", "Bar 1 - Bar 5": a prefix (the same on both sides) and a number.
const RANGE_PATTERN = /^(.*?)(\d+)\s*[-–—]\s*(.*?)(\d+)$/u;

/** Parsed range: the codes in order, or the message key of what is wrong. */
export type TableRange = { ok: true; codes: string[] } | { ok: false; message: string };

/**
 * The codes a range names: "1–20" → 1 … 20; "T1–T20" (or "T1–20") → T1 … T20; "T01–T12" keeps the
 * zero padding. Hyphen, en dash and em dash all work; at most TABLE_RANGE_MAX codes. A text
 * without a dash is one code.
 */
export function parseTableRange(text: string): TableRange {
  const value = text.trim();
  if (value === '') return { ok: false, message: KEYS.required };
  const match = RANGE_PATTERN.exec(value);
  if (!match) return checkCodes([value]);
  const [, prefix = '', fromText = '', secondPrefix = '', toText = ''] = match;
  const trimmedPrefix = prefix.trimEnd();
  const trimmedSecond = secondPrefix.trim();
  if (trimmedSecond !== '' && trimmedSecond.toLowerCase() !== trimmedPrefix.toLowerCase())
    return { ok: false, message: KEYS.range };
  // Digits only up to a length JavaScript counts exactly; a longer number is no table code anyway.
  if (fromText.length > 9 || toText.length > 9) return { ok: false, message: KEYS.range };
  const from = Number(fromText);
  const to = Number(toText);
  if (to < from) return { ok: false, message: KEYS.range };
  if (to - from + 1 > TABLE_RANGE_MAX) return { ok: false, message: KEYS.rangeTooLarge };
  const pad = fromText.length > 1 && fromText.startsWith('0') ? fromText.length : 0;
  const codes: string[] = [];
  for (let n = from; n <= to; n++) codes.push(`${prefix}${String(n).padStart(pad, '0')}`);
  return checkCodes(codes);
}

function checkCodes(codes: string[]): TableRange {
  for (const code of codes) {
    const parsed = tableCodeSchema.safeParse(code);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? KEYS.range };
  }
  return { ok: true, codes };
}

/** A range as a form or request sends it, parsed into its codes (the field error names what is wrong). */
export const tableRangeSchema = z.pipe(
  z.string({ error: typeError }),
  z.transform((text: string, ctx) => {
    const range = parseTableRange(text);
    if (range.ok) return range.codes;
    ctx.issues.push({ code: 'custom', input: text, message: range.message });
    return z.NEVER;
  }),
);

/** Codes in `codes` that occur more than once, ignoring case and surrounding spaces, by index. */
export function duplicateCodeIndexes(codes: readonly string[]): number[] {
  const seen = new Map<string, number>();
  const duplicates: number[] = [];
  codes.forEach((code, index) => {
    const key = code.trim().toLowerCase();
    if (seen.has(key)) duplicates.push(index);
    else seen.set(key, index);
  });
  return duplicates;
}

// ---------------------------------------------------------------------------------------------
// The /tables screen's requests (issue #14 point 6)

const { code: _code, rotation: _rotation, ...sharedTableFields } = tableFieldsShape;

/**
 * createTables: one code or a range ("1–20", "T1–T20") on one floor plan, each table with the same
 * seats, shape, size, section and active; the server places them on the plan.
 */
export const createTablesSchema = z.object(
  { floorPlanId: idSchema, codes: tableRangeSchema, ...sharedTableFields },
  OBJECT_PARAMS,
);
/** What the "Add tables" form holds. */
export type CreateTablesInput = z.input<typeof createTablesSchema>;

/** updateTable: a table's own fields and, when given, another floor plan of its venue. */
export const tableUpdateSchema = z.object(
  { ...tableFieldsShape, floorPlanId: nullishAs(idSchema, null) },
  OBJECT_PARAMS,
);
/** What the table drawer's form holds. */
export type TableUpdateInput = z.input<typeof tableUpdateSchema>;
