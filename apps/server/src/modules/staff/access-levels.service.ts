// Access levels (issue #13 point 2): named sets of POS staff permissions, a manual-discount cap and
// the venues where a level applies. A venue-restricted manager sees the levels that apply at one of
// their venues (or everywhere) — they assign staff to them — but changes only levels limited to
// their own venues: a level that applies elsewhere sets what staff at other venues may do.
import {
  ACCESS_LEVEL_MESSAGE_KEYS,
  accessLevelSchema,
  canAccessVenue,
  isVenueRestricted,
} from '@fika/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, restrictedVenues, scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  accessLevels,
  accessLevelVenues,
  staff,
  staffVenues,
  venues,
} from '../../platform/db/schema/index.ts';

const KEYS = ACCESS_LEVEL_MESSAGE_KEYS;

/** An access level as the caller sees it. */
export interface AccessLevelView {
  id: string;
  name: string;
  permissions: string[];
  manualDiscountCap: number | null;
  /** Where it applies (empty: every venue); a restricted caller sees only their venues among them. */
  venueIds: string[];
  /** The live staff on it whom the caller sees. */
  staffCount: number;
  /** Whether the caller may change or delete it. */
  editable: boolean;
}

/** The live levels `user` sees: all of them, or for a restricted user those of their venues or every venue. */
export function visibleAccessLevels(user: UserPrincipal): SQL {
  const mine = restrictedVenues(user);
  if (!mine) return live(accessLevels, user);
  return and(
    live(accessLevels, user),
    sql`(not exists (select 1 from ${accessLevelVenues} v where v.access_level_id = ${accessLevels.id})
      or exists (select 1 from ${accessLevelVenues} v where v.access_level_id = ${accessLevels.id}
        and v.venue_id = any(${mine})))`,
  ) as SQL;
}

/** The live staff `user` sees (a restricted user: those who work at one of their venues). */
export function visibleStaff(user: UserPrincipal): SQL {
  const mine = restrictedVenues(user);
  if (!mine) return live(staff, user);
  return and(
    live(staff, user),
    sql`exists (select 1 from ${staffVenues} sv where sv.staff_id = ${staff.id} and sv.venue_id = any(${mine}))`,
  ) as SQL;
}

function isEditable(user: UserPrincipal, venueIds: readonly string[]): boolean {
  if (!isVenueRestricted(user.permissions)) return true;
  return venueIds.length > 0 && venueIds.every((id) => canAccessVenue(user.permissions, id));
}

