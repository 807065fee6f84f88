import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages.ts';

/** Demo users of the seed (apps/server/src/seed/demo.ts). */
export const DEMO_USERS = {
  owner: { email: 'owner@demo.fika.test', name: 'Olivia Owner' },
  manager: { email: 'manager@demo.fika.test' },
  payments: { email: 'payments@demo.fika.test' },
  orgAdmin: { email: 'org-admin@demo.fika.test' },
} as const;

/** Development slot names of lib/token-storage.ts (the API is on localhost). */
const SLOTS = { user: 'fika.dev.token', admin: 'fika.dev.adminToken' } as const;

/** Signs in over the API: the token and whether it belongs in the organisation-admin slot. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; organizationAdmin: boolean }> {
  const response = await request.post('/graphql', {
    data: {
      operationName: 'Login',
      query:
        'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success token organizationAdmin } }',
      variables: { u: email, p: DEMO_PASSWORD },
    },
  });
  const body = (await response.json()) as {
    data?: { login?: { success: boolean; token: string | null; organizationAdmin: boolean } };
  };
  const login = body.data?.login;
  expect(login?.token, JSON.stringify(body)).toBeTruthy();
  return { token: login?.token as string, organizationAdmin: Boolean(login?.organizationAdmin) };
}

/**
 * Opens the back office at `path` signed in as `email`, without going through the login form
 * (the form has its own journeys): the token is put in its slot as the login form would.
 */
export async function openBackOffice(page: Page, request: APIRequestContext, email: string, path = '/') {
  const { token, organizationAdmin } = await apiLogin(request, email);
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key, value);
    },
    [organizationAdmin ? SLOTS.admin : SLOTS.user, token] as const,
  );
  await page.goto(path);
  // A cold first load (shell, session, the route's chunk) on a busy 2-core CI runner can pass 5 s.
  await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible({ timeout: 15_000 });
}
