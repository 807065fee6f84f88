import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import { CountryEnum } from '../auth/auth.schema.ts';
import { CompanyRef, VenueRef } from '../venues/venues.schema.ts';
import * as settings from './settings.service.ts';

const CompanySettingsInput = builder.inputType('CompanySettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    legalName: t.string(),
    organizationNumber: t.string(),
    country: t.field({ type: CountryEnum, required: true }),
    timezone: t.string({ required: true, description: 'IANA time zone, e.g. Europe/Stockholm.' }),
    defaultCurrency: t.string({ required: true }),
    defaultLanguage: t.string({ required: true, description: 'se, en, es or no.' }),
  }),
});

const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({ name: t.string(), street: t.string(), zip: t.string(), city: t.string() }),
});

const VenueInput = builder.inputType('VenueInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    legalName: t.string(),
    organizationNumber: t.string(),
    timezone: t.string({ required: true }),
    phone: t.string({ description: "Defaults to '0' on a new venue." }),
    staffIdleTimeout: t.int({ description: 'Seconds without a touch before a terminal locks (0 = never).' }),
    location: t.field({ type: LocationInput }),
  }),
});

builder.mutationFields((t) => ({
  updateCompany: t.field({
    type: CompanyRef,
    authScopes: { scope: 'SETTINGS' },
    args: { input: t.arg({ type: CompanySettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => settings.updateCompany(ctx, input),
  }),
  createVenue: t.field({
    type: VenueRef,
    authScopes: { scope: 'SETTINGS' },
    args: { input: t.arg({ type: VenueInput, required: true }) },
    resolve: (_root, { input }, ctx) => settings.createVenue(ctx, input),
  }),
  updateVenue: t.field({
    type: VenueRef,
    authScopes: { scope: 'SETTINGS' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: VenueInput, required: true }),
      active: t.arg.boolean({ description: 'false deactivates the venue; omitted leaves it as it is.' }),
    },
    resolve: (_root, { id, input, active }, ctx) => settings.updateVenue(ctx, String(id), input, active),
  }),
  grantPOSAccessToCurrentUser: t.field({
    type: MutationResultRef,
    authScopes: { companyUser: true },
    description: 'Gives a user of a company without venues the POS_CUSTOMIZATION scope (§4).',
    resolve: async (_root, _args, ctx) => {
      await settings.grantPOSAccessToCurrentUser(ctx);
      return ok();
    },
  }),
}));
