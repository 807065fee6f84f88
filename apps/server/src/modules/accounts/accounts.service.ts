import {
  canAccessVenue,
  canGrant,
  DEFAULT_TIMEZONE,
  filterVenues,
  isScope,
  normalizeCompanyLanguage,
  type Permissions,
  type Scope,
} from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanyView } from '../../kernel/company-view.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, forbidden, notFound, unauthenticated } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope, requireUser } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  legalEntities,
  locations,
  organizationCompanies,
  users,
  userVenues,
  venues,
} from '../../platform/db/schema/index.ts';
import { companyBillingAccountId } from '../billing/billing.service.ts';

export interface LocationView {
  id: string;
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
}

export interface VenueView {
  id: string;
  name: string;
  legalName: string | null;
  organizationNumber: string | null;
  legalEntityId: string | null;
  staffIdleTimeout: number;
  timezone: string;
  phone: string;
  active: boolean;
  deleted: boolean;
  location: LocationView | null;
}

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

export interface SessionMetadata {
  userId: string;
  userName: string;
  userFirstName: string;
  userLastName: string;
  email: string;
  companyId: string | null;
  companyName: string | null;
  legalname: string | null;
  organizationId: string | null;
  legalEntityId: string | null;
  billingAccountId: string | null;
  balanceAccountId: string | null;
  country: string | null;
  currency: string | null;
  timezone: string;
  language: string;
  scopes: Scope[];
  venueIds: string[];
  isPaymentsOnly: boolean;
  isOrganizationAdmin: boolean;
  actingAs: boolean;
}

/** First and last name split at the first space, as the session metadata of §3 wants them. */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  return at < 0
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, at), last: trimmed.slice(at + 1).trim() };
}

/** The company's non-deleted venues with their locations, by name (all of them, unfiltered). */
export async function companyVenues(db: DbOrTx, companyId: string): Promise<VenueView[]> {
  const rows = await db
    .select({ venue: venues, location: locations })
    .from(venues)
    .leftJoin(locations, and(eq(locations.venueId, venues.id), eq(locations.companyId, venues.companyId)))
    .where(and(eq(venues.companyId, companyId), eq(venues.deleted, false)))
    .orderBy(asc(venues.name), asc(venues.id));
  return rows.map(({ venue, location }) => ({
    id: venue.id,
    name: venue.name,
    legalName: venue.legalName,
    organizationNumber: venue.organizationNumber,
    legalEntityId: venue.legalEntityId,
    staffIdleTimeout: venue.staffIdleTimeout,
    timezone: venue.timezone,
    phone: venue.phone,
    active: venue.active,
    deleted: venue.deleted,
    location: location && {
      id: location.id,
      name: location.name,
      street: location.street,
      zip: location.zip,
      city: location.city,
    },
  }));
}

/** The venues the calling user may see: non-deleted and allowed by their permissions. */
export async function visibleVenues(ctx: Ctx, user: UserPrincipal = requireUser(ctx)): Promise<VenueView[]> {
  return filterVenues(user.permissions, await companyVenues(ctx.db, user.companyId));
}

/**
 * Refuses, as not found, a venue outside the caller's company or permitted venues: the check
 * every operation taking a venue id makes before it reads or writes anything.
 */
export async function assertOwnVenue(ctx: Ctx, user: UserPrincipal, venueId: string): Promise<void> {
  assertVenueAccess(user, venueId);
  const [row] = await ctx.db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.companyId, user.companyId), eq(venues.deleted, false)));
  if (!row) throw notFound('Venue');
}

export async function getVenue(ctx: Ctx, venueId: string): Promise<VenueView> {
  const user = requireUser(ctx);
  assertVenueAccess(user, venueId);
  const venue = (await companyVenues(ctx.db, user.companyId)).find((v) => v.id === venueId);
  if (!venue) throw notFound('Venue');
  return venue;
}

export function currentCompany(ctx: Ctx): CompanyView {
  return requireUser(ctx).company;
}

export interface LegalEntityView {
  id: string;
  name: string;
  organizationNumber: string | null;
  country: string;
}

/**
 * The company's legal entities the user may see, oldest first: all of them, or for a
 * venue-restricted user only those of the venues they may see (§6).
 */
export async function visibleLegalEntities(
  ctx: Ctx,
  user: UserPrincipal,
  visible?: VenueView[],
): Promise<LegalEntityView[]> {
  const entities = await ctx.db
    .select({
      id: legalEntities.id,
      name: legalEntities.name,
      organizationNumber: legalEntities.organizationNumber,
      country: legalEntities.country,
    })
    .from(legalEntities)
    .where(eq(legalEntities.companyId, user.companyId))
    .orderBy(asc(legalEntities.createdAt), asc(legalEntities.name), asc(legalEntities.id));
  if (user.permissions.venueIds.length === 0) return entities;
  const allowed = new Set((visible ?? (await visibleVenues(ctx, user))).map((v) => v.legalEntityId));
  return entities.filter((e) => allowed.has(e.id));
}

