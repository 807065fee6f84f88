import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { openingExceptions, openingHours } from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';
import { loadOpeningSchedule } from './opening-hours.service.ts';

let t: TestServer;
let owner = '';
let manager = '';
let companyId = '';
let sodermalm = '';
let grunerlokka = '';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName['Södermalm'] ?? '';
  grunerlokka = demo.byName['Grünerløkka'] ?? '';
  // Start from no exceptions, whatever the demo seed gave the venues (a Christmas Day).
  await t.database.db.delete(openingExceptions);
});
afterAll(() => t.close());

const HOURS =
  'venueId weekly { weekday startMinute endMinute } exceptions { id venueId date closed intervals { startMinute endMinute } note }';
const GET = `query($v: ID!) { openingHours(venueId: $v) { ${HOURS} } }`;
const SET = `mutation($v: ID!, $intervals: [WeeklyOpeningIntervalInput!]!) { setOpeningHours(venueId: $v, intervals: $intervals) { ${HOURS} } }`;
const SAVE_EXCEPTION = `mutation($v: ID!, $id: ID, $input: OpeningExceptionInput!) {
  saveOpeningException(venueId: $v, id: $id, input: $input) { id venueId date closed intervals { startMinute endMinute } note } }`;
const DELETE_EXCEPTION = 'mutation($id: ID!) { deleteOpeningException(id: $id) }';

interface Hours {
  venueId: string;
  weekly: { weekday: string; startMinute: number; endMinute: number }[];
  exceptions: { id: string; date: string; closed: boolean; intervals: unknown[]; note: string | null }[];
}

