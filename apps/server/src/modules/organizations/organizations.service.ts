import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireOrgAdmin } from '../../kernel/guards.ts';
import { companies, organizationCompanies, organizations, users } from '../../platform/db/schema/index.ts';
import { type AuthResult, authSuccess } from '../auth/auth.errors.ts';
import { signSession } from '../auth/session-tokens.ts';
import { type UserView, usersOfCompanies } from '../users/users.service.ts';

export interface OrganizationView {
  id: string;
  name: string;
  accessibleCompanies: { id: string; name: string; users: UserView[] }[];
}

/** GetOrganization: the administrator's organisation, its companies and their active users. */
export async function getOrganization(ctx: Ctx): Promise<OrganizationView> {
  const admin = requireOrgAdmin(ctx);
  const [organization] = await ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, admin.organizationId));
  if (!organization) throw notFound('Organization');
  const companyRows = await ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(organizationCompanies)
    .innerJoin(companies, eq(companies.id, organizationCompanies.companyId))
    .where(eq(organizationCompanies.organizationId, organization.id))
    .orderBy(asc(companies.name));
  const allUsers = (
    await usersOfCompanies(
      ctx.db,
      companyRows.map((c) => c.id),
    )
  ).filter((u) => u.active);
  return {
    id: organization.id,
    name: organization.name,
    accessibleCompanies: companyRows.map((c) => ({
      ...c,
      users: allUsers.filter((u) => u.companyId === c.id),
    })),
  };
}

/**
 * Hands an organisation administrator a session as one of the users of a company their
 * organisation may access. The token names the administrator as actor.
 */
export async function actAsUser(ctx: Ctx, userId: string): Promise<AuthResult> {
  const result = await userTokenFor(ctx, userId);
  ctx.log.info({ actorId: ctx.principal?.userId, userId }, 'organisation administrator acts as user');
  return result;
}

/** The session token an organisation administrator may use to act as `userId` (OrganizationUser.authToken). */
export async function userTokenFor(ctx: Ctx, userId: string): Promise<AuthResult> {
  const admin = requireOrgAdmin(ctx);
  const [target] = await ctx.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .innerJoin(organizationCompanies, eq(organizationCompanies.companyId, users.companyId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        eq(organizationCompanies.organizationId, admin.organizationId),
      ),
    );
  if (!target) throw notFound('User');
  const token = await signSession(ctx.config.jwtSecret, {
    userId: target.id,
    kind: 'user',
    version: target.tokenVersion,
    actorId: admin.userId,
  });
  return authSuccess(token, false);
}
