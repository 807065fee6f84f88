import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const SESSION = `query AuthorizeUser { authorizeUser {
  userId userName userFirstName userLastName email companyId companyName legalname organizationId legalEntityId
  country currency timezone language scopes venueIds isPaymentsOnly isOrganizationAdmin actingAs } }`;
const METADATA = `query GetUserMetadata { userMetadata { id email name permissions { scopes venueIds }
  venues { id name timezone phone active location { name street zip city } } company { id name country defaultCurrency defaultLanguage isPaymentsOnly } } }`;

type Session = { authorizeUser: Record<string, unknown> & { venueIds: string[]; userId: string } };
type Metadata = {
  userMetadata: {
    id: string;
    venues: { id: string; name: string }[];
    permissions: { scopes: string[]; venueIds: string[] };
  };
};

describe('session metadata', () => {
  it('gives the owner the whole company: both venues, full access, names split at the first space', async () => {
    const token = await t.login(DEMO.owner);
    const { data } = await t.gql<Session>(SESSION, {}, token);
    expect(data?.authorizeUser).toMatchObject({
      userName: 'Olivia Owner',
      userFirstName: 'Olivia',
      userLastName: 'Owner',
      email: DEMO.owner,
      companyName: 'Demo Bistro',
      legalname: 'Demo Bistro AB',
      country: 'SE',
      currency: 'SEK',
      timezone: 'Europe/Stockholm',
      language: 'se',
      scopes: [],
      isPaymentsOnly: false,
      isOrganizationAdmin: false,
      actingAs: false,
    });
    expect(data?.authorizeUser.venueIds).toHaveLength(2);
    expect(data?.authorizeUser.organizationId).toBeTruthy();
    expect(data?.authorizeUser.legalEntityId).toBeTruthy();

    const meta = await t.gql<Metadata>(METADATA, {}, token);
    expect(meta.data?.userMetadata.venues.map((v) => v.name)).toEqual(['Grünerløkka', 'Södermalm']);
  });

  it('limits the venue-restricted manager to Södermalm and its legal entity', async () => {
    const owner = await t.gql<Session>(SESSION, {}, await t.login(DEMO.owner));
    const token = await t.login(DEMO.manager);
    const { data } = await t.gql<Session>(SESSION, {}, token);
    expect(data?.authorizeUser).toMatchObject({ scopes: ['POS_CUSTOMIZATION', 'MENUS'] });
    expect(data?.authorizeUser.venueIds).toHaveLength(1);
    // The first legal entity (Swedish) is also Södermalm's, so the default is the same one here.
    expect(data?.authorizeUser.legalEntityId).toBe(owner.data?.authorizeUser.legalEntityId);
    const meta = await t.gql<Metadata>(METADATA, {}, token);
    expect(meta.data?.userMetadata.venues.map((v) => v.name)).toEqual(['Södermalm']);
    expect(meta.data?.userMetadata.permissions).toEqual({
      scopes: ['POS_CUSTOMIZATION', 'MENUS'],
      venueIds: data?.authorizeUser.venueIds,
    });
  });

  it('marks the payments-only account', async () => {
    const { data } = await t.gql<Session>(SESSION, {}, await t.login(DEMO.payments));
    expect(data?.authorizeUser).toMatchObject({ companyName: 'Demo Payments AB', isPaymentsOnly: true });
  });

  it('describes an organisation administrator without a company', async () => {
    const token = await t.login(DEMO.orgAdmin);
    const { data } = await t.gql<Session>(SESSION, {}, token);
    expect(data?.authorizeUser).toMatchObject({
      isOrganizationAdmin: true,
      companyId: null,
      userFirstName: 'Oscar',
    });
    const meta = await t.gql(METADATA, {}, token);
    expect(meta.data).toEqual({ userMetadata: null });
  });

  it('asks for a sign-in without a token', async () => {
    const result = await t.gql(SESSION);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageKey: 'errors.unauthenticated',
    });
  });
});

