import { accountingDayOf } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { onlineOrderingSettings, openingExceptions } from '../../platform/db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner = '';
let manager = '';
let sodermalm = '';
let grunerlokka = '';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const demo = await demoVenues(t);
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  // The demo's Christmas Day would end "open around the clock" in December.
  await t.database.db.delete(openingExceptions);
});
afterAll(() => t.close());

const VIEW =
  'venueId venueName timeZone enabled slug guestUrl open closesAt opensAt pausedUntil acceptingOrders hasHours todayOrders todaySales currency';
const OVERVIEW = `query { onlineOrderingOverview { ${VIEW} } }`;
const PAUSE = `mutation($v: ID!, $m: Int, $c: Boolean) { pauseOnlineOrdering(venueId: $v, minutes: $m, untilClosing: $c) { ${VIEW} } }`;
const RESUME = `mutation($v: ID!) { resumeOnlineOrdering(venueId: $v) { ${VIEW} } }`;
const SET =
  'mutation($v: ID!, $intervals: [WeeklyOpeningIntervalInput!]!) { setOpeningHours(venueId: $v, intervals: $intervals) { venueId } }';

interface View {
  venueId: string;
  venueName: string;
  enabled: boolean;
  slug: string;
  guestUrl: string;
  open: boolean;
  closesAt: string | null;
  opensAt: string | null;
  pausedUntil: string | null;
  acceptingOrders: boolean;
  hasHours: boolean;
  todayOrders: number;
  todaySales: number;
  currency: string;
}

