// Beepers over HTTP against the real database: the venue's range and mode (GraphQL), and the pager
// a terminal's order carries (terminal API) — assigned, validated, held while open, freed on
// completion or cancellation, distinct under a burst, refused clearly when the range is exhausted.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { beeperAssignments, beeperSettings, feedChanges } from '../../platform/db/schema/index.ts';
import {
  demoVenues,
  issueTerminal,
  orderBody,
  post,
  simpleLine,
  submit,
} from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let sodermalm: string;
let grunerlokka: string;
let till: string;
let companyId: string;

const FIELDS =
  'venueId configured rangeFrom rangeTo mode freeCount nextFree inUse { number orderId orderNumber status outsideRange }';

interface Settings {
  venueId: string;
  configured: boolean;
  rangeFrom: number | null;
  rangeTo: number | null;
  mode: string;
  freeCount: number;
  nextFree: number | null;
  inUse: { number: number; orderId: string; orderNumber: number; status: string; outsideRange: boolean }[];
}

const read = (venueId: string, token = owner) =>
  t.gql<{ beeperSettings: Settings }>(
    `query($v: ID!) { beeperSettings(venueId: $v) { ${FIELDS} } }`,
    { v: venueId },
    token,
  );

const save = (venueId: string, input: Record<string, unknown>, token = owner) =>
  t.gql<{ updateBeeperSettings: Settings }>(
    `mutation($v: ID!, $i: BeeperSettingsInput!) { updateBeeperSettings(venueId: $v, input: $i) { ${FIELDS} } }`,
    { v: venueId, i: input },
    token,
  );

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fieldErrors;
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

// An open (not yet paid) counter order; `extra` carries the beeper request.
const openOrder = (clientOrderId: string, extra: Record<string, unknown> = {}) => ({
  ...orderBody({ clientOrderId, lines: [simpleLine(3500)], status: 'ACCEPTED' }),
  ...extra,
});
const paidOrder = (clientOrderId: string, extra: Record<string, unknown> = {}) => ({
  ...orderBody({ clientOrderId, lines: [simpleLine(3500)], status: 'COMPLETED' }),
  ...extra,
});

const held = async (venueId: string) =>
  (
    await t.database.db
      .select({ number: beeperAssignments.number })
      .from(beeperAssignments)
      .where(and(eq(beeperAssignments.companyId, companyId), eq(beeperAssignments.venueId, venueId)))
  )
    .map((r) => r.number)
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const venues = await demoVenues(t);
  companyId = venues.companyId;
  sodermalm = venues.byName.Södermalm ?? '';
  grunerlokka = venues.byName.Grünerløkka ?? '';
  ({ credential: till } = await issueTerminal(t, owner, sodermalm));
});
afterAll(() => t.close());

