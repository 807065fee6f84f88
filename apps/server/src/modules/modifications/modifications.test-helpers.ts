// Test-only: small GraphQL helpers the modification, upsell, station and message tests share.
import { expect } from 'vitest';
import { DEMO, type GraphQLResponse, type TestServer } from '../../../test/harness.ts';

/** The error code of the first error, if any. */
export const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code;

/** The field errors of a BAD_USER_INPUT answer. */
export const fieldErrorsOf = (r: GraphQLResponse<unknown>) =>
  (r.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[];

/** Data of a successful answer; fails the test with the errors otherwise. */
export function dataOf<T>(r: GraphQLResponse<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  if (!r.data) throw new Error('no data');
  return r.data;
}

/** The demo company's live items by title (the first page of GetItems is every item). */
export async function demoItems(t: TestServer, token: string): Promise<Map<string, string>> {
  const r = await t.gql<{ items: { results: { id: string; title: string }[] } }>(
    'query { items { results { id title } } }',
    {},
    token,
  );
  return new Map(dataOf(r).items.results.map((i) => [i.title, i.id]));
}

/** Two item ids of the demo catalogue (the first two by title). */
export async function twoItems(t: TestServer, token: string): Promise<[string, string]> {
  const ids = [...(await demoItems(t, token)).values()];
  const [a, b] = ids;
  if (!a || !b) throw new Error('the demo catalogue has fewer than two items');
  return [a, b];
}

/** The demo venues by name, as the owner sees them. */
export async function demoVenues(t: TestServer): Promise<Map<string, string>> {
  const owner = await t.login(DEMO.owner);
  const r = await t.gql<{ venues: { id: string; name: string }[] }>(
    'query { venues { id name } }',
    {},
    owner,
  );
  return new Map(dataOf(r).venues.map((v) => [v.name, v.id]));
}

/** Sets a demo user's scopes and venues (as the owner). */
export async function setPermissions(t: TestServer, username: string, scopes: string[], venueIds: string[]) {
  const owner = await t.login(DEMO.owner);
  const token = await t.login(username);
  const me = await t.gql<{ authorizeUser: { userId: string } }>(
    'query { authorizeUser { userId } }',
    {},
    token,
  );
  const r = await t.gql(
    'mutation($id: ID!, $p: PermissionsInput!) { updateUserPermissions(userId: $id, permissions: $p) { id } }',
    { id: dataOf(me).authorizeUser.userId, p: { scopes, venueIds } },
    owner,
  );
  dataOf(r);
}
