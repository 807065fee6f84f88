import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { integrationSecrets, integrations } from '../../platform/db/schema/index.ts';
import { decryptSecret } from '../../platform/secrets.ts';

let t: TestServer;
let owner = '';
let companyId = '';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const session = await t.gql<{ authorizeUser: { companyId: string } }>(
    'query { authorizeUser { companyId } }',
    {},
    owner,
  );
  companyId = session.data?.authorizeUser.companyId ?? '';
});
afterAll(() => t.close());

type Errors = { errors?: { extensions?: Record<string, unknown> }[] };
const codeOf = (r: Errors) => r.errors?.[0]?.extensions?.code;
const keyOf = (r: Errors) => r.errors?.[0]?.extensions?.messageKey;
const fieldErrorsOf = (r: Errors) =>
  (r.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[];

const VIEW = `provider name kind status sandbox externalAccountName hasCredentials connectedAt enabledAt
  variables { key value sandboxOnly } chartName missingAccounts
  mapping { key account standardAccount required paymentMethodName }`;

interface View {
  provider: string;
  status: string;
  externalAccountName: string | null;
  hasCredentials: boolean;
  variables: { key: string; value: string }[];
  chartName: string | null;
  missingAccounts: string[];
  mapping: {
    key: string;
    account: string | null;
    standardAccount: string | null;
    paymentMethodName: string | null;
  }[];
}

const integration = (provider: string, token = owner) =>
  t.gql<{ integration: View }>(
    `query($p: String!) { integration(provider: $p) { ${VIEW} } }`,
    { p: provider },
    token,
  );

const mutate = (name: string, provider: string, token = owner) =>
  t.gql<Record<string, View>>(
    `mutation($p: String!) { ${name}(provider: $p) { ${VIEW} } }`,
    { p: provider },
    token,
  );

const setMapping = (provider: string, mapping: { key: string; account: string }[], token = owner) =>
  t.gql<{ setAccountMapping: View }>(
    `mutation($p: String!, $m: [AccountMappingInput!]!) { setAccountMapping(provider: $p, mapping: $m) { ${VIEW} } }`,
    { p: provider, m: mapping },
    token,
  );

const events = (provider: string, token = owner) =>
  t.gql<{
    integrationConfigEvents: {
      kind: string;
      userName: string | null;
      changes: { field: string; from: string | null; to: string | null; secret: boolean }[];
    }[];
  }>(
    'query($p: String!) { integrationConfigEvents(provider: $p) { kind userName createdAt changes { field from to secret } } }',
    { p: provider },
    token,
  );

/** Walks the consent: start, the sandbox page, Allow (or Deny); the code and state it returns with. */
async function consent(provider: string, decision: 'allow' | 'deny' = 'allow', token = owner) {
  const started = await t.gql<{ startIntegrationConnect: { url: string } }>(
    'mutation($p: String!) { startIntegrationConnect(provider: $p) { url } }',
    { p: provider },
    token,
  );
  const url = new URL(started.data?.startIntegrationConnect.url ?? '');
  const page = await fetch(`${t.url}${url.pathname}${url.search}`);
  const html = await page.text();
  const state = url.searchParams.get('state') ?? '';
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  const answer = await fetch(`${t.url}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, redirect_uri: redirect, decision }).toString(),
  });
  const back = new URL(answer.headers.get('location') ?? '');
  return {
    url,
    page,
    html,
    answer,
    back,
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error'),
  };
}

const complete = (
  provider: string,
  args: { state: string; code?: string | null; error?: string | null },
  token = owner,
) =>
  t.gql<{ completeIntegrationConnect: View }>(
    `mutation($p: String!, $s: String!, $c: String, $e: String) {
      completeIntegrationConnect(provider: $p, state: $s, code: $c, error: $e) { ${VIEW} } }`,
    { p: provider, s: args.state, c: args.code ?? null, e: args.error ?? null },
    token,
  );

async function connect(provider: string) {
  const c = await consent(provider);
  const done = await complete(provider, c);
  expect(done.errors).toBeUndefined();
  return done.data?.completeIntegrationConnect as View;
}

describe('the catalogue', () => {
  it('lists the systems of the company’s country, each with its status and the sandbox label', async () => {
    const r = await t.gql<{
      integrations: { provider: string; kind: string; status: string; sandbox: boolean }[];
    }>('query { integrations { provider kind status sandbox } }', {}, owner);
    expect(r.data?.integrations.map((i) => i.provider)).toEqual([
      'fortnox',
      'visma-eekonomi',
      'planday',
      'caspeco',
      'quinyx',
    ]);
    expect(r.data?.integrations.every((i) => i.sandbox && i.status === 'available')).toBe(true);
  });

  it('is closed to users without INTEGRATIONS and names no provider of another country', async () => {
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await t.gql('query { integrations { provider } }', {}, manager))).toBe('FORBIDDEN');
    expect(codeOf(await mutate('enableIntegration', 'fortnox', manager))).toBe('FORBIDDEN');
    for (const provider of ['xero', 'tripletex', '', 'x'.repeat(5000), 'fortnox\u0000']) {
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(codeOf(await integration(provider)));
    }
  });
});

describe('connecting through the sandbox consent page', () => {
  it('shows a labelled consent page and refuses a return address that is not registered', async () => {
    const c = await consent('fortnox', 'deny');
    expect(c.page.status).toBe(200);
    expect(c.html).toContain('Sandbox');
    expect(c.html).toContain('Fortnox');
    expect(c.html).toContain('Allow');
    expect(c.answer.status).toBe(303);
    expect(c.error).toBe('access_denied');
    expect(`${c.back.origin}${c.back.pathname}`).toBe(`${t.config.publicUrl}/integrations/fortnox`);
    const denied = await complete('fortnox', c);
    expect(keyOf(denied)).toBe('integrations.errors.connect.denied');

    const evil = new URL(c.url);
    evil.searchParams.set('redirect_uri', 'https://attacker.example/steal');
    const refused = await fetch(`${t.url}${evil.pathname}${evil.search}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain('<form');
    expect((await fetch(`${t.url}/sandbox/integrations/nope/authorize?state=x`)).status).toBe(400);
  });

  it('stores the credentials encrypted, never returns them and starts the mapping from BAS', async () => {
    const c = await consent('fortnox');
    expect(c.code).toMatch(/^sbxc_/);
    const r = await complete('fortnox', c);
    expect(r.errors).toBeUndefined();
    const view = r.data?.completeIntegrationConnect;
    expect(view).toMatchObject({
      status: 'connected',
      hasCredentials: true,
      chartName: 'BAS',
      missingAccounts: [],
    });
    expect(view?.externalAccountName).toMatch(/^Fortnox sandbox \d{6}$/);
    expect(view?.mapping).toContainEqual({
      key: 'sales.25',
      account: '3001',
      standardAccount: '3001',
      required: true,
      paymentMethodName: null,
    });
    expect(view?.mapping.find((m) => m.key === 'payment.CARD')?.paymentMethodName).toBeTruthy();

    const [secret] = await t.database.db
      .select()
      .from(integrationSecrets)
      .where(
        and(eq(integrationSecrets.companyId, companyId), eq(integrationSecrets.owner, 'integration:fortnox')),
      );
    expect(secret?.ciphertext).toMatch(/^v1\./);
    const plain = decryptSecret(
      t.config.jwtSecret,
      `${companyId}:integration:fortnox`,
      secret?.ciphertext ?? '',
    );
    expect(plain).toMatch(/^sbx_fortnox_/);
    expect(secret?.ciphertext).not.toContain(plain ?? '-');
    // Nowhere in the API: not in the integration, the catalogue or the history.
    const everything = JSON.stringify([
      await integration('fortnox'),
      await t.gql('query { integrations { provider externalAccountName hasCredentials } }', {}, owner),
      await events('fortnox'),
    ]);
    expect(everything).not.toContain(plain);
    expect(everything).not.toContain(secret?.ciphertext);

    // The code works once.
    expect(keyOf(await complete('fortnox', c))).toBe('integrations.errors.connect.invalid');
  });

  it('refuses a forged or foreign state and a made-up code', async () => {
    const c = await consent('visma-eekonomi');
    expect(keyOf(await complete('visma-eekonomi', { state: `${c.state}x`, code: c.code }))).toBe(
      'integrations.errors.connect.invalid',
    );
    expect(keyOf(await complete('fortnox', { state: c.state, code: c.code }))).toBe(
      'integrations.errors.connect.invalid',
    );
    expect(keyOf(await complete('visma-eekonomi', { state: c.state, code: 'sbxc_made_up' }))).toBe(
      'integrations.errors.connect.invalid',
    );
    const other = await signUpOtherCompany(t);
    expect(codeOf(await complete('visma-eekonomi', { state: c.state, code: c.code }, other.token))).toBe(
      'NOT_FOUND',
    );
    expect((await integration('visma-eekonomi')).data?.integration.status).toBe('available');
  });
});

