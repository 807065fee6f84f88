import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/**
 * A GraphQL call over the journey's HTTP client, for what a journey sets up or checks beside the
 * screen (a terminal's order, the demo's ids). Fails the journey on any GraphQL error.
 */
export async function apiGql<T>(
  request: APIRequestContext,
  token: string | undefined,
  query: string,
  variables: object = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
