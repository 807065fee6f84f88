// §9: every list of items and categories comes in the domain's order, locale-aware in the
// company's content language (Demo Bistro writes Swedish: Å, Ä, Ö follow Z), not in the order of
// the database's collation (C puts Ä before Å and capitals before small letters; en_US puts Ä
// among the A's).
import { compareItems, sortByName } from '@fika/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { CATEGORIES, CREATE_ITEM, type Item } from '../catalogue/catalogue.test-helpers.ts';
import { GET_MENU, type MenuData, PROVIDER, type ProviderData } from './menus.test-helpers.ts';

let t: TestServer;
let owner: string;
const created: string[] = [];

// Titles a byte-order or English sort gets wrong, one of them lower-case.
const TITLES = ['Åkerbärssaft', 'Ärtsoppa med fläsk', 'örtte', 'Zucchinisoppa', 'apelsinjuice'];
// The same titles in Swedish order.
const IN_ORDER = ['apelsinjuice', 'Zucchinisoppa', 'Åkerbärssaft', 'Ärtsoppa med fläsk', 'örtte'];
const CATEGORY_NAMES = ['Ölsnacks', 'Ångbakat', 'Äggrätter', 'bakverk'];

const swedish = (names: readonly string[]) => sortByName(names, (name) => name, 'sv');
// The titles of the created items, in the order a list shows them.
const ours = (titles: readonly string[]) => titles.filter((title) => TITLES.includes(title));

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  for (const name of CATEGORY_NAMES) {
    const r = await t.gql(
      'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }',
      { input: { name, vatRate: 12 } },
      owner,
    );
    expect(r.errors).toBeUndefined();
  }
  for (const title of TITLES) {
    const r = await t.gql<{ createItem: Item }>(CREATE_ITEM, { input: { title } }, owner);
    expect(r.errors).toBeUndefined();
    created.push(r.data?.createItem.id ?? '');
  }
});
afterAll(() => t.close());

describe('in the company language (Swedish)', () => {
  it('lists categories by name', async () => {
    const r = await t.gql<{ categories: { name: string }[] }>(CATEGORIES, {}, owner);
    const names = r.data?.categories.map((c) => c.name) ?? [];
    expect(names).toEqual(swedish(names));
    expect(names.filter((n) => CATEGORY_NAMES.includes(n))).toEqual([
      'bakverk',
      'Ångbakat',
      'Äggrätter',
      'Ölsnacks',
    ]);
  });

  it("lists 'All articles' entries (all at one position) by title", async () => {
    const provider = (await t.gql<ProviderData>(PROVIDER, {}, owner)).data?.menuProviderData;
    const menu = await t.gql<MenuData>(GET_MENU, { id: provider?.allArticles?.id }, owner);
    const titles = menu.data?.menu.menuEntries.map((e) => e.item.title) ?? [];
    expect(ours(titles)).toEqual(IN_ORDER);
    // Every title in order (a '[TA] - ' prefix ignored), the demo's Äppelpaj and Äppeljuice included.
    for (let i = 1; i < titles.length; i++) {
      const [a, b] = [{ title: titles[i - 1] ?? '' }, { title: titles[i] ?? '' }];
      expect(compareItems(a, b, 'sv'), `${a.title} before ${b.title}`).toBeLessThanOrEqual(0);
    }
  });

  it("lists the menus screen's items by title", async () => {
    const provider = (await t.gql<ProviderData>(PROVIDER, {}, owner)).data?.menuProviderData;
    const titles = provider?.items.map((i) => i.title) ?? [];
    expect(ours(titles)).toEqual(IN_ORDER);
  });

  it("lists a station's items by title", async () => {
    const r = await t.gql<{ createStation: { items: { title: string }[] } }>(
      'mutation($input: StationInput!) { createStation(input: $input) { items { title } } }',
      { input: { name: 'Kall', itemIds: created } },
      owner,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.createStation.items.map((i) => i.title)).toEqual(IN_ORDER);
  });
});
