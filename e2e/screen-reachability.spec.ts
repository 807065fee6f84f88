// Every built screen a user may use is reachable by clicking — from the sidebar, the section
// navigation and the help link, never by typing an address — and no navigation offers a screen
// that is not built yet (issue #12). What "built" and "may use" mean comes from the screen
// manifest, the same data the guards and the navigation are derived from.
import type { Locator, Page } from '@playwright/test';
import type { Permissions } from '../packages/domain/src/permissions.ts';
import { canOpenPath } from '../packages/domain/src/route-guards.ts';
import { isNavigable, SCREENS, screenForPath } from '../packages/domain/src/screens.ts';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { createOwner, logIn } from './helpers/settings.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

const DENIED = 'No permission to view this page';

/** The built screens a user with `permissions` may use, reached through a navigation (not a flow). */
function usableScreens(permissions: Permissions): string[] {
  return SCREENS.filter(
    (screen) =>
      isNavigable(screen) &&
      screen.reachedBy !== 'flow' &&
      screen.reachedBy !== 'page' &&
      canOpenPath(permissions, screen.path),
  )
    .map((screen) => screen.path)
    .sort();
}

function sectionNav(page: Page): Locator {
  return page.getByRole('main').getByRole('navigation', { name: / sections$/ });
}

/** The paths a navigation's links open. */
async function linkPaths(nav: Locator): Promise<string[]> {
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** Waits for the screen a click opened: its own heading, no Access Denied, no placeholder. */
async function settled(page: Page, what: string): Promise<string> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), what).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DENIED }), what).toHaveCount(0);
  await expect(page.getByText('Not available yet'), what).toHaveCount(0);
  return new URL(page.url()).pathname;
}

/** Only built screens, none of them an alias, are offered. */
function expectBuilt(paths: readonly string[], where: string) {
  for (const path of paths) {
    const screen = screenForPath(path);
    expect([where, path, screen?.built, screen?.aliasOf]).toEqual([where, path, true, undefined]);
  }
}