describe('the account mapping and enabling', () => {
  it('refuses malformed accounts and keys with field errors and changes nothing', async () => {
    const before = (await integration('fortnox')).data?.integration.mapping;
    const r = await setMapping('fortnox', [
      { key: 'sales.25', account: '3011' },
      { key: 'tips', account: '289' },
      { key: 'bogus', account: '1000' },
      { key: 'rounding', account: 'x'.repeat(5000) },
    ]);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(r)).toContainEqual({
      field: 'mapping.tips',
      message: 'validation.accountMapping.account.fourDigits',
    });
    expect(fieldErrorsOf(r)).toContainEqual({
      field: 'mapping',
      message: 'validation.accountMapping.key.invalid',
    });
    expect((await integration('fortnox')).data?.integration.mapping).toEqual(before);
  });

  it('refuses to enable with a missing account, naming it, and enables once it is mapped', async () => {
    const removed = await setMapping('fortnox', [{ key: 'tips', account: '' }]);
    expect(removed.data?.setAccountMapping.missingAccounts).toEqual(['tips']);
    const refused = await mutate('enableIntegration', 'fortnox');
    expect(keyOf(refused)).toBe('integrations.errors.missingAccounts');
    expect(fieldErrorsOf(refused)).toEqual([
      { field: 'mapping.tips', message: 'validation.accountMapping.account.missing' },
    ]);
    expect((await integration('fortnox')).data?.integration.status).toBe('connected');

    expect((await setMapping('fortnox', [{ key: 'tips', account: '2893' }])).errors).toBeUndefined();
    const enabled = await mutate('enableIntegration', 'fortnox');
    expect(enabled.data?.enableIntegration?.status).toBe('enabled');
    // While enabled, a change that would leave a voucher account unmapped is refused.
    expect(keyOf(await setMapping('fortnox', [{ key: 'sales.25', account: '' }]))).toBe(
      'integrations.errors.missingAccounts',
    );

    const history = (await events('fortnox')).data?.integrationConfigEvents ?? [];
    expect(history[0]).toMatchObject({
      kind: 'enabled',
      userName: expect.any(String),
      changes: [{ field: 'status', from: 'connected', to: 'enabled', secret: false }],
    });
    expect(history).toContainEqual(
      expect.objectContaining({
        kind: 'mapping',
        changes: [{ field: 'tips', from: null, to: '2893', secret: false }],
      }),
    );
    const connected = history.find((e) => e.kind === 'connected');
    expect(connected?.changes).toContainEqual({ field: 'credentials', from: null, to: null, secret: true });
  });

  it('keeps one accounting system enabled at a time, also under a concurrent burst', async () => {
    await connect('visma-eekonomi');
    const refused = await mutate('enableIntegration', 'visma-eekonomi');
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(keyOf(refused)).toBe('integrations.errors.otherAccountingEnabled');

    expect((await mutate('disableIntegration', 'fortnox')).data?.disableIntegration?.status).toBe('disabled');
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => mutate('enableIntegration', i % 2 ? 'fortnox' : 'visma-eekonomi')),
    );
    const states = await t.database.db
      .select({ provider: integrations.provider, status: integrations.status })
      .from(integrations)
      .where(eq(integrations.companyId, companyId));
    const enabled = states.filter((s) => s.status === 'enabled' && s.provider !== 'planday');
    expect(enabled).toHaveLength(1);
    const winner = enabled[0]?.provider;
    for (const r of burst) {
      if (r.errors) expect(keyOf(r)).toBe('integrations.errors.otherAccountingEnabled');
      else expect(Object.values(r.data ?? {})[0]?.provider).toBe(winner);
    }
  });

  it('sets variables by their rules and records old and new values', async () => {
    const set = (variables: { key: string; value: string }[]) =>
      t.gql<{ setIntegrationVariable: View }>(
        `mutation($p: String!, $v: [IntegrationVariableInput!]!) { setIntegrationVariable(provider: $p, variables: $v) { ${VIEW} } }`,
        { p: 'fortnox', v: variables },
        owner,
      );
    const ok = await set([{ key: 'voucherSeries', value: 'B' }]);
    expect(ok.data?.setIntegrationVariable.variables).toContainEqual({
      key: 'voucherSeries',
      value: 'B',
      sandboxOnly: false,
    });
    const bad = await set([
      { key: 'voucherSeries', value: 'b1' },
      { key: 'password', value: 'x' },
    ]);
    expect(fieldErrorsOf(bad)).toEqual([
      { field: 'variables.voucherSeries', message: 'validation.integrationVariable.voucherSeries' },
      { field: 'variables', message: 'validation.integrationVariable.unknown' },
    ]);
    const history = (await events('fortnox')).data?.integrationConfigEvents ?? [];
    expect(history[0]).toMatchObject({
      kind: 'variables',
      changes: [{ field: 'voucherSeries', from: 'A', to: 'B', secret: false }],
    });
  });
});

