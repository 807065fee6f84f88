// An owner connects their accounting system through the provider's (sandbox) consent page, finds
// the account mapping pre-filled from BAS, cannot enable it while an account is missing, maps it and
// enables it; the configuration history says who changed what, and never shows the credentials.
import { createOwner, logIn } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';

test('an owner connects Visma eEkonomi, maps the missing account and enables it', async ({
  page,
  request,
}) => {
  test.slow(); // Leaves the back office for the sandbox consent page and comes back.
  // A company of its own: enabling an accounting system is one per company.
  const owner = await createOwner(request);
  await logIn(page, owner.email, owner.password, owner.name);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const card = page.getByTestId('integration-visma-eekonomi');
  await expect(card.getByText('Not connected')).toBeVisible();
  await expect(card.getByText('Sandbox')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payroll and scheduling' }).getByRole('link', { name: 'Planday' }),
  ).toBeVisible();

  await card.getByRole('link', { name: 'Visma eEkonomi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visma eEkonomi' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Visma eEkonomi' }).click();

  // The provider's consent page, labelled as a sandbox.
  await expect(page.getByRole('heading', { name: 'Visma eEkonomi (Sandbox)' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Sandbox');
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/integrations\/visma-eekonomi$/);
  await expect(page.getByText('Visma eEkonomi is connected.')).toBeVisible();
  await expect(
    page.getByText(/Connected to Visma eEkonomi account Visma eEkonomi sandbox \d{6}/),
  ).toBeVisible();

  const mapping = page.getByRole('region', { name: 'Account mapping' });
  await expect(mapping.getByText('Every account mapped')).toBeVisible();
  const tips = mapping.getByRole('textbox', { name: 'Tips owed to staff' });
  await expect(tips).toHaveValue('2890');
  await expect(mapping.getByRole('textbox', { name: 'Sales 25 % VAT' })).toHaveValue('3001');

  // An account the chart would not take is refused under its field, before anything is sent.
  await tips.fill('28');
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(mapping.getByText('Four digits, e.g. 3001.')).toBeVisible();
  // Removing it leaves it missing, and enabling is refused naming it.
  await tips.fill('');
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Account mapping saved.')).toBeVisible();
  await expect(mapping.getByText('1 account missing')).toBeVisible();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByText('Map these accounts before enabling: Tips owed to staff.')).toBeVisible();
  await expect(mapping.getByText('Choose an account.')).toBeVisible();

  await mapping.getByRole('button', { name: 'Fill in from BAS' }).click();
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(mapping.getByText('Every account mapped')).toBeVisible();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByText('Visma eEkonomi is enabled.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Connection' }).getByText('Enabled', { exact: true }),
  ).toBeVisible();

  // Who changed what, and when; the credentials are named, never shown.
  await page.getByRole('link', { name: 'Configuration history' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Visma eEkonomi: configuration history' }),
  ).toBeVisible();
  const enabled = page.getByRole('row').filter({ hasText: 'Enabled' }).first();
  await expect(enabled).toContainText(owner.name);
  await expect(enabled).toContainText('Status: Connected → Enabled');
  // Pre-filled from BAS when connected, removed, then filled in again.
  await expect(page.getByText('Tips owed to staff: (empty) → 2890')).toHaveCount(2);
  await expect(page.getByText('Tips owed to staff: 2890 → (empty)')).toBeVisible();
  await expect(page.getByText('Credentials changed (not shown)')).toBeVisible();
  await expect(page.getByText(/sbx_visma/)).toHaveCount(0);
});

test('the provider page fits a 390 px phone', async ({ page, request }) => {
  const owner = await createOwner(request);
  await logIn(page, owner.email, owner.password, owner.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrations/fortnox');
  await expect(page.getByRole('heading', { level: 1, name: 'Fortnox' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Fortnox' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('region', { name: 'Account mapping' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
