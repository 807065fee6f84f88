// Receipt-copy reports over HTTP: a copy id (body copyId or Idempotency-Key header) makes a retry
// count nothing and answer the same count; a burst of one id counts once, of different ids each;
// without an id every report counts (documented); bad ids are refused with a field error and
// change nothing. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { orders, receiptCopyRequests } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let credential = '';
let venueId = '';

async function copy(clientOrderId: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/terminal/v1/orders/${clientOrderId}/receipt-copy`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${credential}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function copiesOf(clientOrderId: string) {
  const [row] = await t.database.db
    .select({ receiptCopies: orders.receiptCopies })
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.clientOrderId, clientOrderId)));
  return row?.receiptCopies;
}

async function paid(clientOrderId: string) {
  const sent = await submit(t, credential, orderBody({ clientOrderId, lines: [simpleLine(3000)] }));
  expect(sent.status).toBe(201);
}

beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.login(DEMO.owner);
  venueId = (await demoVenues(t)).byName.Södermalm ?? '';
  ({ credential } = await issueTerminal(t, owner, venueId));
});
afterAll(() => t.close());

describe('receipt copies reported with a copy id', () => {
  it('a retry answers the same count and counts nothing; a new id counts', async () => {
    await paid('copy-retry');
    const first = await copy('copy-retry', { copyId: 'c-1' });
    expect(first).toMatchObject({ status: 200, body: { receiptCopies: 1, replayed: false } });
    const retry = await copy('copy-retry', { copyId: 'c-1' });
    expect(retry).toMatchObject({ status: 200, body: { receiptCopies: 1, replayed: true } });
    expect(retry.body.orderNumber).toBe(first.body.orderNumber);
    // The same id as a header is the same copy; another id is another copy.
    expect((await copy('copy-retry', undefined, { 'idempotency-key': 'c-1' })).body).toMatchObject({
      receiptCopies: 1,
      replayed: true,
    });
    expect((await copy('copy-retry', undefined, { 'idempotency-key': 'c-2' })).body).toMatchObject({
      receiptCopies: 2,
      replayed: false,
    });
    expect(await copiesOf('copy-retry')).toBe(2);
  });

  it('without a copy id every report counts, and each leaves its printed moment', async () => {
    await paid('copy-plain');
    expect((await copy('copy-plain', {})).body.receiptCopies).toBe(1);
    expect((await copy('copy-plain')).body.receiptCopies).toBe(2);
    const rows = await t.database.db
      .select()
      .from(receiptCopyRequests)
      .where(
        and(eq(receiptCopyRequests.venueId, venueId), eq(receiptCopyRequests.clientOrderId, 'copy-plain')),
      );
    expect(rows.map((r) => r.receiptCopies).sort()).toEqual([1, 2]);
  });

  it('a burst of one id counts once; a burst of different ids counts each', async () => {
    await paid('copy-burst');
    const same = await Promise.all(Array.from({ length: 12 }, () => copy('copy-burst', { copyId: 'burst' })));
    expect(same.every((r) => r.status === 200 && r.body.receiptCopies === 1)).toBe(true);
    expect(same.filter((r) => r.body.replayed === false)).toHaveLength(1);
    expect(await copiesOf('copy-burst')).toBe(1);
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) => copy('copy-burst', { copyId: `many-${i}` })),
    );
    expect(many.every((r) => r.status === 200 && r.body.replayed === false)).toBe(true);
    expect(many.map((r) => r.body.receiptCopies).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 2),
    );
    expect(await copiesOf('copy-burst')).toBe(13);
  });

  it('a bad copy id is refused with a field error and counts nothing', async () => {
    await paid('copy-bad');
    for (const copyId of ['', 'with space', 'nul\u0000byte', 'x'.repeat(101), 42, {}, 'ä']) {
      const answer = await copy('copy-bad', { copyId });
      expect(answer.status, String(copyId)).toBe(400);
      expect((answer.body.error as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe(
        'copyId',
      );
    }
    const mismatch = await copy('copy-bad', { copyId: 'a' }, { 'idempotency-key': 'b' });
    expect(mismatch.status).toBe(400);
    expect(await copiesOf('copy-bad')).toBe(0);
    const rows = await t.database.db
      .select()
      .from(receiptCopyRequests)
      .where(eq(receiptCopyRequests.clientOrderId, 'copy-bad'));
    expect(rows).toHaveLength(0);
  });

  it('an unknown or unpaid order stores no request: the same id counts once it is paid', async () => {
    expect((await copy('copy-later', { copyId: 'early' })).status).toBe(404);
    const open = await submit(
      t,
      credential,
      orderBody({ clientOrderId: 'copy-later', lines: [simpleLine(3000)], status: 'ACCEPTED' }),
    );
    expect(open.status).toBe(201);
    expect((await copy('copy-later', { copyId: 'early' })).status).toBe(409);
    await submit(t, credential, orderBody({ clientOrderId: 'copy-later', lines: [simpleLine(3000)] }));
    expect((await copy('copy-later', { copyId: 'early' })).body).toMatchObject({
      receiptCopies: 1,
      replayed: false,
    });
  });
});
