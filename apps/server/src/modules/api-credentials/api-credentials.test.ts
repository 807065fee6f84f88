import { addDays, EMPTY_SUMS, metricsOf } from '@fika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { apiCredentials } from '../../platform/db/schema/index.ts';
import { readSums } from '../finance/read.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const CREATE = `mutation C($name: String!) { createApiCredential(name: $name) {
  secret credential { id name keyPrefix createdByName lastUsedAt revokedAt } } }`;
const LIST = 'query { apiCredentials { id name keyPrefix lastUsedAt revokedAt } }';
const REVOKE = 'mutation R($id: ID!) { revokeApiCredential(id: $id) { id revokedAt } }';

type Created = {
  createApiCredential: {
    secret: string;
    credential: { id: string; keyPrefix: string; createdByName: string; lastUsedAt: string | null };
  };
};

const get = (path: string, key?: string) =>
  fetch(`${t.url}${path}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('API credentials and the read API', () => {
  it('creates a key shown once, answers the finance summary with it, and refuses it once revoked', async () => {
    const owner = await t.login(DEMO.owner);
    const created = await t.gql<Created>(CREATE, { name: '  Accounting export ' }, owner);
    const { secret, credential } = created.data?.createApiCredential ?? { secret: '', credential: null };
    expect(secret).toMatch(/^fika_[a-z0-9]+\.[\w-]+$/);
    expect(secret.startsWith(credential?.keyPrefix ?? 'x')).toBe(true);
    expect(credential?.createdByName).toBe('Olivia Owner');
    const [row] = await t.database.db
      .select()
      .from(apiCredentials)
      .where(eq(apiCredentials.id, credential?.id ?? ''));
    expect(row?.name).toBe('Accounting export');
    expect(row?.secretHash).not.toContain(secret.split('.')[1]);

    const from = addDays(today, -30);
    const response = await get(`/api/v1/finance/summary?from=${from}&to=${today}`, secret);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { currency: string; venueIds: string[]; metrics: unknown };
    expect(body.currency).toBe('SEK');
    expect(body.venueIds).toHaveLength(2);
    const [sums] = await readSums(t.database.db, row?.companyId ?? '', {
      venueIds: body.venueIds,
      from,
      to: today,
    });
    expect(body.metrics).toEqual(metricsOf(sums?.sums ?? EMPTY_SUMS));
    const list = await t.gql<{ apiCredentials: { id: string; lastUsedAt: string | null }[] }>(
      LIST,
      {},
      owner,
    );
    expect(list.data?.apiCredentials.find((c) => c.id === credential?.id)?.lastUsedAt).not.toBeNull();

    const one = await get(
      `/api/v1/finance/summary?from=${from}&to=${today}&venueId=${body.venueIds[0]}`,
      secret,
    );
    expect(((await one.json()) as { venueIds: string[] }).venueIds).toEqual([body.venueIds[0]]);
    expect((await get(`/api/v1/finance/summary?from=${from}&to=${today}&venueId=nope`, secret)).status).toBe(
      404,
    );
    expect((await get(`/api/v1/finance/summary?from=${today}&to=${from}`, secret)).status).toBe(400);
    // Card payments belong to payments-only accounts.
    expect((await get(`/api/v1/payments/transactions?from=${today}&to=${today}`, secret)).status).toBe(403);

    const revoked = await t.gql<{ revokeApiCredential: { revokedAt: string | null } }>(
      REVOKE,
      { id: credential?.id },
      owner,
    );
    expect(revoked.data?.revokeApiCredential.revokedAt).not.toBeNull();
    expect((await get(`/api/v1/finance/summary?from=${from}&to=${today}`, secret)).status).toBe(401);
    expect((await get(`/api/v1/finance/summary?from=${from}&to=${today}`)).status).toBe(401);
    expect((await get(`/api/v1/finance/summary?from=${from}&to=${today}`, `${secret}x`)).status).toBe(401);
  });

  it('serves a payments-only account its card transactions, and keeps keys to their company', async () => {
    const paula = await t.login(DEMO.payments);
    const created = await t.gql<Created>(CREATE, { name: 'ERP' }, paula);
    const secret = created.data?.createApiCredential.secret ?? '';
    const from = addDays(today, -6);
    const response = await get(`/api/v1/payments/transactions?from=${from}&to=${today}`, secret);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      balanceAccounts: { id: string; totals: { count: number; net: number }; transactions: unknown[] }[];
    };
    expect(body.balanceAccounts[0]?.id).toMatch(/^BA/);
    expect(body.balanceAccounts[0]?.totals.count).toBe(body.balanceAccounts[0]?.transactions.length);

    const owner = await t.login(DEMO.owner);
    const id = created.data?.createApiCredential.credential.id;
    const foreign = await t.gql(REVOKE, { id }, owner);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ownList = await t.gql<{ apiCredentials: { id: string }[] }>(LIST, {}, owner);
    expect(ownList.data?.apiCredentials.map((c) => c.id)).not.toContain(id);
  });

  it('refuses a user without SETTINGS, and a blank name', async () => {
    const manager = await t.login(DEMO.manager);
    expect((await t.gql(LIST, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { name: 'x' }, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const owner = await t.login(DEMO.owner);
    const blank = await t.gql(CREATE, { name: '   ' }, owner);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
