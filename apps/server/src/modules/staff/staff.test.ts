import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { staff } from '../../platform/db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const STAFFS = 'query { staffs { id name } }';
type Staffs = { staffs: { id: string; name: string }[] };

describe('staffs', () => {
  it('lists the company’s POS staff by name and hides deleted ones', async () => {
    const owner = await t.login(DEMO.owner);
    const { data } = await t.gql<Staffs>(STAFFS, {}, owner);
    expect(data?.staffs.map((s) => s.name)).toEqual([
      'Anna Lindqvist',
      'Erik Johansson',
      'Johan Berg',
      'Maja Ek',
      'Sara Nilsson',
    ]);
    const erik = data?.staffs.find((s) => s.name === 'Erik Johansson');
    await t.database.db
      .update(staff)
      .set({ deleted: true })
      .where(eq(staff.id, erik?.id ?? ''));
    const after = await t.gql<Staffs>(STAFFS, {}, owner);
    expect(after.data?.staffs.map((s) => s.name)).not.toContain('Erik Johansson');
    expect(after.data?.staffs).toHaveLength(4);
  });

  it('needs the STAFF scope, and shows another company nothing', async () => {
    const manager = await t.login(DEMO.manager);
    const refused = await t.gql(STAFFS, {}, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    const payments = await t.login(DEMO.payments);
    expect((await t.gql<Staffs>(STAFFS, {}, payments)).data?.staffs).toEqual([]);
    expect((await t.gql(STAFFS, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
