import { isVenueRestricted, STAFF_MESSAGE_KEYS, staffSchema } from '@fika/domain';
import { and, asc, eq, exists, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { accessLevels, staff, staffVenues, venues } from '../../platform/db/schema/index.ts';
import { hashPin, pinLookup } from './pin.ts';

/** A staff member as the pickers and quick search read them (cheap: one query). */
export interface StaffSummary {
  id: string;
  name: string;
  active: boolean;
  accessLevelId: string | null;
}

/** A staff member as the staff screen shows them. The PIN itself is never read back. */
export interface StaffView extends StaffSummary {
  accessLevel: { id: string; name: string } | null;
  /** The venues they work at, of those the caller may see. */
  venueIds: string[];
  phone: string | null;
  email: string | null;
  hasPin: boolean;
  pinSetAt: Date | null;
}

export interface StaffFilter {
  search?: string | null;
  venueId?: string | null;
  accessLevelId?: string | null;
  active?: boolean | null;
}

export interface StaffPage {
  nodes: StaffView[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Counts the whole filter's staff; run only when the field is asked for. */
  totalCount: () => Promise<number>;
}

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;
const MAX_SEARCH = 200;

/**
 * What a restricted caller sees: staff with at least one of their venues (the feed sends a
 * venue's staff to its tills, so that is whom they manage). Unrestricted callers see everyone.
 */
function visibleTo(user: UserPrincipal): SQL | undefined {
  if (!isVenueRestricted(user.permissions)) return undefined;
  return exists(
    sql`(select 1 from ${staffVenues} where ${staffVenues.staffId} = ${staff.id} and ${inArray(
      staffVenues.venueId,
      [...user.permissions.venueIds],
    )})`,
  );
}

/** The company's non-deleted POS staff the caller may see, by name (STAFF): pickers, quick search. */
export async function listStaff(ctx: Ctx): Promise<StaffSummary[]> {
  const user = requireScope(ctx, 'STAFF');
  return ctx.db
    .select({ id: staff.id, name: staff.name, active: staff.active, accessLevelId: staff.accessLevelId })
    .from(staff)
    .where(and(live(staff, user), visibleTo(user)))
    .orderBy(asc(staff.name), asc(staff.id));
}

function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw badInput([{ field: 'first', message: 'validation.invalid' }]);
  }
  return first;
}

// The cursor is the last row's (name, id) as JSON: names may hold any character, so no separator.
const encodeCursor = (name: string, id: string) =>
  Buffer.from(JSON.stringify([name, id])).toString('base64url');

function decodeCursor(cursor: string): { name: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const [name, id] = value as [string, string];
      if (!name.includes('\u0000') && !id.includes('\u0000')) return { name, id };
    }
  } catch {
    // Falls through to the field error.
  }
  throw badInput([{ field: 'after', message: 'validation.invalid' }]);
}

async function filterConditions(db: DbOrTx, user: UserPrincipal, filter: StaffFilter): Promise<SQL[]> {
  const where: (SQL | undefined)[] = [live(staff, user), visibleTo(user)];
  const search = filter.search?.trim() ?? '';
  if (search.length > MAX_SEARCH || search.includes('\u0000')) {
    throw badInput([{ field: 'search', message: 'validation.invalid' }]);
  }
  if (search) {
    const pattern = likePattern(search);
    where.push(or(ilike(staff.name, pattern), ilike(staff.phone, pattern), ilike(staff.email, pattern)));
  }
  if (filter.venueId) {
    await venueScope(db, user, filter.venueId);
    where.push(
      exists(
        sql`(select 1 from ${staffVenues} where ${staffVenues.staffId} = ${staff.id} and ${staffVenues.venueId} = ${filter.venueId})`,
      ),
    );
  }
  if (filter.accessLevelId) where.push(eq(staff.accessLevelId, filter.accessLevelId));
  if (filter.active !== null && filter.active !== undefined) where.push(eq(staff.active, filter.active));
  return where.filter((c): c is SQL => c !== undefined);
}

