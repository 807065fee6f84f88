import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { runInAuditScope, setAuditActor } from '../../platform/db/audit-scope.ts';
import { auditEntries, items, users } from '../../platform/db/schema/index.ts';
import {
  demoItems,
  demoVenues,
  issueTerminal,
  orderBody,
  simpleLine,
  submit,
} from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let companyId: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  ({ companyId } = await demoVenues(t));
});
afterAll(() => t.close());

interface Entry {
  id: string;
  actorKind: string;
  userName: string | null;
  terminalName: string | null;
  operation: string;
  objectType: string;
  objectId: string | null;
  objectLabel: string | null;
  action: string;
  venueName: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}
const JOURNAL = `query($filter: AuditFilter, $first: Int, $after: String) {
  auditJournal(filter: $filter, first: $first, after: $after) {
    nodes { id actorKind userName terminalName operation objectType objectId objectLabel action venueName
      changes { field before after } }
    pageInfo { hasNextPage endCursor } } }`;
type Journal = {
  auditJournal: { nodes: Entry[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

const journal = async (
  filter: Record<string, unknown> = {},
  token = owner,
  first?: number,
  after?: string,
) => {
  const r = await t.gql<Journal>(JOURNAL, { filter, first, after }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.auditJournal;
};
const count = async () =>
  (
    await t.database.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(eq(auditEntries.companyId, companyId))
  ).length;

describe('audit journal', () => {
  it('records a product price change with its old and new price, who made it and the operation', async () => {
    const [item] = await demoItems(t, companyId);
    if (!item) throw new Error('no demo item');
    const r = await t.gql(
      'mutation($id: ID!, $p: Int!) { updateItemPrice(itemId: $id, price: $p) { success } }',
      { id: item.id, p: item.price + 1250 },
      owner,
    );
    expect(r.errors).toBeUndefined();
    const { nodes } = await journal({ objectType: 'items' });
    const entry = nodes.find((n) => n.objectId === item.id);
    expect(entry).toMatchObject({
      actorKind: 'USER',
      userName: 'Olivia Owner',
      operation: 'mutation updateItemPrice',
      objectType: 'items',
      objectLabel: item.title,
      action: 'UPDATE',
    });
    // Only what changed: updated_at is bookkeeping, not an edit.
    expect(entry?.changes).toEqual([
      { field: 'default_price', before: String(item.price), after: String(item.price + 1250) },
    ]);
    // The All articles entry changed in the same transaction and is journalled beside it.
    expect(nodes.some((n) => n.objectType === 'menu_entries')).toBe(false);
    const entries = await journal();
    expect(
      entries.nodes.some(
        (n) => n.objectType === 'menu_entries' && n.operation === 'mutation updateItemPrice',
      ),
    ).toBe(true);
  });

  it('records nothing for a refused mutation or a rolled-back transaction', async () => {
    const before = await count();
    const [item] = await demoItems(t, companyId);
    const r = await t.gql(
      'mutation($id: ID!, $p: Int!) { updateItemPrice(itemId: $id, price: $p) { success } }',
      { id: item?.id, p: -5 },
      owner,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The same path a request takes: a scope with an actor, a write, then a failure inside the transaction.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, DEMO.owner));
    await expect(
      runInAuditScope('test', 'mutation test', async () => {
        setAuditActor({ kind: 'USER', userId: user?.id ?? '', actingAdminId: null });
        await t.database.db.transaction(async (tx) => {
          await tx
            .update(items)
            .set({ title: 'Never saved' })
            .where(and(eq(items.companyId, companyId), eq(items.id, item?.id ?? '')));
          throw new Error('boom');
        });
      }),
    ).rejects.toThrow('boom');
    expect(await count()).toBe(before);
  });

  it('journals a write outside any transaction too', async () => {
    const before = await count();
    const [user] = await t.database.db.select().from(users).where(eq(users.username, DEMO.owner));
    const [item] = await demoItems(t, companyId);
    await runInAuditScope('test', 'mutation test', async () => {
      setAuditActor({ kind: 'USER', userId: user?.id ?? '', actingAdminId: null });
      await t.database.db
        .update(items)
        .set({ volumeSuffix: '33' })
        .where(and(eq(items.companyId, companyId), eq(items.id, item?.id ?? '')));
    });
    expect(await count()).toBe(before + 1);
  });

  it('never shows passwords, secrets or tokens: password change, API key, terminal credential', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.username, DEMO.owner));
    const changed = await t.gql<{ setNewPassword: { token: string } }>(
      'mutation($u: ID!, $p: String!) { setNewPassword(userId: $u, password: $p) { token } }',
      { u: me?.id, p: 'Changed1234!' },
      owner,
    );
    expect(changed.errors).toBeUndefined();
    owner = changed.data?.setNewPassword.token ?? (await t.login(DEMO.owner, 'Changed1234!'));
    const key = await t.gql<{ createApiCredential: { secret: string } }>(
      'mutation { createApiCredential(name: "Audit test") { secret } }',
      {},
      owner,
    );
    const secret = key.data?.createApiCredential.secret ?? '';
    expect(secret).not.toBe('');
    const { byName } = await demoVenues(t);
    const venueId = Object.values(byName)[0] ?? '';
    const { credential } = await issueTerminal(t, owner, venueId, 'Audit till');

    const { nodes } = await journal({}, owner, 100);
    const password = nodes.find((n) => n.objectType === 'users' && n.objectId === me?.id);
    expect(password?.changes.find((c) => c.field === 'password_hash')).toEqual({
      field: 'password_hash',
      before: '"[redacted]"',
      after: '"[redacted]"',
    });
    expect(nodes.find((n) => n.objectType === 'api_credentials')?.changes).toContainEqual({
      field: 'secret_hash',
      before: null,
      after: '"[redacted]"',
    });
    expect(nodes.find((n) => n.objectType === 'terminals')?.changes).toContainEqual({
      field: 'secret_hash',
      before: null,
      after: '"[redacted]"',
    });
    const raw = JSON.stringify(await t.database.db.select().from(auditEntries));
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, me?.id ?? ''));
    for (const leak of [
      stored?.passwordHash,
      'Changed1234!',
      secret.split('.')[1],
      credential.split('.')[1],
    ]) {
      expect(leak && raw.includes(leak), 'a secret reached the journal').toBeFalsy();
    }
    const csv = await t.gql<{ auditJournalCsv: string }>(
      'query { auditJournalCsv(language: "sv") }',
      {},
      owner,
    );
    expect(csv.data?.auditJournalCsv.includes(credential.split('.')[1] ?? 'x')).toBe(false);
  });

  it('names the terminal for orders sent with its credential', async () => {
    const { byName } = await demoVenues(t);
    const venueId = Object.values(byName)[0] ?? '';
    const { credential } = await issueTerminal(t, owner, venueId, 'Bar till');
    const body = orderBody({ clientOrderId: 'audit-1', lines: [simpleLine(3500)] });
    const sent = await submit(t, credential, body);
    expect(sent.status).toBe(201);
    const { nodes } = await journal({ objectType: 'orders' });
    expect(nodes[0]).toMatchObject({
      actorKind: 'TERMINAL',
      terminalName: 'Bar till',
      operation: 'POST /terminal/v1/orders',
      action: 'INSERT',
    });
  });

  it('pages by cursor, filters, exports CSV with a BOM, ; and decimal commas, and needs SETTINGS or ACCOUNTS', async () => {
    const first = await journal({}, owner, 2);
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await journal({}, owner, 2, first.pageInfo.endCursor ?? undefined);
    expect(Number(second.nodes[0]?.id)).toBeLessThan(Number(first.nodes[1]?.id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await journal({ from: '2000-01-01', to: '2000-01-31' })).nodes).toEqual([]);
    expect((await journal({ from: today, objectType: 'items' })).nodes.length).toBeGreaterThan(0);

    const csv = await t.gql<{ auditJournalCsv: string }>(
      'query { auditJournalCsv(filter: { objectType: "items" }, language: "sv") }',
      {},
      owner,
    );
    const text = csv.data?.auditJournalCsv ?? '';
    expect(text.startsWith('\uFEFFTid;Användare;')).toBe(true);
    expect(text).toMatch(/;default_price;\d+,\d\d;\d+,\d\d/);
    const en = await t.gql<{ auditJournalCsv: string }>(
      'query { auditJournalCsv(filter: { objectType: "items" }, language: "en") }',
      {},
      owner,
    );
    expect(en.data?.auditJournalCsv).toMatch(/,default_price,\d+\.\d\d,\d+\.\d\d/);

    // The manager holds POS_CUSTOMIZATION and MENUS only.
    const manager = await t.login(DEMO.manager);
    const refused = await t.gql(JOURNAL, {}, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