describe('beeper settings', () => {
  it('a venue starts without beepers', async () => {
    const result = await read(sodermalm);
    expect(result.data?.beeperSettings).toMatchObject({
      configured: false,
      rangeFrom: null,
      mode: 'AUTOMATIC',
      inUse: [],
      freeCount: 0,
    });
  });

  it('an order asking for a beeper where none are set up is refused clearly', async () => {
    const answer = await submit(t, till, openOrder('no-range', { assignBeeper: true }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'CONFLICT', messageKey: 'beepers.errors.notSetUp' } });
  });

  it('saves a range and mode and reports the numbers free', async () => {
    const result = await save(sodermalm, { rangeFrom: 1, rangeTo: 3, mode: 'AUTOMATIC' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateBeeperSettings).toMatchObject({
      configured: true,
      rangeFrom: 1,
      rangeTo: 3,
      freeCount: 3,
      nextFree: 1,
    });
    const overview = await t.gql<{ beeperOverview: { venueName: string; configured: boolean }[] }>(
      'query { beeperOverview { venueName configured } }',
      {},
      owner,
    );
    expect(overview.data?.beeperOverview).toEqual([
      { venueName: 'Grünerløkka', configured: false },
      { venueName: 'Södermalm', configured: true },
    ]);
  });

  it('refuses a backwards range, numbers outside 1–9999 and an unknown mode, storing nothing', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { rangeFrom: 20, rangeTo: 10, mode: 'AUTOMATIC' },
        { field: 'rangeTo', message: 'validation.beeperRangeBackwards' },
      ],
      [
        { rangeFrom: 0, rangeTo: 10, mode: 'AUTOMATIC' },
        { field: 'rangeFrom', message: 'validation.beeperNumber' },
      ],
      [
        { rangeFrom: 1, rangeTo: 10000, mode: 'AUTOMATIC' },
        { field: 'rangeTo', message: 'validation.beeperNumber' },
      ],
      [
        { rangeFrom: 1, rangeTo: 10, mode: 'SOMETIMES' },
        { field: 'mode', message: 'validation.beeperMode' },
      ],
      [
        { rangeFrom: 1, rangeTo: 10, mode: 'AUTO\u0000MATIC' },
        { field: 'mode', message: expect.any(String) },
      ],
      [
        { rangeFrom: 1, rangeTo: 10, mode: 'x'.repeat(100_000) },
        { field: 'mode', message: expect.any(String) },
      ],
    ];
    for (const [input, error] of cases) {
      const result = await save(sodermalm, input);
      expect([input.rangeFrom, fieldErrors(result)]).toEqual([
        input.rangeFrom,
        expect.arrayContaining([error]),
      ]);
    }
    // A number a browser cannot send as an Int is refused by GraphQL itself.
    expect(codeOf(await save(sodermalm, { rangeFrom: 1, rangeTo: 2 ** 40, mode: 'MANUAL' }))).toBeDefined();
    expect(codeOf(await save('', { rangeFrom: 1, rangeTo: 5, mode: 'MANUAL' }))).toBeDefined();
    const [row] = await t.database.db
      .select()
      .from(beeperSettings)
      .where(eq(beeperSettings.venueId, sodermalm));
    expect(row).toMatchObject({ rangeFrom: 1, rangeTo: 3, mode: 'AUTOMATIC' });
  });

  it('refuses a range that overlaps another venue’s of the company', async () => {
    const overlapping = await save(grunerlokka, { rangeFrom: 3, rangeTo: 10, mode: 'MANUAL' });
    expect(fieldErrors(overlapping)).toEqual([
      { field: 'rangeFrom', message: 'validation.beeperRangeOverlap' },
      { field: 'rangeTo', message: 'validation.beeperRangeOverlap' },
    ]);
    expect((await read(grunerlokka)).data?.beeperSettings.configured).toBe(false);
    const beside = await save(grunerlokka, { rangeFrom: 4, rangeTo: 10, mode: 'MANUAL' });
    expect(beside.data?.updateBeeperSettings).toMatchObject({ rangeFrom: 4, rangeTo: 10, mode: 'MANUAL' });
  });

  it('of two overlapping ranges saved at once, exactly one is taken', async () => {
    // Grünerløkka moves up to 500–600 while Södermalm tries 550–650 at the same moment, ten times over.
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => save(grunerlokka, { rangeFrom: 500, rangeTo: 600, mode: 'MANUAL' })),
      ...Array.from({ length: 5 }, () =>
        save(sodermalm, { rangeFrom: 550, rangeTo: 650, mode: 'AUTOMATIC' }),
      ),
    ]);
    const rows = await t.database.db
      .select()
      .from(beeperSettings)
      .where(eq(beeperSettings.companyId, companyId));
    const [a, b] = rows;
    expect(rows).toHaveLength(2);
    expect(a && b && a.rangeFrom <= b.rangeTo && b.rangeFrom <= a.rangeTo).toBe(false);
    expect(results.some((r) => r.errors)).toBe(true);
    // Back to the ranges the rest of this file uses.
    await save(grunerlokka, { rangeFrom: 4, rangeTo: 10, mode: 'MANUAL' });
    expect((await save(sodermalm, { rangeFrom: 1, rangeTo: 3, mode: 'AUTOMATIC' })).errors).toBeUndefined();
  });

  it('writes a feed change the venue’s tills fetch, and the feed carries the range', async () => {
    const changes = await t.database.db
      .select()
      .from(feedChanges)
      .where(and(eq(feedChanges.companyId, companyId), eq(feedChanges.kind, 'beeperSettings')));
    expect(changes.length).toBeGreaterThan(0);
    const response = await fetch(`${t.url}/terminal/v1/config`, {
      headers: { authorization: `Bearer ${till}` },
    });
    const feed = (await response.json()) as { beeperSettings: unknown[] };
    expect(feed.beeperSettings).toEqual([
      { id: expect.any(String), venueId: sodermalm, rangeFrom: 1, rangeTo: 3, mode: 'AUTOMATIC' },
    ]);
  });
});

