import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from './terminal-test-kit.ts';

// The /orders reads and monitoring over HTTP: filters (accounting days included), keyset pages,
// the detail, the receipt e-mail, tenancy and venue restriction, the void journal and open tables.
// Orders are filed in March 2024, far from the demo data's 90 days, so the demo orders never match.

let t: TestServer;
let owner = '';
let manager = '';
const venue = { se: '', no: '' };
const ids: Record<string, string> = {};
const numbers: Record<string, number> = {};

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

const LIST = `query($f: OrderFilter, $first: Int, $after: String) {
  orders(filter: $f, first: $first, after: $after) {
    nodes { id orderNumber clientOrderId venueName channel status totalAmount accountingDay }
    pageInfo { hasNextPage endCursor }
    totalCount
  } }`;

type ListData = {
  orders: {
    nodes: { id: string; orderNumber: number; clientOrderId: string; venueName: string; status: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
};

async function list(filter: Record<string, unknown>, token = owner, first?: number, after?: string | null) {
  const r = await t.gql<ListData>(LIST, { f: filter, first, after }, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data?.orders as ListData['orders'];
}

const MARCH = { from: '2024-03-10', to: '2024-03-11' };
const clientIds = (page: ListData['orders']) => page.nodes.map((n) => n.clientOrderId).sort();

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const { byName } = await demoVenues(t);
  venue.se = byName.Södermalm ?? '';
  venue.no = byName.Grünerløkka ?? '';
  const se = (await issueTerminal(t, owner, venue.se)).credential;
  const no = (await issueTerminal(t, owner, venue.no)).credential;
  // Stockholm is UTC+1 in March: 04:29Z is 05:29 local (still the 10th), 04:30Z the 11th.
  const orders: [string, string, ReturnType<typeof orderBody>][] = [
    [
      se,
      'lunch',
      orderBody({
        clientOrderId: 'c-lunch',
        lines: [simpleLine(12_000, 2)],
        placedAt: '2024-03-10T11:00:00.000Z',
      }),
    ],
    [
      se,
      'app',
      orderBody({
        clientOrderId: 'c-app',
        channel: 'APP',
        serviceType: 'TAKE_AWAY',
        lines: [
          simpleLine(4_500, 1, { modifications: [{ name: 'Oat milk', price: 500 }] }),
          simpleLine(9_900, 1, { title: 'Wine', vatRate: 25 }),
          simpleLine(3_000, 1, { title: 'Cookie', voided: true, voidReason: 'Customer changed mind' }),
        ],
        placedAt: '2024-03-10T15:00:00.000Z',
      }),
    ],
    [
      se,
      'late',
      orderBody({
        clientOrderId: 'c-late',
        lines: [simpleLine(2_000)],
        placedAt: '2024-03-11T04:29:00.000Z',
      }),
    ],
    [
      se,
      'morning',
      orderBody({
        clientOrderId: 'c-morning',
        lines: [simpleLine(3_000)],
        placedAt: '2024-03-11T04:30:00.000Z',
      }),
    ],
    [
      no,
      'oslo',
      orderBody({
        clientOrderId: 'c-oslo',
        lines: [simpleLine(50_000)],
        placedAt: '2024-03-10T12:00:00.000Z',
      }),
    ],
  ];
  for (const [credential, key, body] of orders) {
    const r = await submit(t, credential, body);
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    const order = r.body as { id: string; orderNumber: number };
    ids[key] = order.id;
    numbers[key] = order.orderNumber;
  }
  // An open table: placed, not paid.
  const open = await submit(t, se, {
    ...orderBody({
      clientOrderId: 'c-open',
      lines: [simpleLine(7_500, 2)],
      status: 'ACCEPTED',
      placedAt: new Date(Date.now() - 95 * 60_000).toISOString(),
    }),
    tableCode: 'T7',
    guestCount: 3,
  });
  ids.open = (open.body as { id: string }).id;
}, 60_000);
afterAll(() => t.close());

describe('orders', () => {
  it('filters by accounting days: 05:29 belongs to the evening before, 05:30 to the new day', async () => {
    expect(clientIds(await list({ from: '2024-03-10', to: '2024-03-10' }))).toEqual([
      'c-app',
      'c-late',
      'c-lunch',
      'c-oslo',
    ]);
    expect(clientIds(await list({ from: '2024-03-11', to: '2024-03-11' }))).toEqual(['c-morning']);
  });

  it('filters by venue, channel, status, amount and order number', async () => {
    expect(clientIds(await list({ ...MARCH, venueIds: [venue.no] }))).toEqual(['c-oslo']);
    expect(clientIds(await list({ ...MARCH, channels: ['APP'] }))).toEqual(['c-app']);
    expect(clientIds(await list({ ...MARCH, serviceTypes: ['TAKE_AWAY'] }))).toEqual(['c-app']);
    expect(clientIds(await list({ ...MARCH, minAmount: 20_000, maxAmount: 30_000 }))).toEqual(['c-lunch']);
    expect(clientIds(await list({ ...MARCH, statuses: ['REFUNDED'] }))).toEqual([]);
    expect(clientIds(await list({ ...MARCH, venueIds: [venue.se], search: String(numbers.late) }))).toContain(
      'c-late',
    );
    expect(clientIds(await list({ search: 'c-mor' }))).toEqual(['c-morning']);
    const bad = await t.gql(LIST, { f: { from: '2024-03-12', to: '2024-03-10' } }, owner);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    // Days before the start of all time or years ahead are refused like malformed ones.
    for (const f of [
      { from: '9999-12-01' },
      { to: '9999-12-31' },
      { from: '2016-12-31', to: '2017-04-02' },
    ]) {
      expect(codeOf(await t.gql(LIST, { f }, owner))).toBe('BAD_USER_INPUT');
    }
  });

  it('pages with a stable keyset cursor: every order once, newest first', async () => {
    const all = await list(MARCH, owner, 200);
    expect(all.totalCount).toBe(5);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page = await list(MARCH, owner, 2, after);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.nodes.map((n) => n.id));
    expect(codeOf(await t.gql(LIST, { f: MARCH, first: 201 }, owner))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LIST, { f: MARCH, after: 'garbage' }, owner))).toBe('BAD_USER_INPUT');
  });

  it('shows one order with lines, modifications, VAT per rate, payments, history and voids', async () => {
    const r = await t.gql<{ order: Record<string, unknown> }>(
      `query($id: ID!) { order(id: $id) { orderNumber venueName totalAmount refundable
        lines { title quantity totalAmount voided voidReason modifications { name price } }
        vatLines { rate gross vat } payments { method amount refundable }
        events { status } voidEntries { kind amount reason } } }`,
      { id: ids.app },
      owner,
    );
    expect(r.errors).toBeUndefined();
    const order = r.data?.order as {
      totalAmount: number;
      refundable: boolean;
      lines: { title: string; voided: boolean; modifications: { name: string }[] }[];
      vatLines: { rate: number; gross: number; vat: number }[];
      payments: { refundable: boolean }[];
      events: { status: string }[];
      voidEntries: { kind: string; amount: number; reason: string }[];
    };
    expect(order.totalAmount).toBe(14_900);
    expect(order.lines.map((l) => l.voided)).toEqual([false, false, true]);
    expect(order.lines[0]?.modifications).toEqual([{ name: 'Oat milk', price: 500 }]);
    expect(order.vatLines).toEqual([
      { rate: 12, gross: 5_000, vat: 536 },
      { rate: 25, gross: 9_900, vat: 1_980 },
    ]);
    expect(order.refundable).toBe(true);
    expect(order.payments.every((p) => p.refundable)).toBe(true);
    expect(order.events.at(-1)?.status).toBe('COMPLETED');
    expect(order.voidEntries).toEqual([
      { kind: 'VOID_LINE', amount: 3_000, reason: 'Customer changed mind' },
    ]);
  });

  it('e-mails a receipt in the company language; a bad address is refused', async () => {
    const send =
      'mutation($id: ID!, $e: String!) { sendOrderEmail(orderId: $id, email: $e) { success error } }';
    const r = await t.gql<{ sendOrderEmail: { success: boolean } }>(
      send,
      { id: ids.app, e: 'guest@example.test' },
      owner,
    );
    expect(r.data?.sendOrderEmail.success).toBe(true);
    const [mail] = await t.outbox('guest@example.test');
    expect(mail?.subject).toContain(String(numbers.app));
    expect(mail?.text).toContain('Oat milk');
    expect(mail?.text).not.toContain('Cookie');
    expect(codeOf(await t.gql(send, { id: ids.app, e: 'not-an-address' }, owner))).toBe('BAD_USER_INPUT');
  });

  it('refuses a user without ORDERS', async () => {
    expect(codeOf(await t.gql(LIST, { f: MARCH }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql('query($id: ID!) { order(id: $id) { id } }', { id: ids.lunch }, manager))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await t.gql('query { openTables { venueId } }', {}, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql('query { voidJournal { nodes { id } } }', {}, manager))).toBe('FORBIDDEN');
  });

  it('another company reaches none of the orders', async () => {
    const other = await signUpOtherCompany(t);
    expect((await list(MARCH, other.token)).nodes).toEqual([]);
    const one = await t.gql('query($id: ID!) { order(id: $id) { id } }', { id: ids.lunch }, other.token);
    expect(codeOf(one)).toBe('NOT_FOUND');
    const mail = await t.gql(
      'mutation($id: ID!) { sendOrderEmail(orderId: $id, email: "x@example.test") { success } }',
      { id: ids.lunch },
      other.token,
    );
    expect(codeOf(mail)).toBe('NOT_FOUND');
    expect(await t.outbox('x@example.test')).toEqual([]);
    expect(codeOf(await t.gql(LIST, { f: { venueIds: [venue.se] } }, other.token))).toBe('NOT_FOUND');
    const tables = await t.gql<{ openTables: { tables: unknown[] }[] }>(
      'query { openTables { tables { orderId } } }',
      {},
      other.token,
    );
    expect(tables.data?.openTables.flatMap((v) => v.tables)).toEqual([]);
  });

  it('a venue-restricted user sees only their venue', async () => {
    const users = await t.gql<{ users: { id: string; email: string }[] }>(
      'query { users { id email } }',
      {},
      owner,
    );
    const managerId = users.data?.users.find((u) => u.email === DEMO.manager)?.id;
    const granted = await t.gql(
      'mutation($id: ID!, $p: PermissionsInput!) { updateUserPermissions(userId: $id, permissions: $p) { id } }',
      { id: managerId, p: { scopes: ['ORDERS'], venueIds: [venue.se] } },
      owner,
    );
    expect(granted.errors).toBeUndefined();
    expect(clientIds(await list({ from: '2024-03-10', to: '2024-03-10' }, manager))).toEqual([
      'c-app',
      'c-late',
      'c-lunch',
    ]);
    const oslo = await t.gql('query($id: ID!) { order(id: $id) { id } }', { id: ids.oslo }, manager);
    expect(codeOf(oslo)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LIST, { f: { venueIds: [venue.no] } }, manager))).toBe('NOT_FOUND');
  });
});

