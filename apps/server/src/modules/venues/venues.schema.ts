import { builder } from '../../kernel/builder.ts';
import type { CompanyView } from '../../kernel/company-view.ts';
import * as venues from './venues.service.ts';

const LocationRef = builder.objectRef<venues.LocationView>('Location').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

export const VenueRef = builder.objectRef<venues.VenueView>('Venue').implement({
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

builder.queryFields((t) => ({
  venues: t.field({
    type: [VenueRef],
    authScopes: { companyUser: true },
    resolve: (_root, _args, ctx) => venues.visibleVenues(ctx),
  }),
  venue: t.field({
    type: VenueRef,
    authScopes: { companyUser: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => venues.getVenue(ctx, String(id)),
  }),
}));
