import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ConfigError, loadConfig } from '../config.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('GraphQL over HTTP', () => {
  for (const audit of serverAudits({ url: () => `${t.url}/graphql`, fetchFn: fetch })) {
    it(`audit: ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result, result.status === 'ok' ? '' : `${result.reason}`).toMatchObject({ status: 'ok' });
    });
  }

  // Depth is limited to 10 too, but no field path of today's schema is that deep to prove it with.
  it('limits aliases and tokens before anything runs', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: authorizeUser { userId }`).join(' ');
    expect((await t.gql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    const tokens = `{ authorizeUser { ${'userId '.repeat(2100)} } }`;
    expect((await t.gql(tokens)).errors?.[0]?.message).toMatch(/Token limit/i);
  });

  // One write with a length, not a chunked stream (issue #18's profile).
  it('answers a result as one JSON document with its length', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
    const response = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: query });
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves GraphiQL from the package outside production, with nothing loaded from a CDN', async () => {
    const response = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('GraphiQL');
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdn\./);
  });
});

describe('health, telemetry and outbox', () => {
  it('reports health with the database driver', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('accepts analytics events and refuses malformed batches', async () => {
    const post = (body: unknown) =>
      fetch(`${t.url}/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const accepted = await post({
      events: [{ kind: 'event', name: 'get-started-footer', data: { lang: 'sv-se' } }],
    });
    expect(accepted.status).toBe(202);
    expect((await post({ events: [] })).status).toBe(400);
    expect((await post({ events: [{ kind: 'spam', name: 'x' }] })).status).toBe(400);
  });

  it('shows the development outbox', async () => {
    const response = await fetch(`${t.url}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development outbox');
  });
});

describe('company application', () => {
  const SUBMIT =
    'mutation($input: CompanyApplicationInput!) { submitCompanyApplication(input: $input) { success id } }';
  const application = (organizationNumber: string) => ({
    input: {
      companyName: 'Kaffebaren',
      organizationNumber,
      phoneNumber: '+46 70 123 45 67',
      email: 'hej@kaffebaren.test',
      country: 'SE',
      bankInfo: 'SE45 5000 0000 0583 9825 7466',
      companyForm: 'Business',
      companyAddress: { streetAddress: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm' },
      owner: { fullName: 'Karin Kaffe', nationalPersonalNumber: '198001011234' },
      ownerAddress: { street: 'Lillgatan 2', city: 'Stockholm', zipCode: '111 33' },
    },
  });

  it('refuses an organisation number of the wrong length for the country, then accepts a right one', async () => {
    const wrong = await t.gql(SUBMIT, application('55912345'));
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'organizationNumber', message: 'validation.orgNumber.length' }],
    });
    const right = await t.gql<{ submitCompanyApplication: { success: boolean; id: string } }>(
      SUBMIT,
      application('559123-4567'),
    );
    expect(right.data?.submitCompanyApplication.success).toBe(true);
    expect(right.data?.submitCompanyApplication.id).toBeTruthy();
  });
});

describe('production mode', () => {
  it('refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('turns off introspection, GraphiQL and the dev outbox', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) });
    try {
      const introspection = await prod.gql('{ __schema { queryType { name } } }');
      expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
      const graphiql = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await graphiql.text()).not.toContain('GraphiQL');
      expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404);
      const login = await prod.gql('mutation { login(username: "x@y.z", password: "nope") { success } }');
      expect(login.data).toEqual({ login: { success: false } });
    } finally {
      await prod.close();
    }
  });
});

describe('unexpected errors', () => {
  it('are masked with a code, and say nothing about the database', async () => {
    const broken = await startTestServer();
    try {
      const token = await broken.login('owner@demo.fika.test');
      // Break the database under the service: the query fails in a way no rule anticipates.
      await broken.database.db.execute('alter table legal_entities rename to legal_entities_gone');
      const result = await broken.gql('query { authorizeUser { legalEntityId } }', {}, token);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'errors.unexpected' },
      });
      expect(JSON.stringify(result)).not.toMatch(/legal_entities|relation|sql/i);
    } finally {
      await broken.close();
    }
  });
});
