// Restricted users meet no dead end: every sidebar entry, quick action and notification they are
// offered opens a screen they may use, and a screen the server refuses says Access Denied.
import type { Page } from '@playwright/test';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

const DENIED = 'No permission to view this page';

async function expectNotDenied(page: Page, what: string) {
  // The screen has settled into its own heading: not Access Denied, not a skeleton.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }), what).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DENIED }), what).toHaveCount(0);
}

test('the venue manager finds no dead end among sidebar entries', async ({ page, request }) => {
  test.slow(); // Opens every entry in turn.
  await openBackOffice(page, request, DEMO_USERS.manager.email);
  const backOffice = new BackOffice(page);
  await expect(page).toHaveURL(/\/pim\/products$/);
  // POS_CUSTOMIZATION and MENUS on Södermalm: no Monitoring (needs ORDERS or FINANCE), no Settings.
  const entries = await backOffice.sidebarEntries();
  expect(entries).toEqual([
    'Products',
    'Menus & Prices',
    'Online ordering',
    'Discounts',
    'Tables',
    'POS Layouts',
  ]);
  for (const entry of entries) {
    await backOffice.sidebar().getByRole('link', { name: entry }).click();
    await expectNotDenied(page, `sidebar entry ${entry}`);
  }
});

test('the venue manager finds no dead end among quick actions and the bell', async ({ page, request }) => {
  test.slow(); // Opens every quick action in turn.
  await openBackOffice(page, request, DEMO_USERS.manager.email, '/pim/products');
  // Quick actions of the empty palette.
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Quick search' });
  const actions = palette.getByRole('option', { name: /^Create new/ });
  await expect(actions.first()).toBeVisible();
  const labels = await actions.allTextContents();
  await page.keyboard.press('Escape');
  for (const label of labels) {
    await page.goto('/support');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Quick search' }).getByRole('option', { name: label }).click();
    await expectNotDenied(page, `quick action ${label}`);
  }

  // The bell names the failed voucher's venue; it offers no link to a page the manager may not open.
  await page.goto('/pim/products');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1 new');
  await bell.click();
  await expect(page.getByTestId('failed-vouchers')).toContainText('Södermalm: 1 failed voucher');
  await expect(page.getByRole('link', { name: 'View details' })).toHaveCount(0);
});

test('screens the venue manager may not use say Access Denied at once, with no action offered', async ({
  page,
  request,
}) => {
  test.slow(); // Opens eight screens.
  await openBackOffice(page, request, DEMO_USERS.manager.email);
  for (const path of [
    '/payments-transactions',
    '/payments-payouts',
    '/payments-reports',
    '/api',
    '/monitoring/void-journal',
    '/monitoring/discounts',
    '/monitoring/tables',
    '/integrations/accounting',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: DENIED }), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'New API key' })).toHaveCount(0);
  }
});

test('a FORBIDDEN answer to a screen’s main query shows Access Denied, never an endless skeleton', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.manager.email, '/support');
  // The server changes its mind about the product list (e.g. the scope was just withdrawn).
  await page.route('**/graphql*', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'GetItems') return route.fallback();
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
  });
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DENIED })).toBeVisible();
  await expect(page.getByText('Access Denied')).toBeVisible();
});

test('the owner sees the failed-voucher badge on either venue, naming Södermalm', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  for (const venue of ['Grünerløkka', 'Södermalm']) {
    await page.getByRole('combobox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: venue }).click();
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(venue);
    await expect(bell, venue).toHaveAccessibleName('Notifications: 1 new');
    await expect(page.getByTestId('notification-badge')).toContainText('1');
    await bell.click();
    await expect(page.getByTestId('failed-vouchers')).toContainText('Södermalm: 1 failed voucher');
    if (venue === 'Grünerløkka') {
      await bell.click();
      await expect(page.getByTestId('failed-vouchers')).toBeHidden();
    }
  }
  // The owner may open the accounting integration: the bell links to it.
  await page.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/integrations\/accounting$/);
});

/** The GraphQL operations the page sends, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (!req.url().includes('/graphql') || req.method() !== 'POST') return;
    const body = req.postDataJSON() as { operationName?: string | null } | null;
    names.push(body?.operationName ?? '(anonymous)');
  });
  return names;
}

// What the frame and the Select User screen need; any other operation belongs to a screen.
const SELECTION_OPERATIONS = new Set(['BackOfficeSession', 'GetOrganization']);

test('the organisation administrator’s deep links and Select user run no screen query before a user is chosen', async ({
  page,
  request,
}) => {
  test.slow(); // Signs in once per deep link.
  const operations = recordOperations(page);
  for (const path of ['/pim/products', '/orders', '/payments-transactions']) {
    operations.length = 0;
    await openBackOffice(page, request, DEMO_USERS.orgAdmin.email, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Select user' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Act as ${DEMO_USERS.owner.name}` })).toBeVisible();
    expect(
      operations.filter((name) => !SELECTION_OPERATIONS.has(name)),
      path,
    ).toEqual([]);
  }

  // Act as the owner, open a screen, then go back to choosing.
  await page.getByRole('button', { name: `Act as ${DEMO_USERS.owner.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/pim/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const backOffice = new BackOffice(page);
  operations.length = 0;
  await backOffice.sidebar().getByRole('button', { name: 'Select user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select user' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Act as ${DEMO_USERS.owner.name}` })).toBeVisible();
  expect(operations.filter((name) => !SELECTION_OPERATIONS.has(name))).toEqual([]);
});