describe('the beeper of a terminal order', () => {
  it('a burst of orders gets distinct numbers, and the next one finds the range exhausted', async () => {
    const answers = await Promise.all(
      ['burst-1', 'burst-2', 'burst-3'].map((id) => submit(t, till, openOrder(id, { assignBeeper: true }))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.beeperNumber).sort()).toEqual([1, 2, 3]);
    expect(await held(sodermalm)).toEqual([1, 2, 3]);

    const fourth = await submit(t, till, openOrder('burst-4', { assignBeeper: true }));
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      error: { code: 'CONFLICT', messageKey: 'beepers.errors.exhausted' },
    });
    expect((fourth.body.error as { message: string }).message).toContain('1–3');

    const settings = (await read(sodermalm)).data?.beeperSettings;
    expect(settings?.freeCount).toBe(0);
    expect(settings?.nextFree).toBeNull();
    expect(settings?.inUse.map((u) => [u.number, u.status])).toEqual([
      [1, 'ACCEPTED'],
      [2, 'ACCEPTED'],
      [3, 'ACCEPTED'],
    ]);
  });

  it('a resubmission of the open order keeps its pager', async () => {
    const first = await submit(t, till, openOrder('burst-1', { assignBeeper: true }));
    expect(first.status).toBe(200);
    const again = await submit(t, till, {
      ...orderBody({ clientOrderId: 'burst-1', lines: [simpleLine(3500, 2)], status: 'ACCEPTED' }),
      assignBeeper: true,
    });
    // An open order resubmitted with changes is an update: 200 (only a new order is 201).
    expect(again.status).toBe(200);
    expect(again.body.beeperNumber).toBe(first.body.beeperNumber);
    expect(await held(sodermalm)).toEqual([1, 2, 3]);
  });

  it('completing the order frees its number for the next guest, and the order keeps it', async () => {
    const holder = (await read(sodermalm)).data?.beeperSettings.inUse.find((u) => u.number === 2);
    const settings = (await read(sodermalm)).data?.beeperSettings;
    const clientId = settings?.inUse.find((u) => u.number === 2)?.orderId;
    expect(clientId).toBeDefined();
    // Which burst order holds 2: ask the order detail (which also shows the number).
    const detail = await t.gql<{ order: { clientOrderId: string; beeperNumber: number } }>(
      'query($id: ID!) { order(id: $id) { clientOrderId beeperNumber } }',
      { id: holder?.orderId },
      owner,
    );
    expect(detail.data?.order.beeperNumber).toBe(2);
    const clientOrderId = detail.data?.order.clientOrderId ?? '';
    const paid = await submit(t, till, paidOrder(clientOrderId));
    expect(paid.status).toBe(200);
    expect(paid.body.beeperNumber).toBe(2);
    expect(await held(sodermalm)).toEqual([1, 3]);
    const afterDetail = await t.gql<{ order: { beeperNumber: number; status: string } }>(
      'query($id: ID!) { order(id: $id) { beeperNumber status } }',
      { id: holder?.orderId },
      owner,
    );
    expect(afterDetail.data?.order).toEqual({ beeperNumber: 2, status: 'COMPLETED' });

    const next = await submit(t, till, openOrder('after-free', { assignBeeper: true }));
    expect(next.body.beeperNumber).toBe(2);
  });

  it('cancelling an open order through the status endpoint frees its number', async () => {
    const cancelled = await post(t, '/terminal/v1/orders/after-free/status', till, {
      status: 'CANCELLED',
      at: '2026-11-20T11:05:00.000Z',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.beeperNumber).toBe(2);
    expect(await held(sodermalm)).toEqual([1, 3]);
  });

  it('a typed number must be within the range and free', async () => {
    const outside = await submit(t, till, openOrder('typed-1', { beeperNumber: 7 }));
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      error: { fieldErrors: [{ field: 'beeperNumber', message: 'validation.beeperOutsideRange' }] },
    });
    const taken = await submit(t, till, openOrder('typed-1', { beeperNumber: 3 }));
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      error: { fieldErrors: [{ field: 'beeperNumber', message: 'validation.beeperInUse' }] },
    });
    for (const bad of [0, 10_000, 2.5, '2', -1]) {
      const answer = await submit(t, till, openOrder('typed-1', { beeperNumber: bad }));
      expect([bad, answer.status]).toEqual([bad, 400]);
    }
    const free = await submit(t, till, openOrder('typed-1', { beeperNumber: 2 }));
    expect(free.status).toBe(201);
    expect(free.body.beeperNumber).toBe(2);
    // Typing another number on the open order moves its hold.
    await submit(
      t,
      till,
      paidOrder(
        (
          await t.gql<{ order: { clientOrderId: string } }>(
            'query($id: ID!) { order(id: $id) { clientOrderId } }',
            { id: (await read(sodermalm)).data?.beeperSettings.inUse.find((u) => u.number === 1)?.orderId },
            owner,
          )
        ).data?.order.clientOrderId ?? '',
      ),
    );
    const moved = await submit(t, till, openOrder('typed-1', { beeperNumber: 1, guestCount: 2 }));
    expect(moved.body.beeperNumber).toBe(1);
    expect(await held(sodermalm)).toEqual([1, 3]);
  });

  it('a MANUAL venue refuses to pick a number itself', async () => {
    const { credential } = await issueTerminal(t, owner, grunerlokka, 'Bar till');
    const answer = await submit(t, credential, openOrder('manual-1', { assignBeeper: true }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fieldErrors: [{ field: 'assignBeeper', message: 'validation.beeperManualMode' }] },
    });
    const typed = await submit(t, credential, openOrder('manual-1', { beeperNumber: 4 }));
    expect(typed.status).toBe(201);
    expect(await held(grunerlokka)).toEqual([4]);
  });

  it('a narrowed range keeps numbers in use, flagged outside the range', async () => {
    const narrowed = await save(sodermalm, { rangeFrom: 1, rangeTo: 2, mode: 'AUTOMATIC' });
    expect(narrowed.data?.updateBeeperSettings.inUse.map((u) => [u.number, u.outsideRange])).toEqual([
      [1, false],
      [3, true],
    ]);
    expect(narrowed.data?.updateBeeperSettings.freeCount).toBe(1);
  });

  it('the back office frees a stuck number; a free one cannot be freed again', async () => {
    const release = (n: number) =>
      t.gql<{ releaseBeeper: Settings }>(
        `mutation($v: ID!, $n: Int!) { releaseBeeper(venueId: $v, number: $n) { ${FIELDS} } }`,
        { v: sodermalm, n },
        owner,
      );
    const released = await release(3);
    expect(released.data?.releaseBeeper.inUse.map((u) => u.number)).toEqual([1]);
    const again = await release(3);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldErrors(await release(0))).toEqual([{ field: 'number', message: 'validation.beeperNumber' }]);
  });

  it('a user without the SETTINGS scope cannot read or change beepers', async () => {
    const payments = await t.login(DEMO.manager);
    expect(codeOf(await read(sodermalm, payments))).toBe('FORBIDDEN');
    expect(codeOf(await save(sodermalm, { rangeFrom: 1, rangeTo: 9, mode: 'MANUAL' }, payments))).toBe(
      'FORBIDDEN',
    );
  });
});
