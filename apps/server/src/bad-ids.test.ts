import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { schema } from './app/schema.ts';
import { demoVenues, issueTerminal, post } from './modules/orders/terminal-test-kit.ts';

// Every GraphQL operation that takes an id — as an argument or anywhere inside an input, in lists
// too — is called, read from the schema itself so a new operation is covered without a new line
// here, with an empty, a blank and a malformed id in each id position in turn. Each must answer
// BAD_USER_INPUT, so an update can never fall through to a create ("updateStation(id: \"\")").

let t: TestServer;
const tokens: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
  for (const user of [DEMO.owner, DEMO.orgAdmin, DEMO.payments]) tokens.push(await t.login(user));
});
afterAll(() => t.close());

const BAD_IDS = ['', '   ', 'not an id/../1'];
const WELL_FORMED = 'wellformedbutunknown';

// An input type's positions that hold an ID, as paths of field names ('[]' for a list element).
// Optional fields are followed too, but a type is entered at most twice on one path (recursion).
function idPaths(type: GraphQLInputType, path: string[], seen: string[] = []): string[][] {
  if (isNonNullType(type)) return idPaths(type.ofType, path, seen);
  if (isListType(type)) return idPaths(type.ofType, [...path, '[]'], seen);
  if (isScalarType(type)) return type.name === 'ID' ? [path] : [];
  if (!isInputObjectType(type) || seen.filter((n) => n === type.name).length >= 2) return [];
  return Object.values(type.getFields()).flatMap((f) =>
    idPaths(f.type, [...path, f.name], [...seen, type.name]),
  );
}

// A value of `type` that passes every other check: required fields filled, ids well-formed, and
// the id at `bad` (if it lies within `type`) replaced by `badId`.
function sampleValue(type: GraphQLInputType, path: string[], bad: string[], badId: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, path, bad, badId);
  if (isListType(type)) return [sampleValue(type.ofType, [...path, '[]'], bad, badId)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const fieldPath = [...path, field.name];
      const onBadPath = fieldPath.every((part, i) => bad[i] === part);
      if (isNonNullType(field.type) || onBadPath)
        value[field.name] = sampleValue(field.type, fieldPath, bad, badId);
    }
    return value;
  }
  switch (type.name) {
    case 'ID':
      return path.join('.') === bad.join('.') ? badId : WELL_FORMED;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    default:
      return 'x';
  }
}

interface Case {
  operation: string;
  position: string;
  query: string;
  variables: Record<string, unknown>;
}

function casesOf(kind: 'query' | 'mutation'): Case[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const cases: Case[] = [];
  for (const field of Object.values(root?.getFields() ?? {})) {
    const args: readonly GraphQLArgument[] = field.args;
    const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const passing = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const query = `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
    for (const arg of args) {
      for (const path of idPaths(arg.type, [])) {
        for (const badId of BAD_IDS) {
          const bad = [arg.name, ...path];
          const variables = Object.fromEntries(
            args
              .filter((a) => isNonNullType(a.type) || a.name === arg.name)
              .map((a) => [a.name, sampleValue(a.type, [a.name], bad, badId)]),
          );
          cases.push({ operation: field.name, position: bad.join('.'), query, variables });
        }
      }
    }
  }
  return cases;
}

const cases = [...casesOf('query'), ...casesOf('mutation')];

describe('an empty, blank or malformed id is BAD_USER_INPUT on every operation that takes one', () => {
  it('finds the id-taking operations in the schema', () => {
    const operations = new Set(cases.map((c) => c.operation));
    expect(operations).toContain('updateStation');
    expect(operations).toContain('updateUpsell');
    expect(operations.size).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [c.operation, c.position, JSON.stringify(c.variables), c] as const))(
    '%s at %s with %s',
    async (_operation, _position, _variables, c) => {
      let code: unknown;
      // The first of owner, organisation administrator and payments account the operation is for.
      for (const token of tokens) {
        const result = await t.gql(c.query, c.variables, token);
        code = result.errors?.[0]?.extensions?.code;
        if (code !== 'FORBIDDEN' && code !== 'UNAUTHENTICATED') break;
      }
      expect(code).toBe('BAD_USER_INPUT');
    },
  );

  it('created no station or upsell with an empty id', async () => {
    const stations = await t.gql<{ stations: { id: string }[]; upsells: { id: string }[] }>(
      'query { stations { id } upsells { id } }',
      {},
      tokens[0],
    );
    expect(stations.data?.stations.every((s) => s.id.trim() !== '')).toBe(true);
    expect(stations.data?.upsells.every((s) => s.id.trim() !== '')).toBe(true);
  });
});

describe('the REST endpoints that take an id refuse an empty, blank or malformed one with 400', () => {
  it('terminal status change: a blank order id in the path', async () => {
    const { byName } = await demoVenues(t);
    const { credential } = await issueTerminal(t, tokens[0] ?? '', byName['Södermalm'] ?? '');
    const change = { status: 'READY', at: new Date().toISOString() };
    const blank = await post(
      t,
      `/terminal/v1/orders/${encodeURIComponent('   ')}/status`,
      credential,
      change,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'clientOrderId', message: 'validation.required' }],
    });
    const unknown = await post(t, '/terminal/v1/orders/till-9-000001/status', credential, change);
    expect(unknown.status).toBe(404);
  });

  it('read API finance summary: venueId', async () => {
    const created = await t.gql<{ createApiCredential: { secret: string } }>(
      'mutation { createApiCredential(name: "Bad ids") { secret } }',
      {},
      tokens[0],
    );
    const key = created.data?.createApiCredential.secret ?? '';
    const day = new Date().toISOString().slice(0, 10);
    for (const venueId of BAD_IDS) {
      const response = await fetch(
        `${t.url}/api/v1/finance/summary?from=${day}&to=${day}&venueId=${encodeURIComponent(venueId)}`,
        { headers: { authorization: `Bearer ${key}` } },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'venueId', message: 'validation.invalid' }],
      });
    }
  });
});
