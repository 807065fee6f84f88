// Issue #11: unstorable text, the one REST error shape, and an unreachable database (503, retry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine } from '../modules/orders/terminal-test-kit.ts';
import { openPostgres } from '../platform/db/client.ts';
import { buildApp } from './app.ts';

let t: TestServer;
let owner: string;
let credential: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const { byName } = await demoVenues(t);
  credential = (await issueTerminal(t, owner, byName.Södermalm ?? '')).credential;
});
afterAll(() => t.close());

/** Asserts the documented REST error body and returns it. */
async function restError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as {
    error: { code: string; messageKey: string; message: string; fieldErrors: unknown[] };
  };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({
    code,
    messageKey: expect.any(String),
    message: expect.any(String),
    fieldErrors: expect.any(Array),
  });
  // Neither Node's nor Fastify's own words reach a client.
  expect(text).not.toMatch(/ERR_|FST_|statusCode|Route (GET|POST|PUT)|Unexpected token|must be of type/);
  return body.error;
}

const terminalPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}`, ...headers },
    body,
  });

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  const CREATE_CATEGORY = 'mutation($input: CategoryInput!) { createCategory(input: $input) { id name } }';

  it('is refused in GraphQL variables, nested four-language names and literals as a field error', async () => {
    for (const bad of ['Bulle\u0000', 'Bulle\ud800', '\udc00']) {
      const flat = await t.gql(CREATE_CATEGORY, { input: { name: bad, vatRate: 12 } }, owner);
      expect(flat.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'name', message: 'validation.unsupportedCharacter' }],
      });
      const nested = await t.gql(
        CREATE_CATEGORY,
        { input: { name: 'Bullar', nameLang: { en: bad }, vatRate: 12 } },
        owner,
      );
      expect(nested.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'nameLang.en', message: 'validation.unsupportedCharacter' }],
      });
    }
    const literal = await t.gql(
      'mutation { createCategory(input: { name: "Bulle\\u0000", vatRate: 12 }) { id } }',
      {},
      owner,
    );
    expect(literal.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'name', message: 'validation.unsupportedCharacter' }],
    });
    const filename = await t.gql(
      'mutation($f: String!) { getFileUploadUrl(filename: $f) { id } }',
      { f: 'bulle\u0000.png' },
      owner,
    );
    expect(filename.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'f', message: 'validation.unsupportedCharacter' }],
    });
    // Nothing was stored, and ordinary text (emoji are surrogate pairs) still goes through.
    const fine = await t.gql<{ createCategory: { name: string } }>(
      CREATE_CATEGORY,
      { input: { name: 'Bullar 🥐', vatRate: 12 } },
      owner,
    );
    expect(fine.data?.createCategory.name).toBe('Bullar 🥐');
  });

  it('is refused in the terminal API (clientOrderId, line titles) with 400 and field errors', async () => {
    const titled = orderBody({
      clientOrderId: 'till-1-nul-1',
      lines: [simpleLine(3500, 1, { title: 'Te\u0000' })],
    });
    const title = await restError(
      await terminalPost('/terminal/v1/orders', JSON.stringify(titled)),
      400,
      'BAD_USER_INPUT',
    );
    expect(title.fieldErrors).toEqual([
      { field: 'lines.0.title', message: 'validation.unsupportedCharacter' },
    ]);

    const idBody = orderBody({ clientOrderId: 'till-1-\ud800', lines: [simpleLine(3500)] });
    const id = await restError(
      await terminalPost('/terminal/v1/orders', JSON.stringify(idBody)),
      400,
      'BAD_USER_INPUT',
    );
    expect(id.fieldErrors).toEqual([{ field: 'clientOrderId', message: 'validation.unsupportedCharacter' }]);

    const status = await restError(
      await terminalPost('/terminal/v1/orders/till%00/status', JSON.stringify({ status: 'READY' })),
      400,
      'BAD_USER_INPUT',
    );
    expect(status.fieldErrors).toEqual([
      { field: 'clientOrderId', message: 'validation.unsupportedCharacter' },
    ]);
  });

  it('is refused in telemetry events and read API query parameters', async () => {
    const telemetry = await fetch(`${t.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ kind: 'event', name: 'x', data: { 'k\u0000': 1 } }] }),
    });
    expect((await restError(telemetry, 400, 'BAD_USER_INPUT')).fieldErrors).toEqual([
      { field: 'events.0.data.k\u0000', message: 'validation.unsupportedCharacter' },
    ]);
    const summary = await fetch(`${t.url}/api/v1/finance/summary?from=2026-01-01&to=2026-01-02&venueId=%00`);
    expect((await restError(summary, 400, 'BAD_USER_INPUT')).fieldErrors).toEqual([
      { field: 'venueId', message: 'validation.unsupportedCharacter' },
    ]);
  });
});

