import type { LicensedFeatures } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import { customerPortalLink } from './billing.service.ts';
import { createBillingCustomer, licenseCheckoutLink, licensePrices } from './license-checkout.service.ts';

/** §6 licence gating: what the company may use. */
export const LicensedFeaturesRef = builder.objectRef<LicensedFeatures>('LicensedFeatures').implement({
  description: 'Features switched on by licences (new licensing) or by the old company flags.',
  fields: (t) => ({
    appOrders: t.exposeBoolean('appOrders', { description: 'Online (app) orders: an APP licence.' }),
    express: t.exposeBoolean('express', { description: 'Express POS: a QSR licence.' }),
    kitchenScreens: t.exposeBoolean('kitchenScreens', { description: 'Kitchen screens: a KDS licence.' }),
    tableService: t.exposeBoolean('tableService', {
      description: 'Floor plans and table service: a TSR licence.',
    }),
    customerDisplay: t.exposeBoolean('customerDisplay', {
      description: 'Customer displays: a CUSTOMER_DISPLAY licence.',
    }),
  }),
});

builder.queryField('customerPortalLink', (t) =>
  t.string({
    nullable: true,
    authScopes: { scope: 'FINANCE' },
    description:
      "A billing customer-portal address (valid 30 minutes) for the caller's company billing account; " +
      'null when the billing provider could not open a session.',
    args: {
      billingAccountId: t.arg.id({ required: true }),
      redirectUrl: t.arg.string({
        required: true,
        description: 'Where the portal sends the user back to: a path on this site or an http(s) URL.',
      }),
    },
    resolve: (_root, args, ctx) =>
      customerPortalLink(ctx, {
        billingAccountId: String(args.billingAccountId),
        redirectUrl: args.redirectUrl,
      }),
  }),
);

const LicensePriceRef = builder.objectRef<{ product: string; unitPrice: number }>('LicensePrice').implement({
  fields: (t) => ({
    product: t.exposeString('product', { description: 'A licence product (EPOS, TSR, KDS, APP, …).' }),
    unitPrice: t.exposeInt('unitPrice', { description: 'Per licence and month, minor units.' }),
  }),
});

const LicensePricesRef = builder
  .objectRef<{ currency: string; products: { product: string; unitPrice: number }[] }>('LicensePrices')
  .implement({
    fields: (t) => ({
      currency: t.exposeString('currency', { description: 'The currency the company is billed in.' }),
      products: t.field({ type: [LicensePriceRef], resolve: (p) => p.products }),
    }),
  });

const LicenseCheckoutLinkRef = builder
  .objectRef<{ redirectUrl: string; billingAccountId: string }>('LicenseCheckoutLink')
  .implement({
    fields: (t) => ({
      redirectUrl: t.exposeString('redirectUrl', { description: "The provider's hosted checkout page." }),
      billingAccountId: t.exposeID('billingAccountId', { description: 'The billing account charged.' }),
    }),
  });

const BillingAccountRef = builder.objectRef<{ id: string }>('BillingAccount').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const LicenseCheckoutLineInput = builder.inputType('LicenseCheckoutLineInput', {
  fields: (t) => ({
    product: t.string({ required: true, description: 'One of the products licensePrices lists.' }),
    quantity: t.int({ required: true, description: '1–50.' }),
  }),
});

builder.queryField('licensePrices', (t) =>
  t.field({
    type: LicensePricesRef,
    authScopes: { scope: 'FINANCE' },
    description: 'The licence products on sale and their monthly prices, from the billing provider.',
    resolve: (_root, _args, ctx) => licensePrices(ctx),
  }),
);

builder.mutationFields((t) => ({
  createBillingCustomer: t.field({
    type: BillingAccountRef,
    authScopes: { scope: 'FINANCE' },
    description:
      "The company's billing account, opening a customer at the billing provider when it has none.",
    resolve: async (_root, _args, ctx) => ({ id: (await createBillingCustomer(ctx)).id }),
  }),
  licenseCheckoutLink: t.field({
    type: LicenseCheckoutLinkRef,
    authScopes: { scope: 'FINANCE' },
    description:
      'A hosted checkout for licences; paying creates them (once) and returns to redirectUrl. Opens the ' +
      'billing customer first when the company has none.',
    args: {
      products: t.arg({ type: [LicenseCheckoutLineInput], required: true }),
      redirectUrl: t.arg.string({
        required: true,
        description: 'Where the checkout sends the user back to: a path on this site or an http(s) URL.',
      }),
      billingAccountId: t.arg.id({
        description: "One of the company's billing accounts; left out: its own.",
      }),
    },
    resolve: (_root, args, ctx) =>
      licenseCheckoutLink(ctx, {
        products: args.products,
        redirectUrl: args.redirectUrl,
        billingAccountId: args.billingAccountId == null ? null : String(args.billingAccountId),
      }),
  }),
}));
