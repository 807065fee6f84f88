import { builder, ScopeEnum } from '../../kernel/builder.ts';
import { LicensedFeaturesRef } from '../billing/billing.schema.ts';
import { hasUnreadChangelog } from '../changelog/changelog.service.ts';
import { BackofficeRoleEnum, PermissionsRef } from '../users/users.schema.ts';
import { CompanyRef, VenueRef } from '../venues/venues.schema.ts';
import * as session from './session.service.ts';

type UserMetadata = NonNullable<Awaited<ReturnType<typeof session.userMetadata>>>;

const UserMetadataRef = builder.objectRef<UserMetadata>('UserMetadata').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.field({ type: BackofficeRoleEnum, resolve: (u) => u.role as never }),
    permissions: t.field({ type: PermissionsRef, resolve: (u) => u.permissions }),
    venues: t.field({ type: [VenueRef], description: 'Venues the user may see.', resolve: (u) => u.venues }),
    company: t.field({ type: CompanyRef, resolve: (u) => u.company }),
  }),
});

const SessionMetadataRef = builder.objectRef<session.SessionMetadata>('SessionMetadata').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    userName: t.exposeString('userName'),
    userFirstName: t.exposeString('userFirstName'),
    userLastName: t.exposeString('userLastName'),
    email: t.exposeString('email'),
    companyId: t.exposeID('companyId', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    legalname: t.exposeString('legalname', { nullable: true }),
    organizationId: t.exposeID('organizationId', { nullable: true }),
    legalEntityId: t.exposeID('legalEntityId', { nullable: true }),
    billingAccountId: t.exposeID('billingAccountId', { nullable: true }),
    balanceAccountId: t.exposeID('balanceAccountId', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'EN is reported as GB.' }),
    currency: t.exposeString('currency', { nullable: true }),
    timezone: t.exposeString('timezone'),
    language: t.exposeString('language', { description: 'Company language: se, en, es or no.' }),
    scopes: t.field({ type: [ScopeEnum], resolve: (m) => m.scopes }),
    venueIds: t.idList({ description: 'Non-deleted venues the user may see.', resolve: (m) => m.venueIds }),
    isPaymentsOnly: t.exposeBoolean('isPaymentsOnly'),
    isOrganizationAdmin: t.exposeBoolean('isOrganizationAdmin'),
    actingAs: t.exposeBoolean('actingAs', {
      description: 'An organisation administrator is acting as this user.',
    }),
    hasUnreadChangelog: t.boolean({
      description: "What's new has entries published since the user last opened it (the top bar's dot).",
      resolve: (m, _args, ctx) => hasUnreadChangelog(ctx.db, m.userId),
    }),
    licensedFeatures: t.field({
      type: LicensedFeaturesRef,
      description:
        'What the company may use (§6): from its licences under new licensing, else its old flags.',
      resolve: (m) => m.licensedFeatures,
    }),
  }),
});

builder.queryFields((t) => ({
  authorizeUser: t.field({
    type: SessionMetadataRef,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => session.authorizeUser(ctx),
  }),
  userMetadata: t.field({
    type: UserMetadataRef,
    nullable: true,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => session.userMetadata(ctx),
  }),
  company: t.field({
    type: CompanyRef,
    authScopes: { companyUser: true },
    description: "The caller's company.",
    resolve: (_root, _args, ctx) => session.currentCompany(ctx),
  }),
}));