describe('one REST error shape', () => {
  it('answers repeated query parameters with 400, not a 500 with Node internals', async () => {
    const upload = await t.gql<{ getFileUploadUrl: { id: string } }>(
      'mutation { getFileUploadUrl(filename: "a.png") { id } }',
      {},
      owner,
    );
    const id = upload.data?.getFileUploadUrl.id ?? '';
    const response = await fetch(`${t.url}/uploads/${id}?secret=a&secret=b`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect((await restError(response, 400, 'BAD_USER_INPUT')).fieldErrors).toEqual([
      { field: 'secret', message: 'validation.repeated' },
    ]);
    const summary = await fetch(
      `${t.url}/api/v1/finance/summary?from=2026-01-01&from=2026-01-02&to=2026-01-03`,
    );
    await restError(summary, 400, 'BAD_USER_INPUT');
  });

  it('answers every refusal of every REST route in the same shape', async () => {
    // Malformed JSON, an empty JSON body, a wrong content type, a body too large.
    await restError(await terminalPost('/terminal/v1/orders', '{"clientOrderId":'), 400, 'BAD_USER_INPUT');
    await restError(await terminalPost('/terminal/v1/orders', ''), 400, 'BAD_USER_INPUT');
    await restError(
      await terminalPost('/terminal/v1/orders', 'x', { 'content-type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await restError(
      await terminalPost('/terminal/v1/orders', JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    // GraphQL keeps its own shape for what Fastify refuses before Yoga runs.
    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({
      errors: [
        {
          message: 'The request is malformed.',
          extensions: { code: 'BAD_USER_INPUT', messageKey: 'errors.badRequest' },
        },
      ],
    });
    // Unknown API paths and methods.
    await restError(await fetch(`${t.url}/api/v1/nope`), 404, 'NOT_FOUND');
    await restError(await fetch(`${t.url}/terminal/v1/orders`), 404, 'NOT_FOUND');
    await restError(await fetch(`${t.url}/api/v1/finance/summary`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    // A malformed URL (bad percent-encoding) is refused before any route.
    await restError(await fetch(`${t.url}/files/%E0%A4%A`), 400, 'BAD_USER_INPUT');
    // Each route's own refusals.
    await restError(await fetch(`${t.url}/files/nope`), 404, 'NOT_FOUND');
    await restError(await fetch(`${t.url}/reports/pdf?token=nope`), 404, 'NOT_FOUND');
    await restError(
      await fetch(`${t.url}/uploads/unknownid0000?secret=x`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array([1]),
      }),
      403,
      'FORBIDDEN',
    );
    await restError(
      await fetch(`${t.url}/api/v1/finance/summary?from=2026-01-01&to=2026-01-02`),
      401,
      'UNAUTHENTICATED',
    );
    await restError(
      await terminalPost('/terminal/v1/orders', '{}', { authorization: 'Bearer x.y' }),
      401,
      'UNAUTHENTICATED',
    );
    const telemetry = await fetch(`${t.url}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ kind: 'spam', name: 'x' }] }),
    });
    expect((await restError(telemetry, 400, 'BAD_USER_INPUT')).fieldErrors).toEqual([
      { field: 'events.0.kind', message: 'validation.invalid' },
    ]);
  });
});

describe('an unreachable database', () => {
  it('answers 503 with Retry-After on REST, SERVICE_UNAVAILABLE on GraphQL, and /healthz not ready (PGlite closed)', async () => {
    const down = await startTestServer();
    try {
      const token = await down.login(DEMO.owner);
      const { byName } = await demoVenues(down);
      const terminal = await issueTerminal(down, token, byName.Södermalm ?? '');
      await down.database.close();

      const health = await fetch(`${down.url}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(await health.json()).toMatchObject({ status: 'unavailable' });

      const order = await fetch(`${down.url}/terminal/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal.credential}` },
        body: JSON.stringify(orderBody({ clientOrderId: 'till-1-down-1', lines: [simpleLine(3500)] })),
      });
      expect(order.headers.get('retry-after')).toBe('5');
      expect(await restError(order, 503, 'SERVICE_UNAVAILABLE')).toMatchObject({
        messageKey: 'errors.serviceUnavailable',
      });

      const gql = await down.gql('query { authorizeUser { userId } }', {}, token);
      expect(gql.status).toBe(503);
      expect(gql.errors?.[0]?.extensions).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        messageKey: 'errors.serviceUnavailable',
      });
      const login = await down.gql('mutation { login(username: "a@b.c", password: "x") { success } }');
      expect(login.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close().catch(() => {});
    }
  });

  it('answers 503 while PostgreSQL refuses connections', async () => {
    // A port nothing listens on: what a client sees while the server restarts.
    const database = openPostgres('postgres://fika:fika@127.0.0.1:9/fika', 2);
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
      DATA_DIR: '/nonexistent-fika-data',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    });
    const { server } = await buildApp(config, database);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      const order = await fetch(`${url}/terminal/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer abc.def' },
        body: JSON.stringify(orderBody({ clientOrderId: 'till-1-down-2', lines: [simpleLine(3500)] })),
      });
      expect(order.headers.get('retry-after')).toBe('5');
      await restError(order, 503, 'SERVICE_UNAVAILABLE');
      const summary = await fetch(`${url}/api/v1/finance/summary?from=2026-01-01&to=2026-01-02`, {
        headers: { authorization: `Bearer fika_abcdefgh12.${'k'.repeat(24)}` },
      });
      await restError(summary, 503, 'SERVICE_UNAVAILABLE');
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(username: "a@b.c", password: "x") { success } }' }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
      expect(body.errors[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
