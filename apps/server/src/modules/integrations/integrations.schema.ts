// GraphQL types and fields of integrations (§7): the catalogue, connecting through the provider's
// consent page, variables, the account mapping, enable / disable / disconnect and the configuration
// history. Credentials have no field anywhere: they never leave the server.
import { builder } from '../../kernel/builder.ts';
import * as integrations from './integrations.service.ts';

const INTEGRATIONS = { scope: 'INTEGRATIONS' } as const;

const VariableRef = builder
  .objectRef<integrations.IntegrationView['variables'][number]>('IntegrationVariable')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      value: t.exposeString('value'),
      sandboxOnly: t.exposeBoolean('sandboxOnly', {
        description: 'Only the sandbox provider reads it (e.g. to fail on purpose in a demo).',
      }),
    }),
  });

const MappingRowRef = builder.objectRef<integrations.MappingRow>('AccountMappingRow').implement({
  description: 'One key of an account mapping: the account saved for it and the standard chart’s.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'sales.<rate>, vat.<rate>, payment.<method>, tips, rounding, refunds or discounts.',
    }),
    account: t.exposeString('account', { nullable: true }),
    standardAccount: t.exposeString('standardAccount', { nullable: true }),
    required: t.exposeBoolean('required', { description: 'Whether a day voucher posts to it.' }),
    paymentMethodName: t.exposeString('paymentMethodName', { nullable: true }),
  }),
});

const IntegrationRef = builder.objectRef<integrations.IntegrationView>('Integration').implement({
  description: 'An accounting or payroll system of the company’s country and its connection (a sandbox).',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'accounting or payroll.' }),
    status: t.exposeString('status', {
      description: 'available (never connected), connected, enabled, disabled or disconnected.',
    }),
    sandbox: t.boolean({
      description: 'Every provider is a sandbox inside the server.',
      resolve: () => true,
    }),
    externalAccountName: t.exposeString('externalAccountName', { nullable: true }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime', nullable: true }),
    enabledAt: t.expose('enabledAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    hasCredentials: t.exposeBoolean('hasCredentials'),
    variables: t.field({ type: [VariableRef], resolve: (i) => i.variables }),
    chartName: t.exposeString('chartName', { nullable: true, description: 'The standard chart (BAS, …).' }),
    mapping: t.field({ type: [MappingRowRef], resolve: (i) => i.mapping }),
    missingAccounts: t.exposeStringList('missingAccounts', {
      description: 'The keys a day voucher needs that have no account yet: enabling is refused until empty.',
    }),
  }),
});

const ConfigChangeRef = builder.objectRef<integrations.ConfigChange>('IntegrationConfigChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    secret: t.boolean({
      description: 'A secret changed: named, never its values.',
      resolve: (c) => c.secret === true,
    }),
  }),
});

const ConfigEventRef = builder.objectRef<integrations.ConfigEventView>('IntegrationConfigEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    provider: t.exposeString('provider'),
    kind: t.exposeString('kind', {
      description: 'activated, connected, variables, mapping, enabled, disabled, disconnected or note.',
    }),
    changes: t.field({ type: [ConfigChangeRef], resolve: (e) => e.changes }),
    userName: t.exposeString('userName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ConnectStartRef = builder.objectRef<{ url: string }>('IntegrationConnectStart').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'The provider’s consent page.' }) }),
});

const VariableInput = builder.inputType('IntegrationVariableInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

const MappingInput = builder.inputType('AccountMappingInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    account: t.string({ required: true, description: 'Empty removes the key.' }),
  }),
});

builder.queryFields((t) => ({
  integrations: t.field({
    type: [IntegrationRef],
    authScopes: INTEGRATIONS,
    description: 'The accounting and payroll systems offered in the company’s country, each with its status.',
    resolve: (_root, _args, ctx) => integrations.listIntegrations(ctx),
  }),
  integration: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.getIntegration(ctx, args.provider),
  }),
  integrationConfigEvents: t.field({
    type: [ConfigEventRef],
    authScopes: INTEGRATIONS,
    description: 'Every configuration change of an integration, newest first: who, when, what.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.listConfigEvents(ctx, args.provider),
  }),
}));

builder.mutationFields((t) => ({
  startIntegrationConnect: t.field({
    type: ConnectStartRef,
    authScopes: INTEGRATIONS,
    description: 'The provider’s consent page; it returns to /integrations/{provider} with code and state.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.startConnect(ctx, args.provider),
  }),
  completeIntegrationConnect: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    description: 'The consent return: exchanges the code and stores the credentials, encrypted.',
    args: {
      provider: t.arg.string({ required: true }),
      state: t.arg.string({ required: true }),
      code: t.arg.string(),
      error: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      integrations.completeConnect(ctx, {
        provider: args.provider,
        state: args.state,
        code: args.code,
        error: args.error,
      }),
  }),
  activateIntegration: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    description: 'Starts an integration that needs no company-wide authorisation (payroll systems).',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.activateIntegration(ctx, args.provider),
  }),
  setIntegrationVariable: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    args: {
      provider: t.arg.string({ required: true }),
      variables: t.arg({ type: [VariableInput], required: true }),
    },
    resolve: (_root, args, ctx) => integrations.setVariables(ctx, args.provider, args.variables),
  }),
  setAccountMapping: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    args: {
      provider: t.arg.string({ required: true }),
      mapping: t.arg({ type: [MappingInput], required: true }),
    },
    resolve: (_root, args, ctx) => integrations.setAccountMapping(ctx, args.provider, args.mapping),
  }),
  enableIntegration: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    description:
      'Refused while an account a day voucher posts to is unmapped, or another accounting system is enabled.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.enableIntegration(ctx, args.provider),
  }),
  disableIntegration: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.disableIntegration(ctx, args.provider),
  }),
  disconnectIntegration: t.field({
    type: IntegrationRef,
    authScopes: INTEGRATIONS,
    description: 'Forgets the credentials and stops posting; variables and mapping are kept.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => integrations.disconnectIntegration(ctx, args.provider),
  }),
  addIntegrationConfigEvents: t.field({
    type: [ConfigEventRef],
    authScopes: INTEGRATIONS,
    description: 'Adds notes to an integration’s configuration history; returns the history.',
    args: {
      provider: t.arg.string({ required: true }),
      notes: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, ctx) => integrations.addNotes(ctx, args.provider, args.notes),
  }),
}));
