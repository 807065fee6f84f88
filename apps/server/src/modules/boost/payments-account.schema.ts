import { builder } from '../../kernel/builder.ts';
import * as account from './payments-account.service.ts';

const ShareholderRef = builder
  .objectRef<account.PaymentAccountHolderView['shareholders'][number]>('AccountHolderShareholder')
  .implement({
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      type: t.exposeString('type', { description: 'Owner, Controller or Signatory.' }),
      jobTitle: t.exposeString('jobTitle'),
    }),
  });

const PaymentAccountHolderRef = builder
  .objectRef<account.PaymentAccountHolderView>('PaymentAccountHolder')
  .implement({
    description: 'The legal entity’s account holder at the payments platform (§3 payload).',
    fields: (t) => ({
      id: t.exposeID('id'),
      providerAccountHolderId: t.exposeString('providerAccountHolderId'),
      entityType: t.string({ resolve: () => 'Business' }),
      legalName: t.exposeString('legalName'),
      email: t.exposeString('email'),
      country: t.exposeString('country'),
      shareholders: t.field({ type: [ShareholderRef], resolve: (h) => h.shareholders }),
      kycStatus: t.exposeString('kycStatus', {
        description: 'not_started, pending, verified or rejected, as the provider last reported it.',
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

const PaymentStoreRef = builder.objectRef<account.PaymentStoreView>('PaymentStore').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    providerStoreId: t.exposeString('providerStoreId'),
    status: t.exposeString('status'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PaymentVenueRef = builder
  .objectRef<account.PaymentsAccountView['venues'][number]>('PaymentsAccountVenue')
  .implement({
    fields: (t) => ({
      venueId: t.exposeID('venueId'),
      venueName: t.exposeString('venueName'),
      store: t.field({ type: PaymentStoreRef, nullable: true, resolve: (v) => v.store }),
    }),
  });

const PaymentsAccountRef = builder.objectRef<account.PaymentsAccountView>('PaymentsAccount').implement({
  description: 'A legal entity’s payments account: account holder, KYC and stores per venue.',
  fields: (t) => ({
    legalEntityId: t.exposeID('legalEntityId'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    accountHolder: t.field({
      type: PaymentAccountHolderRef,
      nullable: true,
      resolve: (a) => a.accountHolder,
    }),
    venues: t.field({ type: [PaymentVenueRef], resolve: (a) => a.venues }),
  }),
});

const KycLinkRef = builder.objectRef<{ id: string; url: string }>('KycLink').implement({
  fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url') }),
});

const ShareholderInput = builder.inputType('ShareholderInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    type: t.string({ description: 'Owner, Controller or Signatory.' }),
    jobTitle: t.string(),
  }),
});

// Fields are optional here so a missing one comes back as a translated field error, not a
// GraphQL validation failure.
const AccountHolderInput = builder.inputType('AccountHolderInput', {
  fields: (t) => ({
    legalName: t.string(),
    email: t.string(),
    shareholders: t.field({ type: [ShareholderInput] }),
  }),
});

builder.queryFields((t) => ({
  paymentsAccount: t.field({
    type: PaymentsAccountRef,
    authScopes: { scope: 'FINANCE' },
    description: 'The payments account of a legal entity the caller may see.',
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: (_root, { legalEntityId }, ctx) => account.paymentsAccount(ctx, String(legalEntityId)),
  }),
  kycLink: t.field({
    type: KycLinkRef,
    authScopes: { scope: 'FINANCE' },
    description: 'The payments platform’s hosted verification page for the legal entity’s account holder.',
    args: { legalEntityId: t.arg.id({ required: true }) },
    resolve: (_root, { legalEntityId }, ctx) => account.kycLink(ctx, String(legalEntityId)),
  }),
}));

builder.mutationFields((t) => ({
  createAccountHolder: t.field({
    type: PaymentsAccountRef,
    authScopes: { scope: 'FINANCE' },
    description: 'Creates the legal entity’s account holder (entity type Business, the entity’s country).',
    args: {
      legalEntityId: t.arg.id({ required: true }),
      input: t.arg({ type: AccountHolderInput, required: true }),
    },
    resolve: (_root, { legalEntityId, input }, ctx) =>
      account.createAccountHolder(ctx, String(legalEntityId), {
        legalName: input.legalName ?? '',
        email: input.email ?? '',
        shareholders: (input.shareholders ?? []).map((s) => ({
          firstName: s.firstName ?? '',
          lastName: s.lastName ?? '',
          type: s.type ?? '',
          jobTitle: s.jobTitle ?? '',
        })),
      }),
  }),
  createStore: t.field({
    type: PaymentsAccountRef,
    authScopes: { scope: 'FINANCE' },
    description: 'Opens a venue’s store under its legal entity’s verified account holder.',
    args: { venueId: t.arg.id({ required: true }) },
    resolve: (_root, { venueId }, ctx) => account.createStore(ctx, String(venueId)),
  }),
}));
