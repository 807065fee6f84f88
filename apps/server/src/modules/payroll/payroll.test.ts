// Payroll links over HTTP: save (token encrypted, never returned), the sandbox's token refusal,
// the job's tick sending a venue's sales per hour with and without tips, removal, bad input,
// tenancy and scopes.
import { accountingDayOf } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { integrationSecrets, sandboxPayrollRevenue } from '../../platform/db/schema/index.ts';
import { createSandboxPayroll } from '../../platform/providers/payroll.ts';
import { decryptSecret } from '../../platform/secrets.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';
import { activePayrollLinkIds, syncPayrollLink, tokenContext } from './payroll.sync.ts';

type Link = {
  id: string;
  provider: string;
  venueId: string;
  venueName: string;
  shouldAddTip: boolean;
  lastSentAt: string | null;
  lastStatus: string | null;
  lastMessage: string | null;
};

const FIELDS = 'id provider venueId venueName shouldAddTip lastSentAt lastStatus lastMessage';
const TOKEN = 'pd_live_9f8e7d6c5b4a3210';

let t: TestServer;
let owner = '';
let companyId = '';
let sodermalm = '';
let credential = '';
let b = { token: '', venueId: '' };

const save = (token: string, provider: string, input: Record<string, unknown>) =>
  t.gql<{ savePayrollLink: Link }>(
    `mutation($p: String!, $input: PayrollLinkInput!) { savePayrollLink(provider: $p, input: $input) { ${FIELDS} } }`,
    { p: provider, input },
    token,
  );
const links = (token: string, provider = 'planday') =>
  t.gql<{ payrollLinks: Link[] }>(
    `query($p: String!) { payrollLinks(provider: $p) { ${FIELDS} } }`,
    { p: provider },
    token,
  );
const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

const revenue = () =>
  t.database.db
    .select({ hour: sandboxPayrollRevenue.hour, amount: sandboxPayrollRevenue.amount })
    .from(sandboxPayrollRevenue)
    .where(and(eq(sandboxPayrollRevenue.companyId, companyId), eq(sandboxPayrollRevenue.venueId, sodermalm)))
    .orderBy(sandboxPayrollRevenue.hour);

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName.Södermalm ?? '';
  ({ credential } = await issueTerminal(t, owner, sodermalm));
  const other = await signUpOtherCompany(t);
  b = { token: other.token, venueId: other.venueId };
});
afterAll(() => t.close());

