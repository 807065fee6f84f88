import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, linkToken, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  codeOf,
  GET_MENU,
  type MenuData,
  PROVIDER,
  PROVISION,
  type ProviderData,
  SET_VENUE_MENU,
  UPDATE_MENU,
} from './menus.test-helpers.ts';

let t: TestServer;
let owner: string;
let manager: string;
let data: ProviderData['menuProviderData'];

const venueId = (name: string) => data.venues.find((v) => v.name === name)?.id ?? '';
const menuId = (name: string) => data.menus.find((m) => m.name === name)?.id ?? '';

type Provisioned = {
  provisionVenueMenus: { id: string; venueId: string; serviceType: string; menu: { name: string } }[];
};

async function providerOf(token: string) {
  const result = await t.gql<ProviderData>(PROVIDER, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data?.menuProviderData as ProviderData['menuProviderData'];
}

async function createMenu(name: string, token: string): Promise<string> {
  const result = await t.gql<{ createMenu: { id: string } }>(
    'mutation($name: String!) { createMenu(name: $name) { id } }',
    { name },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data?.createMenu.id ?? '';
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  manager = await t.login(DEMO.manager);
  data = await providerOf(owner);
});
afterAll(() => t.close());

describe('venue menu provisioning (§4)', () => {
  it('does nothing when every venue has its four menus', async () => {
    const result = await t.gql<Provisioned>(PROVISION, {}, owner);
    expect(result.data?.provisionVenueMenus).toEqual([]);
  });

  it("links a new venue's four service types to 'All articles' once, even from two tabs at once", async () => {
    const created = await t.gql<{ createVenue: { id: string } }>(
      'mutation($input: VenueInput!) { createVenue(input: $input) { id } }',
      { input: { name: 'Vasastan', timezone: 'Europe/Stockholm' } },
      owner,
    );
    const vasastan = created.data?.createVenue.id;
    const tabs = await Promise.all([
      t.gql<Provisioned>(PROVISION, {}, owner),
      t.gql<Provisioned>(PROVISION, {}, owner),
    ]);
    for (const tab of tabs) expect(tab.errors).toBeUndefined();
    const links = tabs.flatMap((tab) => tab.data?.provisionVenueMenus ?? []);
    expect(links.map((l) => [l.venueId, l.serviceType, l.menu.name]).sort()).toEqual(
      [
        [vasastan, 'EAT_HERE', 'All articles'],
        [vasastan, 'POS', 'All articles'],
        [vasastan, 'TABLE_SERVICE', 'All articles'],
        [vasastan, 'TAKE_AWAY', 'All articles'],
      ].sort(),
    );
    const after = await providerOf(owner);
    for (const venue of after.venues) expect(venue.menus).toHaveLength(4);
    expect((await t.gql<Provisioned>(PROVISION, {}, owner)).data?.provisionVenueMenus).toEqual([]);
  });

  it("creates 'All articles' for a company that has none, then links it", async () => {
    const payments = await t.login(DEMO.payments);
    expect((await providerOf(payments)).allArticles).toBeNull();
    const result = await t.gql<Provisioned>(PROVISION, {}, payments);
    expect(result.data?.provisionVenueMenus.map((l) => [l.serviceType, l.menu.name])).toEqual([
      ['POS', 'All articles'],
      ['TABLE_SERVICE', 'All articles'],
      ['TAKE_AWAY', 'All articles'],
      ['EAT_HERE', 'All articles'],
    ]);
    const after = await providerOf(payments);
    expect(after.allArticles).toMatchObject({ name: 'All articles', isDefault: true, entryCount: 0 });
    expect(after.menus.map((m) => m.name)).toEqual(['All articles']);
  });

  it("gives a company without venues its 'All articles' too", async () => {
    await t.gql(
      `mutation($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }`,
      {
        input: {
          username: 'new-owner@menus.test',
          name: 'Nina New',
          password: 'Menus1234!',
          companyName: 'New Kiosk',
          country: 'NO',
          phoneNumber: '+47 22 33 44 55',
          storeType: 'SINGLE_STORE',
        },
      },
    );
    const link = (await t.outbox('new-owner@menus.test'))[0]?.text ?? '';
    const activated = await t.gql<{ activateTemporaryUser: { token: string } }>(
      'mutation($t: String!) { activateTemporaryUser(token: $t) { token } }',
      { t: linkToken(link, /\/activate\/(\S+)/) },
    );
    const token = activated.data?.activateTemporaryUser.token ?? '';
    expect((await providerOf(token)).allArticles).toBeNull();
    expect((await t.gql<Provisioned>(PROVISION, {}, token)).data?.provisionVenueMenus).toEqual([]);
    const after = await providerOf(token);
    expect(after).toMatchObject({ currency: 'NOK', venues: [], allArticlesMismatches: [] });
    expect(after.allArticles).toMatchObject({ name: 'All articles', entryCount: 0 });
  });

  it('only touches the venues the user may see', async () => {
    const result = await t.gql<Provisioned>(PROVISION, {}, manager);
    expect(result.data?.provisionVenueMenus).toEqual([]);
  });
});

describe('setVenueMenu', () => {
  it('changes the menu a venue uses for a service type', async () => {
    const lunch = menuId('Lunch');
    const result = await t.gql<{ setVenueMenu: { id: string; serviceType: string; menu: { name: string } } }>(
      SET_VENUE_MENU,
      { venueId: venueId('Södermalm'), serviceType: 'EAT_HERE', menuId: lunch },
      owner,
    );
    expect(result.data?.setVenueMenu).toEqual({
      id: `${venueId('Södermalm')}:EAT_HERE`,
      serviceType: 'EAT_HERE',
      menu: { id: lunch, name: 'Lunch' },
    });
    const after = await providerOf(owner);
    const sodermalm = after.venues.find((v) => v.name === 'Södermalm');
    expect(sodermalm?.menus.map((m) => [m.serviceType, m.menu.name])).toEqual([
      ['POS', 'All articles'],
      ['TABLE_SERVICE', 'All articles'],
      ['TAKE_AWAY', 'Take away'],
      ['EAT_HERE', 'Lunch'],
    ]);
  });

  it('refuses unknown venues and menus, and bad service types', async () => {
    const unknownVenue = await t.gql(
      SET_VENUE_MENU,
      { venueId: 'nope', serviceType: 'POS', menuId: menuId('Lunch') },
      owner,
    );
    expect(codeOf(unknownVenue)).toBe('NOT_FOUND');
    const unknownMenu = await t.gql(
      SET_VENUE_MENU,
      { venueId: venueId('Södermalm'), serviceType: 'POS', menuId: 'nope' },
      owner,
    );
    expect(codeOf(unknownMenu)).toBe('NOT_FOUND');
    const badType = await t.gql(
      SET_VENUE_MENU,
      { venueId: venueId('Södermalm'), serviceType: 'DELIVERY', menuId: menuId('Lunch') },
      owner,
    );
    expect(badType.errors?.length).toBeGreaterThan(0);
  });
});

describe('a manager limited to Södermalm', () => {
  let oslo: string;

  beforeAll(async () => {
    // A menu only Grünerløkka uses.
    oslo = await createMenu('Oslo specials', owner);
    await t.gql(SET_VENUE_MENU, { venueId: venueId('Grünerløkka'), serviceType: 'POS', menuId: oslo }, owner);
  });

  it("sees only Södermalm, and neither Grünerløkka's own menus", async () => {
    const mine = await providerOf(manager);
    expect(mine.venues.map((v) => v.name)).toEqual(['Södermalm']);
    expect(mine.menus.map((m) => m.name)).not.toContain('Oslo specials');
    expect(codeOf(await t.gql(GET_MENU, { id: oslo }, manager))).toBe('NOT_FOUND');
    const rename = await t.gql(UPDATE_MENU, { id: oslo, data: { name: 'Mine now' } }, manager);
    expect(codeOf(rename)).toBe('NOT_FOUND');
  });

  it("cannot link Grünerløkka's menus", async () => {
    const link = await t.gql(
      SET_VENUE_MENU,
      { venueId: venueId('Grünerløkka'), serviceType: 'POS', menuId: menuId('All articles') },
      manager,
    );
    expect(codeOf(link)).toBe('NOT_FOUND');
    const borrow = await t.gql(
      SET_VENUE_MENU,
      { venueId: venueId('Södermalm'), serviceType: 'POS', menuId: oslo },
      manager,
    );
    expect(codeOf(borrow)).toBe('NOT_FOUND');
  });

  it('sees a menu shared with Grünerløkka but may not change it', async () => {
    const takeAway = menuId('Take away');
    const mine = await providerOf(manager);
    expect(mine.menus.find((m) => m.name === 'Take away')?.editable).toBe(false);
    const menu = await t.gql<MenuData>(GET_MENU, { id: takeAway }, manager);
    expect(menu.data?.menu.editable).toBe(false);
    const entry = menu.data?.menu.menuEntries[0];
    const change = await t.gql(
      UPDATE_MENU,
      { id: takeAway, data: { menuEntries: { update: [{ where: { id: entry?.id }, data: { price: 1 } }] } } },
      manager,
    );
    expect(codeOf(change)).toBe('FORBIDDEN');
    expect(change.errors?.[0]?.extensions?.messageKey).toBe('menus.errors.sharedWithOtherVenues');
  });

  it('creates a menu of its own, fills it and links it to Södermalm', async () => {
    const id = await createMenu('Södermalm brunch', manager);
    const item = data.items[0];
    const filled = await t.gql(
      UPDATE_MENU,
      { id, data: { menuEntries: { create: [{ item: { connect: { id: item?.id } }, price: 5500 }] } } },
      manager,
    );
    expect(filled.errors).toBeUndefined();
    const link = await t.gql(
      SET_VENUE_MENU,
      { venueId: venueId('Södermalm'), serviceType: 'TABLE_SERVICE', menuId: id },
      manager,
    );
    expect(link.errors).toBeUndefined();
    const ownerView = await providerOf(owner);
    const sodermalm = ownerView.venues.find((v) => v.name === 'Södermalm');
    expect(sodermalm?.menus.find((m) => m.serviceType === 'TABLE_SERVICE')?.menu.name).toBe(
      'Södermalm brunch',
    );
  });
});

describe('scopes and companies', () => {
  it('needs a session, and MENUS to change anything', async () => {
    expect(codeOf(await t.gql(PROVIDER, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(GET_MENU, { id: menuId('Lunch') }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(PROVISION, {}))).toBe('UNAUTHENTICATED');
  });

  it("refuses another company's menus, venues and items as not found", async () => {
    const payments = await t.login(DEMO.payments);
    const theirs = await providerOf(payments);
    const kungsholmen = theirs.venues[0]?.id;
    const bistroMenu = menuId('Lunch');
    expect(codeOf(await t.gql(GET_MENU, { id: bistroMenu }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE_MENU, { id: bistroMenu, data: { name: 'Mine' } }, payments))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await t.gql(
          'mutation($id: ID!) { deleteMenu(id: $id, force: true) { success } }',
          { id: bistroMenu },
          payments,
        ),
      ),
    ).toBe('NOT_FOUND');
    const link = await t.gql(
      SET_VENUE_MENU,
      { venueId: kungsholmen, serviceType: 'POS', menuId: bistroMenu },
      payments,
    );
    expect(codeOf(link)).toBe('NOT_FOUND');
    const intoBistro = await t.gql(
      SET_VENUE_MENU,
      {
        venueId: venueId('Södermalm'),
        serviceType: 'POS',
        menuId: theirs.allArticles?.id ?? menuId('Lunch'),
      },
      payments,
    );
    expect(codeOf(intoBistro)).toBe('NOT_FOUND');
    const own = await createMenu('Payments menu', payments);
    const bistroItem = data.items[0]?.id;
    const steal = await t.gql(
      UPDATE_MENU,
      { id: own, data: { menuEntries: { create: [{ item: { connect: { id: bistroItem } }, price: 100 }] } } },
      payments,
    );
    expect(codeOf(steal)).toBe('NOT_FOUND');
    const bistroEntry = (await t.gql<MenuData>(GET_MENU, { id: bistroMenu }, owner)).data?.menu.menuEntries[0]
      ?.id;
    const reprice = await t.gql(
      UPDATE_MENU,
      { id: own, data: { menuEntries: { update: [{ where: { id: bistroEntry }, data: { price: 1 } }] } } },
      payments,
    );
    expect(codeOf(reprice)).toBe('NOT_FOUND');
    // Nothing changed at Demo Bistro.
    const names = (await providerOf(owner)).menus.map((m) => m.name);
    expect(names).toContain('Lunch');
    expect(names).not.toContain('Payments menu');
    const lunch = (await t.gql<MenuData>(GET_MENU, { id: bistroMenu }, owner)).data?.menu;
    expect(lunch?.name).toBe('Lunch');
    expect(lunch?.menuEntries[0]?.price).not.toBe(1);
  });

  it('lets a reader without MENUS read but not write', async () => {
    const users = await t.gql<{ users: { id: string; email: string }[] }>(
      'query { users { id email } }',
      {},
      owner,
    );
    const managerId = users.data?.users.find((u) => u.email === DEMO.manager)?.id;
    const update = `mutation($userId: ID!, $permissions: PermissionsInput!) {
      updateUserPermissions(userId: $userId, permissions: $permissions) { id } }`;
    const sodermalm = venueId('Södermalm');
    const set = await t.gql(
      update,
      { userId: managerId, permissions: { scopes: ['POS_CUSTOMIZATION'], venueIds: [sodermalm] } },
      owner,
    );
    expect(set.errors).toBeUndefined();
    const reader = await t.login(DEMO.manager);
    expect((await t.gql(PROVIDER, {}, reader)).errors).toBeUndefined();
    expect((await t.gql(GET_MENU, { id: menuId('All articles') }, reader)).errors).toBeUndefined();
    expect(codeOf(await t.gql('mutation { createMenu(name: "Nope") { id } }', {}, reader))).toBe('FORBIDDEN');
    const link = await t.gql(
      SET_VENUE_MENU,
      { venueId: sodermalm, serviceType: 'POS', menuId: menuId('Lunch') },
      reader,
    );
    expect(codeOf(link)).toBe('FORBIDDEN');

    await t.gql(
      update,
      { userId: managerId, permissions: { scopes: ['FINANCE'], venueIds: [sodermalm] } },
      owner,
    );
    const outsider = await t.login(DEMO.manager);
    expect(codeOf(await t.gql(PROVIDER, {}, outsider))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(PROVISION, {}, outsider))).toBe('FORBIDDEN');
  });
});
