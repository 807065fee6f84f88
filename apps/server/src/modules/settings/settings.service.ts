import { companySettingsSchema, type Scope, type VenueSettings, venueSchema } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { type CompanyView, toCompanyView } from '../../kernel/company-view.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { forbidden, notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope, requireUser } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { companies, locations, users, venues } from '../../platform/db/schema/index.ts';
import { companyVenues, type VenueView } from '../venues/venues.service.ts';

// Company-wide settings and new venues reach beyond any one venue, so a venue-restricted
// administrator may not change them even with the SETTINGS scope.
function requireCompanyWideSettings(ctx: Ctx): UserPrincipal {
  const user = requireScope(ctx, 'SETTINGS');
  if (user.permissions.venueIds.length > 0) throw forbidden();
  return user;
}

/** Saves the company settings form (SETTINGS, every venue). */
export async function updateCompany(ctx: Ctx, raw: unknown): Promise<CompanyView> {
  const user = requireCompanyWideSettings(ctx);
  const input = parseInput(companySettingsSchema, raw);
  const [row] = await ctx.db
    .update(companies)
    .set({
      name: input.name,
      legalName: input.legalName ?? null,
      organizationNumber: input.organizationNumber ?? null,
      country: input.country,
      timezone: input.timezone,
      defaultCurrency: input.defaultCurrency,
      defaultLanguage: input.defaultLanguage,
    })
    .where(eq(companies.id, user.companyId))
    .returning();
  if (!row) throw notFound('Company');
  return toCompanyView(row);
}

async function venueById(ctx: Ctx, companyId: string, venueId: string): Promise<VenueView> {
  const venue = (await companyVenues(ctx.db, companyId)).find((v) => v.id === venueId);
  if (!venue) throw notFound('Venue');
  return venue;
}

// A location is named after its venue unless the form gives it a name of its own.
function locationValues(input: VenueSettings) {
  const { name, street, zip, city } = input.location ?? {};
  return { name: name ?? input.name, street: street ?? null, zip: zip ?? null, city: city ?? null };
}

/** createVenue (§7): a new venue is active, with phone '0' unless one is given. */
export async function createVenue(ctx: Ctx, raw: unknown): Promise<VenueView> {
  const user = requireCompanyWideSettings(ctx);
  const input = parseInput(venueSchema, raw);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(venues).values({
      id,
      companyId: user.companyId,
      name: input.name,
      legalName: input.legalName ?? null,
      organizationNumber: input.organizationNumber ?? null,
      timezone: input.timezone,
      phone: input.phone ?? '0',
      staffIdleTimeout: input.staffIdleTimeout,
      active: true,
    });
    if (input.location) {
      await tx
        .insert(locations)
        .values({ id: newId(), companyId: user.companyId, venueId: id, ...locationValues(input) });
    }
  });
  return venueById(ctx, user.companyId, id);
}

/** Edits a venue the caller may see (SETTINGS); `active: false` deactivates it. */
export async function updateVenue(
  ctx: Ctx,
  venueId: string,
  raw: unknown,
  active?: boolean | null,
): Promise<VenueView> {
  const user = requireScope(ctx, 'SETTINGS');
  assertVenueAccess(user, venueId);
  const current = await venueById(ctx, user.companyId, venueId);
  const input = parseInput(venueSchema, raw);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(venues)
      .set({
        name: input.name,
        legalName: input.legalName ?? null,
        organizationNumber: input.organizationNumber ?? null,
        timezone: input.timezone,
        phone: input.phone ?? current.phone,
        staffIdleTimeout: input.staffIdleTimeout,
        ...(typeof active === 'boolean' ? { active } : {}),
      })
      .where(and(eq(venues.id, venueId), eq(venues.companyId, user.companyId)));
    if (input.location) {
      const location = locationValues(input);
      await tx
        .insert(locations)
        .values({ id: newId(), companyId: user.companyId, venueId, ...location })
        .onConflictDoUpdate({ target: [locations.companyId, locations.venueId], set: location });
    }
  });
  return venueById(ctx, user.companyId, venueId);
}

const POS_SCOPE: Scope = 'POS_CUSTOMIZATION';

/**
 * grantPOSAccessToCurrentUser (§4): a user whose company has no venues yet gets the
 * POS_CUSTOMIZATION scope, so they can build their catalogue before the first venue exists.
 */
export async function grantPOSAccessToCurrentUser(ctx: Ctx): Promise<boolean> {
  const user = requireUser(ctx);
  if ((await companyVenues(ctx.db, user.companyId)).length > 0) return false;
  const { scopes } = user.permissions;
  if (scopes.length === 0 || scopes.includes(POS_SCOPE)) return false;
  await ctx.db
    .update(users)
    .set({ scopes: [...scopes, POS_SCOPE] })
    .where(and(eq(users.id, user.userId), eq(users.companyId, user.companyId)));
  return true;
}