describe('payroll links', () => {
  it('saves a venue’s link with its token encrypted, never returned, and sends its hours at once', async () => {
    const saved = await save(owner, 'planday', {
      venueId: sodermalm,
      token: `  ${TOKEN}  `,
      shouldAddTip: false,
    });
    expect(saved.errors).toBeUndefined();
    const link = saved.data?.savePayrollLink;
    expect(link).toMatchObject({
      provider: 'planday',
      venueId: sodermalm,
      venueName: 'Södermalm',
      lastStatus: 'ok',
    });
    expect(link?.lastSentAt).not.toBeNull();
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    const [secret] = await t.database.db
      .select()
      .from(integrationSecrets)
      .where(eq(integrationSecrets.owner, `payroll:${link?.id}`));
    expect(secret?.ciphertext).not.toContain(TOKEN);
    expect(
      decryptSecret(t.config.jwtSecret, tokenContext(companyId, link?.id ?? ''), secret?.ciphertext ?? ''),
    ).toBe(TOKEN);
    // Bound to its row: the same ciphertext under another link does not decrypt.
    expect(
      decryptSecret(t.config.jwtSecret, tokenContext(companyId, 'other'), secret?.ciphertext ?? ''),
    ).toBeNull();
    expect((await links(owner)).data?.payrollLinks.map((l) => l.venueName)).toEqual(['Södermalm']);
    expect((await links(owner, 'quinyx')).data?.payrollLinks).toEqual([]);
  });

  it('the tick sends the venue’s sales per hour of today, with tips once the link says so', async () => {
    const now = new Date();
    const placedAt = new Date(now.getTime() - 60_000).toISOString();
    const sent = await submit(
      t,
      credential,
      orderBody({
        clientOrderId: 'payroll-1',
        placedAt,
        lines: [simpleLine(10_000)],
        payments: [{ method: 'CARD', amount: 10_000, tipAmount: 1_500 }],
      }),
    );
    expect(sent.status).toBe(201);
    const [link] = (await links(owner)).data?.payrollLinks ?? [];
    const provider = createSandboxPayroll(t.database.db);
    const deps = { db: t.database.db, config: t.config, providers: { payroll: provider } };
    expect(await activePayrollLinkIds(t.database.db)).toContain(link?.id);
    expect(await syncPayrollLink(deps, link?.id ?? '', now)).toEqual({ ok: true });
    const hourStart = new Date(Math.floor(new Date(placedAt).getTime() / 3_600_000) * 3_600_000);
    const withoutTips = (await revenue()).find((r) => r.hour.getTime() === hourStart.getTime());
    expect(withoutTips?.amount).toBeGreaterThanOrEqual(10_000);

    await save(owner, 'planday', { venueId: sodermalm, shouldAddTip: true });
    const withTips = (await revenue()).find((r) => r.hour.getTime() === hourStart.getTime());
    // The hour's tips, ours among them (the demo's orders of the hour tip too).
    expect((withTips?.amount ?? 0) - (withoutTips?.amount ?? 0)).toBeGreaterThanOrEqual(1_500);
    // Every hour sent lies within yesterday's and today's accounting days.
    const days = new Set((await revenue()).map((r) => accountingDayOf(r.hour, 'Europe/Stockholm')));
    expect(days.size).toBeLessThanOrEqual(2);
  });

  it('a token the provider refuses is kept with the provider’s 401 message, and a new one fixes it', async () => {
    const refused = await save(owner, 'planday', { venueId: sodermalm, token: 'invalid-token-123' });
    expect(refused.data?.savePayrollLink).toMatchObject({ lastStatus: 'failed' });
    expect(refused.data?.savePayrollLink.lastMessage).toContain('401');
    const fixed = await save(owner, 'planday', { venueId: sodermalm, token: TOKEN });
    expect(fixed.data?.savePayrollLink).toMatchObject({ lastStatus: 'ok', lastMessage: null });
    const synced = await t.gql<{ syncPayrollLink: Link }>(
      `mutation($id: ID!) { syncPayrollLink(id: $id) { ${FIELDS} } }`,
      { id: fixed.data?.savePayrollLink.id },
      owner,
    );
    expect(synced.data?.syncPayrollLink.lastStatus).toBe('ok');
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await links(owner)).data?.payrollLinks;
    expect(fieldErrors(await save(owner, 'caspeco', { venueId: sodermalm }))).toEqual([
      { field: 'token', message: 'validation.tokenRequired' },
    ]);
    expect(fieldErrors(await save(owner, 'fortnox', { venueId: sodermalm, token: TOKEN }))).toEqual([
      { field: 'provider', message: 'validation.payrollProvider' },
    ]);
    expect(
      fieldErrors(await save(owner, 'caspeco', { venueId: sodermalm, token: 'has spaces in it' })),
    ).toEqual([{ field: 'token', message: 'validation.token' }]);
    expect(
      fieldErrors(await save(owner, 'caspeco', { venueId: sodermalm, token: 'x'.repeat(2001) })),
    ).toEqual([{ field: 'token', message: 'validation.tooLong' }]);
    expect(codeOf(await save(owner, 'caspeco', { venueId: sodermalm, token: 'nul\u0000token' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await save(owner, 'caspeco', { venueId: '', token: TOKEN }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await links(owner, 'x'.repeat(10_000)))).toBe('BAD_USER_INPUT');
    expect((await links(owner, 'caspeco')).data?.payrollLinks).toEqual([]);
    expect((await links(owner)).data?.payrollLinks).toEqual(before);
  });

  it('another company’s venues and links read as missing and stay unchanged', async () => {
    expect(codeOf(await save(owner, 'planday', { venueId: b.venueId, token: TOKEN }))).toBe('NOT_FOUND');
    const bLink = await save(b.token, 'planday', { venueId: b.venueId, token: 'b-company-token-1' });
    const id = bLink.data?.savePayrollLink.id ?? '';
    for (const op of ['syncPayrollLink(id: $id) { id }', 'removePayrollLink(id: $id)']) {
      expect(codeOf(await t.gql(`mutation($id: ID!) { ${op} }`, { id }, owner))).toBe('NOT_FOUND');
    }
    expect((await links(b.token)).data?.payrollLinks.map((l) => l.id)).toEqual([id]);
    expect((await links(owner)).data?.payrollLinks.map((l) => l.venueId)).toEqual([sodermalm]);
  });

  it('a concurrent burst of saves for one venue keeps one link', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(owner, 'quinyx', { venueId: sodermalm, token: `quinyx-token-${i}x` }),
      ),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect((await links(owner, 'quinyx')).data?.payrollLinks).toHaveLength(1);
  });

  it('removes a link and its token', async () => {
    const [link] = (await links(owner, 'quinyx')).data?.payrollLinks ?? [];
    const removed = await t.gql('mutation($id: ID!) { removePayrollLink(id: $id) }', { id: link?.id }, owner);
    expect(removed.data).toEqual({ removePayrollLink: true });
    expect((await links(owner, 'quinyx')).data?.payrollLinks).toEqual([]);
    const secrets = await t.database.db
      .select()
      .from(integrationSecrets)
      .where(eq(integrationSecrets.owner, `payroll:${link?.id}`));
    expect(secrets).toEqual([]);
  });

  it('needs INTEGRATIONS', async () => {
    expect(codeOf(await links(null as unknown as string))).toBe('UNAUTHENTICATED');
  });
});
