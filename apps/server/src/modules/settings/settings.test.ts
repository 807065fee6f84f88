import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const UPDATE_COMPANY = `mutation($input: CompanySettingsInput!) { updateCompany(input: $input) {
  name legalName organizationNumber country timezone defaultCurrency defaultLanguage } }`;
const CREATE_VENUE = `mutation($input: VenueInput!) { createVenue(input: $input) {
  id name phone active timezone staffIdleTimeout location { name street zip city } } }`;
const UPDATE_VENUE = `mutation($id: ID!, $input: VenueInput!, $active: Boolean) { updateVenue(id: $id, input: $input, active: $active) {
  id name phone active staffIdleTimeout location { street city } } }`;

const settings = {
  name: 'Demo Bistro Group',
  legalName: 'Demo Bistro AB',
  organizationNumber: '559123-4567',
  country: 'SE',
  timezone: 'Europe/Stockholm',
  defaultCurrency: 'SEK',
  defaultLanguage: 'en',
};

const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

describe('company settings', () => {
  it('saves and reloads the company settings', async () => {
    const owner = await t.login(DEMO.owner);
    const saved = await t.gql(UPDATE_COMPANY, { input: settings }, owner);
    expect(saved.data).toEqual({
      updateCompany: { ...settings, organizationNumber: '5591234567' },
    });
    const session = await t.gql<{ authorizeUser: { companyName: string; language: string } }>(
      'query { authorizeUser { companyName language } }',
      {},
      owner,
    );
    expect(session.data?.authorizeUser).toEqual({ companyName: 'Demo Bistro Group', language: 'en' });
  });

  it('refuses bad settings field by field and changes nothing', async () => {
    const owner = await t.login(DEMO.owner);
    const result = await t.gql(
      UPDATE_COMPANY,
      {
        input: {
          ...settings,
          name: 'Changed',
          organizationNumber: '123',
          timezone: 'Mars/Base',
          defaultCurrency: 'XYZ',
        },
      },
      owner,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const fieldErrors = (result.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string }[];
    const fields = fieldErrors.map((f) => f.field).sort();
    expect(fields).toEqual(['defaultCurrency', 'organizationNumber', 'timezone']);
    const company = await t.gql<{ company: { name: string } }>('query { company { name } }', {}, owner);
    expect(company.data?.company.name).not.toBe('Changed');
  });

  it('needs the SETTINGS scope on every venue', async () => {
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await t.gql(UPDATE_COMPANY, { input: settings }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPDATE_COMPANY, { input: settings }))).toBe('UNAUTHENTICATED');
  });
});

describe('venues', () => {
  it('creates an active venue with phone 0 and its location, then edits and deactivates it', async () => {
    const owner = await t.login(DEMO.owner);
    const created = await t.gql<{ createVenue: { id: string } & Record<string, unknown> }>(
      CREATE_VENUE,
      {
        input: {
          name: 'Vasastan',
          timezone: 'Europe/Stockholm',
          staffIdleTimeout: 60,
          location: { street: 'Odengatan 40', zip: '113 51', city: 'Stockholm' },
        },
      },
      owner,
    );
    expect(created.data?.createVenue).toMatchObject({
      name: 'Vasastan',
      phone: '0',
      active: true,
      staffIdleTimeout: 60,
      location: { name: 'Vasastan', street: 'Odengatan 40', zip: '113 51', city: 'Stockholm' },
    });
    const id = created.data?.createVenue.id;
    const venues = await t.gql<{ venues: { name: string }[] }>('query { venues { name } }', {}, owner);
    expect(venues.data?.venues.map((v) => v.name)).toContain('Vasastan');

    const updated = await t.gql(
      UPDATE_VENUE,
      {
        id,
        active: false,
        input: {
          name: 'Vasastan',
          timezone: 'Europe/Stockholm',
          phone: '+46 8 30 30 30',
          location: { street: 'Odengatan 42', city: 'Stockholm' },
        },
      },
      owner,
    );
    expect(updated.data).toEqual({
      updateVenue: {
        id,
        name: 'Vasastan',
        phone: '+46 8 30 30 30',
        active: false,
        staffIdleTimeout: 0,
        location: { street: 'Odengatan 42', city: 'Stockholm' },
      },
    });
  });

  it('refuses a venue with a bad phone or time zone', async () => {
    const owner = await t.login(DEMO.owner);
    const result = await t.gql(
      CREATE_VENUE,
      { input: { name: 'X', timezone: 'Nowhere', phone: 'abc' } },
      owner,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
  });

  it('keeps managers without SETTINGS and other companies out', async () => {
    const manager = await t.login(DEMO.manager);
    expect(codeOf(await t.gql(CREATE_VENUE, { input: { name: 'Mine', timezone: 'UTC' } }, manager))).toBe(
      'FORBIDDEN',
    );
    const payments = await t.login(DEMO.payments);
    const owner = await t.login(DEMO.owner);
    const bistroVenue = (await t.gql<{ venues: { id: string }[] }>('query { venues { id } }', {}, owner)).data
      ?.venues[0]?.id;
    const foreign = await t.gql(
      UPDATE_VENUE,
      { id: bistroVenue, input: { name: 'Hijacked', timezone: 'UTC' } },
      payments,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });
});

describe('grantPOSAccessToCurrentUser', () => {
  it('gives POS_CUSTOMIZATION to a limited user of a company without venues, and to nobody else', async () => {
    // A company without venues: the payments company's venue removed for this test.
    const { venues } = await import('../../platform/db/schema/index.ts');
    const payments = await t.login(DEMO.payments);
    const session = await t.gql<{ authorizeUser: { companyId: string; userId: string } }>(
      'query { authorizeUser { companyId userId } }',
      {},
      payments,
    );
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .delete(venues)
      .where(eq(venues.companyId, session.data?.authorizeUser.companyId ?? ''));
    const { users } = await import('../../platform/db/schema/index.ts');
    await t.database.db
      .update(users)
      .set({ scopes: ['FINANCE'] })
      .where(eq(users.id, session.data?.authorizeUser.userId ?? ''));

    const grant = 'mutation { grantPOSAccessToCurrentUser { success } }';
    expect((await t.gql(grant, {}, payments)).data).toEqual({
      grantPOSAccessToCurrentUser: { success: true },
    });
    const after = await t.gql<{ authorizeUser: { scopes: string[] } }>(
      'query { authorizeUser { scopes } }',
      {},
      payments,
    );
    expect(after.data?.authorizeUser.scopes).toEqual(['FINANCE', 'POS_CUSTOMIZATION']);

    // The manager's company has venues: nothing changes.
    const manager = await t.login(DEMO.manager);
    await t.gql(grant, {}, manager);
    const managerScopes = await t.gql<{ authorizeUser: { scopes: string[] } }>(
      'query { authorizeUser { scopes } }',
      {},
      manager,
    );
    expect(managerScopes.data?.authorizeUser.scopes).toEqual(['POS_CUSTOMIZATION', 'MENUS']);
  });
});