/** Clicks every sidebar entry, then every link of each section navigation; returns the paths reached. */
async function clickEverything(page: Page): Promise<string[]> {
  const backOffice = new BackOffice(page);
  const reached = new Set<string>();
  const entries = await backOffice.sidebarEntries();
  expectBuilt(await linkPaths(backOffice.sidebar()), 'sidebar');
  for (const entry of entries) {
    // An entry's 'New' badge (online ordering until visited) is part of its link's name.
    const name = new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*new)?$`, 'i');
    await backOffice.sidebar().getByRole('link', { name }).click();
    reached.add(await settled(page, `sidebar entry ${entry}`));
    if ((await sectionNav(page).count()) === 0) continue;
    expectBuilt(await linkPaths(sectionNav(page)), `section navigation of ${entry}`);
    for (const label of await sectionNav(page).getByRole('link').allInnerTexts()) {
      const link = sectionNav(page).getByRole('link', { name: label, exact: true });
      await link.click();
      reached.add(await settled(page, `${entry} › ${label}`));
      await expect(sectionNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }
  // Support is behind the help link of the sidebar.
  await page.getByRole('link', { name: 'Help and support' }).click();
  reached.add(await settled(page, 'help link'));
  return [...reached].sort();
}

test('the owner reaches every built screen by clicking, and is offered no unbuilt one', async ({
  page,
  request,
}) => {
  test.slow(); // Opens some thirty screens.
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Boost's entry waits for the legal entity's grant offers (§2.3): let it come before counting.
  await expect(new BackOffice(page).sidebar().getByRole('link', { name: /^Boost/ })).toBeVisible();
  const reached = await clickEverything(page);
  expect(reached).toEqual(usableScreens({ scopes: [], venueIds: [] }));
  // The screens nothing linked to before the manifest.
  for (const path of [
    '/reports/z-reports',
    '/reports/scheduled-reports',
    '/pim/categories',
    '/pim/courses',
    '/pim/modification-groups',
    '/pim/stations',
    '/pim/upsells',
    '/settings/venues',
    '/settings/terminals',
    '/licenses',
    '/settings/predefined-messages',
    '/settings/payment-methods',
    '/settings/receipt',
    '/settings/beepers',
    '/monitoring/tables',
    '/tables/floor-plan',
    '/staff/get-started',
    '/staff/access-levels',
    '/accounts',
    '/staff',
    '/tables',
    '/discounts',
    '/online-ordering/members',
    '/online-ordering/members/memberships',
    '/online-ordering',
    '/online-ordering/opening-hours',
    '/online-ordering/members/promo-codes',
    '/online-ordering/members/stamp-cards',
    '/online-ordering/library',
    '/online-ordering/settings',
    '/online-ordering/qr',
    '/integrations',
  ]) {
    expect(reached).toContain(path);
  }

  // A provider's page opens from its card in the catalogue, its history from the provider's page.
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Integrations' }).click();
  await page.getByTestId('integration-fortnox').getByRole('link', { name: 'Fortnox' }).click();
  expect(await settled(page, 'the Fortnox card')).toBe('/integrations/fortnox');
  await page.getByRole('link', { name: 'Configuration history' }).click();
  expect(await settled(page, 'Configuration history')).toBe('/integrations/fortnox/manage-configs');

  // The quick search offers built pages and quick actions (every screen of the manifest is built
  // since #17; expectBuilt above holds the rule that nothing unbuilt is offered).
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Quick search' });
  await expect(palette.getByRole('option', { name: /Create new product/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Create new staff/ })).toBeVisible();
  await palette.getByRole('combobox').fill('Beepers');
  await expect(palette.getByRole('option', { name: /Beepers/ })).toBeVisible();
});

test('the venue manager reaches every screen of their scopes by clicking', async ({ page, request }) => {
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.manager.email);
  await expect(page).toHaveURL(/\/pim\/products$/);
  const reached = await clickEverything(page);
  expect(reached).toEqual(usableScreens({ scopes: ['POS_CUSTOMIZATION', 'MENUS'], venueIds: [] }));
});

test('the section navigation fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/pim/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const nav = sectionNav(page);
  await expect(nav.getByRole('link')).toHaveCount(7);
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await nav.getByRole('link', { name: 'Upsells' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upsells' })).toBeVisible();
});

test('a new owner without a venue is led to create the first one', async ({ page, request }) => {
  const owner = await createOwner(request);
  const backOffice = await logIn(page, owner.email, owner.password, owner.name);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Your company has no venue yet')).toBeVisible();
  // §2.3: the entries that work on a venue wait for one.
  expect(await backOffice.sidebarEntries()).toEqual([
    'Dashboard',
    'Products',
    'Menus & Prices',
    // Offers apply at every venue unless they name some: the list works before the first venue.
    'Discounts',
    // Staff & Accounts works without a venue (Get started, Access levels); the staff report asks for one.
    'Staff & Accounts',
    'Monitoring',
    'Settings',
  ]);

  // A screen that works per venue explains why it is empty instead of dead-ending.
  await backOffice.sidebar().getByRole('link', { name: 'Settings' }).click();
  await sectionNav(page).getByRole('link', { name: 'Terminals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminals' })).toBeVisible();
  await expect(page.getByText('Terminals works per venue')).toBeVisible();

  await page.getByRole('link', { name: 'Create your first venue' }).click();
  await expect(page).toHaveURL(/\/settings\/venues\?id=new$/);
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByLabel('Venue name').fill('Första kaféet');
  await dialog.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByText('Venue “Första kaféet” created')).toBeVisible();

  // The venue is there: the venue-bound entries appear and the dashboard shows figures.
  await expect(
    page.getByTestId('venue-name').or(page.getByRole('combobox', { name: 'Venue' })),
  ).toBeVisible();
  await expect.poll(() => backOffice.sidebarEntries()).toContain('Finance');
  await backOffice.sidebar().getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('kpi-SALES_AMOUNT')).toBeVisible();
  await expect(page.getByText('Your company has no venue yet')).toHaveCount(0);
});
