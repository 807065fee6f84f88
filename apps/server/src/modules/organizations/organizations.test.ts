import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ORGANIZATION = `query GetOrganization { organization { id name accessibleCompanies { id name users { id name username permissions { scopes venueIds } authToken } } } }`;
const ACT = 'mutation($id: ID!) { actAsUser(userId: $id) { success token organizationAdmin } }';

type Org = {
  organization: {
    name: string;
    accessibleCompanies: { name: string; users: { id: string; username: string; authToken: string }[] }[];
  };
};

describe('organisation administrator', () => {
  it('sees the accessible companies and their users', async () => {
    const admin = await t.login(DEMO.orgAdmin);
    const { data } = await t.gql<Org>(ORGANIZATION, {}, admin);
    expect(data?.organization.name).toBe('Demo Group');
    expect(data?.organization.accessibleCompanies.map((c) => c.name)).toEqual([
      'Demo Bistro',
      'Demo Payments AB',
    ]);
    expect(data?.organization.accessibleCompanies[0]?.users.map((u) => u.username).sort()).toEqual([
      DEMO.manager,
      DEMO.owner,
    ]);
  });

  it('acts as a chosen user and then sees exactly what that user sees', async () => {
    const admin = await t.login(DEMO.orgAdmin);
    const { data } = await t.gql<Org>(ORGANIZATION, {}, admin);
    const manager = data?.organization.accessibleCompanies[0]?.users.find((u) => u.username === DEMO.manager);
    const acted = await t.gql<{ actAsUser: { success: boolean; token: string; organizationAdmin: boolean } }>(
      ACT,
      { id: manager?.id },
      admin,
    );
    expect(acted.data?.actAsUser).toMatchObject({ success: true, organizationAdmin: false });
    const session = await t.gql<{
      authorizeUser: { userName: string; actingAs: boolean; venueIds: string[] };
    }>('query { authorizeUser { userName actingAs venueIds } }', {}, acted.data?.actAsUser.token);
    expect(session.data?.authorizeUser).toMatchObject({ userName: 'Max Manager', actingAs: true });
    expect(session.data?.authorizeUser.venueIds).toHaveLength(1);
    // The authToken field hands out the same kind of session.
    const viaField = await t.gql('query { authorizeUser { userName } }', {}, manager?.authToken);
    expect(viaField.data).toEqual({ authorizeUser: { userName: 'Max Manager' } });
  });

  it('is refused to company users, and to users outside the organisation', async () => {
    const owner = await t.login(DEMO.owner);
    expect((await t.gql(ORGANIZATION, {}, owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await t.login(DEMO.orgAdmin);
    const { data } = await t.gql<Org>(ORGANIZATION, {}, admin);
    const ownerId = data?.organization.accessibleCompanies[0]?.users.find(
      (u) => u.username === DEMO.owner,
    )?.id;
    expect((await t.gql(ACT, { id: ownerId }, owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(ACT, { id: 'someone-else' }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The administrator is not a company user: company data stays closed to the admin token itself.
    expect((await t.gql('query { venues { id } }', {}, admin)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
