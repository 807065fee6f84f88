import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { accessLevels, accessLevelVenues, rateLimits, staff } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, post } from '../orders/terminal-test-kit.ts';
import { MAX_PIN_FAILURES } from './staff-login.ts';

let t: TestServer;
let till = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  till = (await issueTerminal(t, owner, sodermalm)).credential;
  for (const row of await t.database.db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.companyId, companyId)))
    ids[row.name] = row.id;
});
afterAll(() => t.close());

const login = (body: unknown, credential: string | null = till) =>
  post(t, '/terminal/v1/staff/login', credential, body);

async function levelFor(staffId: string, permissions: string[], cap: number | null, venueIds: string[] = []) {
  const id = newId();
  await t.database.db
    .insert(accessLevels)
    .values({ id, companyId, name: `Level ${id}`, permissions, manualDiscountCap: cap });
  if (venueIds.length > 0) {
    await t.database.db
      .insert(accessLevelVenues)
      .values(venueIds.map((venueId) => ({ companyId, accessLevelId: id, venueId })));
  }
  await t.database.db.update(staff).set({ accessLevelId: id }).where(eq(staff.id, staffId));
  return id;
}

describe('POST /terminal/v1/staff/login', () => {
  it('signs in a staff member of the venue with their PIN and returns their permissions here', async () => {
    const erik = ids['Erik Johansson'] ?? '';
    const level = await levelFor(erik, ['MAKE_PAYMENT', 'MANUAL_DISCOUNT'], 15);
    const ok = await login({ staffId: erik, pin: '2345' });
    expect(ok).toEqual({
      status: 200,
      body: {
        staff: { id: erik, name: 'Erik Johansson', accessLevelId: level },
        accessLevel: { id: level, name: `Level ${level}` },
        permissions: ['MAKE_PAYMENT', 'MANUAL_DISCOUNT'],
        manualDiscountCap: 15,
      },
    });
  });

  it('gives no permissions where the staff member’s level does not apply', async () => {
    const anna = ids['Anna Lindqvist'] ?? '';
    await levelFor(anna, ['REFUND'], 50, [grunerlokka]);
    const result = await login({ staffId: anna, pin: '1234' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ permissions: [], manualDiscountCap: null });
  });

  it('answers 401 for a wrong PIN, a staff member of another venue, an inactive or an unknown one', async () => {
    const johan = ids['Johan Berg'] ?? '';
    const sara = ids['Sara Nilsson'] ?? '';
    const wrong = await login({ staffId: sara, pin: '0000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        messageKey: 'terminals.errors.wrongPin',
        message: expect.any(String),
        fieldErrors: [],
      },
    });
    // Johan works in Oslo only: the right PIN at a Stockholm till is refused like a wrong one.
    expect((await login({ staffId: johan, pin: '4567' })).status).toBe(401);
    expect((await login({ staffId: 'no-such-staff', pin: '4567' })).status).toBe(401);
    await t.database.db.update(staff).set({ active: false }).where(eq(staff.id, sara));
    expect((await login({ staffId: sara, pin: '3456' })).status).toBe(401);
    await t.database.db.update(staff).set({ active: true }).where(eq(staff.id, sara));
    expect((await login({ staffId: sara, pin: '3456' })).status).toBe(200);
  });

  it('refuses a missing or bad credential and bad bodies without checking anything', async () => {
    expect((await login({ staffId: 'x', pin: '1234' }, null)).status).toBe(401);
    expect((await login({ staffId: 'x', pin: '1234' }, 'nope.nope')).status).toBe(401);
    for (const [body, field, message] of [
      [{ pin: '1234' }, 'staffId', 'validation.required'],
      [{ staffId: 'a\u0000b', pin: '1234' }, 'staffId', 'validation.unsupportedCharacter'],
      [{ staffId: 'x'.repeat(100_000), pin: '1234' }, 'staffId', 'validation.invalid'],
      [{ staffId: 'x', pin: '12' }, 'pin', 'validation.pin'],
      [{ staffId: 'x', pin: 1234 }, 'pin', 'validation.pin'],
      [{ staffId: 'x' }, 'pin', 'validation.required'],
    ] as const) {
      const result = await login(body);
      expect([body, result.status, result.body]).toEqual([
        body,
        400,
        { error: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] }) },
      ]);
    }
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.filter((r) => r.key.includes('\u0000') || r.key.length > 200)).toEqual([]);
  });

  it('checks at most five PINs of a concurrent burst of twenty, then answers 429 with Retry-After', async () => {
    const maja = ids['Maja Ek'] ?? '';
    // Maja works in Oslo: a till there.
    const owner = await t.login(DEMO.owner);
    const oslo = (await issueTerminal(t, owner, grunerlokka, 'Oslo till')).credential;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${t.url}/terminal/v1/staff/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${oslo}` },
          body: JSON.stringify({ staffId: maja, pin: '9999' }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_PIN_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_PIN_FAILURES);
    const limited = responses.find((r) => r.status === 429);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(((await limited?.json()) as { error?: { code: string } } | undefined)?.error?.code).toBe(
      'RATE_LIMITED',
    );
    // Even the right PIN waits now; another staff member is not affected.
    expect((await login({ staffId: maja, pin: '5678' }, oslo)).status).toBe(429);
    expect((await login({ staffId: ids['Anna Lindqvist'], pin: '1234' }, oslo)).status).toBe(200);
    // Once the window has passed, the right PIN signs in and clears the count.
    await t.database.db
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(and(eq(rateLimits.key, `staff-pin:${companyId}:${maja}`)));
    expect((await login({ staffId: maja, pin: '5678' }, oslo)).status).toBe(200);
    const left = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `staff-pin:${companyId}:${maja}`));
    expect(left).toEqual([]);
  });
});
