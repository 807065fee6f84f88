// Issue #17's onboarding journey: a new owner signs up, activates from the e-mail, walks the setup
// path (skipping nothing they need), imports the café menu, issues a till, the till sells, and the
// dashboard's checklist — ticked by what really happened — completes and goes away.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test.ts';
import { Outbox, RegisterPage, uniqueEmail } from './pages.ts';

async function gql<T>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('fika.dev.token') ?? '');

test('a new owner sets up their café, sells on the till and sees the checklist complete', async ({
  page,
  request,
}) => {
  test.slow(); // Sign-up, six steps, a till and a sale.
  const email = uniqueEmail('cafe-owner');
  const register = new RegisterPage(page);
  await register.open('en-gb');
  await register.register({
    name: 'Wendy Welcome',
    businessName: 'Wendy’s Café',
    phone: '+44 20 7946 0021',
    email,
    password: 'Flatwhite1!',
    storeType: 'Single store',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  // Activation lands on the welcome screen, without the frame.
  await page.goto(await new Outbox(request).linkTo(email, /\/activate\//));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fika, Wendy' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up my business' }).click();

  // 1. The account.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Europe\/London/);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Company information: a UK company number is 6–8 characters.
  await expect(page.getByRole('heading', { level: 1, name: 'Company information' })).toBeVisible();
  await page.getByLabel('Legal name').fill('Wendy’s Café Ltd');
  await page.getByLabel('Company Number').fill('123');
  await page.getByLabel('Street address').fill('1 Borough High Street');
  await page.getByLabel('Postcode').fill('SE1 9QQ');
  await page.getByLabel('City').fill('London');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The number does not have the right length for this country.')).toBeVisible();
  await page.getByLabel('Company Number').fill('12345678');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 3. A station.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up stations' })).toBeVisible();
  await page.getByLabel('Station name').fill('Kitchen');
  await page.getByRole('button', { name: 'Add station' }).click();
  await expect(page.getByRole('list', { name: 'Your stations' }).getByText('Kitchen')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // 4. The product library: the café menu in English and pounds, imported once.
  await expect(page.getByRole('heading', { level: 1, name: 'Product library' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Caffè latte/ })).toContainText('£3.50');
  await page.getByRole('button', { name: 'Import the Café menu' }).click();
  await expect(page.getByText('The Café menu is already imported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import the Café menu' })).toBeDisabled();
  await page.getByRole('link', { name: 'Continue' }).click();

  // 5 and 6 point into Integrations and Licences; the owner goes on.
  await expect(page.getByRole('heading', { level: 1, name: 'Connect integrations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open integrations' })).toHaveAttribute(
    'href',
    '/integrations',
  );
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose licences' })).toBeVisible();
  await page.getByRole('link', { name: 'Finish setup' }).click();

  // The dashboard's checklist shows what is left, each open item a link to its screen.
  const checklist = page.getByRole('region', { name: 'Get ready to sell' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('5 of 10 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Connect a till' })).toHaveAttribute(
    'href',
    '/settings/terminals',
  );

  // Staff, the till layout and the floor plan have journeys of their own: recorded over the API.
  const token = await tokenOf(page);
  const { authorizeUser } = await gql<{ authorizeUser: { companyId: string } }>(
    request,
    token,
    'query { authorizeUser { companyId } }',
  );
  for (const name of ['CREATED_STAFF', 'CREATED_POS_LAYOUT', 'CREATED_FLOOR_PLAN']) {
    await gql(
      request,
      token,
      'mutation($n: OnboardingStep!, $c: ID!) { addOnboardingEvent(name: $n, companyId: $c) { success } }',
      {
        n: name,
        c: authorizeUser.companyId,
      },
    );
  }

  // A till: issued from the checklist's link.
  await page.reload();
  await checklist.getByRole('link', { name: 'Connect a till' }).click();
  await expect(page.getByRole('heading', { name: 'Terminals', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New terminal' }).first().click();
  await page.getByLabel('Name').fill('Counter till');
  await page.getByRole('button', { name: 'Create terminal' }).click();
  const credential = ((await page.getByTestId('terminal-credential').textContent()) ?? '').trim();
  expect(credential).toMatch(/^[a-z0-9]+\.[\w-]+$/);
  await page.getByRole('button', { name: 'Done' }).click();

  // The till sells a latte.
  const at = new Date().toISOString();
  const sold = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${credential}` },
    data: {
      clientOrderId: `first-sale-${Date.now()}`,
      channel: 'POS',
      serviceType: 'TAKE_AWAY',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      currency: 'GBP',
      lines: [
        {
          title: 'Caffè latte',
          quantity: 1,
          unitPrice: 600,
          modifications: [],
          discountAmount: 0,
          vatRate: 20,
        },
      ],
      payments: [{ method: 'CARD', amount: 600, tipAmount: 0 }],
      totals: { totalAmount: 600, vatAmount: 100 },
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);

  // FIRST_SALE ticked: everything is done, so the checklist is gone from the dashboard.
  const { onboarding } = await gql<{
    onboarding: { complete: boolean; steps: { step: string; done: boolean }[] };
  }>(request, token, 'query { onboarding { complete steps { step done } } }');
  expect(onboarding.steps.filter((s) => !s.done)).toEqual([]);
  expect(onboarding.complete).toBe(true);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get ready to sell' })).toHaveCount(0);
});
