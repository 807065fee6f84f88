// The company's users and their permissions (ACCOUNTS scope): nobody grants more than they hold.
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGE_KEYS,
  type AccountSortKey,
  type AccountStatus,
  accountStatus,
  adminInviteSchema,
  adminUpdateSchema,
  type BackofficeRole,
  canAssignRole,
  canGrant,
  isScope,
  type Permissions,
  type Scope,
  selfLockoutProblem,
} from '@fika/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope, requireUser } from '../../kernel/guards.ts';
import { scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users, userVenues } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { OutgoingEmail } from '../../platform/mailer.ts';
import { type AuthResult, authSuccess } from '../auth/auth.errors.ts';
import { checkNewPassword, sessionFor, storePassword } from '../auth/auth.service.ts';
import { prepareInvitation, revokeEmailTokens, takeInvitationSlot } from '../auth/invitations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { companyVenues } from '../venues/venues.service.ts';

export interface UserView {
  id: string;
  companyId: string;
  email: string;
  username: string;
  name: string;
  role: string;
  active: boolean;
  status: AccountStatus;
  language: string;
  lastLoginAt: Date | null;
  invitedAt: Date | null;
  blockedAt: Date | null;
  createdAt: Date;
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
  options: { search?: string | null; sort?: AccountSortKey | null } = {},
): Promise<UserView[]> {
  if (companyIds.length === 0) return [];
  const search = options.search?.trim();
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.companyId, [...companyIds]),
        onlyUserId ? eq(users.id, onlyUserId) : undefined,
        pattern
          ? sql`(lower(${users.name}) like ${pattern} or ${users.username} like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(...orderOf(options.sort ?? 'name_ASC'), asc(users.id));
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
    status: accountStatus(row),
    language: row.language,
    lastLoginAt: row.lastLoginAt,
    invitedAt: row.invitedAt,
    blockedAt: row.blockedAt,
    createdAt: row.createdAt,
    permissions: { scopes: row.scopes.filter(isScope), venueIds: venueMap.get(row.id) ?? [] },
  }));
}

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLogin: users.lastLoginAt,
} as const;

// Never signed in sorts last either way: "most recent login first" should not open with nobodies.
function orderOf(key: AccountSortKey): SQL[] {
  const [field, direction] = key.split('_') as [keyof typeof SORT_COLUMNS, 'ASC' | 'DESC'];
  const column = SORT_COLUMNS[field];
  const nullsLast = sql`${column} is null`;
  return [asc(nullsLast), direction === 'DESC' ? desc(column) : asc(column), asc(sql`lower(${users.name})`)];
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
export async function listUsers(
  ctx: Ctx,
  options: { search?: string | null; sort?: AccountSortKey | null } = {},
): Promise<UserView[]> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  if ((options.search?.length ?? 0) > 200)
    throw badInput([{ field: 'search', message: 'validation.tooLong' }]);
  const all = await usersOfCompanies(ctx.db, [caller.companyId], undefined, options);
  return all.filter((u) => canGrant(caller.permissions, u.permissions));
}

export async function assertCompanyVenues(
  ctx: Ctx,
  companyId: string,
  venueIds: readonly string[],
): Promise<void> {
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
  const lockout = target.id === caller.userId ? selfLockoutProblem(permissions) : null;
  if (lockout) throw fieldError('scopes', lockout);
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

// ---------------------------------------------------------------------------------------------
// Administrators: invite, edit, block, resend (SPEC §2.3 /accounts, §6)

const fieldError = (field: string, message: string) => badInput([{ field, message }]);

/** The caller's own role and the checks every grant passes: role, scopes and venues they hold. */
async function assertGrantable(
  ctx: Ctx,
  caller: UserPrincipal,
  input: { role: BackofficeRole; scopes: readonly Scope[]; venueIds: readonly string[] },
): Promise<void> {
  if (!canAssignRole(caller.profile.role, input.role)) {
    throw fieldError('role', ACCOUNT_MESSAGE_KEYS.superAdminOnly);
  }
  if (!canGrant(caller.permissions, { scopes: input.scopes, venueIds: caller.permissions.venueIds })) {
    throw fieldError('scopes', ACCOUNT_MESSAGE_KEYS.scopeNotHeld);
  }
  if (!canGrant(caller.permissions, { scopes: caller.permissions.scopes, venueIds: input.venueIds })) {
    throw fieldError('venueIds', ACCOUNT_MESSAGE_KEYS.venueNotHeld);
  }
  await assertCompanyVenues(ctx, caller.companyId, input.venueIds);
}

async function replaceVenues(tx: DbOrTx, companyId: string, userId: string, venueIds: readonly string[]) {
  await tx.delete(userVenues).where(eq(userVenues.userId, userId));
  if (venueIds.length > 0) {
    await tx.insert(userVenues).values(venueIds.map((venueId) => ({ companyId, userId, venueId })));
  }
}

async function callerLanguage(ctx: Ctx, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

/**
 * Creates an administrator of the caller's company, not yet active, and mails them a single-use
 * link to choose their password: the creator never types one. The invitee reads the e-mail in the
 * inviter's interface language (the best guess of a colleague's).
 */
export async function createAdmin(ctx: Ctx, raw: unknown): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const input = parseInput(adminInviteSchema, raw);
  await assertGrantable(ctx, caller, input);
  // The slot is taken first, so the form cannot be used to test addresses without limit either.
  await takeInvitationSlot(ctx.db, caller.companyId);
  const taken = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, input.email));
  if (taken.length > 0) throw fieldError('email', ACCOUNT_MESSAGE_KEYS.emailTaken);
  const language = await callerLanguage(ctx, caller.userId);
  // No one knows this password: the account is only usable once the invitee sets their own.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = newId();
  let mail: OutgoingEmail;
  try {
    mail = await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        companyId: caller.companyId,
        username: input.email,
        email: input.email,
        name: input.name,
        passwordHash,
        role: input.role,
        language,
        active: false,
        scopes: [...input.scopes],
      });
      await replaceVenues(tx, caller.companyId, id, input.venueIds);
      return prepareInvitation(
        ctx,
        tx,
        { id, email: input.email, name: input.name, language, companyId: caller.companyId },
        caller.userId,
      );
    });
  } catch (error) {
    // The same address invited twice at once: the other request made the account.
    if (isUniqueViolation(error)) throw fieldError('email', ACCOUNT_MESSAGE_KEYS.emailTaken);
    throw error;
  }
  await ctx.mailer.send(mail);
  const [created] = await usersOfCompanies(ctx.db, [caller.companyId], id);
  if (!created) throw notFound('User');
  return created;
}

/** A manageable user the caller may also change: only a Super admin changes a Super admin. */
async function findEditableUser(ctx: Ctx, caller: UserPrincipal, userId: string): Promise<UserView> {
  const target = await findManageableUser(ctx, userId);
  if (target.role === 'SUPER_ADMIN' && !canAssignRole(caller.profile.role, 'SUPER_ADMIN')) {
    throw fieldError('role', ACCOUNT_MESSAGE_KEYS.superAdminOnly);
  }
  return target;
}

/** Changes an administrator's name, role, scopes and venues; nobody grants more than they hold. */
export async function updateAdmin(ctx: Ctx, userId: string, raw: unknown): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const input = parseInput(adminUpdateSchema, raw);
  const target = await findEditableUser(ctx, caller, userId);
  if (target.id === caller.userId) {
    const problem = selfLockoutProblem(input);
    if (problem) throw fieldError('scopes', problem);
  }
  await assertGrantable(ctx, caller, input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: input.name, role: input.role, scopes: [...input.scopes] })
      .where(and(eq(users.id, target.id), scoped(users, caller)));
    await replaceVenues(tx, caller.companyId, target.id, input.venueIds);
  });
  const [updated] = await usersOfCompanies(ctx.db, [caller.companyId], target.id);
  if (!updated) throw notFound('User');
  return updated;
}

/**
 * Blocks an account: it cannot sign in, its sessions end at once (the token version moves on, as
 * a password change does) and links already mailed to it stop working. Never your own account.
 */
export async function blockUser(ctx: Ctx, userId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findEditableUser(ctx, caller, userId);
  if (target.id === caller.userId || target.id === caller.actorId) {
    throw fieldError('userId', ACCOUNT_MESSAGE_KEYS.blockSelf);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        blockedAt: sql`coalesce(${users.blockedAt}, now())`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(and(eq(users.id, target.id), scoped(users, caller)));
    await revokeEmailTokens(tx, target.id);
  });
  const [blocked] = await usersOfCompanies(ctx.db, [caller.companyId], target.id);
  if (!blocked) throw notFound('User');
  return blocked;
}

/** Lets a blocked account sign in again (an invited one still needs a fresh invitation). */
export async function unblockUser(ctx: Ctx, userId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findEditableUser(ctx, caller, userId);
  await ctx.db
    .update(users)
    .set({ blockedAt: null })
    .where(and(eq(users.id, target.id), scoped(users, caller)));
  const [unblocked] = await usersOfCompanies(ctx.db, [caller.companyId], target.id);
  if (!unblocked) throw notFound('User');
  return unblocked;
}

/** Mails an invited account a new link; the earlier one stops working. Only for INVITED accounts. */
export async function resendInvitation(ctx: Ctx, userId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findManageableUser(ctx, userId);
  if (target.status !== 'INVITED') throw fieldError('userId', ACCOUNT_MESSAGE_KEYS.notInvited);
  await takeInvitationSlot(ctx.db, caller.companyId, target.id);
  const mail = await ctx.db.transaction((tx) => prepareInvitation(ctx, tx, target, caller.userId));
  await ctx.mailer.send(mail);
  const [resent] = await usersOfCompanies(ctx.db, [caller.companyId], target.id);
  if (!resent) throw notFound('User');
  return resent;
}

/**
 * Sets a user's password: your own, or, with the ACCOUNTS scope, that of a user of your company
 * you may manage. Changing your own returns a fresh token, since the old one stops working.
 */
// Here rather than in auth, so that auth (sign-in) does not depend on user administration.
export async function setNewPassword(ctx: Ctx, userId: string, password: string): Promise<AuthResult> {
  const caller = requireUser(ctx);
  if (userId !== caller.userId) {
    requireScope(ctx, 'ACCOUNTS');
    await findManageableUser(ctx, userId);
  }
  checkNewPassword(password);
  const user = await storePassword(ctx.db, userId, password, false);
  if (!user) throw notFound('User');
  return userId === caller.userId
    ? authSuccess(await sessionFor(ctx, user, caller.actorId), false)
    : { ...authSuccess('', false), token: null };
}