describe('user permissions', () => {
  const USERS = 'query { users { id email permissions { scopes venueIds } } }';
  const UPDATE = `mutation($id: ID!, $p: PermissionsInput!) { updateUserPermissions(userId: $id, permissions: $p) { id permissions { scopes venueIds } } }`;
  const ASSIGN =
    'mutation($u: ID!, $v: ID!) { assignVenueToUser(userId: $u, venueId: $v) { permissions { venueIds } } }';
  const REMOVE =
    'mutation($u: ID!, $v: ID!) { removeVenueFromUser(userId: $u, venueId: $v) { permissions { venueIds } } }';

  async function ids() {
    const owner = await t.login(DEMO.owner);
    const list = await t.gql<{ users: { id: string; email: string; permissions: { venueIds: string[] } }[] }>(
      USERS,
      {},
      owner,
    );
    const manager = list.data?.users.find((u) => u.email === DEMO.manager);
    const session = await t.gql<Session>(SESSION, {}, owner);
    const [sodermalm, grunerlokka] = session.data?.authorizeUser.venueIds ?? [];
    return {
      owner,
      managerId: manager?.id ?? '',
      sodermalm: sodermalm ?? '',
      grunerlokka: grunerlokka ?? '',
    };
  }

  it('lets the owner change scopes and venues, effective on the next request', async () => {
    const { owner, managerId, sodermalm, grunerlokka } = await ids();
    const managerToken = await t.login(DEMO.manager);
    const updated = await t.gql(
      UPDATE,
      { id: managerId, p: { scopes: ['MENUS', 'ORDERS'], venueIds: [grunerlokka] } },
      owner,
    );
    expect(updated.data).toEqual({
      updateUserPermissions: {
        id: managerId,
        permissions: { scopes: ['MENUS', 'ORDERS'], venueIds: [grunerlokka] },
      },
    });
    const session = await t.gql<Session>(SESSION, {}, managerToken);
    expect(session.data?.authorizeUser.venueIds).toEqual([grunerlokka]);

    const assigned = await t.gql(ASSIGN, { u: managerId, v: sodermalm }, owner);
    expect(
      (
        assigned.data as { assignVenueToUser: { permissions: { venueIds: string[] } } }
      ).assignVenueToUser.permissions.venueIds.sort(),
    ).toEqual([sodermalm, grunerlokka].sort());
    const removed = await t.gql(REMOVE, { u: managerId, v: grunerlokka }, owner);
    expect(removed.data).toEqual({ removeVenueFromUser: { permissions: { venueIds: [sodermalm] } } });
  });

  it('refuses to remove the last venue, which would widen access to every venue', async () => {
    const { owner, managerId, sodermalm } = await ids();
    await t.gql(UPDATE, { id: managerId, p: { scopes: ['MENUS'], venueIds: [sodermalm] } }, owner);
    const result = await t.gql(REMOVE, { u: managerId, v: sodermalm }, owner);
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses unknown scopes and venues of no company of yours', async () => {
    const { owner, managerId } = await ids();
    const badScope = await t.gql(UPDATE, { id: managerId, p: { scopes: ['ROOT'], venueIds: [] } }, owner);
    expect(badScope.errors?.[0]?.message).toMatch(/Scope/);
    const badVenue = await t.gql(
      UPDATE,
      { id: managerId, p: { scopes: ['MENUS'], venueIds: ['nope'] } },
      owner,
    );
    expect(badVenue.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'venueIds', message: 'validation.venue.unknown' }],
    });
  });

  it('lets no one grant more than they hold', async () => {
    const { owner, managerId, sodermalm } = await ids();
    // The manager gets ACCOUNTS at Södermalm only, then tries to widen their own access.
    await t.gql(
      UPDATE,
      { id: managerId, p: { scopes: ['ACCOUNTS', 'MENUS'], venueIds: [sodermalm] } },
      owner,
    );
    const manager = await t.login(DEMO.manager);
    const widen = await t.gql(UPDATE, { id: managerId, p: { scopes: [], venueIds: [] } }, manager);
    expect(widen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await t.gql<{ users: { email: string }[] }>(USERS, {}, manager);
    expect(list.data?.users.map((u) => u.email)).toEqual([DEMO.manager]);
  });
});
