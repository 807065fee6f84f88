// An owner connects a till: issues a terminal credential on Settings › Terminals, sees it once,
// the till sends an order with it, and after revoking it the credential is refused.

import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const order = (clientOrderId: string) => {
  const at = new Date().toISOString();
  return {
    clientOrderId,
    channel: 'POS',
    serviceType: 'EAT_HERE',
    status: 'COMPLETED',
    placedAt: at,
    closedAt: at,
    currency: 'SEK',
    lines: [
      { title: 'Kaffe', quantity: 2, unitPrice: 3500, modifications: [], discountAmount: 0, vatRate: 12 },
    ],
    payments: [{ method: 'CARD', amount: 7000, tipAmount: 500 }],
    totals: { totalAmount: 7000, vatAmount: 750 },
  };
};

test('an owner issues a terminal credential, the till sends an order with it, and revoking it locks the till out', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/settings/terminals');
  await expect(page.getByRole('heading', { name: 'Terminals', exact: true })).toBeVisible();
  const name = `Till e2e ${Date.now()}`;
  // The page's button, and the empty list's own while the venue has no terminals.
  await page.getByRole('button', { name: 'New terminal' }).first().click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create terminal' }).click();
  const shown = page.getByTestId('terminal-credential');
  await expect(shown).toBeVisible();
  await expect(page.getByText('It is shown only once')).toBeVisible();
  const credential = (await shown.textContent())?.trim() ?? '';
  expect(credential).toMatch(/^[a-z0-9]+\.[\w-]+$/);

  const headers = { authorization: `Bearer ${credential}` };
  const clientOrderId = `e2e-${Date.now()}`;
  const body = order(clientOrderId);
  const sent = await request.post('/terminal/v1/orders', { headers, data: body });
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toMatchObject({ status: 'COMPLETED', replayed: false });
  // A retry of the same order is answered, not recorded again.
  const retried = await request.post('/terminal/v1/orders', { headers, data: body });
  expect(retried.status()).toBe(200);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  const refused = await request.post('/terminal/v1/orders', { headers, data: order(`${clientOrderId}-2`) });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
});
