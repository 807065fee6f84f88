// Client errors for the people who run Fika (#17 gap 3): an organisation administrator reads the
// errors of the organisation's companies and of signed-out pages of no company; errors of a guest
// ordering page go to the venue's company; nobody reads another company's errors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { newId } from '../../lib/ids.ts';
import { clientLogs, onlineOrderingSettings, organizations, users } from '../../platform/db/schema/index.ts';
import { signSession } from '../auth/session-tokens.ts';

let t: TestServer;
let owner: string;
let payments: string;
let orgAdmin: string;
let other: Awaited<ReturnType<typeof signUpOtherCompany>>;
let strangerAdmin: string;
const demo = { bistro: '', payments: '' };

const GROUPS = `query($days: Int, $companyId: ID, $signedOut: Boolean, $search: String, $first: Int, $after: String) {
  clientErrorGroups(days: $days, companyId: $companyId, signedOut: $signedOut, search: $search, first: $first, after: $after) {
    nodes { fingerprint release count company { id name } example { message url userName } }
    nextCursor
  }
}`;

interface Page {
  nodes: {
    fingerprint: string;
    release: string;
    count: number;
    company: { id: string; name: string } | null;
    example: { message: string; url: string | null; userName: string | null };
  }[];
  nextCursor: string | null;
}

