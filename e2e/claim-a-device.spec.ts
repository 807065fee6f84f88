// An owner claims a new till with the pairing code it shows, and sees it come online once the
// simulated till collects its credential and reads its configuration feed.

import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner claims a device with its pairing code and sees it come online when the till reads its feed', async ({
  page,
  request,
}) => {
  // The till, not yet anyone's, asks for a code to show.
  const started = await request.post('/terminal/v1/pairing', { data: { kind: 'EPOS', appVersion: '3.4.0' } });
  expect(started.status()).toBe(201);
  const { code, pairingId, secret } = (await started.json()) as {
    code: string;
    pairingId: string;
    secret: string;
  };
  const poll = () =>
    request.get(`/terminal/v1/pairing/${pairingId}`, { headers: { authorization: `Bearer ${secret}` } });
  expect(await (await poll()).json()).toMatchObject({ status: 'waiting' });

  await openBackOffice(page, request, DEMO_USERS.owner.email);
  // Reached by clicking: Settings, then Licences in the section's navigation.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('link', { name: 'Licences', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licences and devices' })).toBeVisible();

  const name = `Bar till ${Date.now()}`;
  await page.getByRole('button', { name: 'Claim device' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Claim a device' });
  await drawer.getByLabel('Pairing code').fill(code.toLowerCase());
  // A Swedish venue: its tills must have a control unit.
  await drawer.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: 'Södermalm' }).click();
  await drawer.getByLabel('Device name').fill(name);
  await drawer.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText(`${name} is yours. It connects in a moment.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Not connected yet')).toBeVisible();

  // The same code again is refused, in words.
  await page.getByRole('button', { name: 'Claim device' }).first().click();
  await drawer.getByLabel('Pairing code').fill(code);
  await drawer.getByLabel('Device name').fill('Second');
  await drawer.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(drawer.getByText(/This code has already been used/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The till collects its credential (once) and reads its feed with its heartbeat.
  const claimed = (await (await poll()).json()) as { status: string; credential: string };
  expect(claimed.status).toBe('claimed');
  expect((await poll()).status()).toBe(410);
  const feed = await request.get('/terminal/v1/config', {
    headers: {
      authorization: `Bearer ${claimed.credential}`,
      'x-app-version': '3.4.0',
      'x-unsynced-orders': '0',
    },
  });
  expect(feed.status()).toBe(200);

  await page.reload();
  await expect(row.getByText('Online')).toBeVisible();
  await expect(row.getByText('3.4.0')).toBeVisible();
  // A Swedish till without a control unit is flagged until one is recorded.
  await expect(row.getByText('No control unit')).toBeVisible();
  await row.click();
  const device = page.getByRole('dialog', { name });
  await device.getByLabel('Manufacturing number').fill('CU-2026-0042');
  await device.getByLabel('Registered on').fill('2026-01-15');
  await device.getByRole('button', { name: 'Save control unit' }).click();
  await expect(page.getByText(`Control unit of ${name} saved`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('No control unit')).toBeHidden();
  await expect(row.getByText('Control unit CU-2026-0042')).toBeVisible();
});