const VIEW_COLUMNS = {
  id: staff.id,
  name: staff.name,
  active: staff.active,
  accessLevelId: staff.accessLevelId,
  accessLevelName: accessLevels.name,
  phone: staff.phone,
  email: staff.email,
  pinSetAt: staff.pinSetAt,
  hasPin: sql<boolean>`${staff.pinHash} is not null`,
};

type ViewRow = { [K in keyof typeof VIEW_COLUMNS]: unknown } & {
  id: string;
  name: string;
  active: boolean;
  accessLevelId: string | null;
  accessLevelName: string | null;
  phone: string | null;
  email: string | null;
  pinSetAt: Date | null;
  hasPin: boolean;
};

async function viewsOf(db: DbOrTx, user: UserPrincipal, rows: ViewRow[]): Promise<StaffView[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ staffId: staffVenues.staffId, venueId: staffVenues.venueId })
    .from(staffVenues)
    .innerJoin(venues, and(eq(venues.id, staffVenues.venueId), eq(venues.deleted, false)))
    .where(
      and(
        scoped(staffVenues, user),
        inArray(
          staffVenues.staffId,
          rows.map((r) => r.id),
        ),
        isVenueRestricted(user.permissions)
          ? inArray(staffVenues.venueId, [...user.permissions.venueIds])
          : undefined,
      ),
    )
    .orderBy(asc(venues.name), asc(venues.id));
  const byStaff = new Map<string, string[]>();
  for (const { staffId, venueId } of links) byStaff.set(staffId, [...(byStaff.get(staffId) ?? []), venueId]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    active: r.active,
    accessLevelId: r.accessLevelId,
    accessLevel:
      r.accessLevelId && r.accessLevelName ? { id: r.accessLevelId, name: r.accessLevelName } : null,
    venueIds: byStaff.get(r.id) ?? [],
    phone: r.phone,
    email: r.email,
    hasPin: Boolean(r.hasPin),
    pinSetAt: r.pinSetAt,
  }));
}

function selectViews(db: DbOrTx) {
  return db
    .select(VIEW_COLUMNS)
    .from(staff)
    .leftJoin(
      accessLevels,
      and(eq(accessLevels.companyId, staff.companyId), eq(accessLevels.id, staff.accessLevelId)),
    );
}

/** staffList(filter, first, after) (STAFF): by name, a page (≤ 200, default 50) at a time. */
export async function listStaffPage(
  ctx: Ctx,
  input: { filter?: StaffFilter | null; first?: number | null; after?: string | null },
): Promise<StaffPage> {
  const user = requireScope(ctx, 'STAFF');
  const limit = pageSize(input.first);
  const where = await filterConditions(ctx.db, user, input.filter ?? {});
  const after = input.after ? decodeCursor(input.after) : null;
  const page = after ? sql`(${staff.name}, ${staff.id}) > (${after.name}, ${after.id})` : undefined;
  const rows = (await selectViews(ctx.db)
    .where(and(...where, page))
    .orderBy(asc(staff.name), asc(staff.id))
    .limit(limit + 1)) as ViewRow[];
  const hasNextPage = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    nodes: await viewsOf(ctx.db, user, pageRows),
    hasNextPage,
    endCursor: last ? encodeCursor(last.name, last.id) : null,
    totalCount: async () => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(...where));
      return row?.n ?? 0;
    },
  };
}

/** One staff member the caller may see, or NOT_FOUND. */
export async function staffOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<StaffView> {
  const rows = (await selectViews(db).where(
    and(live(staff, user), eq(staff.id, id), visibleTo(user)),
  )) as ViewRow[];
  const [view] = await viewsOf(db, user, rows);
  if (!view) throw notFound('Staff');
  return view;
}