describe('payroll systems, notes and disconnecting', () => {
  it('activates a payroll system without a consent; an accounting one needs its consent first', async () => {
    const activated = await mutate('activateIntegration', 'planday');
    expect(activated.data?.activateIntegration).toMatchObject({
      status: 'connected',
      mapping: [],
      hasCredentials: false,
    });
  });

  it('adds notes to the history and refuses empty or huge ones', async () => {
    const add = (notes: string[]) =>
      t.gql<{ addIntegrationConfigEvents: { kind: string; changes: { to: string | null }[] }[] }>(
        'mutation($p: String!, $n: [String!]!) { addIntegrationConfigEvents(provider: $p, notes: $n) { kind changes { to } } }',
        { p: 'fortnox', n: notes },
        owner,
      );
    const ok = await add(['Chart reviewed with our accountant']);
    expect(ok.data?.addIntegrationConfigEvents[0]).toEqual({
      kind: 'note',
      changes: [{ to: 'Chart reviewed with our accountant' }],
    });
    expect(codeOf(await add(['  ']))).toBe('BAD_USER_INPUT');
    expect(codeOf(await add(['x'.repeat(501)]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await add([]))).toBe('BAD_USER_INPUT');
  });

  it('disconnecting forgets the credentials, keeps the mapping and names the secret only', async () => {
    const done = await mutate('disconnectIntegration', 'visma-eekonomi');
    expect(done.data?.disconnectIntegration).toMatchObject({ status: 'disconnected', hasCredentials: false });
    const secrets = await t.database.db
      .select()
      .from(integrationSecrets)
      .where(
        and(
          eq(integrationSecrets.companyId, companyId),
          eq(integrationSecrets.owner, 'integration:visma-eekonomi'),
        ),
      );
    expect(secrets).toEqual([]);
    expect(codeOf(await mutate('enableIntegration', 'visma-eekonomi'))).toBe('CONFLICT');
    // An accounting system comes back only through its consent page.
    expect(keyOf(await mutate('activateIntegration', 'visma-eekonomi'))).toBe(
      'integrations.errors.connectFirst',
    );
    const history = (await events('visma-eekonomi')).data?.integrationConfigEvents ?? [];
    expect(history[0]?.changes).toContainEqual({ field: 'credentials', from: null, to: null, secret: true });
  });
});

describe('company B', () => {
  it('sees its own country’s catalogue and none of company A’s connections or history', async () => {
    const b = await t.login('boss@other.test', 'Other1234!');
    const r = await t.gql<{ integrations: { provider: string; status: string }[] }>(
      'query { integrations { provider status } }',
      {},
      b,
    );
    expect(r.data?.integrations.map((i) => i.provider)).toEqual(['e-conomic', 'dinero', 'planday', 'quinyx']);
    expect(r.data?.integrations.every((i) => i.status === 'available')).toBe(true);
    expect(codeOf(await events('fortnox', b))).toBe('NOT_FOUND');
    expect((await events('planday', b)).data?.integrationConfigEvents).toEqual([]);
    expect(codeOf(await mutate('disableIntegration', 'fortnox', b))).toBe('NOT_FOUND');
    expect(codeOf(await mutate('disconnectIntegration', 'fortnox', b))).toBe('NOT_FOUND');
    expect((await integration('fortnox')).data?.integration.hasCredentials).toBe(true);
  });
});
