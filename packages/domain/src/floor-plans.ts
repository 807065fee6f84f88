// Floor-plan rules (issue #14 point 7, SPEC §3 Floor plan): a plan's name and grid, and the one
// atomic save of the editor — every table and labelled area on the plan at once. The server and the
// editor check the same rules; messages are i18n keys (validation.* in the floor-plans namespace).
import * as z from 'zod/mini';
import {
  duplicateCodeIndexes,
  fitsOnPlan,
  gridPositionSchema,
  labelText,
  rotationSchema,
  TABLE_MESSAGE_KEYS,
  tableFieldsShape,
} from './tables.ts';
import { idSchema, nullishAs, OBJECT_PARAMS, typeError, VALIDATION_MESSAGE_KEYS } from './validation.ts';

/** The i18n keys of the floor-plan rules, beyond the table ones. */
export const FLOOR_PLAN_MESSAGE_KEYS = {
  /** A plan side that is not a whole number of cells from 4 to 200. */
  planSize: 'validation.planSize',
  /** More tables or areas on one plan than the limits allow. */
  tooMany: 'validation.tooMany',
  /** A version that is not a positive whole number (only from hand-made requests). */
  version: 'validation.version',
  /** A name another live plan of the venue has (ignoring case). */
  nameTaken: 'validation.nameTaken',
  /** Two items of the save carrying the same id. */
  duplicate: 'validation.duplicate',
} as const;

const KEYS = { ...VALIDATION_MESSAGE_KEYS, ...TABLE_MESSAGE_KEYS, ...FLOOR_PLAN_MESSAGE_KEYS };

/** Longest floor-plan name ("Inside", "Terrace"). */
export const FLOOR_PLAN_NAME_MAX = 60;
/** Width and height of a plan in grid cells (the database's check). */
export const PLAN_SIZE = { min: 4, max: 200 } as const;
/** A new plan's grid. */
export const DEFAULT_PLAN_SIZE = { width: 40, height: 24 } as const;
/** Most tables one plan holds: far above any dining room, low enough to bound one save. */
export const MAX_PLAN_TABLES = 500;
/** Most labelled areas one plan holds. */
export const MAX_PLAN_AREAS = 100;
/** Longest area label ("Bar", "Kitchen door"). */
export const AREA_LABEL_MAX = 40;
/** Width and height of an area in grid cells: at most the largest plan. */
export const AREA_SIZE = { min: 1, max: PLAN_SIZE.max } as const;
/** Most floor plans one venue has. */
export const MAX_VENUE_FLOOR_PLANS = 50;

const planSide = z
  .number({ error: (issue) => (issue.input == null ? KEYS.required : KEYS.planSize) })
  .check(
    z.int({ error: KEYS.planSize }),
    z.minimum(PLAN_SIZE.min, { error: KEYS.planSize }),
    z.maximum(PLAN_SIZE.max, { error: KEYS.planSize }),
  );

/** createFloorPlan / updateFloorPlan: a name and optionally the grid (defaults 40 × 24 cells). */
export const floorPlanInputSchema = z.object(
  {
    name: labelText(FLOOR_PLAN_NAME_MAX),
    width: nullishAs(planSide, DEFAULT_PLAN_SIZE.width),
    height: nullishAs(planSide, DEFAULT_PLAN_SIZE.height),
  },
  OBJECT_PARAMS,
);
/** What a floor-plan form holds. */
export type FloorPlanInput = z.input<typeof floorPlanInputSchema>;
/** A checked floor plan name and grid. */
export type FloorPlanData = z.output<typeof floorPlanInputSchema>;

// An id the editor made up for something new is not sent: a missing id creates.
const optionalId = z.pipe(
  z.nullish(idSchema),
  z.transform((value: string | null | undefined) => value || undefined),
);

/** One table as the editor saves it: its fields and where it stands (top-left corner, grid cells). */
export const planTableSchema = z.object(
  { id: optionalId, ...tableFieldsShape, posX: gridPositionSchema, posY: gridPositionSchema },
  OBJECT_PARAMS,
);
/** A checked table of a save. */
export type PlanTable = z.output<typeof planTableSchema>;

