// Tables of a venue's floor plans (issue #14 point 6, §3 Table): the /tables list, creating one
// table or a range at once, editing one; deleting goes through deleteNode (tables.deletion.ts).
// Every write that changes a plan's tables raises the plan's version, so a floor-plan editor open
// on an older copy is told the plan changed instead of saving over (and soft-deleting) them.
import {
  boundsOf,
  compareNames,
  compareTableCodes,
  createTablesSchema,
  fitsOnPlan,
  type PlacedBox,
  TABLE_MESSAGE_KEYS,
  tableUpdateSchema,
} from '@fika/domain';
import { and, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { diningTables, floorPlans } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { requireLicensedFeature } from '../billing/licensed-features.ts';
import { PLAN_TABLE_COLUMNS, type PlanTableView } from '../floor-plans/floor-plans.service.ts';

/** A table as the /tables screen shows it: the floor plan's view of it, with its venue and plan. */
export interface TableView extends PlanTableView {
  venueId: string;
  floorPlanId: string;
  floorPlanName: string;
}

export interface TablesFilter {
  venueId: string;
  floorPlanId?: string | null;
  section?: string | null;
  active?: boolean | null;
  search?: string | null;
}

const POS = 'POS_CUSTOMIZATION';

const COLUMNS = {
  ...PLAN_TABLE_COLUMNS,
  venueId: diningTables.venueId,
  floorPlanName: floorPlans.name,
  planPosition: floorPlans.position,
};

async function tablesWhere(db: DbOrTx, user: UserPrincipal, where: SQL | undefined): Promise<TableView[]> {
  const rows = await db
    .select(COLUMNS)
    .from(diningTables)
    .innerJoin(floorPlans, and(eq(floorPlans.id, diningTables.floorPlanId), live(floorPlans, user)))
    .where(and(live(diningTables, user), where));
  const locale = user.company.defaultLanguage;
  rows.sort(
    (a, b) =>
      a.planPosition - b.planPosition ||
      compareNames(a.floorPlanName, b.floorPlanName, locale) ||
      compareTableCodes(a.code, b.code) ||
      (a.id < b.id ? -1 : 1),
  );
  return rows.map(({ planPosition: _p, ...row }) => row);
}

/** One live table of the caller's company on a live plan of a venue they may see, or NOT_FOUND. */
export async function tableOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<TableView> {
  const [table] = await tablesWhere(db, user, eq(diningTables.id, id));
  if (!table) throw notFound('Table');
  assertVenueAccess(user, table.venueId);
  return table;
}

// LIKE's wildcards in a search are meant literally.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tables of a venue, by floor plan then code; filters by plan, section, active and code text. */
export async function listTables(ctx: Ctx, filter: TablesFilter): Promise<TableView[]> {
  const user = requireScope(ctx, POS);
  await venueScope(ctx.db, user, filter.venueId);
  const search = filter.search?.trim();
  return tablesWhere(
    ctx.db,
    user,
    and(
      eq(diningTables.venueId, filter.venueId),
      filter.floorPlanId ? eq(diningTables.floorPlanId, filter.floorPlanId) : undefined,
      filter.section != null
        ? sql`lower(${diningTables.section}) = lower(${filter.section.trim()})`
        : undefined,
      filter.active != null ? eq(diningTables.active, filter.active) : undefined,
      search ? ilike(diningTables.code, likeText(search)) : undefined,
    ),
  );
}

/** One table the caller may see (POS_CUSTOMIZATION). */
export async function getTable(ctx: Ctx, id: string): Promise<TableView> {
  return tableOf(ctx.db, requireScope(ctx, POS), id);
}

type PlanRow = typeof floorPlans.$inferSelect;

/** A live floor plan of a venue the caller may see, locked for the write; else NOT_FOUND. */
async function lockPlan(tx: Tx, user: UserPrincipal, id: string): Promise<PlanRow> {
  const [plan] = await tx
    .select()
    .from(floorPlans)
    .where(and(live(floorPlans, user), eq(floorPlans.id, id)))
    .for('update');
  if (!plan) throw notFound('FloorPlan');
  await venueScope(tx, user, plan.venueId);
  return plan;
}

/** A code the plan has: a field error, the message naming the code when there is one to name. */
const codeTaken = (code: string | null, field = 'codes') =>
  new AppError(
    'BAD_USER_INPUT',
    'errors.badUserInput',
    code
      ? `Table code ${code} is already used on this floor plan.`
      : 'A code of this range is already used on this floor plan.',
    [{ field, message: TABLE_MESSAGE_KEYS.codeTaken }],
  );

async function planCodes(tx: Tx, companyId: string, planId: string, exceptId?: string) {
  const rows = await tx
    .select({ code: diningTables.code })
    .from(diningTables)
    .where(
      and(
        live(diningTables, companyId),
        eq(diningTables.floorPlanId, planId),
        exceptId ? ne(diningTables.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.code.toLowerCase()));
}

async function planBoxes(tx: Tx, companyId: string, planId: string, exceptId?: string): Promise<PlacedBox[]> {
  return tx
    .select({
      posX: diningTables.posX,
      posY: diningTables.posY,
      width: diningTables.width,
      height: diningTables.height,
      rotation: diningTables.rotation,
    })
    .from(diningTables)
    .where(
      and(
        live(diningTables, companyId),
        eq(diningTables.floorPlanId, planId),
        exceptId ? ne(diningTables.id, exceptId) : undefined,
      ),
    );
}

const overlaps = (a: PlacedBox, b: PlacedBox) => {
  const x = boundsOf(a);
  const y = boundsOf(b);
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
};

/**
 * Places `count` tables of `width` × `height` on a plan in reading order on a grid with one free
 * cell between tables, skipping spots taken by `existing`. When the free spots run out, the rest
 * go on the same grid over other tables (still on the plan): the operator drags them apart in the
 * editor, which beats refusing a range that does not fit.
 */
export function placeTables(
  count: number,
  size: { width: number; height: number },
  plan: { width: number; height: number },
  existing: readonly PlacedBox[],
): { posX: number; posY: number }[] {
  const spots: PlacedBox[] = [];
  for (let y = 1; y + size.height <= plan.height; y += size.height + 1) {
    for (let x = 1; x + size.width <= plan.width; x += size.width + 1) {
      spots.push({ posX: x, posY: y, width: size.width, height: size.height, rotation: 0 });
    }
  }
  // A plan too small for a one-cell border still takes the table at its corner.
  if (spots.length === 0) spots.push({ posX: 0, posY: 0, ...size, rotation: 0 });
  const taken = [...existing];
  const placed: { posX: number; posY: number }[] = [];
  for (const spot of spots) {
    if (placed.length === count) break;
    if (taken.some((box) => overlaps(box, spot))) continue;
    taken.push(spot);
    placed.push({ posX: spot.posX, posY: spot.posY });
  }
  for (let i = 0; placed.length < count; i++) {
    const spot = spots[i % spots.length] as PlacedBox;
    placed.push({ posX: spot.posX, posY: spot.posY });
  }
  return placed;
}

const outsidePlan = (field: string) => badInput([{ field, message: TABLE_MESSAGE_KEYS.outsidePlan }]);

/** The plan's tables changed: an editor holding the old version must reload before it saves. */
export async function touchPlan(tx: Tx, companyId: string, planId: string): Promise<void> {
  await tx
    .update(floorPlans)
    .set({ version: sql`${floorPlans.version} + 1`, updatedAt: new Date() })
    .where(and(scoped(floorPlans, companyId), eq(floorPlans.id, planId)));
}

/**
 * createTables: the codes of `input.codes` (one code or a range, at most 200) on one floor plan,
 * all or none; a code the plan already has (ignoring case) is a field error naming it, also when
 * a concurrent request took it first.
 */
export async function createTables(ctx: Ctx, raw: unknown): Promise<TableView[]> {
  const user = requireScope(ctx, POS);
  const input = parseInput(createTablesSchema, raw);
  // §6: new tables need table service licensed (a TSR licence, or the old hasTables flag).
  await requireLicensedFeature(ctx.db, user.companyId, 'tableService');
  const { companyId } = user;
  const ids = input.codes.map(() => newId());
  try {
    await ctx.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, user, input.floorPlanId);
      const size = { width: input.width, height: input.height };
      if (!fitsOnPlan({ posX: 0, posY: 0, rotation: 0, ...size }, plan)) throw outsidePlan('width');
      const existing = await planCodes(tx, companyId, plan.id);
      const clash = input.codes.find((code) => existing.has(code.toLowerCase()));
      if (clash) throw codeTaken(clash);
      const seen = new Set<string>();
      for (const code of input.codes) {
        if (seen.has(code.toLowerCase())) throw codeTaken(code);
        seen.add(code.toLowerCase());
      }
      const spots = placeTables(input.codes.length, size, plan, await planBoxes(tx, companyId, plan.id));
      await tx.insert(diningTables).values(
        input.codes.map((code, i) => ({
          id: ids[i] as string,
          companyId,
          venueId: plan.venueId,
          floorPlanId: plan.id,
          code,
          seats: input.seats,
          shape: input.shape,
          width: input.width,
          height: input.height,
          posX: spots[i]?.posX ?? 0,
          posY: spots[i]?.posY ?? 0,
          rotation: 0,
          section: input.section,
          active: input.active,
        })),
      );
      await touchPlan(tx, companyId, plan.id);
    });
  } catch (error) {
    // Another request created one of these codes between our check and our insert.
    if (isUniqueViolation(error)) throw codeTaken(input.codes.length === 1 ? (input.codes[0] ?? null) : null);
    throw error;
  }
  return tablesWhere(ctx.db, user, inArray(diningTables.id, ids));
}

