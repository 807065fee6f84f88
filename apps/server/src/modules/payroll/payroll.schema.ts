import { builder } from '../../kernel/builder.ts';
import * as payroll from './payroll.service.ts';

const INTEGRATIONS = { scope: 'INTEGRATIONS' } as const;

const PayrollLinkRef = builder.objectRef<payroll.PayrollLinkView>('PayrollLink').implement({
  description:
    'A venue’s link to a payroll system: its sales per hour are sent every few minutes. The token is never returned.',
  fields: (t) => ({
    id: t.exposeID('id'),
    provider: t.exposeString('provider'),
    venueId: t.exposeID('venueId'),
    venueName: t.exposeString('venueName'),
    shouldAddTip: t.exposeBoolean('shouldAddTip', { description: 'Tips count as revenue.' }),
    active: t.exposeBoolean('active'),
    lastSentAt: t.expose('lastSentAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the provider last accepted the hours.',
    }),
    lastStatus: t.exposeString('lastStatus', {
      nullable: true,
      description: 'ok or failed; null before the first send.',
    }),
    lastMessage: t.exposeString('lastMessage', {
      nullable: true,
      description: 'The provider’s message of a failed send.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PayrollLinkInput = builder.inputType('PayrollLinkInput', {
  fields: (t) => ({
    venueId: t.id({ required: true }),
    token: t.string({ description: 'Required for a new link; empty keeps the stored token.' }),
    shouldAddTip: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  payrollLinks: t.field({
    type: [PayrollLinkRef],
    authScopes: INTEGRATIONS,
    args: { provider: t.arg.string({ required: true }) },
    description: 'The payroll provider’s links of the venues the caller may see, by venue name.',
    resolve: (_root, { provider }, ctx) => payroll.listPayrollLinks(ctx, provider),
  }),
}));

builder.mutationFields((t) => ({
  savePayrollLink: t.field({
    type: PayrollLinkRef,
    authScopes: INTEGRATIONS,
    description: 'Creates or updates the venue’s link, then sends its hours once.',
    args: {
      provider: t.arg.string({ required: true }),
      input: t.arg({ type: PayrollLinkInput, required: true }),
    },
    resolve: (_root, { provider, input }, ctx) => payroll.savePayrollLink(ctx, provider, input),
  }),
  syncPayrollLink: t.field({
    type: PayrollLinkRef,
    authScopes: INTEGRATIONS,
    description: 'Sends the venue’s hours now instead of at the next run.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => payroll.syncPayrollLinkNow(ctx, String(id)),
  }),
  removePayrollLink: t.field({
    type: 'Boolean',
    authScopes: INTEGRATIONS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => payroll.removePayrollLink(ctx, String(id)),
  }),
}));