async function hoursOf(venueId: string, token = owner): Promise<Hours> {
  const result = await t.gql<{ openingHours: Hours }>(GET, { v: venueId }, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.openingHours as Hours;
}

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

const WEEK = [
  { weekday: 'FRIDAY', startMinute: 1080, endMinute: 1560 },
  { weekday: 'MONDAY', startMinute: 720, endMinute: 1140 },
  { weekday: 'MONDAY', startMinute: 420, endMinute: 660 },
];

describe('opening hours', () => {
  it('replaces the week, several intervals a day and one past midnight, sorted Monday first', async () => {
    const result = await t.gql<{ setOpeningHours: Hours }>(SET, { v: sodermalm, intervals: WEEK }, owner);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.setOpeningHours.weekly).toEqual([WEEK[2], WEEK[1], WEEK[0]]);
    const again = await t.gql(
      SET,
      { v: sodermalm, intervals: [{ weekday: 'SUNDAY', startMinute: 600, endMinute: 900 }] },
      owner,
    );
    expect(again.errors).toBeUndefined();
    expect((await hoursOf(sodermalm)).weekly).toEqual([
      { weekday: 'SUNDAY', startMinute: 600, endMinute: 900 },
    ]);
    await t.gql(SET, { v: sodermalm, intervals: WEEK }, owner);
  });

  it('refuses a broken week with field errors and keeps the old one', async () => {
    const before = await hoursOf(sodermalm);
    const cases: [unknown[], unknown][] = [
      [
        [{ weekday: 'MONDAY', startMinute: 425, endMinute: 600 }],
        [{ field: 'intervals.0.startMinute', message: 'validation.time' }],
      ],
      [
        [{ weekday: 'MONDAY', startMinute: 600, endMinute: 600 }],
        [{ field: 'intervals.0.endMinute', message: 'validation.timeOrder' }],
      ],
      [
        [{ weekday: 'MONDAY', startMinute: 600, endMinute: 2100 }],
        [{ field: 'intervals.0.endMinute', message: 'validation.tooLongInterval' }],
      ],
      [
        [
          { weekday: 'MONDAY', startMinute: 420, endMinute: 720 },
          { weekday: 'MONDAY', startMinute: 660, endMinute: 900 },
        ],
        [{ field: 'intervals.1.startMinute', message: 'validation.overlap' }],
      ],
      [
        [{ weekday: 'FUNDAY\u0000', startMinute: 0, endMinute: 60 }],
        [{ field: 'intervals.0.weekday', message: 'validation.unsupportedCharacter' }],
      ],
      [
        [{ weekday: 'x'.repeat(100_000), startMinute: 0, endMinute: 60 }],
        [{ field: 'intervals.0.weekday', message: 'validation.invalid' }],
      ],
    ];
    for (const [intervals, expected] of cases) {
      const result = await t.gql(SET, { v: sodermalm, intervals: intervals }, owner);
      expect([intervals, codeOf(result), fieldErrors(result)]).toEqual([
        intervals,
        'BAD_USER_INPUT',
        expected,
      ]);
    }
    // Values GraphQL's types refuse (a string for a minute) are field errors too.
    const typed = await t.gql(
      SET,
      { v: sodermalm, intervals: [{ weekday: 'MONDAY', startMinute: 'nine', endMinute: 60 }] },
      owner,
    );
    expect(codeOf(typed)).toBe('BAD_USER_INPUT');
    expect(await hoursOf(sodermalm)).toEqual(before);
  });

  it('saves a closed holiday and special hours, one per date, and deletes them', async () => {
    const holiday = await t.gql<{
      saveOpeningException: { id: string; closed: boolean; intervals: unknown[]; note: string };
    }>(
      SAVE_EXCEPTION,
      {
        v: sodermalm,
        input: {
          date: '2026-12-25',
          closed: true,
          intervals: [{ startMinute: 60, endMinute: 120 }],
          note: ' Christmas Day ',
        },
      },
      owner,
    );
    expect(holiday.errors, JSON.stringify(holiday.errors)).toBeUndefined();
    expect(holiday.data?.saveOpeningException).toMatchObject({
      closed: true,
      intervals: [],
      note: 'Christmas Day',
    });
    const id = holiday.data?.saveOpeningException.id ?? '';

    // Saving the same date again replaces it rather than adding a second.
    const special = await t.gql<{ saveOpeningException: { id: string } }>(
      SAVE_EXCEPTION,
      {
        v: sodermalm,
        input: { date: '2026-12-25', closed: false, intervals: [{ startMinute: 600, endMinute: 840 }] },
      },
      owner,
    );
    expect(special.errors).toBeUndefined();
    const exceptions = (await hoursOf(sodermalm)).exceptions.filter((e) => e.date === '2026-12-25');
    expect(exceptions).toEqual([
      expect.objectContaining({
        closed: false,
        intervals: [{ startMinute: 600, endMinute: 840 }],
        note: null,
      }),
    ]);

    // Editing by id moves the date.
    const moved = await t.gql<{ saveOpeningException: { id: string; date: string } }>(
      SAVE_EXCEPTION,
      {
        v: sodermalm,
        id: exceptions[0]?.id,
        input: { date: '2026-12-26', closed: true, note: 'Boxing Day' },
      },
      owner,
    );
    expect(moved.data?.saveOpeningException).toMatchObject({ id: exceptions[0]?.id, date: '2026-12-26' });
    expect((await hoursOf(sodermalm)).exceptions.map((e) => e.date)).toEqual(['2026-12-26']);

    const removed = await t.gql(DELETE_EXCEPTION, { id: exceptions[0]?.id }, owner);
    expect(removed.data).toEqual({ deleteOpeningException: true });
    expect((await hoursOf(sodermalm)).exceptions).toEqual([]);
    expect(codeOf(await t.gql(DELETE_EXCEPTION, { id }, owner))).toBe('NOT_FOUND');
  });

  it('refuses bad exceptions with field errors and stores nothing', async () => {
    const cases: [Record<string, unknown>, unknown][] = [
      [{ date: '2026-02-30', closed: true }, [{ field: 'date', message: 'validation.date' }]],
      [{ date: '', closed: true }, [{ field: 'date', message: 'validation.date' }]],
      [
        { date: '2026-12-24', closed: false, intervals: [] },
        [{ field: 'intervals', message: 'validation.intervalsRequired' }],
      ],
      [
        { date: '2026-12-24', closed: true, note: 'a\u0000b' },
        [{ field: 'note', message: 'validation.unsupportedCharacter' }],
      ],
      [
        { date: '2026-12-24', closed: true, note: 'x'.repeat(100_000) },
        [{ field: 'note', message: 'validation.tooLong' }],
      ],
    ];
    for (const [input, expected] of cases) {
      const result = await t.gql(SAVE_EXCEPTION, { v: sodermalm, input }, owner);
      expect([input.date, fieldErrors(result)]).toEqual([input.date, expected]);
    }
    expect((await hoursOf(sodermalm)).exceptions).toEqual([]);
  });

  it('a concurrent burst on one date leaves one exception', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.gql(
          SAVE_EXCEPTION,
          { v: sodermalm, input: { date: '2027-01-01', closed: true, note: `New Year ${i}` } },
          owner,
        ),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    const rows = await t.database.db
      .select()
      .from(openingExceptions)
      .where(and(eq(openingExceptions.venueId, sodermalm), eq(openingExceptions.date, '2027-01-01')));
    expect(rows).toHaveLength(1);
  });

  it('keeps a venue-restricted manager to their venues', async () => {
    expect(codeOf(await t.gql(GET, { v: grunerlokka }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET, { v: grunerlokka, intervals: [] }, manager))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(SAVE_EXCEPTION, { v: grunerlokka, input: { date: '2026-12-24', closed: true } }, manager),
      ),
    ).toBe('NOT_FOUND');
    const oslo = await t.gql<{ saveOpeningException: { id: string } }>(
      SAVE_EXCEPTION,
      { v: grunerlokka, input: { date: '2026-05-17', closed: true } },
      owner,
    );
    const osloId = oslo.data?.saveOpeningException.id ?? '';
    expect(codeOf(await t.gql(DELETE_EXCEPTION, { id: osloId }, manager))).toBe('NOT_FOUND');
    expect((await hoursOf(grunerlokka)).exceptions.map((e) => e.id)).toContain(osloId);
    // Their own venue works.
    expect((await t.gql(GET, { v: sodermalm }, manager)).errors).toBeUndefined();
  });

  it('refuses empty and unknown venue ids', async () => {
    expect(codeOf(await t.gql(GET, { v: '' }, owner))).toMatch(/BAD_USER_INPUT|NOT_FOUND/);
    expect(codeOf(await t.gql(GET, { v: 'nope' }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(GET, { v: sodermalm }, null))).toBe('UNAUTHENTICATED');
  });

  it('loadOpeningSchedule gives guest ordering the week and the coming exceptions', async () => {
    await t.gql(SET, { v: sodermalm, intervals: WEEK }, owner);
    await t.gql(SAVE_EXCEPTION, { v: sodermalm, input: { date: '2026-12-31', closed: true } }, owner);
    await t.gql(SAVE_EXCEPTION, { v: sodermalm, input: { date: '2026-01-01', closed: true } }, owner);
    const schedule = await loadOpeningSchedule(
      t.database.db,
      companyId,
      sodermalm,
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(schedule.weekly).toHaveLength(3);
    expect(schedule.exceptions.map((e) => e.date)).toEqual(['2026-12-31', '2027-01-01']);
    const rows = await t.database.db.select().from(openingHours).where(eq(openingHours.venueId, sodermalm));
    expect(rows.every((r) => r.companyId === companyId)).toBe(true);
  });
});