/** A legal entity the caller may see (see visibleLegalEntities); any other id is NOT_FOUND. */
export async function findVisibleLegalEntity(
  ctx: Ctx,
  user: UserPrincipal,
  legalEntityId: string,
): Promise<LegalEntityView> {
  const entity = (await visibleLegalEntities(ctx, user)).find((e) => e.id === legalEntityId);
  if (!entity) throw notFound('Legal entity');
  return entity;
}

/** AuthorizeUser: everything the web app keeps as session metadata (§3). */
export async function authorizeUser(ctx: Ctx): Promise<SessionMetadata> {
  const principal = ctx.principal;
  if (!principal) throw unauthenticated();
  const { first, last } = splitName(principal.profile.name);
  const base = {
    userId: principal.userId,
    userName: principal.profile.name,
    userFirstName: first,
    userLastName: last,
    email: principal.profile.email,
    billingAccountId: null,
    balanceAccountId: null,
  };
  if (principal.kind === 'orgAdmin') {
    return {
      ...base,
      companyId: null,
      companyName: null,
      legalname: null,
      organizationId: principal.organizationId,
      legalEntityId: null,
      country: null,
      currency: null,
      timezone: DEFAULT_TIMEZONE,
      language: normalizeCompanyLanguage(null),
      scopes: [],
      venueIds: [],
      isPaymentsOnly: false,
      isOrganizationAdmin: true,
      actingAs: false,
    };
  }
  const { company } = principal;
  const [visible, organization, billingAccountId] = await Promise.all([
    visibleVenues(ctx, principal),
    ctx.db
      .select({ id: organizationCompanies.organizationId })
      .from(organizationCompanies)
      .where(eq(organizationCompanies.companyId, principal.companyId))
      .orderBy(asc(organizationCompanies.organizationId))
      .limit(1),
    companyBillingAccountId(ctx.db, principal.companyId),
  ]);
  // The legal entity defaults to the first one, counting only entities of venues the user may see.
  const [legalEntity] = await visibleLegalEntities(ctx, principal, visible);
  // A payments-only account's screens read the card payments of its legal entity's balance account.
  const [balanceAccount] =
    company.isPaymentsOnly && legalEntity
      ? await ctx.providers.payments.balanceAccounts({ ...legalEntity, timezone: company.timezone })
      : [];
  return {
    ...base,
    balanceAccountId: balanceAccount?.id ?? null,
    companyId: company.id,
    companyName: company.name,
    legalname: company.legalName,
    organizationId: organization[0]?.id ?? null,
    legalEntityId: legalEntity?.id ?? null,
    billingAccountId,
    country: company.country,
    currency: company.defaultCurrency,
    timezone: company.timezone,
    language: company.defaultLanguage,
    scopes: [...principal.permissions.scopes],
    venueIds: visible.map((v) => v.id),
    isPaymentsOnly: company.isPaymentsOnly,
    isOrganizationAdmin: false,
    actingAs: principal.actorId !== null,
  };
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

/** GetUserMetadata for a company user; null for an organisation administrator who acts as nobody. */
export async function userMetadata(ctx: Ctx) {
  if (ctx.principal?.kind === 'orgAdmin') return null;
  const principal = requireUser(ctx);
  return {
    id: principal.userId,
    ...principal.profile,
    permissions: principal.permissions,
    venues: await visibleVenues(ctx, principal),
    company: principal.company,
  };
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
      .where(and(eq(users.id, target.id), eq(users.companyId, caller.companyId)));
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
  if (!canAccessVenue(caller.permissions, venueId)) throw notFound('Venue');
  await assertVenueExists(ctx, caller.companyId, venueId);
  await ctx.db
    .insert(userVenues)
    .values({ companyId: caller.companyId, userId: target.id, venueId })
    .onConflictDoNothing();
  const venueIds = [...new Set([...target.permissions.venueIds, venueId])].sort();
  return { ...target, permissions: { ...target.permissions, venueIds } };
}

async function assertVenueExists(ctx: Ctx, companyId: string, venueId: string) {
  const venue = (await companyVenues(ctx.db, companyId)).find((v) => v.id === venueId);
  if (!venue) throw notFound('Venue');
}

/**
 * Removes a venue from a user's list. Removing the last one is refused: an empty list means
 * every venue, so it would widen access instead of narrowing it.
 */
export async function removeVenueFromUser(ctx: Ctx, userId: string, venueId: string): Promise<UserView> {
  const caller = requireScope(ctx, 'ACCOUNTS');
  const target = await findManageableUser(ctx, userId);
  if (!canAccessVenue(caller.permissions, venueId)) throw notFound('Venue');
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
      and(
        eq(userVenues.userId, target.id),
        eq(userVenues.venueId, venueId),
        eq(userVenues.companyId, caller.companyId),
      ),
    );
  const venueIds = target.permissions.venueIds.filter((id) => id !== venueId);
  return { ...target, permissions: { ...target.permissions, venueIds } };
}