/** staff(id) (STAFF): another company's id, or staff of no venue of a restricted caller, is NOT_FOUND. */
export async function getStaff(ctx: Ctx, id: string): Promise<StaffView> {
  return staffOf(ctx.db, requireScope(ctx, 'STAFF'), id);
}

/** Whether `id` is a live staff member the (possibly venue-restricted) user may see. */
export async function isStaffVisible(db: DbOrTx, user: UserPrincipal, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(live(staff, user), eq(staff.id, id), visibleTo(user)));
  return rows.length > 0;
}

/** True for PostgreSQL's unique_violation, whether the driver error is wrapped by Drizzle or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const pinTaken = () => badInput([{ field: 'pin', message: STAFF_MESSAGE_KEYS.pinTaken }]);

/** Refuses (field errors) an access level or venues the caller's company does not have or they may not see. */
async function checkReferences(
  db: DbOrTx,
  user: UserPrincipal,
  accessLevelId: string | null,
  venueIds: readonly string[],
): Promise<void> {
  const errors = [];
  if (accessLevelId !== null) {
    const [level] = await db
      .select({ id: accessLevels.id })
      .from(accessLevels)
      .where(and(live(accessLevels, user), eq(accessLevels.id, accessLevelId)));
    if (!level) errors.push({ field: 'accessLevelId', message: 'validation.accessLevel.unknown' });
  }
  const allowed = isVenueRestricted(user.permissions) ? new Set(user.permissions.venueIds) : null;
  const found = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(live(venues, user), inArray(venues.id, [...venueIds])));
  const known = new Set(found.map((v) => v.id));
  if (venueIds.some((id) => !known.has(id) || (allowed && !allowed.has(id)))) {
    errors.push({ field: 'venueIds', message: 'validation.venue.unknown' });
  }
  if (errors.length > 0) throw badInput(errors);
}

/**
 * createStaff / updateStaff (`id` given). A new PIN is hashed and fingerprinted (pin.ts); its
 * uniqueness among the company's active staff is the unique index, so two concurrent saves of one
 * PIN cannot both pass: the loser gets the field error and nothing of its save is written. A
 * venue-restricted caller sets only their own venues and leaves the staff member's others as they are.
 */
export async function saveStaff(ctx: Ctx, id: string | null, raw: unknown): Promise<StaffView> {
  const user = requireScope(ctx, 'STAFF');
  const { companyId } = user;
  if (id !== null) await staffOf(ctx.db, user, id);
  const input = parseInput(staffSchema, raw);
  await checkReferences(ctx.db, user, input.accessLevelId, input.venueIds);
  // Hashed before the transaction: argon2 takes tens of milliseconds, no row lock should wait on it.
  const pin = input.pin
    ? {
        pinHash: await hashPin(input.pin),
        pinLookup: pinLookup(ctx.config.jwtSecret, companyId, input.pin),
        pinSetAt: new Date(),
      }
    : {};
  const staffId = id ?? newId();
  const values = {
    name: input.name,
    accessLevelId: input.accessLevelId,
    phone: input.phone ?? null,
    email: input.email ?? null,
    active: input.active,
    ...pin,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      if (id !== null) {
        await tx
          .update(staff)
          .set({ ...values, updatedAt: new Date() })
          .where(and(scoped(staff, user), eq(staff.id, id)));
        const restricted = isVenueRestricted(user.permissions);
        await tx
          .delete(staffVenues)
          .where(
            and(
              scoped(staffVenues, user),
              eq(staffVenues.staffId, id),
              restricted ? inArray(staffVenues.venueId, [...user.permissions.venueIds]) : undefined,
              notInArray(staffVenues.venueId, [...input.venueIds]),
            ),
          );
      } else {
        await tx.insert(staff).values({ id: staffId, companyId, ...values });
      }
      await tx
        .insert(staffVenues)
        .values(input.venueIds.map((venueId) => ({ companyId, staffId, venueId })))
        .onConflictDoNothing();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pinTaken();
    throw error;
  }
  return staffOf(ctx.db, user, staffId);
}
