import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { codeOf, dataOf, demoItems, fieldErrorsOf, twoItems } from './modifications.test-helpers.ts';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
});
afterAll(() => t.close());

const GROUP_FIELDS = `id title titleLang { en se es no } minSelections maxSelections
  modifications { id name nameLang { en se } price position } items { id title }`;
const CREATE = `mutation($input: ModificationGroupInput!) { createModificationGroup(input: $input) {
  success error message id group { ${GROUP_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: ModificationGroupInput!) { updateModificationGroup(id: $id, input: $input) {
  success id group { ${GROUP_FIELDS} } } }`;
const GROUPS = `query { modificationGroups { ${GROUP_FIELDS} } }`;
const GROUP = `query($id: ID!) { modificationGroup(id: $id) { ${GROUP_FIELDS} } }`;
const SET_GROUPS = `mutation($itemId: ID!, $groupIds: [ID!]!) { setItemModificationGroups(itemId: $itemId, groupIds: $groupIds) {
  itemId modificationGroupIds defaultModificationIds } }`;
const SET_DEFAULTS = `mutation($itemId: ID!, $ids: [ID!]!) { setItemDefaultModifications(itemId: $itemId, modificationIds: $ids) {
  itemId modificationGroupIds defaultModificationIds } }`;
const ITEM = 'query($id: ID!) { item(id: $id) { appliedVariations { id title } defaultVariationsIds } }';

interface Group {
  id: string;
  title: string;
  titleLang: Record<string, string | null>;
  minSelections: number;
  maxSelections: number | null;
  modifications: { id: string; name: string; price: number; position: number }[];
  items: { id: string; title: string }[];
}
interface Links {
  itemId: string;
  modificationGroupIds: string[];
  defaultModificationIds: string[];
}

async function createGroup(input: Record<string, unknown>, token = owner): Promise<Group> {
  const r = await t.gql<{ createModificationGroup: { success: boolean; group: Group } }>(
    CREATE,
    { input },
    token,
  );
  return dataOf(r).createModificationGroup.group;
}

const cheese = {
  title: 'Ost',
  titleLang: { se: 'Ost', en: 'Cheese', es: 'Queso', no: 'Ost' },
  minSelections: 0,
  maxSelections: 2,
  modifications: [
    { name: 'Extra ost', nameLang: { en: 'Extra cheese' }, price: 1000 },
    { name: 'Utan ost', nameLang: { en: 'No cheese' }, price: -500 },
  ],
};

