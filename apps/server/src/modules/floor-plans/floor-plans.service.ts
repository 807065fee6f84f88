// Floor plans of a venue (issue #14 point 7): list, read, create, rename, and the editor's one
// atomic save of every table and area on a plan. A save names the version it started from; the
// version check and bump are one UPDATE, so of two managers saving the same plan at once the
// second is told it changed (CONFLICT) and nothing of theirs is written.
import {
  canAccessVenue,
  compareTableCodes,
  FLOOR_PLAN_MESSAGE_KEYS,
  FLOOR_PLAN_NAME_MAX,
  floorPlanInputSchema,
  floorPlanSaveSchema,
  labelText,
  MAX_VENUE_FLOOR_PLANS,
  type PlanArea,
  type PlanTable,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { diningTables, type FloorPlanArea, floorPlans, venues } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { requireLicensedFeature } from '../billing/licensed-features.ts';

/** A table as the floor plan shows it. */
export interface PlanTableView {
  id: string;
  code: string;
  seats: number;
  shape: string;
  width: number;
  height: number;
  posX: number;
  posY: number;
  rotation: number;
  section: string;
  active: boolean;
}

/** A floor plan with its live tables (by code) and areas. */
export interface FloorPlanView {
  id: string;
  venueId: string;
  name: string;
  position: number;
  width: number;
  height: number;
  version: number;
  areas: FloorPlanArea[];
  tables: PlanTableView[];
}

/** CONFLICT: the plan was saved by someone else since the editor loaded it. */
export const floorPlanChanged = () =>
  new AppError(
    'CONFLICT',
    'errors.floorPlanChanged',
    'This floor plan was changed by someone else since you opened it: reload it.',
  );

const PLAN_COLUMNS = {
  id: floorPlans.id,
  venueId: floorPlans.venueId,
  name: floorPlans.name,
  position: floorPlans.position,
  width: floorPlans.width,
  height: floorPlans.height,
  version: floorPlans.version,
  areas: floorPlans.areas,
};

/** The columns of a {@link PlanTableView} (with its plan). */
export const PLAN_TABLE_COLUMNS = {
  id: diningTables.id,
  floorPlanId: diningTables.floorPlanId,
  code: diningTables.code,
  seats: diningTables.seats,
  shape: diningTables.shape,
  width: diningTables.width,
  height: diningTables.height,
  posX: diningTables.posX,
  posY: diningTables.posY,
  rotation: diningTables.rotation,
  section: diningTables.section,
  active: diningTables.active,
};

/** The live tables of `planIds`, by plan, each plan's by code (numbers in order: T2 before T10). */
export async function tablesOfPlans(
  db: DbOrTx,
  companyId: string,
  planIds: readonly string[],
): Promise<Map<string, PlanTableView[]>> {
  const byPlan = new Map<string, PlanTableView[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select(PLAN_TABLE_COLUMNS)
    .from(diningTables)
    .where(and(live(diningTables, companyId), inArray(diningTables.floorPlanId, [...planIds])))
    .orderBy(asc(diningTables.id));
  rows.sort((a, b) => compareTableCodes(a.code, b.code));
  for (const { floorPlanId, ...table } of rows) byPlan.get(floorPlanId)?.push(table);
  return byPlan;
}

// The company's live plans matching `where`, with their tables.
async function plansOf(db: DbOrTx, companyId: string, where: SQL | undefined): Promise<FloorPlanView[]> {
  const rows = await db
    .select(PLAN_COLUMNS)
    .from(floorPlans)
    .where(and(live(floorPlans, companyId), where))
    .orderBy(asc(floorPlans.position), asc(floorPlans.name), asc(floorPlans.id));
  const tables = await tablesOfPlans(
    db,
    companyId,
    rows.map((p) => p.id),
  );
  return rows.map((p): FloorPlanView => ({ ...p, tables: tables.get(p.id) ?? [] }));
}

// The plans of `where` on venues the caller may use (a venue-restricted user sees only theirs).
async function plansWhere(db: DbOrTx, user: UserPrincipal, where: SQL) {
  const plans = await plansOf(db, user.companyId, where);
  return plans.filter((p) => canAccessVenue(user.permissions, p.venueId));
}

/** A venue's live plans with their tables, for a caller whose access to the venue is already checked. */
export function venueFloorPlans(db: DbOrTx, companyId: string, venueId: string): Promise<FloorPlanView[]> {
  return plansOf(db, companyId, eq(floorPlans.venueId, venueId));
}

/** One live plan the caller may see (their company, a venue they may use), or NOT_FOUND. */
export async function floorPlanOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<FloorPlanView> {
  const [plan] = await plansWhere(db, user, eq(floorPlans.id, id));
  if (!plan) throw notFound('Floor plan');
  return plan;
}

/** The venue's floor plans with their tables and areas, in tab order (POS_CUSTOMIZATION). */
export async function listFloorPlans(ctx: Ctx, venueId: string): Promise<FloorPlanView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await venueScope(ctx.db, user, venueId);
  return plansWhere(ctx.db, user, eq(floorPlans.venueId, venueId));
}

/** One floor plan; another company's or venue's id is NOT_FOUND. */
export async function getFloorPlan(ctx: Ctx, id: string): Promise<FloorPlanView> {
  return floorPlanOf(ctx.db, requireScope(ctx, 'POS_CUSTOMIZATION'), id);
}

const nameTaken = () => badInput([{ field: 'name', message: FLOOR_PLAN_MESSAGE_KEYS.nameTaken }]);

/** createFloorPlan: a new, empty plan (name, grid) for a venue the caller may use; it goes last. */
export async function createFloorPlan(ctx: Ctx, venueId: string, raw: unknown): Promise<FloorPlanView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await venueScope(ctx.db, user, venueId);
  const input = parseInput(floorPlanInputSchema, raw);
  // §6: floor plans are table service, which needs a TSR licence (or the old hasTables flag).
  await requireLicensedFeature(ctx.db, user.companyId, 'tableService');
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      // The venue's row lock makes the count and the insert one step under a burst of creates.
      await tx
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.companyId, user.companyId), eq(venues.id, venueId)))
        .for('update');
      const [count] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${floorPlans.position}), -1)::int`,
        })
        .from(floorPlans)
        .where(and(live(floorPlans, user), eq(floorPlans.venueId, venueId)));
      if ((count?.n ?? 0) >= MAX_VENUE_FLOOR_PLANS)
        throw badInput([{ field: 'name', message: FLOOR_PLAN_MESSAGE_KEYS.tooMany }]);
      await tx.insert(floorPlans).values({
        id,
        companyId: user.companyId,
        venueId,
        name: input.name,
        width: input.width,
        height: input.height,
        position: (count?.last ?? -1) + 1,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return floorPlanOf(ctx.db, user, id);
}

const renameSchema = z.object({ name: labelText(FLOOR_PLAN_NAME_MAX) });

/**
 * renameFloorPlan: a new name only. The version stays: a rename in one tab must not make the
 * editor open in another refuse its save.
 */
export async function renameFloorPlan(ctx: Ctx, id: string, name: unknown): Promise<FloorPlanView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await floorPlanOf(ctx.db, user, id);
  const input = parseInput(renameSchema, { name });
  try {
    await ctx.db
      .update(floorPlans)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(live(floorPlans, user), eq(floorPlans.id, id)));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return floorPlanOf(ctx.db, user, id);
}

type StoredTable = PlanTableView;

const TABLE_FIELDS = [
  'code',
  'seats',
  'shape',
  'width',
  'height',
  'posX',
  'posY',
  'rotation',
  'section',
  'active',
] as const;

const differs = (stored: StoredTable, wanted: PlanTable) => TABLE_FIELDS.some((f) => stored[f] !== wanted[f]);

/**
 * saveFloorPlan: the plan's grid, areas and every table on it, in one transaction. Tables with an
 * id are updated (only those that changed), without one created, and the plan's live tables the
 * save leaves out are deleted (soft: past orders keep their code). Refused with CONFLICT when the
 * plan's version is no longer `expectedVersion`.
 */
export async function saveFloorPlan(ctx: Ctx, id: string, raw: unknown): Promise<FloorPlanView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const plan = await floorPlanOf(ctx.db, user, id);
  const input = parseInput(floorPlanSaveSchema, raw);
  const { companyId } = user;
  const areas = input.areas.map(
    (area: PlanArea): FloorPlanArea => ({
      id: area.id ?? newId(),
      label: area.label,
      x: area.posX,
      y: area.posY,
      width: area.width,
      height: area.height,
      rotation: area.rotation,
    }),
  );
  try {
    await ctx.db.transaction(async (tx) => {
      // The check and the bump in one statement: a concurrent save waits on the row lock, then
      // finds the new version and matches nothing.
      const bumped = await tx
        .update(floorPlans)
        .set({
          version: sql`${floorPlans.version} + 1`,
          width: input.width,
          height: input.height,
          areas,
          updatedAt: new Date(),
        })
        .where(
          and(live(floorPlans, user), eq(floorPlans.id, id), eq(floorPlans.version, input.expectedVersion)),
        )
        .returning({ version: floorPlans.version });
      if (bumped.length === 0) throw floorPlanChanged();
      await writeTables(tx, companyId, plan.venueId, id, input.tables);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw floorPlanChanged();
    throw error;
  }
  return floorPlanOf(ctx.db, user, id);
}

// The tables of one save in a fixed number of statements, whatever their count: the deletions, the
// codes that move out of the way, one UPDATE … FROM a JSON recordset, one INSERT.
async function writeTables(
  tx: Tx,
  companyId: string,
  venueId: string,
  planId: string,
  tables: readonly PlanTable[],
): Promise<void> {
  const stored = await tx
    .select(PLAN_TABLE_COLUMNS)
    .from(diningTables)
    .where(and(live(diningTables, companyId), eq(diningTables.floorPlanId, planId)));
  const byId = new Map(stored.map((t) => [t.id, t]));
  const unknown = tables.flatMap((t, index) =>
    t.id !== undefined && !byId.has(t.id)
      ? [{ field: `tables.${index}.id`, message: VALIDATION_MESSAGE_KEYS.invalid }]
      : [],
  );
  // An id that is not a live table of this plan: deleted meanwhile, moved, or someone else's.
  if (unknown.length > 0) throw badInput(unknown);
  const kept = new Set(tables.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  const now = new Date();
  if (kept.size < stored.length) {
    await tx
      .update(diningTables)
      .set({ deleted: true, updatedAt: now })
      .where(
        and(
          live(diningTables, companyId),
          eq(diningTables.floorPlanId, planId),
          kept.size > 0 ? notInArray(diningTables.id, [...kept]) : undefined,
        ),
      );
  }
  const changed = tables.filter((t): t is PlanTable & { id: string } => {
    const old = t.id === undefined ? undefined : byId.get(t.id);
    return old !== undefined && differs(old, t);
  });
  // The unique index on (plan, lower(code)) is checked row by row, so two tables swapping codes
  // would collide halfway: the codes that change first take a placeholder no real code can equal
  // (longer than TABLE_CODE_MAX).
  const renamed = changed.filter((t) => byId.get(t.id)?.code.toLowerCase() !== t.code.toLowerCase());
  if (renamed.length > 0) {
    await tx
      .update(diningTables)
      .set({ code: sql`'~moving~' || ${diningTables.id}` })
      .where(
        and(
          eq(diningTables.companyId, companyId),
          inArray(
            diningTables.id,
            renamed.map((t) => t.id),
          ),
        ),
      );
  }
  if (changed.length > 0) {
    const rows = JSON.stringify(
      changed.map((t) => ({
        id: t.id,
        code: t.code,
        seats: t.seats,
        shape: t.shape,
        width: t.width,
        height: t.height,
        pos_x: t.posX,
        pos_y: t.posY,
        rotation: t.rotation,
        section: t.section,
        active: t.active,
      })),
    );
    await tx.execute(sql`
      update ${diningTables} as t set
        code = v.code, seats = v.seats, shape = v.shape, width = v.width, height = v.height,
        pos_x = v.pos_x, pos_y = v.pos_y, rotation = v.rotation, section = v.section,
        active = v.active, updated_at = ${now}
      from jsonb_to_recordset(${rows}::jsonb) as v(
        id text, code text, seats smallint, shape text, width smallint, height smallint,
        pos_x smallint, pos_y smallint, rotation smallint, section text, active boolean)
      where t.company_id = ${companyId} and t.id = v.id`);
  }
  const created = tables.filter((t) => t.id === undefined);
  if (created.length > 0) {
    await tx.insert(diningTables).values(
      created.map((t) => ({
        id: newId(),
        companyId,
        venueId,
        floorPlanId: planId,
        code: t.code,
        seats: t.seats,
        shape: t.shape,
        width: t.width,
        height: t.height,
        posX: t.posX,
        posY: t.posY,
        rotation: t.rotation,
        section: t.section,
        active: t.active,
      })),
    );
  }
}
