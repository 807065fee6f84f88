// Who is signed in, as the web app keeps it (§3 session metadata, user metadata, the company).
import {
  ALL_FEATURES_LICENSED,
  DEFAULT_TIMEZONE,
  type LicensedFeatures,
  normalizeCompanyLanguage,
  type Scope,
} from '@fika/domain';
import { asc, eq } from 'drizzle-orm';
import type { CompanyView } from '../../kernel/company-view.ts';
import type { Ctx } from '../../kernel/context.ts';
import { unauthenticated } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { organizationCompanies } from '../../platform/db/schema/index.ts';
import { companyBillingAccountId } from '../billing/billing.service.ts';
import { companyLicensedFeatures } from '../billing/licensed-features.ts';
import { visibleLegalEntities, visibleVenues } from '../venues/venues.service.ts';

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
  /** What the company may use (§6 licence gating): the sidebar, online ordering and tables follow it. */
  licensedFeatures: LicensedFeatures;
}

/** First and last name split at the first space, as the session metadata of §3 wants them. */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  return at < 0
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, at), last: trimmed.slice(at + 1).trim() };
}

export function currentCompany(ctx: Ctx): CompanyView {
  return requireUser(ctx).company;
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
      licensedFeatures: ALL_FEATURES_LICENSED,
    };
  }
  const { company } = principal;
  const [visible, organization, billingAccountId, licensedFeatures] = await Promise.all([
    visibleVenues(ctx, principal),
    ctx.db
      .select({ id: organizationCompanies.organizationId })
      .from(organizationCompanies)
      .where(eq(organizationCompanies.companyId, principal.companyId))
      .orderBy(asc(organizationCompanies.organizationId))
      .limit(1),
    companyBillingAccountId(ctx.db, principal.companyId),
    companyLicensedFeatures(ctx.db, principal.companyId),
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
    licensedFeatures,
  };
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
