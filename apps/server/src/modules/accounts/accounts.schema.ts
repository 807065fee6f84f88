import { BACKOFFICE_ROLES } from '@fika/domain';
import { builder, ScopeEnum } from '../../kernel/builder.ts';
import type { CompanyView } from '../../kernel/company-view.ts';
import * as accounts from './accounts.service.ts';

export const PermissionsRef = builder
  .objectRef<{ scopes: readonly string[]; venueIds: readonly string[] }>('Permissions')
  .implement({
    description:
      'Scopes plus venues. An empty scope list is full access; an empty venue list is every venue.',
    fields: (t) => ({
      scopes: t.field({ type: [ScopeEnum], resolve: (p) => p.scopes as never }),
      venueIds: t.idList({ resolve: (p) => [...p.venueIds] }),
    }),
  });

const PermissionsInput = builder.inputType('PermissionsInput', {
  fields: (t) => ({
    scopes: t.field({ type: [ScopeEnum], required: true }),
    venueIds: t.idList({ required: true }),
  }),
});

const BackofficeRoleEnum = builder.enumType('BackofficeRole', { values: BACKOFFICE_ROLES });

const LocationRef = builder.objectRef<accounts.LocationView>('Location').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

export const VenueRef = builder.objectRef<accounts.VenueView>('Venue').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    legalName: t.exposeString('legalName', { nullable: true }),
    organizationId: t.exposeString('organizationNumber', {
      nullable: true,
      description: "The venue's organisation number.",
    }),
    legalEntityId: t.exposeID('legalEntityId', { nullable: true }),
    staffIdleTimeout: t.exposeInt('staffIdleTimeout'),
    timezone: t.exposeString('timezone'),
    phone: t.exposeString('phone'),
    active: t.exposeBoolean('active'),
    deleted: t.exposeBoolean('deleted'),
    location: t.field({ type: LocationRef, nullable: true, resolve: (v) => v.location }),
  }),
});

export const CompanyRef = builder.objectRef<CompanyView>('Company').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    legalName: t.exposeString('legalName', { nullable: true }),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    country: t.exposeString('country'),
    timezone: t.exposeString('timezone'),
    defaultCurrency: t.exposeString('defaultCurrency'),
    defaultLanguage: t.exposeString('defaultLanguage'),
    defaultCountryCode: t.exposeString('country'),
    isPaymentsOnly: t.exposeBoolean('isPaymentsOnly'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const UserRef = builder.objectRef<accounts.UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    role: t.field({ type: BackofficeRoleEnum, resolve: (u) => u.role as never }),
    active: t.exposeBoolean('active'),
    permissions: t.field({ type: PermissionsRef, resolve: (u) => u.permissions }),
  }),
});

type UserMetadata = NonNullable<Awaited<ReturnType<typeof accounts.userMetadata>>>;

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

const SessionMetadataRef = builder.objectRef<accounts.SessionMetadata>('SessionMetadata').implement({
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
  }),
});

builder.queryFields((t) => ({
  authorizeUser: t.field({
    type: SessionMetadataRef,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => accounts.authorizeUser(ctx),
  }),
  userMetadata: t.field({
    type: UserMetadataRef,
    nullable: true,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => accounts.userMetadata(ctx),
  }),
  company: t.field({
    type: CompanyRef,
    authScopes: { companyUser: true },
    description: "The caller's company.",
    resolve: (_root, _args, ctx) => accounts.currentCompany(ctx),
  }),
  venues: t.field({
    type: [VenueRef],
    authScopes: { companyUser: true },
    resolve: (_root, _args, ctx) => accounts.visibleVenues(ctx),
  }),
  venue: t.field({
    type: VenueRef,
    authScopes: { companyUser: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => accounts.getVenue(ctx, String(id)),
  }),
  users: t.field({
    type: [UserRef],
    authScopes: { scope: 'ACCOUNTS' },
    resolve: (_root, _args, ctx) => accounts.listUsers(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateUserPermissions: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: {
      userId: t.arg.id({ required: true }),
      permissions: t.arg({ type: PermissionsInput, required: true }),
    },
    resolve: (_root, { userId, permissions }, ctx) =>
      accounts.updateUserPermissions(ctx, String(userId), {
        scopes: permissions.scopes,
        venueIds: permissions.venueIds.map(String),
      }),
  }),
  assignVenueToUser: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: (_root, { userId, venueId }, ctx) =>
      accounts.assignVenueToUser(ctx, String(userId), String(venueId)),
  }),
  removeVenueFromUser: t.field({
    type: UserRef,
    authScopes: { scope: 'ACCOUNTS' },
    args: { userId: t.arg.id({ required: true }), venueId: t.arg.id({ required: true }) },
    resolve: (_root, { userId, venueId }, ctx) =>
      accounts.removeVenueFromUser(ctx, String(userId), String(venueId)),
  }),
}));