async function levelsWhere(
  db: DbOrTx,
  user: UserPrincipal,
  ids?: readonly string[],
): Promise<AccessLevelView[]> {
  const rows = await db
    .select({
      id: accessLevels.id,
      name: accessLevels.name,
      permissions: accessLevels.permissions,
      manualDiscountCap: accessLevels.manualDiscountCap,
      venueIds: sql<
        string[]
      >`coalesce((select array_agg(v.venue_id order by v.venue_id) from ${accessLevelVenues} v
        where v.access_level_id = ${accessLevels.id}), '{}')`,
    })
    .from(accessLevels)
    .where(and(visibleAccessLevels(user), ids ? inArray(accessLevels.id, [...ids]) : undefined))
    .orderBy(asc(sql`lower(${accessLevels.name})`), asc(accessLevels.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ levelId: staff.accessLevelId, count: sql<number>`count(*)::int` })
    .from(staff)
    .where(
      and(
        visibleStaff(user),
        inArray(
          staff.accessLevelId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(staff.accessLevelId);
  const countOf = new Map(counts.map((c) => [c.levelId, c.count]));
  return rows.map((row) => ({
    ...row,
    venueIds: row.venueIds.filter((id) => canAccessVenue(user.permissions, id)),
    staffCount: countOf.get(row.id) ?? 0,
    editable: isEditable(user, row.venueIds),
  }));
}

/** One level `user` sees, or NOT_FOUND (another company's id reads the same). */
export async function accessLevelOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<AccessLevelView> {
  const [level] = await levelsWhere(db, user, [id]);
  if (!level) throw notFound('AccessLevel');
  return level;
}

/** The access levels the caller sees, by name (STAFF). */
export async function listAccessLevels(ctx: Ctx): Promise<AccessLevelView[]> {
  return levelsWhere(ctx.db, requireScope(ctx, 'STAFF'));
}

/** One access level the caller sees (STAFF). */
export async function getAccessLevel(ctx: Ctx, id: string): Promise<AccessLevelView> {
  return accessLevelOf(ctx.db, requireScope(ctx, 'STAFF'), id);
}

/**
 * For the staff module: locks a level `user` sees against deletion while a staff member is put on
 * it (FOR SHARE: a concurrent delete waits, then sees the new staff member), or refuses the field.
 */
export async function lockAssignableAccessLevel(
  tx: Tx,
  user: UserPrincipal,
  id: string,
  field = 'accessLevelId',
): Promise<void> {
  const [row] = await tx
    .select({ id: accessLevels.id })
    .from(accessLevels)
    .where(and(visibleAccessLevels(user), eq(accessLevels.id, id)))
    .for('share');
  if (!row) throw badInput([{ field, message: KEYS.accessLevel }]);
}

// Every venue must be a live venue of the company that the caller may see; anything else is the same
// field error, so it reveals nothing about other companies' ids.
async function assertVenues(db: DbOrTx, user: UserPrincipal, venueIds: readonly string[]): Promise<void> {
  if (venueIds.length === 0) {
    // A restricted manager cannot make a level for every venue: it would reach beyond theirs.
    if (isVenueRestricted(user.permissions)) throw badInput([{ field: 'venueIds', message: KEYS.venue }]);
    return;
  }
  const found = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(live(venues, user), inArray(venues.id, [...venueIds])));
  const known = new Set(found.map((v) => v.id));
  if (venueIds.some((id) => !known.has(id) || !canAccessVenue(user.permissions, id))) {
    throw badInput([{ field: 'venueIds', message: KEYS.venue }]);
  }
}

const nameTaken = () => badInput([{ field: 'name', message: KEYS.nameTaken }]);

/** True for the unique index on (company, lower(name)) of live levels, however the driver wraps it. */
function isNameViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'access_levels_company_name_key';
  }
  return false;
}

/**
 * createAccessLevel / updateAccessLevel (`id` given; STAFF): name unique in the company (any case),
 * known permissions, a cap of 0–100 % (kept only with MANUAL_DISCOUNT), venues the caller sees.
 */
export async function saveAccessLevel(ctx: Ctx, id: string | null, raw: unknown): Promise<AccessLevelView> {
  const user = requireScope(ctx, 'STAFF');
  const { companyId } = user;
  if (id !== null && !(await accessLevelOf(ctx.db, user, id)).editable) throw forbidden();
  const input = parseInput(accessLevelSchema, raw);
  await assertVenues(ctx.db, user, input.venueIds);
  const levelId = id ?? newId();
  try {
    await ctx.db.transaction(async (tx) => {
      // A friendly check first; the unique index decides when two saves race (mapped below).
      const [taken] = await tx
        .select({ id: accessLevels.id })
        .from(accessLevels)
        .where(
          and(
            live(accessLevels, user),
            sql`lower(${accessLevels.name}) = lower(${input.name})`,
            id !== null ? ne(accessLevels.id, id) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw nameTaken();
      const values = {
        name: input.name,
        permissions: input.permissions,
        manualDiscountCap: input.manualDiscountCap,
        updatedAt: new Date(),
      };
      if (id !== null) {
        const updated = await tx
          .update(accessLevels)
          .set(values)
          .where(and(live(accessLevels, user), eq(accessLevels.id, id)))
          .returning({ id: accessLevels.id });
        // Deleted between the read above and now.
        if (updated.length === 0) throw notFound('AccessLevel');
        await tx
          .delete(accessLevelVenues)
          .where(and(scoped(accessLevelVenues, user), eq(accessLevelVenues.accessLevelId, id)));
      } else {
        await tx.insert(accessLevels).values({ id: levelId, companyId, ...values });
      }
      if (input.venueIds.length > 0) {
        await tx
          .insert(accessLevelVenues)
          .values(input.venueIds.map((venueId) => ({ companyId, accessLevelId: levelId, venueId })));
      }
    });
  } catch (error) {
    if (isNameViolation(error)) throw nameTaken();
    throw error;
  }
  return accessLevelOf(ctx.db, user, levelId);
}
