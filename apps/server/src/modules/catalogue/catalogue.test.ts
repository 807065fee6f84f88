import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { categories, itemCategories, items, users } from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from './all-articles.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ITEMS = `query GetItems($limit: Int, $offset: Int) { items(limit: $limit, offset: $offset) {
  count results { id title titleLang { en se es no } defaultPrice manualPrice volumeSuffix vatRate
  courseTypeId categoryIds categories { id name color } } } }`;
const CATEGORIES = 'query { categories { id name nameLang { en se es no } color vatRate parentId } }';

type Category = { id: string; name: string; color: string | null };
type Item = {
  id: string;
  title: string;
  titleLang: Record<string, string | null>;
  defaultPrice: number;
  manualPrice: boolean;
  volumeSuffix: string | null;
  vatRate: number;
  categoryIds: string[];
  categories: Category[];
};
type ItemsData = { items: { count: number; results: Item[] } };

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

// Deletes or restores an item the way the services do: its 'All articles' entry follows in the same transaction.
async function setDeleted(itemId: string, deleted: boolean) {
  const [item] = await t.database.db
    .select({ companyId: items.companyId })
    .from(items)
    .where(eq(items.id, itemId));
  await t.database.db.transaction(async (tx) => {
    await tx.update(items).set({ deleted }).where(eq(items.id, itemId));
    await syncAllArticlesEntry(tx, item?.companyId ?? '', [itemId]);
  });
}

async function companyIdOf(token: string): Promise<string> {
  const r = await t.gql<{ authorizeUser: { companyId: string } }>(
    'query { authorizeUser { companyId } }',
    {},
    token,
  );
  return r.data?.authorizeUser.companyId ?? '';
}

describe('items', () => {
  it('lists the demo menu with prices in öre, translations and categories in position order', async () => {
    const owner = await t.login(DEMO.owner);
    const { data, errors } = await t.gql<ItemsData>(ITEMS, {}, owner);
    expect(errors).toBeUndefined();
    const list = data?.items;
    expect(list?.count).toBe(60);
    expect(list?.results).toHaveLength(60);
    const byTitle = new Map(list?.results.map((i) => [i.title, i]));
    expect(byTitle.get('Kanelbulle')).toMatchObject({
      defaultPrice: 3900,
      manualPrice: false,
      vatRate: 25,
      titleLang: { se: 'Kanelbulle', en: 'Cinnamon bun', es: null, no: null },
      categories: [{ name: 'Food', color: '#e8590c' }],
    });
    expect(byTitle.get('Pilsner 50 cl')).toMatchObject({ defaultPrice: 8900, volumeSuffix: '50 cl' });
    expect(byTitle.get('Öppet belopp')).toMatchObject({ defaultPrice: 0, manualPrice: true });
    const fika = byTitle.get('Fikapaket');
    expect(fika?.categories.map((c) => c.name)).toEqual(['Tea/coffee', 'Food']);
    expect(fika?.categoryIds).toEqual(fika?.categories.map((c) => c.id));
    // The seasonal semla is deleted.
    expect(byTitle.has('Semla')).toBe(false);
  });

  it('pages with limit and offset while count covers every item', async () => {
    const owner = await t.login(DEMO.owner);
    const all = (await t.gql<ItemsData>(ITEMS, {}, owner)).data?.items.results.map((i) => i.id) ?? [];
    const page = await t.gql<ItemsData>(ITEMS, { limit: 5, offset: 5 }, owner);
    expect(page.data?.items.count).toBe(60);
    expect(page.data?.items.results.map((i) => i.id)).toEqual(all.slice(5, 10));
    const empty = await t.gql<ItemsData>(ITEMS, { limit: 0 }, owner);
    expect(empty.data?.items).toEqual({ count: 60, results: [] });
    const bad = await t.gql(ITEMS, { limit: -1, offset: -2 }, owner);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('hides deleted items and deleted categories', async () => {
    const owner = await t.login(DEMO.owner);
    const before = (await t.gql<ItemsData>(ITEMS, {}, owner)).data?.items.results ?? [];
    const fika = before.find((i) => i.title === 'Fikapaket');
    const bun = before.find((i) => i.title === 'Kardemummabulle');
    await setDeleted(bun?.id ?? '', true);
    const coffee = fika?.categories[0]?.id ?? '';
    await t.database.db.update(categories).set({ deleted: true }).where(eq(categories.id, coffee));

    const after = (await t.gql<ItemsData>(ITEMS, {}, owner)).data?.items;
    expect(after?.count).toBe(59);
    expect(after?.results.some((i) => i.title === 'Kardemummabulle')).toBe(false);
    const fikaAfter = after?.results.find((i) => i.title === 'Fikapaket');
    expect(fikaAfter?.categories.map((c) => c.name)).toEqual(['Food']);
    expect(fikaAfter?.categoryIds).toEqual([fika?.categories[1]?.id]);
    const list = await t.gql<{ categories: Category[] }>(CATEGORIES, {}, owner);
    expect(list.data?.categories.map((c) => c.id)).not.toContain(coffee);

    await setDeleted(bun?.id ?? '', false);
    await t.database.db.update(categories).set({ deleted: false }).where(eq(categories.id, coffee));
  });

  it('shows another company none of Demo Bistro’s items', async () => {
    const payments = await t.login(DEMO.payments);
    const { data } = await t.gql<ItemsData>(ITEMS, {}, payments);
    expect(data?.items).toEqual({ count: 0, results: [] });
    expect((await t.gql<{ categories: Category[] }>(CATEGORIES, {}, payments)).data?.categories).toEqual([]);
  });
});

describe('categories', () => {
  it('lists the default categories with their Swedish names and VAT', async () => {
    const manager = await t.login(DEMO.manager);
    const { data } = await t.gql<{
      categories: (Category & {
        nameLang: Record<string, string>;
        vatRate: number;
        parentId: string | null;
      })[];
    }>(CATEGORIES, {}, manager);
    expect(data?.categories.map((c) => c.name)).toEqual([
      'Alcopops',
      'Beer',
      'Food',
      'Mineral water',
      'Other',
      'Other goods',
      'Spirits',
      'Tea/coffee',
      'Wine',
    ]);
    const beer = data?.categories.find((c) => c.name === 'Beer');
    expect(beer).toMatchObject({ vatRate: 25, parentId: null, nameLang: { en: 'Beer', se: 'Öl' } });
  });
});

describe('permissions and invariants', () => {
  it('needs POS_CUSTOMIZATION and a session', async () => {
    expect(codeOf(await t.gql(ITEMS, {}))).toBe('UNAUTHENTICATED');
    const payments = await t.login(DEMO.payments);
    const session = await t.gql<{ authorizeUser: { userId: string } }>(
      'query { authorizeUser { userId } }',
      {},
      payments,
    );
    await t.database.db
      .update(users)
      .set({ scopes: ['FINANCE'] })
      .where(eq(users.id, session.data?.authorizeUser.userId ?? ''));
    expect(codeOf(await t.gql(ITEMS, {}, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CATEGORIES, {}, payments))).toBe('FORBIDDEN');
  });

  it('refuses in SQL a link to another company’s category, a negative price and a VAT over 100', async () => {
    const bistro = await companyIdOf(await t.login(DEMO.owner));
    const other = await companyIdOf(await t.login(DEMO.payments));
    const db = t.database.db;
    await db.insert(categories).values({ id: 'cat-other', companyId: other, name: 'Theirs', vatRate: 25 });
    const [item] = await db.select({ id: items.id }).from(items).where(eq(items.companyId, bistro)).limit(1);
    await expect(
      db
        .insert(itemCategories)
        .values({ companyId: bistro, itemId: item?.id ?? '', categoryId: 'cat-other' }),
    ).rejects.toThrow();
    await expect(
      db.insert(items).values({ id: 'neg', companyId: bistro, title: 'Bad', defaultPrice: -1, vatRate: 25 }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(items)
        .values({ id: 'vat', companyId: bistro, title: 'Bad', defaultPrice: 100, vatRate: 101 }),
    ).rejects.toThrow();
  });
});