describe('modification groups', () => {
  it('creates a group with titles in four languages and two priced modifications, result carrying success, message and id', async () => {
    const r = await t.gql<{
      createModificationGroup: {
        success: boolean;
        error: string | null;
        message: string;
        id: string;
        group: Group;
      };
    }>(CREATE, { input: cheese }, owner);
    const result = dataOf(r).createModificationGroup;
    expect(result).toMatchObject({ success: true, error: null, message: 'Modification group created.' });
    expect(result.id).toBe(result.group.id);
    expect(result.group).toMatchObject({
      title: 'Ost',
      titleLang: { se: 'Ost', en: 'Cheese', es: 'Queso', no: 'Ost' },
      minSelections: 0,
      maxSelections: 2,
      items: [],
    });
    expect(result.group.modifications.map((m) => [m.name, m.price, m.position])).toEqual([
      ['Extra ost', 1000, 0],
      ['Utan ost', -500, 1],
    ]);
    const list = dataOf(await t.gql<{ modificationGroups: Group[] }>(GROUPS, {}, owner)).modificationGroups;
    expect(list.find((g) => g.id === result.id)?.modifications).toHaveLength(2);
    // Listed by title; the demo groups are there too, with their items.
    const titles = list.map((g) => g.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(list.find((g) => g.title === 'Mjölk')?.items.length).toBeGreaterThan(0);
  });

  it('refuses a minimum above the maximum under maxSelections and creates nothing', async () => {
    const before = dataOf(await t.gql<{ modificationGroups: Group[] }>(GROUPS, {}, owner)).modificationGroups
      .length;
    const r = await t.gql(
      CREATE,
      { input: { ...cheese, title: 'Broken', minSelections: 3, maxSelections: 2 } },
      owner,
    );
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(r)).toEqual([{ field: 'maxSelections', message: 'validation.minAboveMax' }]);
    const zero = await t.gql(CREATE, { input: { ...cheese, title: 'Broken', maxSelections: 0 } }, owner);
    expect(fieldErrorsOf(zero).map((e) => e.field)).toEqual(['maxSelections']);
    const unnamed = await t.gql(
      CREATE,
      { input: { ...cheese, title: ' ', modifications: [{ name: '', price: 1_500_000_000 }] } },
      owner,
    );
    expect(fieldErrorsOf(unnamed).map((e) => e.field)).toEqual([
      'title',
      'modifications.0.name',
      'modifications.0.price',
    ]);
    const after = dataOf(await t.gql<{ modificationGroups: Group[] }>(GROUPS, {}, owner)).modificationGroups
      .length;
    expect(after).toBe(before);
  });

  it('updates titles, limits and the modifications as a list: kept, renamed, reordered, added and removed', async () => {
    const group = await createGroup({ ...cheese, title: 'Sås' });
    const [extra, none] = group.modifications;
    const r = await t.gql<{ updateModificationGroup: { success: boolean; group: Group } }>(
      UPDATE,
      {
        id: group.id,
        input: {
          title: 'Sås',
          titleLang: { en: 'Sauce' },
          minSelections: 1,
          maxSelections: null,
          modifications: [
            { name: 'Bearnaise', price: 1500 },
            { id: none?.id, name: 'Utan sås', price: -1000 },
          ],
        },
      },
      owner,
    );
    const updated = dataOf(r).updateModificationGroup.group;
    expect(updated).toMatchObject({
      titleLang: { en: 'Sauce', se: null },
      minSelections: 1,
      maxSelections: null,
    });
    expect(updated.modifications.map((m) => [m.name, m.price, m.position])).toEqual([
      ['Bearnaise', 1500, 0],
      ['Utan sås', -1000, 1],
    ]);
    expect(updated.modifications[1]?.id).toBe(none?.id);
    expect(updated.modifications.map((m) => m.id)).not.toContain(extra?.id);
  });

  it('leaves the modifications alone when the list is left out, and refuses ids of other groups', async () => {
    const group = await createGroup({ ...cheese, title: 'Bröd' });
    const other = await createGroup({ ...cheese, title: 'Dressing' });
    const kept = await t.gql<{ updateModificationGroup: { group: Group } }>(
      UPDATE,
      { id: group.id, input: { title: 'Bröd', maxSelections: 1 } },
      owner,
    );
    expect(dataOf(kept).updateModificationGroup.group.modifications).toHaveLength(2);
    const foreign = await t.gql(
      UPDATE,
      {
        id: group.id,
        input: { title: 'Bröd', modifications: [{ id: other.modifications[0]?.id, name: 'X' }] },
      },
      owner,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });

  it('reads one group, and NOT_FOUND for an unknown id', async () => {
    const group = await createGroup({ ...cheese, title: 'Topping' });
    expect(
      dataOf(await t.gql<{ modificationGroup: Group }>(GROUP, { id: group.id }, owner)).modificationGroup.id,
    ).toBe(group.id);
    expect(codeOf(await t.gql(GROUP, { id: 'nope' }, owner))).toBe('NOT_FOUND');
  });
});

describe('modifications', () => {
  const CREATE_VARIATION = `mutation($groupId: ID!, $input: VariationInput!) { createVariation(groupId: $groupId, input: $input) {
    id groupId name price position } }`;
  const UPDATE_VARIATION = `mutation($id: ID!, $input: VariationInput!) { updateVariation(id: $id, input: $input) {
    id name nameLang { en } price } }`;
  const REORDER = `mutation($groupId: ID!, $ids: [ID!]!) { reorderModifications(groupId: $groupId, modificationIds: $ids) {
    modifications { id name position } } }`;

  it('adds a modification at the end, edits its name and price (negative allowed), and reorders', async () => {
    const group = await createGroup({ ...cheese, title: 'Pålägg' });
    const created = await t.gql<{ createVariation: { id: string; position: number; groupId: string } }>(
      CREATE_VARIATION,
      { groupId: group.id, input: { name: 'Skinka', price: 1200 } },
      owner,
    );
    const added = dataOf(created).createVariation;
    expect(added).toMatchObject({ groupId: group.id, position: 2 });
    const updated = await t.gql(
      UPDATE_VARIATION,
      { id: added.id, input: { name: 'Utan skinka', nameLang: { en: 'No ham' }, price: -1200 } },
      owner,
    );
    expect(dataOf(updated)).toEqual({
      updateVariation: { id: added.id, name: 'Utan skinka', nameLang: { en: 'No ham' }, price: -1200 },
    });
    const priceOnly = await t.gql(
      UPDATE_VARIATION,
      { id: added.id, input: { name: 'Utan skinka', price: -1000 } },
      owner,
    );
    expect(dataOf(priceOnly)).toEqual({
      updateVariation: { id: added.id, name: 'Utan skinka', nameLang: { en: 'No ham' }, price: -1000 },
    });
    const order = [added.id, ...group.modifications.map((m) => m.id)];
    const reordered = await t.gql<{
      reorderModifications: { modifications: { id: string; position: number }[] };
    }>(REORDER, { groupId: group.id, ids: order }, owner);
    expect(dataOf(reordered).reorderModifications.modifications.map((m) => m.id)).toEqual(order);
  });

  it('refuses a price beyond the limit and a reorder that is not exactly the group', async () => {
    const group = await createGroup({ ...cheese, title: 'Frukt' });
    const [first, second] = group.modifications.map((m) => m.id);
    const price = await t.gql(
      UPDATE_VARIATION,
      { id: first, input: { name: 'X', price: -1_500_000_000 } },
      owner,
    );
    expect(fieldErrorsOf(price)).toEqual([{ field: 'price', message: 'validation.modificationPrice' }]);
    for (const ids of [[first], [first, first], [first, second, 'other']]) {
      const r = await t.gql(REORDER, { groupId: group.id, ids }, owner);
      expect(fieldErrorsOf(r)).toEqual([
        { field: 'modificationIds', message: 'validation.notSameModifications' },
      ]);
    }
    const unchanged = dataOf(await t.gql<{ modificationGroup: Group }>(GROUP, { id: group.id }, owner));
    expect(unchanged.modificationGroup.modifications.map((m) => m.id)).toEqual([first, second]);
  });
});

describe('items and their modifications', () => {
  it('sets the groups of an item in order, and attaches a group to items from the group', async () => {
    const [itemId, otherItem] = await twoItems(t, owner);
    const a = await createGroup({ ...cheese, title: 'Alfa' });
    const b = await createGroup({ ...cheese, title: 'Beta' });
    const set = await t.gql<{ setItemModificationGroups: Links }>(
      SET_GROUPS,
      { itemId, groupIds: [b.id, a.id] },
      owner,
    );
    expect(dataOf(set).setItemModificationGroups.modificationGroupIds).toEqual([b.id, a.id]);
    const item = await t.gql<{ item: { appliedVariations: { id: string }[] } }>(ITEM, { id: itemId }, owner);
    expect(dataOf(item).item.appliedVariations.map((g) => g.id)).toEqual([b.id, a.id]);

    // From the group's side: the group goes last on an item that did not have it.
    const linked = await t.gql<{ updateModificationGroup: { group: Group } }>(
      UPDATE,
      { id: a.id, input: { title: 'Alfa', itemIds: [otherItem] } },
      owner,
    );
    expect(dataOf(linked).updateModificationGroup.group.items.map((i) => i.id)).toEqual([otherItem]);
    const after = await t.gql<{ item: { appliedVariations: { id: string }[] } }>(ITEM, { id: itemId }, owner);
    expect(dataOf(after).item.appliedVariations.map((g) => g.id)).toEqual([b.id]);
  });

  it('keeps defaults within the item groups and within each group maximum', async () => {
    const items = await demoItems(t, owner);
    const itemId = [...items.values()][2] ?? '';
    const one = await createGroup({ ...cheese, title: 'Gamma', maxSelections: 1 });
    const other = await createGroup({ ...cheese, title: 'Delta' });
    dataOf(await t.gql(SET_GROUPS, { itemId, groupIds: [one.id] }, owner));
    const [x, y] = one.modifications.map((m) => m.id);

    const outside = await t.gql(SET_DEFAULTS, { itemId, ids: [other.modifications[0]?.id] }, owner);
    expect(fieldErrorsOf(outside)).toEqual([
      { field: 'modificationIds', message: 'validation.defaultOutsideGroups' },
    ]);
    const tooMany = await t.gql(SET_DEFAULTS, { itemId, ids: [x, y] }, owner);
    expect(fieldErrorsOf(tooMany)).toEqual([
      { field: 'modificationIds', message: 'validation.tooManyDefaults' },
    ]);

    const ok = await t.gql<{ setItemDefaultModifications: Links }>(SET_DEFAULTS, { itemId, ids: [x] }, owner);
    expect(dataOf(ok).setItemDefaultModifications.defaultModificationIds).toEqual([x]);
    const item = await t.gql<{ item: { defaultVariationsIds: string[] } }>(ITEM, { id: itemId }, owner);
    expect(dataOf(item).item.defaultVariationsIds).toEqual([x]);

    // A lower maximum than what items preselect is refused; taking the group off drops its defaults.
    const twoDefaults = await createGroup({ ...cheese, title: 'Epsilon' });
    dataOf(await t.gql(SET_GROUPS, { itemId, groupIds: [one.id, twoDefaults.id] }, owner));
    const both = twoDefaults.modifications.map((m) => m.id);
    dataOf(await t.gql(SET_DEFAULTS, { itemId, ids: [x, ...both] }, owner));
    const lower = await t.gql(
      UPDATE,
      { id: twoDefaults.id, input: { title: 'Epsilon', maxSelections: 1 } },
      owner,
    );
    expect(fieldErrorsOf(lower)).toEqual([
      { field: 'maxSelections', message: 'validation.maxBelowDefaults' },
    ]);
    const off = await t.gql<{ setItemModificationGroups: Links }>(
      SET_GROUPS,
      { itemId, groupIds: [one.id] },
      owner,
    );
    expect(dataOf(off).setItemModificationGroups.defaultModificationIds).toEqual([x]);
  });

  it('takes a deleted modification off the item defaults', async () => {
    const items = await demoItems(t, owner);
    const itemId = [...items.values()][3] ?? '';
    const group = await createGroup({ ...cheese, title: 'Zeta' });
    const [keep, drop] = group.modifications;
    dataOf(await t.gql(SET_GROUPS, { itemId, groupIds: [group.id] }, owner));
    dataOf(await t.gql(SET_DEFAULTS, { itemId, ids: [keep?.id, drop?.id] }, owner));
    dataOf(
      await t.gql(
        UPDATE,
        { id: group.id, input: { title: 'Zeta', modifications: [{ id: keep?.id, name: 'Kvar' }] } },
        owner,
      ),
    );
    const item = await t.gql<{ item: { defaultVariationsIds: string[] } }>(ITEM, { id: itemId }, owner);
    expect(dataOf(item).item.defaultVariationsIds).toEqual([keep?.id]);
  });
});

describe('deleteNode for groups and modifications', () => {
  const DEPENDENTS = 'query($id: ID!) { nodeDependents(id: $id) { kind count } }';
  const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';

  it('refuses a group items use with CONFLICT unless forced, then takes it off them', async () => {
    const [itemId] = await twoItems(t, owner);
    const group = await createGroup({ ...cheese, title: 'Eta', itemIds: [itemId] });
    expect(dataOf(await t.gql(DEPENDENTS, { id: group.id }, owner))).toEqual({
      nodeDependents: [{ kind: 'ITEMS', count: 1 }],
    });
    expect(codeOf(await t.gql(DELETE, { id: group.id }, owner))).toBe('CONFLICT');
    expect(dataOf(await t.gql(GROUP, { id: group.id }, owner))).toBeTruthy();
    dataOf(await t.gql(DELETE, { id: group.id, force: true }, owner));
    expect(codeOf(await t.gql(GROUP, { id: group.id }, owner))).toBe('NOT_FOUND');
    const item = await t.gql<{ item: { appliedVariations: { id: string }[] } }>(ITEM, { id: itemId }, owner);
    expect(dataOf(item).item.appliedVariations.map((g) => g.id)).not.toContain(group.id);
  });

  it('deletes an unused modification at once and a preselected one only with force', async () => {
    const [itemId] = await twoItems(t, owner);
    const group = await createGroup({ ...cheese, title: 'Theta', itemIds: [itemId] });
    const [unused, preselected] = group.modifications.map((m) => m.id);
    dataOf(await t.gql(SET_DEFAULTS, { itemId, ids: [preselected] }, owner));
    dataOf(await t.gql(DELETE, { id: unused }, owner));
    expect(codeOf(await t.gql(DELETE, { id: preselected }, owner))).toBe('CONFLICT');
    dataOf(await t.gql(DELETE, { id: preselected, force: true }, owner));
    const left = dataOf(await t.gql<{ modificationGroup: Group }>(GROUP, { id: group.id }, owner));
    expect(left.modificationGroup.modifications).toEqual([]);
  });
});

describe('tenants and permissions', () => {
  it("keeps another company's groups invisible and refuses them as not found", async () => {
    const group = await createGroup({ ...cheese, title: 'Iota' });
    const [itemId] = await twoItems(t, owner);
    const other = await t.login(DEMO.payments);
    const list = await t.gql<{ modificationGroups: Group[] }>(GROUPS, {}, other);
    expect(dataOf(list).modificationGroups.map((g) => g.id)).not.toContain(group.id);
    expect(codeOf(await t.gql(GROUP, { id: group.id }, other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE, { id: group.id, input: { title: 'Mine' } }, other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET_GROUPS, { itemId, groupIds: [] }, other))).toBe('NOT_FOUND');
    const own = await createGroup({ ...cheese, title: 'Kappa' }, other);
    expect(codeOf(await t.gql(SET_GROUPS, { itemId, groupIds: [own.id] }, owner))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CREATE, { input: { ...cheese, itemIds: [itemId] } }, other))).toBe('NOT_FOUND');
    expect(
      codeOf(await t.gql('mutation($id: ID!) { deleteNode(id: $id) { success } }', { id: group.id }, other)),
    ).toBe('NOT_FOUND');
  });

  it('lets the manager (POS_CUSTOMIZATION) edit groups and refuses callers without a session', async () => {
    const manager = await t.login(DEMO.manager);
    expect((await createGroup({ ...cheese, title: 'Lambda' }, manager)).title).toBe('Lambda');
    expect(codeOf(await t.gql(GROUPS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CREATE, { input: cheese }))).toBe('UNAUTHENTICATED');
  });
});
