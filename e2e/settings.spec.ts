// The settings screens: the company's details and the venues.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CompanySettings, createOwner, logIn, VenueSettings } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';
import { DEMO_OWNER } from './pages.ts';

/**
 * Axe on one part of the screen, one line per failing element. Colour contrast is left to the
 * frame's whole-page scans: the dimmed grey of hints and descriptions is the theme's.
 */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).disableRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}

test('an owner renames the company and the top bar follows', async ({ page, request }) => {
  // An owner of their own: other journeys read the demo company's name at the same time.
  const owner = await createOwner(request);
  const backOffice = await logIn(page, owner.email, owner.password, owner.name);
  const settings = new CompanySettings(page);
  await settings.open();
  await expect(settings.name()).toHaveValue(owner.companyName);
  await expect(page.getByLabel('Organization ID')).toBeVisible();
  await expect(settings.save).toBeDisabled();

  // The domain rules are checked before anything is sent.
  await page.getByLabel('Organization ID').fill('12345');
  await settings.save.click();
  await expect(page.getByText('The number does not have the right length for this country.')).toBeVisible();
  await page.getByLabel('Organization ID').fill('559123-4567');

  const renamed = `Sam’s Bistro ${Date.now()}`;
  await settings.name().fill(renamed);
  await settings.save.click();
  await expect(page.getByText('Company settings saved')).toBeVisible();
  await expect(settings.save).toBeDisabled();
  expect(await axeViolations(page, 'form')).toEqual([]);

  await page.reload();
  await expect(settings.name()).toHaveValue(renamed);
  await expect(page.getByLabel('Organization ID')).toHaveValue('5591234567');
  await backOffice.openUserMenu();
  await expect(page.getByTestId('user-menu-company')).toHaveText(renamed);
});

test('the demo owner creates a venue and sees it in the list', async ({ page }) => {
  await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password, DEMO_OWNER.name);
  const venues = new VenueSettings(page);
  await venues.open();
  await expect(venues.row('Södermalm')).toContainText('Active');

  const name = `Vasastan ${Date.now()}`;
  const dialog = await venues.fillNewVenue({
    name,
    street: 'Odengatan 1',
    zip: '113 22',
    city: 'Stockholm',
    idleTimeout: '300',
  });
  await expect(dialog.getByLabel('Time zone')).toHaveValue(/^Europe\/Stockholm/);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Create venue' }).click();

  await expect(page.getByText(`Venue “${name}” created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = venues.row(name);
  await expect(row).toContainText('Stockholm');
  await expect(row).toContainText('5 minutes');
  await expect(row).toContainText('Active');
  // A new venue without a phone gets '0', shown as not set (§7).
  await expect(row).toContainText('Not set');
});

test('a venue form with a wrong phone is not sent', async ({ page }) => {
  await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password, DEMO_OWNER.name);
  const venues = new VenueSettings(page);
  await venues.open();
  const dialog = await venues.fillNewVenue({ name: 'Nowhere', phone: 'call us' });
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await expect(
    dialog.getByText('Enter a valid phone number: digits, spaces and an optional + at the start.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(venues.row('Nowhere')).toHaveCount(0);
});
