import { canAccessVenue, hasScope, type Scope } from '@fika/domain';
import type { Ctx, OrgAdminPrincipal, UserPrincipal } from './context.ts';
import { forbidden, notFound, unauthenticated } from './errors.ts';

/** The calling company user, or UNAUTHENTICATED / FORBIDDEN. */
export function requireUser(ctx: Ctx): UserPrincipal {
  if (!ctx.principal) throw unauthenticated();
  if (ctx.principal.kind !== 'user') throw forbidden();
  return ctx.principal;
}

/** The calling company user holding `scope` (an empty scope list is full access). */
export function requireScope(ctx: Ctx, scope: Scope): UserPrincipal {
  const user = requireUser(ctx);
  if (!hasScope(user.permissions, scope)) throw forbidden();
  return user;
}

export function requireOrgAdmin(ctx: Ctx): OrgAdminPrincipal {
  if (!ctx.principal) throw unauthenticated();
  if (ctx.principal.kind !== 'orgAdmin') throw forbidden();
  return ctx.principal;
}

/** A venue outside the caller's permitted venues is reported as not found, like another company's. */
export function assertVenueAccess(user: UserPrincipal, venueId: string): void {
  if (!canAccessVenue(user.permissions, venueId)) throw notFound('Venue');
}
