import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { financeRollups, orderLines, orders, voidJournal } from '../../db/schema/index.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from './terminal-test-kit.ts';

let t: TestServer;
let credential: string;
let companyId: string;
let venueId: string;
beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venueId = demo.byName.Södermalm ?? '';
  ({ credential } = await issueTerminal(t, owner, venueId));
});
afterAll(() => t.close());

const count = async (table: typeof orders | typeof orderLines) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

describe('terminal order intake', () => {
  it('records an order and answers a retry as a replay', async () => {
    const body = orderBody({ clientOrderId: 'smoke-1', lines: [simpleLine(3500, 2)] });
    const first = await submit(t, credential, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'COMPLETED', replayed: false });
    const again = await submit(t, credential, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, orderNumber: first.body.orderNumber, replayed: true });
  });
});
