import { CLIENT_LOG_STORE } from '@fika/domain';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import { clientLogs, rateLimits } from '../../platform/db/schema/index.ts';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const TOKEN = 'pubfikaweb0000001';
let sessions = 0;
const newSession = () => `session-${Date.now()}-${++sessions}`;

interface Message {
  severity: string;
  message: string;
  requestId?: string;
  stack?: string;
  url?: string;
  context?: Record<string, unknown>;
  occurredAt?: string;
  /** Not part of the intake's format: a sender's attempt to pick a company. */
  companyId?: string;
}

const batch = (messages: Message[], extra: Record<string, unknown> = {}) => ({
  clientToken: TOKEN,
  sessionId: newSession(),
  release: '1.4.0',
  messages,
  ...extra,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/telemetry/monitoring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = async () => (await t.database.db.select({ n: count() }).from(clientLogs))[0]?.n ?? 0;

const ERRORS = `query($days: Int) { clientErrors(days: $days) {
  fingerprint release count usersAffected firstSeen lastSeen
  example { message requestId url stack userName severity }
} }`;

interface Group {
  fingerprint: string;
  release: string;
  count: number;
  usersAffected: number;
  firstSeen: string;
  lastSeen: string;
  example: { message: string; requestId: string | null; url: string | null; userName: string | null };
}

describe('the monitoring intake', () => {
  it('names every answer with its request id', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores a signed-in user's batch under their company and groups it by message and release", async () => {
    const stack = 'TypeError: boom\n    at render (https://fika.test/assets/orders-x1.js:10:5)';
    const first = await post(
      batch(
        [
          { severity: 'error', message: 'Order 17 failed', stack, requestId: 'req-a', url: '/orders' },
          { severity: 'error', message: 'Order 18 failed', stack, requestId: 'req-b', url: '/orders' },
          { severity: 'info', message: 'Opened the orders', url: '/orders' },
        ],
        { auth: owner },
      ),
    );
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: 3 });
    // The same bug in another release is its own group.
    expect(
      (
        await post(
          batch([{ severity: 'critical', message: 'Order 19 failed', stack }], {
            auth: owner,
            release: '1.5.0',
          }),
        )
      ).status,
    ).toBe(202);

    const listed = await t.gql<{ clientErrors: Group[] }>(ERRORS, {}, owner);
    expect(listed.errors).toBeUndefined();
    const groups = listed.data?.clientErrors ?? [];
    expect(groups.map((g) => [g.release, g.count, g.usersAffected])).toEqual([
      ['1.5.0', 1, 1],
      ['1.4.0', 2, 1],
    ]);
    const older = groups[1];
    expect(older?.fingerprint).toBe(groups[0]?.fingerprint);
    expect(older?.example).toMatchObject({ url: '/orders', userName: expect.any(String) });
    expect(['req-a', 'req-b']).toContain(older?.example.requestId);
    expect(Date.parse(older?.firstSeen ?? '')).toBeLessThanOrEqual(Date.parse(older?.lastSeen ?? ''));
  });

  it('keeps a signed-out batch without a company, and a company sees only its own errors', async () => {
    expect((await post(batch([{ severity: 'error', message: 'Sign-in page broke' }]))).status).toBe(202);
    const stored = await t.database.db
      .select({ n: count() })
      .from(clientLogs)
      .where(isNull(clientLogs.companyId));
    expect(stored[0]?.n).toBe(1);
    const other = await signUpOtherCompany(t);
    expect(
      (await post(batch([{ severity: 'error', message: 'Only in company B' }], { auth: other.token })))
        .status,
    ).toBe(202);
    const mine = await t.gql<{ clientErrors: Group[] }>(ERRORS, {}, owner);
    expect(mine.data?.clientErrors.map((g) => g.example.message)).not.toContain('Only in company B');
    expect(mine.data?.clientErrors.map((g) => g.example.message)).not.toContain('Sign-in page broke');
    const theirs = await t.gql<{ clientErrors: Group[] }>(ERRORS, {}, other.token);
    expect(theirs.data?.clientErrors.map((g) => g.example.message)).toEqual(['Only in company B']);
  });

  it('refuses readers without SETTINGS and the signed-out', async () => {
    const manager = await t.login(DEMO.manager);
    expect((await t.gql(ERRORS, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(ERRORS, {}, null)).errors?.length).toBeGreaterThan(0);
  });

  it('stores nothing for a missing or secret-looking client token', async () => {
    const before = await rows();
    const { clientToken: _, ...withoutToken } = batch([{ severity: 'error', message: 'x' }]);
    expect((await post(withoutToken)).status).toBe(400);
    expect(
      (await post(batch([{ severity: 'error', message: 'x' }], { clientToken: 'sk_live_123' }))).status,
    ).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('stores nothing of a malformed batch', async () => {
    const before = await rows();
    const one = { severity: 'error', message: 'x' };
    const bad: unknown[] = [
      'not json',
      { ...batch([one]), messages: [] },
      batch(Array.from({ length: 51 }, () => one)),
      batch([{ severity: 'fatal', message: 'x' }]),
      batch([{ severity: 'error', message: '' }]),
      batch([one, { severity: 'error', message: 'a\u0000b' }]),
      batch([{ ...one, context: { body: 'a\u0000b' } }]),
      batch([{ ...one, context: { body: 'x'.repeat(CLIENT_LOG_STORE.contextBytes + 1) } }]),
      batch([{ severity: 'error', message: 'x'.repeat(256 * 1024 + 1) }]),
      batch([one], { sessionId: '' }),
      batch([one], { sessionId: 'x'.repeat(65) }),
      batch([one], { release: 'x'.repeat(65) }),
      batch([{ ...one, occurredAt: 'yesterday' }]),
    ];
    for (const body of bad) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await rows()).toBe(before);
  });

  it('takes the company from the session only, never from the body', async () => {
    const sessionId = newSession();
    const body = {
      ...batch([{ severity: 'error', message: 'x', companyId: 'c' }], { companyId: 'c' }),
      sessionId,
    };
    expect((await post(body)).status).toBe(202);
    const stored = await t.database.db.select().from(clientLogs).where(eq(clientLogs.sessionId, sessionId));
    expect(stored.map((r) => r.companyId)).toEqual([null]);
  });

  it('cuts a long message and stack to what the screen shows', async () => {
    const body = batch([
      { severity: 'error', message: `long ${'é'.repeat(100_000)}`, stack: 's'.repeat(60_000) },
    ]);
    expect((await post(body)).status).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.sessionId, body.sessionId));
    expect(row?.message.length).toBe(CLIENT_LOG_STORE.messageChars);
    expect(row?.stack?.length).toBe(CLIENT_LOG_STORE.stackChars);
  });

  it('prunes rows past the retention and past the per-company cap', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - (CLIENT_LOG_STORE.retentionDays + 1) * 86_400_000);
    await db.insert(clientLogs).values({
      id: 'old-row',
      sessionId: 'old-session',
      severity: 'error',
      message: 'old',
      fingerprint: 'f',
      release: '0.1',
      createdAt: old,
    });
    // A company already at its cap: the signed-out senders' rows, filled in one statement.
    await db.execute(sql`insert into client_logs (id, session_id, severity, message, fingerprint, release, created_at)
      select 'filler-' || g, 'filler', 'info', 'filler', 'f', '0.1', now() - interval '1 hour'
      from generate_series(1, ${CLIENT_LOG_STORE.rowsPerCompany}) g`);
    expect((await post(batch([{ severity: 'error', message: 'newest' }]))).status).toBe(202);
    expect(await db.select().from(clientLogs).where(eq(clientLogs.id, 'old-row'))).toEqual([]);
    const anonymous = await db.select({ n: count() }).from(clientLogs).where(isNull(clientLogs.companyId));
    expect(anonymous[0]?.n).toBe(CLIENT_LOG_STORE.rowsPerCompany);
    expect(await db.select().from(clientLogs).where(eq(clientLogs.message, 'newest'))).toHaveLength(1);
  });

  it('holds the per-session limit under a concurrent burst, storing nothing over it', async () => {
    const sessionId = newSession();
    const limit = CLIENT_LOG_STORE.batchesPerSessionPerMinute;
    const statuses = await Promise.all(
      Array.from({ length: limit + 10 }, () =>
        post({ ...batch([{ severity: 'info', message: 'burst' }]), sessionId }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const stored = await t.database.db
      .select({ n: count() })
      .from(clientLogs)
      .where(eq(clientLogs.sessionId, sessionId));
    expect(stored[0]?.n).toBe(limit);
  });

  it('holds the per-address limit across sessions', async () => {
    // This address has used up its minute (the burst above took part of it).
    await t.database.db
      .update(rateLimits)
      .set({ count: CLIENT_LOG_STORE.batchesPerAddressPerMinute })
      .where(sql`${rateLimits.key} like 'monitoring:ip:%'`);
    const before = await rows();
    const response = await post(batch([{ severity: 'error', message: 'one more' }]));
    expect(response.status).toBe(429);
    expect(await rows()).toBe(before);
  });
});