let sessions = 0;
const post = (messages: { message: string; url?: string }[], auth?: string) =>
  fetch(`${t.url}/telemetry/monitoring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientToken: 'pubfikaweb0000001',
      sessionId: `org-session-${++sessions}`,
      release: '2.0.0',
      messages: messages.map((m) => ({ severity: 'error', ...m })),
      ...(auth ? { auth } : {}),
    }),
  });

const groups = async (token: string, variables: Record<string, unknown> = {}) => {
  const result = await t.gql<{ clientErrorGroups: Page }>(GROUPS, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data?.clientErrorGroups ?? { nodes: [], nextCursor: null };
};
const messages = (page: Page) => page.nodes.map((g) => g.example.message).sort();
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  payments = await t.login(DEMO.payments);
  orgAdmin = await t.login(DEMO.orgAdmin);
  other = await signUpOtherCompany(t);
  await t.database.db.insert(onlineOrderingSettings).values({
    venueId: other.venueId,
    companyId: other.companyId,
    slug: 'Nyhavn-Kiosk',
  });
  // The administrator of another organisation, with no company of the demo's.
  const organizationId = newId();
  const strangerId = newId();
  await t.database.db.insert(organizations).values({ id: organizationId, name: 'Stranger Group' });
  await t.database.db.insert(users).values({
    id: strangerId,
    organizationId,
    username: 'stranger-admin@other.test',
    email: 'stranger-admin@other.test',
    name: 'Stella Stranger',
    role: 'SUPER_ADMIN',
    passwordHash: 'unused',
    active: true,
  });
  strangerAdmin = await signSession(t.config.jwtSecret, {
    userId: strangerId,
    kind: 'orgAdmin',
    version: 0,
    actorId: null,
  });

  const whoIs = 'query { authorizeUser { companyId } }';
  type Who = { authorizeUser: { companyId: string } };
  demo.bistro = (await t.gql<Who>(whoIs, {}, owner)).data?.authorizeUser.companyId ?? '';
  demo.payments = (await t.gql<Who>(whoIs, {}, payments)).data?.authorizeUser.companyId ?? '';

  for (const [body, auth] of [
    [[{ message: 'Bistro screen broke', url: '/orders' }], owner],
    [[{ message: 'Payments screen broke', url: '/payments-transactions' }], payments],
    [[{ message: 'Company B screen broke', url: '/pim/products' }], other.token],
    [[{ message: 'Login page broke', url: '/login' }], undefined],
    [[{ message: 'Activation broke', url: '/activate/secret-activation-token?x=1' }], undefined],
    [[{ message: 'Bistro guest menu broke', url: '/sv-se/order/sodermalm' }], undefined],
    [[{ message: 'Company B guest menu broke', url: '/order/nyhavn-kiosk/status/order-token' }], undefined],
  ] as const) {
    expect((await post([...body], auth)).status).toBe(202);
  }
});
afterAll(() => t.close());

describe('client errors across companies', () => {
  it("shows the organisation administrator both companies' errors and the signed-out ones", async () => {
    const page = await groups(orgAdmin);
    expect(messages(page)).toEqual([
      'Activation broke',
      'Bistro guest menu broke',
      'Bistro screen broke',
      'Login page broke',
      'Payments screen broke',
    ]);
    const byMessage = new Map(page.nodes.map((g) => [g.example.message, g]));
    expect(byMessage.get('Bistro screen broke')?.company?.id).toBe(demo.bistro);
    expect(byMessage.get('Payments screen broke')?.company?.id).toBe(demo.payments);
    expect(byMessage.get('Login page broke')?.company).toBeNull();
    // A signed-out page's link is no one's to follow: its token is not kept.
    expect(byMessage.get('Activation broke')?.example.url).toBe('/activate/:token');
  });

  it('narrows to one company or to the signed-out pages, and refuses a company outside the organisation', async () => {
    expect(messages(await groups(orgAdmin, { companyId: demo.payments }))).toEqual(['Payments screen broke']);
    expect(messages(await groups(orgAdmin, { signedOut: true }))).toEqual([
      'Activation broke',
      'Login page broke',
    ]);
    expect(codeOf(await t.gql(GROUPS, { companyId: other.companyId }, orgAdmin))).toBe('NOT_FOUND');
    // Ids a browser cannot send are refused before anything is read.
    for (const companyId of ['', 'x'.repeat(5_000), 'a\u0000b']) {
      expect(codeOf(await t.gql(GROUPS, { companyId }, orgAdmin)), companyId.slice(0, 10)).toBe(
        'BAD_USER_INPUT',
      );
    }
  });

  it("files a guest ordering page's error under the venue's company", async () => {
    const [row] = await t.database.db
      .select({ companyId: clientLogs.companyId, url: clientLogs.url })
      .from(clientLogs)
      .where(eq(clientLogs.message, 'Company B guest menu broke'));
    expect(row).toEqual({ companyId: other.companyId, url: '/order/nyhavn-kiosk/status/:token' });
    expect(messages(await groups(other.token))).toEqual([
      'Company B guest menu broke',
      'Company B screen broke',
    ]);
    expect(messages(await groups(owner))).toEqual(['Bistro guest menu broke', 'Bistro screen broke']);
  });

  it("never shows a company user another company's errors or the signed-out ones", async () => {
    expect(messages(await groups(payments))).toEqual(['Payments screen broke']);
    expect(codeOf(await t.gql(GROUPS, { companyId: demo.payments }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(GROUPS, { signedOut: true }, owner))).toBe('FORBIDDEN');
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await t.gql(GROUPS, {}, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GROUPS, {}, null))).toBe('UNAUTHENTICATED');
  });

  it("shows the administrator of another organisation none of this organisation's companies' errors", async () => {
    expect(messages(await groups(strangerAdmin))).toEqual(['Activation broke', 'Login page broke']);
    expect(codeOf(await t.gql(GROUPS, { companyId: demo.bistro }, strangerAdmin))).toBe('NOT_FOUND');
  });

  it('searches the message, release and request id, taking the text literally', async () => {
    expect(messages(await groups(orgAdmin, { search: ' payments SCREEN ' }))).toEqual([
      'Payments screen broke',
    ]);
    expect(messages(await groups(orgAdmin, { search: '%' }))).toEqual([]);
    expect((await groups(orgAdmin, { search: '2.0.0' })).nodes.length).toBeGreaterThan(1);
    for (const search of ['a\u0000b', 'x'.repeat(201)]) {
      expect(codeOf(await t.gql(GROUPS, { search }, orgAdmin))).toBe('BAD_USER_INPUT');
    }
  });

  it('pages through the groups with a cursor, and refuses a cursor it did not give', async () => {
    const first = await groups(orgAdmin, { first: 2 });
    expect(first.nodes).toHaveLength(2);
    expect(first.nextCursor).toBe('2');
    const rest = await groups(orgAdmin, { first: 2, after: first.nextCursor });
    const last = await groups(orgAdmin, { first: 2, after: rest.nextCursor });
    expect(last.nextCursor).toBeNull();
    const all = [...first.nodes, ...rest.nodes, ...last.nodes].map((g) => g.example.message).sort();
    expect(all).toEqual(messages(await groups(orgAdmin)));
    for (const after of ['-1', 'abc', '1'.repeat(50), 'a\u0000b']) {
      expect(codeOf(await t.gql(GROUPS, { after }, orgAdmin))).toBe('BAD_USER_INPUT');
    }
  });
});
