import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { signUpOtherCompany } from '../test/other-company.ts';
import { beeperAssignments, beeperSettings } from './platform/db/schema/index.ts';

// Signs in as a user of company A and tries company B's venue through every beeper operation that
// takes an id. Every attempt must read as NOT_FOUND, and nothing of B's may change; A's terminal
// cannot take B's numbers either (its venue is its own).

let t: TestServer;
const b = { token: '', companyId: '', venueId: '' };
let a = '';

beforeAll(async () => {
  t = await startTestServer();
  Object.assign(b, await signUpOtherCompany(t));
  a = await t.login(DEMO.owner);
  const saved = await t.gql(
    'mutation($v: ID!) { updateBeeperSettings(venueId: $v, input: { rangeFrom: 1, rangeTo: 5, mode: "AUTOMATIC" }) { venueId } }',
    { v: b.venueId },
    b.token,
  );
  expect(saved.errors).toBeUndefined();
  // A pager B's till handed out (the terminal path is covered in modules/beepers).
  await t.database.db
    .insert(beeperAssignments)
    .values({ companyId: b.companyId, venueId: b.venueId, number: 1, orderId: 'order-of-company-b' });
});
afterAll(() => t.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('company A cannot reach B’s beepers', () => {
  it('refuses every id-taking beeper operation and changes nothing', async () => {
    const before = await t.database.db
      .select()
      .from(beeperSettings)
      .where(eq(beeperSettings.venueId, b.venueId));
    const attempts: [string, Record<string, unknown>][] = [
      ['query($v: ID!) { beeperSettings(venueId: $v) { venueId } }', { v: b.venueId }],
      [
        'mutation($v: ID!) { updateBeeperSettings(venueId: $v, input: { rangeFrom: 100, rangeTo: 200, mode: "MANUAL" }) { venueId } }',
        { v: b.venueId },
      ],
      ['mutation($v: ID!) { releaseBeeper(venueId: $v, number: 1) { venueId } }', { v: b.venueId }],
    ];
    for (const [query, variables] of attempts) {
      expect([query, codeOf(await t.gql(query, variables, a))]).toEqual([query, 'NOT_FOUND']);
    }
    const after = await t.database.db
      .select()
      .from(beeperSettings)
      .where(eq(beeperSettings.venueId, b.venueId));
    expect(after).toEqual(before);
    const heldByB = await t.database.db
      .select()
      .from(beeperAssignments)
      .where(eq(beeperAssignments.venueId, b.venueId));
    expect(heldByB.map((h) => h.number)).toEqual([1]);
  });

  it('B’s range does not count against A’s: A may use the same numbers', async () => {
    const session = await t.gql<{ authorizeUser: { venueIds: string[] } }>(
      'query { authorizeUser { venueIds } }',
      {},
      a,
    );
    const venueId = session.data?.authorizeUser.venueIds[0] ?? '';
    const saved = await t.gql(
      'mutation($v: ID!) { updateBeeperSettings(venueId: $v, input: { rangeFrom: 1, rangeTo: 5, mode: "AUTOMATIC" }) { venueId } }',
      { v: venueId },
      a,
    );
    expect(saved.errors).toBeUndefined();
  });
});