const areaSide = z
  .number({ error: (issue) => (issue.input == null ? KEYS.required : KEYS.tableSize) })
  .check(
    z.int({ error: KEYS.tableSize }),
    z.minimum(AREA_SIZE.min, { error: KEYS.tableSize }),
    z.maximum(AREA_SIZE.max, { error: KEYS.tableSize }),
  );

/** A labelled area (bar, kitchen door): label, corner, size and rotation like a table. */
export const planAreaSchema = z.object(
  {
    id: optionalId,
    label: labelText(AREA_LABEL_MAX),
    posX: gridPositionSchema,
    posY: gridPositionSchema,
    width: areaSide,
    height: areaSide,
    rotation: nullishAs(rotationSchema, 0),
  },
  OBJECT_PARAMS,
);
/** A checked area of a save. */
export type PlanArea = z.output<typeof planAreaSchema>;

/**
 * saveFloorPlan: the plan's grid and every table and area on it. Tables with an id are updated,
 * without one created, and the plan's tables the save leaves out are deleted (soft). Each table and
 * area must fit on the plan once rotated (see `fitsOnPlan`), and no two tables share a code
 * (ignoring case). `expectedVersion` is the version the editor loaded: a save over a newer one is
 * refused, never merged.
 */
export const floorPlanSaveSchema = z
  .object(
    {
      expectedVersion: z
        .number({ error: typeError })
        .check(z.int({ error: KEYS.version }), z.minimum(1, { error: KEYS.version })),
      width: planSide,
      height: planSide,
      tables: z
        .array(planTableSchema, { error: KEYS.invalid })
        .check(z.maxLength(MAX_PLAN_TABLES, { error: KEYS.tooMany })),
      areas: nullishAs(
        z
          .array(planAreaSchema, { error: KEYS.invalid })
          .check(z.maxLength(MAX_PLAN_AREAS, { error: KEYS.tooMany })),
        [],
      ),
    },
    OBJECT_PARAMS,
  )
  .check(
    z.superRefine((save, ctx) => {
      // A field already refused (a negative position, an empty code) keeps its own message alone.
      const refused = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
      for (const issue of checkPlanContents(save))
        if (!refused.has(issue.path.join('.'))) ctx.addIssue({ code: 'custom', ...issue });
    }),
  );
/** What the editor sends. */
export type FloorPlanSaveInput = z.input<typeof floorPlanSaveSchema>;
/** A checked save. */
export type FloorPlanSave = z.output<typeof floorPlanSaveSchema>;

/** One broken rule of a plan's contents: the field's path ('tables.3.code') and the message key. */
export interface PlanIssue {
  readonly path: (string | number)[];
  readonly message: string;
}

/**
 * The rules across a plan's tables and areas: each fits on the plan, codes are unique, ids are not
 * repeated. The position error sits on posX (the field the editor focuses for "move it back").
 */
export function checkPlanContents(save: {
  width: number;
  height: number;
  tables: readonly (PlanTable | Omit<PlanTable, 'id'>)[];
  areas: readonly PlanArea[];
}): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const plan = { width: save.width, height: save.height };
  save.tables.forEach((table, index) => {
    if (!fitsOnPlan(table, plan)) issues.push({ path: ['tables', index, 'posX'], message: KEYS.outsidePlan });
  });
  for (const index of duplicateCodeIndexes(save.tables.map((t) => t.code)))
    issues.push({ path: ['tables', index, 'code'], message: KEYS.codeTaken });
  save.areas.forEach((area, index) => {
    if (!fitsOnPlan(area, plan)) issues.push({ path: ['areas', index, 'posX'], message: KEYS.outsidePlan });
  });
  const ids = new Set<string>();
  save.tables.forEach((table, index) => {
    const id = 'id' in table ? table.id : undefined;
    if (id === undefined) return;
    if (ids.has(id)) issues.push({ path: ['tables', index, 'id'], message: KEYS.duplicate });
    ids.add(id);
  });
  return issues;
}
