import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { items, menuEntries, menus } from '../../platform/db/schema/index.ts';
import { PROVIDER, PROVISION, type ProviderData } from './menus.test-helpers.ts';

// The 'All articles' invariant (§5): one entry per live item at its default price, held by the
// services and, at commit, by the deferred constraint triggers of migration 0006.

let t: TestServer;
let owner: string;

async function providerOf(token: string) {
  const result = await t.gql<ProviderData>(PROVIDER, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data?.menuProviderData as ProviderData['menuProviderData'];
}

async function companyOf(token: string): Promise<string> {
  const session = await t.gql<{ authorizeUser: { companyId: string } }>(
    'query { authorizeUser { companyId } }',
    {},
    token,
  );
  return session.data?.authorizeUser.companyId ?? '';
}

// createItem over HTTP: the item and its 'All articles' entry in one transaction (catalogue).
async function createItem(token: string, title: string, price: number): Promise<string> {
  const result = await t.gql<{ createItem: { id: string; defaultPrice: number } }>(
    'mutation($input: CreateItemInput!) { createItem(input: $input) { id defaultPrice } }',
    { input: { title, defaultPrice: price } },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data?.createItem.id ?? '';
}

// The error a transaction ended with: PGlite reports the trigger's message, node-postgres wraps it
// in a failed commit whose cause carries it.
async function failure(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' / ');
  }
  return 'committed';
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

describe('the database constraint', () => {
  it("refuses, at commit, an 'All articles' price that is not the item's default price", async () => {
    const data = await providerOf(owner);
    const menuId = data.allArticles?.id ?? '';
    const write = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update menu_entries set price = price + 1 where menu_id = ${menuId}`);
    });
    expect(await failure(write)).toMatch(/All articles menu .* must list item/);
    expect((await providerOf(owner)).allArticlesMismatches).toEqual([]);
  });

  it('refuses an item without its entry, and an entry removed from a live item', async () => {
    const companyId = await companyOf(owner);
    const data = await providerOf(owner);
    const bare = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into items (id, company_id, title, default_price, vat_rate) values (${newId()}, ${companyId}, 'Bare', 100, 25)`,
      );
    });
    expect(await failure(bare)).toMatch(/must list item/);
    const removal = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`delete from menu_entries where menu_id = ${data.allArticles?.id} and item_id = ${data.items[0]?.id}`,
      );
    });
    expect(await failure(removal)).toMatch(/must list item/);
  });

  it('refuses an entry for a deleted item, and accepts a write put right before commit', async () => {
    const data = await providerOf(owner);
    const item = data.items[1];
    const deleted = t.database.db.transaction(async (tx) => {
      await tx
        .update(items)
        .set({ deleted: true })
        .where(eq(items.id, item?.id ?? ''));
    });
    expect(await failure(deleted)).toMatch(/still lists removed item/);

    // The checks are deferred: a price change followed by the entry's change in one transaction is fine.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(items)
        .set({ defaultPrice: 777 })
        .where(eq(items.id, item?.id ?? ''));
      await tx
        .update(menuEntries)
        .set({ price: 777 })
        .where(
          and(eq(menuEntries.menuId, data.allArticles?.id ?? ''), eq(menuEntries.itemId, item?.id ?? '')),
        );
    });
    const after = await providerOf(owner);
    expect(after.items.find((i) => i.id === item?.id)?.defaultPrice).toBe(777);
    expect(after.allArticlesMismatches).toEqual([]);
  });
});

describe('concurrent writers', () => {
  it('keeps one entry per item when many items are created at once', async () => {
    const before = await providerOf(owner);
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createItem(owner, `Concurrent ${i}`, 1000 + i)),
    );
    const after = await providerOf(owner);
    expect(after.items).toHaveLength(before.items.length + ids.length);
    expect(after.allArticles?.entryCount).toBe(after.items.length);
    expect(after.allArticlesMismatches).toEqual([]);
  });

  it("misses no item created while provisioning makes a company's first 'All articles'", async () => {
    const payments = await t.login(DEMO.payments);
    const companyId = await companyOf(payments);
    const [provisioned, ...created] = await Promise.all([
      t.gql(PROVISION, {}, payments),
      ...Array.from({ length: 8 }, (_, i) => createItem(payments, `Payments item ${i}`, 500 + i)),
      t.gql(PROVISION, {}, payments),
    ]);
    expect(provisioned && 'errors' in provisioned ? provisioned.errors : undefined).toBeUndefined();
    const data = await providerOf(payments);
    expect(data.items.length).toBeGreaterThanOrEqual(created.length - 1);
    expect(data.allArticles?.entryCount).toBe(data.items.length);
    expect(data.allArticlesMismatches).toEqual([]);
    const defaults = await t.database.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });
});
