import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { codeOf, GET_MENU, PROVIDER, type ProviderData, SET_VENUE_MENU } from './menus.test-helpers.ts';

let t: TestServer;
let owner: string;
let manager: string;

const DELETE_NODE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';
const DEPENDENTS = 'query($id: ID!) { nodeDependents(id: $id) { kind count } }';

async function provider() {
  const result = await t.gql<ProviderData>(PROVIDER, {}, owner);
  expect(result.errors).toBeUndefined();
  return result.data?.menuProviderData as ProviderData['menuProviderData'];
}

async function venueId(name: string) {
  return (await provider()).venues.find((v) => v.name === name)?.id ?? '';
}

// A new menu, used by each venue named for `serviceType`.
async function menuUsedBy(name: string, venueNames: string[], serviceType = 'TAKE_AWAY') {
  const created = await t.gql<{ createMenu: { id: string } }>(
    'mutation($name: String!) { createMenu(name: $name) { id } }',
    { name },
    owner,
  );
  const id = created.data?.createMenu.id ?? '';
  for (const venue of venueNames) {
    const set = await t.gql(
      SET_VENUE_MENU,
      { venueId: await venueId(venue), serviceType, menuId: id },
      owner,
    );
    expect(set.errors).toBeUndefined();
  }
  return id;
}

const takeAwayOf = async (venue: string) =>
  (await provider()).venues.find((v) => v.name === venue)?.menus.find((m) => m.serviceType === 'TAKE_AWAY')
    ?.menu.name;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
});
afterAll(() => t.close());

describe('deleteNode on a menu', () => {
  it("never deletes 'All articles'", async () => {
    const allArticles = (await provider()).allArticles?.id;
    expect(codeOf(await t.gql(DELETE_NODE, { id: allArticles, force: true }, owner))).toBe('CONFLICT');
    expect((await provider()).allArticles?.id).toBe(allArticles);
  });

  it("deletes a used menu only with force, moving its venues to 'All articles'", async () => {
    const id = await menuUsedBy('Kvällsmeny', ['Södermalm', 'Grünerløkka']);
    expect((await t.gql(DEPENDENTS, { id }, owner)).data).toEqual({
      nodeDependents: [{ kind: 'VENUES', count: 2 }],
    });
    const refused = await t.gql(DELETE_NODE, { id }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([{ kind: 'VENUES', count: 2 }]);
    expect(await takeAwayOf('Södermalm')).toBe('Kvällsmeny');
    expect((await t.gql(DELETE_NODE, { id, force: true }, owner)).data).toEqual({
      deleteNode: { success: true },
    });
    expect(codeOf(await t.gql(GET_MENU, { id }, owner))).toBe('NOT_FOUND');
    expect(await takeAwayOf('Södermalm')).toBe('All articles');
    expect(await takeAwayOf('Grünerløkka')).toBe('All articles');
  });

  it('deletes an unused menu without force', async () => {
    const id = await menuUsedBy('Utkast', []);
    expect((await t.gql(DELETE_NODE, { id }, owner)).data).toEqual({ deleteNode: { success: true } });
    expect(codeOf(await t.gql(GET_MENU, { id }, owner))).toBe('NOT_FOUND');
  });

  it('keeps a venue-restricted manager to menus of their own venues', async () => {
    const oslo = await menuUsedBy('Oslomeny', ['Grünerløkka'], 'POS');
    const shared = await menuUsedBy('Delad meny', ['Grünerløkka', 'Södermalm']);
    // Another venue's menu is not found; one shared with it may be seen but not deleted.
    expect(codeOf(await t.gql(DELETE_NODE, { id: oslo, force: true }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DEPENDENTS, { id: oslo }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_NODE, { id: shared, force: true }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GET_MENU, { id: oslo }, owner))).toBeUndefined();
    expect(codeOf(await t.gql(GET_MENU, { id: shared }, owner))).toBeUndefined();
    expect(await takeAwayOf('Grünerløkka')).toBe('Delad meny');

    const mine = await menuUsedBy('Södermeny', ['Södermalm']);
    expect(codeOf(await t.gql(DELETE_NODE, { id: mine }, manager))).toBe('CONFLICT');
    expect((await t.gql(DELETE_NODE, { id: mine, force: true }, manager)).data).toEqual({
      deleteNode: { success: true },
    });
    expect(await takeAwayOf('Södermalm')).toBe('All articles');
  });

  it('needs the MENUS scope', async () => {
    const id = await menuUsedBy('Kassameny', []);
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(DELETE_NODE, { id }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(GET_MENU, { id }, owner))).toBeUndefined();
  });
});
