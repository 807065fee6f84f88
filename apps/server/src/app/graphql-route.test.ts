// Issue #18: plain queries skip Yoga's Fetch API pipeline (graphql-route.ts). Whatever path a
// request takes, its answer — status, content type, CORS headers and body — must be the one Yoga
// itself gives: each case is sent over HTTP and to a Yoga of the same schema and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../test/harness.ts';
import { answerQuery, regularMediaType } from './graphql-route.ts';
import { createGraphQL } from './yoga.ts';

let t: TestServer;
let owner: string;
let yoga: ReturnType<typeof createGraphQL>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  yoga = createGraphQL({ db: t.database.db, readDb: t.database.readDb, config: t.config } as never);
});
afterAll(() => t.close());

const METADATA =
  'query GetUserMetadata { userMetadata { id email name permissions { scopes venueIds } venues { id name timezone location { name city } } company { id name country defaultCurrency } } }';
const silent = { warn() {}, error() {}, info() {}, debug() {} };

/** The same request over HTTP and straight to Yoga; both answers, headers Yoga decides only. */
async function both(body: unknown, headers: Record<string, string>) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  const shown = async (response: Response) => {
    const body = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      const name = key.toLowerCase();
      // Fastify names an empty body text/plain (as it did before the short path): not Yoga's choice.
      if (/^(access-control-|vary$)/.test(name) || (name === 'content-type' && body !== ''))
        headers[name] = value;
    });
    return { status: response.status, headers, body };
  };
  const overHttp = await shown(await fetch(`${t.url}/graphql`, init));
  const req = { headers: init.headers, log: silent, id: 'test', ip: '127.0.0.1' };
  const fromYoga = await shown(
    await yoga.fetch(new yoga.fetchAPI.Request('http://127.0.0.1/graphql', init), {
      req,
      reply: {},
    } as never),
  );
  return { overHttp, fromYoga };
}

describe('POST /graphql answers as Yoga does, on the short path and off it', () => {
  const auth = () => ({ authorization: `Bearer ${owner}` });
  const cases: [string, () => unknown, () => Record<string, string>][] = [
    [
      'a query, as the web app asks',
      () => ({ query: METADATA }),
      () => ({ ...auth(), accept: 'application/graphql-response+json, application/json' }),
    ],
    ['no Accept header', () => ({ query: METADATA }), auth],
    [
      'only application/graphql-response+json',
      () => ({ query: METADATA }),
      () => ({ ...auth(), accept: 'application/graphql-response+json' }),
    ],
    [
      'a browser Origin (CORS headers)',
      () => ({ query: METADATA }),
      () => ({ ...auth(), origin: 'http://elsewhere.test' }),
    ],
    [
      'no session (UNAUTHENTICATED)',
      () => ({ query: METADATA }),
      () => ({ accept: 'application/graphql-response+json' }),
    ],
    ['a resolver error (NOT_FOUND)', () => ({ query: 'query { venue(id: "missing") { id } }' }), auth],
    [
      'variables and one of two operations',
      () => ({
        query: 'query A($id: ID!) { venue(id: $id) { id } } query B { userMetadata { id } }',
        operationName: 'B',
        variables: { id: 'x' },
      }),
      auth,
    ],
    ['an unknown operation name', () => ({ query: METADATA, operationName: 'Nope' }), auth],
    [
      'a validation error',
      () => ({ query: '{ userMetadata { nope } }' }),
      () => ({ ...auth(), accept: 'application/graphql-response+json' }),
    ],
    ['a syntax error', () => ({ query: '{ userMetadata { ' }), auth],
    ['an unexpected parameter', () => ({ query: METADATA, extra: 1 }), auth],
    ['variables that are not an object', () => ({ query: METADATA, variables: [1] }), auth],
    ['an Accept without JSON', () => ({ query: METADATA }), () => ({ ...auth(), accept: 'text/html' })],
  ];
  for (const [name, body, headers] of cases) {
    it(name, async () => {
      const { overHttp, fromYoga } = await both(body(), headers());
      expect(overHttp).toEqual(fromYoga);
    });
  }

  it('answers a plain query itself and leaves a mutation, a GET and odd params to Yoga', async () => {
    const request = (method: string, body: unknown) =>
      ({
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body,
        log: silent,
        id: 'test',
        ip: '127.0.0.1',
      }) as never;
    const answered = await answerQuery(yoga, request('POST', { query: METADATA }), {} as never);
    expect(answered?.status).toBe(200);
    expect(await answered?.text()).toContain('Olivia Owner');
    const mutation = { query: 'mutation { login(username: "nobody", password: "x") { success } }' };
    expect(await answerQuery(yoga, request('POST', mutation), {} as never)).toBeUndefined();
    expect(await answerQuery(yoga, request('GET', { query: METADATA }), {} as never)).toBeUndefined();
    expect(await answerQuery(yoga, request('POST', [{ query: METADATA }]), {} as never)).toBeUndefined();
  });

  it('picks the JSON type Yoga picks for an Accept header', () => {
    expect(regularMediaType(undefined)).toBe('application/json');
    expect(regularMediaType('*/*')).toBe('application/json');
    // The first acceptable type named wins.
    expect(regularMediaType('application/graphql-response+json, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(regularMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(regularMediaType('text/event-stream, application/json')).toBe('application/json');
    expect(regularMediaType('application/graphql-response+json')).toBe('application/graphql-response+json');
    expect(regularMediaType('application/json; charset=latin1')).toBeUndefined();
    expect(regularMediaType('text/event-stream')).toBeUndefined();
  });
});
