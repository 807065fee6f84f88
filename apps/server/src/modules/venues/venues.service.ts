// The company's venues and legal entities as the caller may see them, and the venue checks other
// modules make before they read or write anything of a venue.
import { filterVenues } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireUser } from '../../kernel/guards.ts';
import { live, scoped } from '../../kernel/tenant.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { legalEntities, locations, venues } from '../../platform/db/schema/index.ts';

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

/** The company's non-deleted venues with their locations, by name (all of them, unfiltered). */
export async function companyVenues(db: DbOrTx, companyId: string): Promise<VenueView[]> {
  const rows = await db
    .select({ venue: venues, location: locations })
    .from(venues)
    .leftJoin(locations, and(eq(locations.venueId, venues.id), eq(locations.companyId, venues.companyId)))
    .where(live(venues, companyId))
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

export async function getVenue(ctx: Ctx, venueId: string): Promise<VenueView> {
  const user = requireUser(ctx);
  assertVenueAccess(user, venueId);
  const venue = (await companyVenues(ctx.db, user.companyId)).find((v) => v.id === venueId);
  if (!venue) throw notFound('Venue');
  return venue;
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
    .where(scoped(legalEntities, user))
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