describe('monitoring', () => {
  const JOURNAL = `query($f: VoidJournalFilter) { voidJournal(filter: $f) {
    nodes { kind amount reason orderNumber venueName actorName } totals { kind count amount } } }`;

  it('lists voided lines and refunds in the void journal, with totals and a CSV export', async () => {
    const refund = await t.gql<{ refundOrder: { success: boolean; order: { status: string } | null } }>(
      'mutation($id: ID!) { refundOrder(orderId: $id, reason: "Cold food") { success error order { status } } }',
      { id: ids.lunch },
      owner,
    );
    expect(refund.data?.refundOrder.success, JSON.stringify(refund)).toBe(true);
    const today = await t.gql<{ voidJournal: { nodes: { kind: string; amount: number; reason: string }[] } }>(
      JOURNAL,
      { f: { kinds: ['REFUND_ORDER'], search: 'cold' } },
      owner,
    );
    expect(today.data?.voidJournal.nodes).toMatchObject([
      { kind: 'REFUND_ORDER', amount: 24_000, reason: 'Cold food' },
    ]);
    const march = await t.gql<{
      voidJournal: {
        nodes: { kind: string; orderNumber: number }[];
        totals: { kind: string; count: number }[];
      };
    }>(JOURNAL, { f: { ...MARCH, kinds: ['VOID_LINE'] } }, owner);
    expect(march.data?.voidJournal.nodes).toMatchObject([{ kind: 'VOID_LINE', orderNumber: numbers.app }]);
    expect(march.data?.voidJournal.totals).toEqual([{ kind: 'VOID_LINE', count: 1, amount: 3_000 }]);
    const csvIn = async (language: string) =>
      (
        await t.gql<{ voidJournalCsv: string }>(
          'query($f: VoidJournalFilter, $l: String) { voidJournalCsv(filter: $f, language: $l) }',
          { f: { ...MARCH, kinds: ['VOID_LINE'] }, l: language },
          owner,
        )
      ).data?.voidJournalCsv ?? '';
    const lines = (await csvIn('en')).split('\r\n');
    expect(lines[0]).toBe('\uFEFFTime,Accounting day,Venue,Order number,Kind,Amount,Reason,By');
    expect(lines[1]).toContain(
      `2024-03-10,Södermalm,${numbers.app},Deleted line,30.00,Customer changed mind`,
    );
    expect(lines.slice(2)).toEqual(['']);
    // Excel in Swedish (and no, da, es) reads ';' with decimal commas.
    const swedish = (await csvIn('sv')).split('\r\n');
    // … and its headers and kinds in Swedish.
    expect(swedish[0]).toBe('\uFEFFTid;Bokföringsdag;Enhet;Ordernummer;Typ;Belopp;Orsak;Av');
    expect(swedish[1]).toContain(
      `2024-03-10;Södermalm;${numbers.app};Borttagen rad;30,00;Customer changed mind`,
    );
  });

  it('lists open tables per venue with how long they have been open', async () => {
    const r = await t.gql<{
      openTables: {
        venueId: string;
        tables: {
          orderId: string;
          tableCode: string;
          minutesOpen: number;
          amount: number;
          guestCount: number;
        }[];
      }[];
    }>(
      'query { openTables { venueId venueName tables { orderId tableCode minutesOpen amount guestCount } } }',
      {},
      owner,
    );
    const se = r.data?.openTables.find((v) => v.venueId === venue.se);
    const table = se?.tables.find((x) => x.orderId === ids.open);
    expect(table).toMatchObject({ tableCode: 'T7', amount: 15_000, guestCount: 3 });
    expect(table?.minutesOpen).toBeGreaterThanOrEqual(94);
    expect(se?.tables.some((x) => x.orderId === ids.lunch)).toBe(false);
  });
});
