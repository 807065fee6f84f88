// An owner decides what staff may do on the tills: creates an access level with a capped manual
// discount, and the Get started checklist ticks "Create access levels" from the real data.
import type { APIRequestContext } from '@playwright/test';
import { apiGql } from './helpers/graphql.ts';
import { createOwner, logIn, type Owner } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';

/** A new company starts with default levels; this owner starts from none, so the checklist has work. */
async function removeDefaultLevels(request: APIRequestContext, owner: Owner) {
  const { login } = await apiGql<{ login: { token: string } }>(
    request,
    undefined,
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: owner.email, p: owner.password },
  );
  const { accessLevels } = await apiGql<{ accessLevels: { id: string }[] }>(
    request,
    login.token,
    'query { accessLevels { id } }',
  );
  expect(accessLevels).toHaveLength(3);
  for (const { id } of accessLevels) {
    await apiGql(request, login.token, 'mutation($id: ID!) { deleteNode(id: $id) { success } }', { id });
  }
}

test('an owner creates an access level and sees the get-started checklist tick', async ({
  page,
  request,
}) => {
  test.slow(); // Signs a new company up first.
  const owner = await createOwner(request);
  await removeDefaultLevels(request, owner);
  const backOffice = await logIn(page, owner.email, owner.password, owner.name);

  // Staff & Accounts, then Get started in the section's navigation.
  await backOffice.sidebar().getByRole('link', { name: 'Staff & Accounts' }).click();
  const sections = page.getByRole('main').getByRole('navigation', { name: / sections$/ });
  await sections.getByRole('link', { name: 'Get started with staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get started with staff' })).toBeVisible();
  const levelsStep = page.getByRole('listitem', { name: 'Create access levels' });
  await expect(levelsStep.getByText('To do')).toBeVisible();
  await expect(page.getByText('0 of 5 done')).toBeVisible();

  await levelsStep.getByRole('link', { name: 'Access levels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access levels' })).toBeVisible();
  await expect(page.getByText('No access levels yet')).toBeVisible();
  await page.getByRole('button', { name: 'New access level' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New access level' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('Bartender');
  await expect(drawer.getByText('See past transactions.')).toBeVisible();
  await drawer.getByRole('checkbox', { name: /^Make payment/ }).check();
  await drawer.getByRole('checkbox', { name: /^Manual discounts/ }).check();
  await drawer.getByRole('textbox', { name: /Largest manual discount/ }).fill('15');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Access level “Bartender” created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Bartender' });
  await expect(row.getByText('2 of 17')).toBeVisible();
  await expect(row.getByText('Up to 15%')).toBeVisible();
  await expect(row.getByText('Every venue')).toBeVisible();

  await sections.getByRole('link', { name: 'Get started with staff' }).click();
  await expect(levelsStep.getByText('Done')).toBeVisible();
  await expect(levelsStep.getByText('1 access level decides what staff may do.')).toBeVisible();
  await expect(page.getByText('1 of 5 done')).toBeVisible();
});
