// The company's users and their permissions (ACCOUNTS scope): nobody grants more than they hold.
import { canGrant, isScope, type Permissions } from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { scoped, venueScope } from '../../kernel/tenant.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users, userVenues } from '../../platform/db/schema/index.ts';
import { companyVenues } from '../venues/venues.service.ts';

export interface UserView {
  id: string;
  companyId: string;
  email: string;
  username: string;
  name: string;
  role: string;
  active: boolean;
  permissions: Permissions;
}

async function venueIdsByUser(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userVenues.userId, venueId: userVenues.venueId })
    .from(userVenues)
    .where(inArray(userVenues.userId, [...userIds]))
    .orderBy(asc(userVenues.venueId));
  for (const row of rows) map.get(row.userId)?.push(row.venueId);
  return map;
}

/** Company users with their permissions, loaded with one query for the venue lists. */
export async function usersOfCompanies(
  db: DbOrTx,
  companyIds: readonly string[],
  onlyUserId?: string,
): Promise<UserView[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), onlyUserId ? eq(users.id, onlyUserId) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  const venueMap = await venueIdsByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId ?? '',
    email: row.email,
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.active,
    permissions: { scopes: row.scopes.filter(isScope), venueIds: venueMap.get(row.id) ?? [] },
  }));
}

/**
 * A user of the caller's company whose permissions the caller could have granted — so a
 * venue-restricted or narrower administrator can neither see nor change a broader account.
 */
export async function findManageableUser(ctx: Ctx, userId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const [target] = await usersOfCompanies(ctx.db, [caller.companyId], userId);
  if (!target || !canGrant(caller.permissions, target.permissions)) throw notFound('User');
  return target;
}

/** The company users the caller may manage (ACCOUNTS scope). */
export async function listUsers(ctx: Ctx): Promise<UserView[]> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const all = await usersOfCompanies(ctx.db, [caller.companyId]);
  return all.filter((u) => canGrant(caller.permissions, u.permissions));
}

async function assertCompanyVenues(ctx: Ctx, companyId: string, venueIds: readonly string[]): Promise<void> {
  if (venueIds.length === 0) return;
  const known = new Set((await companyVenues(ctx.db, companyId)).map((v) => v.id));
  const unknown = venueIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badInput([{ field: 'venueIds', message: 'validation.venue.unknown' }]);
}

/** Replaces a user's scopes and venue list; nobody can grant more than they hold themselves. */
export async function updateUserPermissions(
  ctx: Ctx,
  userId: string,
  requested: { scopes: readonly string[]; venueIds: readonly string[] },
): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findManageableUser(ctx, userId);
  const scopes = [...new Set(requested.scopes)];
  if (!scopes.every(isScope)) throw badInput([{ field: 'scopes', message: 'validation.scope.unknown' }]);
  const permissions: Permissions = { scopes, venueIds: [...new Set(requested.venueIds)] };
  await assertCompanyVenues(ctx, caller.companyId, permissions.venueIds);
  if (!canGrant(caller.permissions, permissions)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ scopes })
      .where(and(eq(users.id, target.id), scoped(users, caller)));
    await tx.delete(userVenues).where(eq(userVenues.userId, target.id));
    if (permissions.venueIds.length > 0) {
      await tx.insert(userVenues).values(
        permissions.venueIds.map((venueId) => ({
          companyId: caller.companyId,
          userId: target.id,
          venueId,
        })),
      );
    }
  });
  return { ...target, permissions };
}

/** Adds a venue to a user's venue list (a user with no list yet becomes limited to this venue). */
export async function assignVenueToUser(ctx: Ctx, userId: string, venueId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findManageableUser(ctx, userId);
  await venueScope(ctx.db, caller, venueId);
  await ctx.db
    .insert(userVenues)
    .values({ companyId: caller.companyId, userId: target.id, venueId })
    .onConflictDoNothing();
  const venueIds = [...new Set([...target.permissions.venueIds, venueId])].sort();
  return { ...target, permissions: { ...target.permissions, venueIds } };
}

/**
 * Removes a venue from a user's list. Removing the last one is refused: an empty list means
 * every venue, so it would widen access instead of narrowing it.
 */
export async function removeVenueFromUser(ctx: Ctx, userId: string, venueId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findManageableUser(ctx, userId);
  assertVenueAccess(caller, venueId);
  if (!target.permissions.venueIds.includes(venueId)) throw notFound('Venue');
  if (target.permissions.venueIds.length === 1) {
    throw new AppError(
      'CONFLICT',
      'errors.lastVenue',
      'A user limited to venues must keep at least one. To give access to every venue, update the permissions instead.',
    );
  }
  await ctx.db
    .delete(userVenues)
    .where(
      and(eq(userVenues.userId, target.id), eq(userVenues.venueId, venueId), scoped(userVenues, caller)),
    );
  const venueIds = target.permissions.venueIds.filter((id) => id !== venueId);
  return { ...target, permissions: { ...target.permissions, venueIds } };
}