/**
 * updateTable: code, seats, shape, size, rotation, section, active and, when given, another
 * floor plan of the same venue (the table is then placed in a free spot there). A size or
 * rotation that no longer fits where the table stands moves it back onto the plan.
 */
export async function updateTable(ctx: Ctx, id: string, raw: unknown): Promise<TableView> {
  const user = requireScope(ctx, POS);
  const current = await tableOf(ctx.db, user, id);
  const input = parseInput(tableUpdateSchema, raw);
  const { companyId } = user;
  try {
    await ctx.db.transaction(async (tx) => {
      const planId = input.floorPlanId ?? current.floorPlanId;
      const plan = await lockPlan(tx, user, planId);
      if (plan.venueId !== current.venueId) throw notFound('FloorPlan');
      if ((await planCodes(tx, companyId, plan.id, id)).has(input.code.toLowerCase())) {
        throw codeTaken(input.code, 'code');
      }
      const box = {
        posX: current.posX,
        posY: current.posY,
        width: input.width,
        height: input.height,
        rotation: input.rotation,
      };
      if (!fitsOnPlan({ ...box, posX: 0, posY: 0, rotation: 0 }, plan)) throw outsidePlan('width');
      let place = { posX: box.posX, posY: box.posY };
      if (plan.id !== current.floorPlanId || !fitsOnPlan(box, plan)) {
        const [spot] = placeTables(1, box, plan, await planBoxes(tx, companyId, plan.id, id));
        place = spot ?? { posX: 0, posY: 0 };
        if (!fitsOnPlan({ ...box, ...place }, plan)) place = { posX: 0, posY: 0 };
      }
      await tx
        .update(diningTables)
        .set({
          floorPlanId: plan.id,
          code: input.code,
          seats: input.seats,
          shape: input.shape,
          width: input.width,
          height: input.height,
          rotation: fitsOnPlan({ ...box, ...place }, plan) ? input.rotation : 0,
          ...place,
          section: input.section,
          active: input.active,
          updatedAt: new Date(),
        })
        .where(and(scoped(diningTables, companyId), eq(diningTables.id, id)));
      await touchPlan(tx, companyId, plan.id);
      if (plan.id !== current.floorPlanId) await touchPlan(tx, companyId, current.floorPlanId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code, 'code');
    throw error;
  }
  return tableOf(ctx.db, user, id);
}

export interface QrSheetRequest {
  venueId: string;
  floorPlanId?: string | null;
  tableId?: string | null;
}

/**
 * The tables a QR sheet prints: one table (whatever its state), or the active tables of a floor
 * plan or of the whole venue; NOT_FOUND for anything outside the caller's company or venues.
 */
export async function qrSheetTables(ctx: Ctx, request: QrSheetRequest): Promise<TableView[]> {
  const user = requireScope(ctx, POS);
  await venueScope(ctx.db, user, request.venueId);
  const venue = eq(diningTables.venueId, request.venueId);
  if (request.tableId) {
    const [table] = await tablesWhere(ctx.db, user, and(venue, eq(diningTables.id, request.tableId)));
    if (!table) throw notFound('Table');
    return [table];
  }
  const tables = await tablesWhere(
    ctx.db,
    user,
    and(
      venue,
      eq(diningTables.active, true),
      request.floorPlanId ? eq(diningTables.floorPlanId, request.floorPlanId) : undefined,
    ),
  );
  if (request.floorPlanId && tables.length === 0) {
    const [plan] = await ctx.db
      .select({ id: floorPlans.id })
      .from(floorPlans)
      .where(and(live(floorPlans, user), eq(floorPlans.id, request.floorPlanId), venueOf(request.venueId)));
    if (!plan) throw notFound('FloorPlan');
  }
  return tables;
}

const venueOf = (venueId: string) => eq(floorPlans.venueId, venueId);