async function overview(token = owner): Promise<View[]> {
  const result = await t.gql<{ onlineOrderingOverview: View[] }>(OVERVIEW, {}, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.onlineOrderingOverview ?? [];
}

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

const ALL_DAY = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map(
  (weekday) => ({
    weekday,
    startMinute: 0,
    endMinute: 1440,
  }),
);

describe('online ordering overview', () => {
  it('lists every venue with its guest link, closed without hours', async () => {
    const venues = await overview();
    const stockholm = venues.find((v) => v.venueId === sodermalm);
    expect(stockholm).toMatchObject({ venueName: 'Södermalm', currency: 'SEK' });
    expect(stockholm?.guestUrl).toMatch(new RegExp(`/order/${stockholm?.slug}$`));
    expect(venues.map((v) => v.venueId)).toContain(grunerlokka);
  });

  it('says open until when by the hours, and closed with when it opens', async () => {
    await t.gql(SET, { v: sodermalm, intervals: ALL_DAY }, owner);
    const open = (await overview()).find((v) => v.venueId === sodermalm);
    expect(open).toMatchObject({ open: true, opensAt: null, hasHours: true, closesAt: null });
    // Only a window that is surely not now: the same weekday is closed, the next one opens.
    const now = new Date();
    const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
    const local = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Stockholm' }));
    const tomorrow = weekdays[(local.getDay() + 7) % 7] ?? 'MONDAY'; // getDay: Sunday 0 → index of tomorrow
    await t.gql(
      SET,
      { v: sodermalm, intervals: [{ weekday: tomorrow, startMinute: 600, endMinute: 660 }] },
      owner,
    );
    const closed = (await overview()).find((v) => v.venueId === sodermalm);
    expect(closed).toMatchObject({ open: false, closesAt: null, acceptingOrders: false });
    expect(new Date(closed?.opensAt ?? 0).getTime()).toBeGreaterThan(now.getTime());
  });

  it('counts today’s online orders and their paid sales, not POS or cancelled ones', async () => {
    const before = (await overview()).find((v) => v.venueId === sodermalm);
    const { credential } = await issueTerminal(t, owner, sodermalm, 'Online till');
    const placedAt = new Date(Date.now() - 60_000).toISOString();
    const orders = [
      orderBody({ clientOrderId: 'online-paid', lines: [simpleLine(4500)], channel: 'APP', placedAt }),
      orderBody({
        clientOrderId: 'online-open',
        lines: [simpleLine(3000)],
        channel: 'APP',
        placedAt,
        status: 'PENDING',
      }),
      orderBody({
        clientOrderId: 'online-cancelled',
        lines: [simpleLine(2000)],
        channel: 'APP',
        placedAt,
        status: 'CANCELLED',
        closedAt: null,
      }),
      orderBody({ clientOrderId: 'till', lines: [simpleLine(9900)], placedAt }),
    ];
    for (const body of orders) {
      const response = await submit(t, credential, body);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    }
    const after = (await overview()).find((v) => v.venueId === sodermalm);
    // The test's orders belong to today's accounting day unless it turns over mid-test.
    if (accountingDayOf(new Date(placedAt)) === accountingDayOf(new Date())) {
      expect((after?.todayOrders ?? 0) - (before?.todayOrders ?? 0)).toBe(2);
      expect((after?.todaySales ?? 0) - (before?.todaySales ?? 0)).toBe(4500);
    }
  });

  it('pauses for minutes or until closing, and resumes', async () => {
    await t.gql(SET, { v: sodermalm, intervals: ALL_DAY }, owner);
    await t.database.db.delete(onlineOrderingSettings).where(eq(onlineOrderingSettings.venueId, sodermalm));
    const paused = await t.gql<{ pauseOnlineOrdering: View }>(PAUSE, { v: sodermalm, m: 30 }, owner);
    expect(paused.errors, JSON.stringify(paused.errors)).toBeUndefined();
    const until = new Date(paused.data?.pauseOnlineOrdering.pausedUntil ?? 0).getTime();
    expect(Math.abs(until - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
    expect(paused.data?.pauseOnlineOrdering.acceptingOrders).toBe(false);
    // The pause made the settings row.
    const [row] = await t.database.db
      .select()
      .from(onlineOrderingSettings)
      .where(and(eq(onlineOrderingSettings.venueId, sodermalm)));
    expect(row?.pausedUntil?.getTime()).toBe(until);

    const resumed = await t.gql<{ resumeOnlineOrdering: View }>(RESUME, { v: sodermalm }, owner);
    expect(resumed.data?.resumeOnlineOrdering.pausedUntil).toBeNull();

    // Open around the clock: "until closing" holds a day.
    const untilClosing = await t.gql<{ pauseOnlineOrdering: View }>(PAUSE, { v: sodermalm, c: true }, owner);
    const day = new Date(untilClosing.data?.pauseOnlineOrdering.pausedUntil ?? 0).getTime();
    expect(Math.abs(day - (Date.now() + 1440 * 60_000))).toBeLessThan(60_000);
    await t.gql(RESUME, { v: sodermalm }, owner);
  });

  it('refuses a pause without a length, a bad length, or until closing while closed', async () => {
    const cases: [Record<string, unknown>, unknown][] = [
      [{}, [{ field: 'minutes', message: 'validation.required' }]],
      [{ m: 0 }, [{ field: 'minutes', message: 'validation.pauseMinutes' }]],
      [{ m: 100_000 }, [{ field: 'minutes', message: 'validation.pauseMinutes' }]],
    ];
    for (const [variables, expected] of cases) {
      const result = await t.gql(PAUSE, { v: sodermalm, ...variables }, owner);
      expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual(expected);
    }
    await t.gql(SET, { v: grunerlokka, intervals: [] }, owner);
    const closed = await t.gql(PAUSE, { v: grunerlokka, c: true }, owner);
    expect(closed.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'untilClosing', message: 'validation.notOpen' },
    ]);
    const after = (await overview()).find((v) => v.venueId === grunerlokka);
    expect(after?.pausedUntil).toBeNull();
  });

  it('keeps a venue-restricted manager to their venues', async () => {
    const venues = await overview(manager);
    expect(venues.map((v) => v.venueId)).toEqual([sodermalm]);
    expect(codeOf(await t.gql(PAUSE, { v: grunerlokka, m: 15 }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(RESUME, { v: grunerlokka }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PAUSE, { v: '', m: 15 }, owner))).toMatch(/BAD_USER_INPUT|NOT_FOUND/);
    expect(codeOf(await t.gql(OVERVIEW, {}, null))).toBe('UNAUTHENTICATED');
  });
});
