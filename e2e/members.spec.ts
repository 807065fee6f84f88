// An owner looks after a loyalty member: finds them by search on /online-ordering/members, gives
// points with a reason and sees them move up a level, exports everything held about them and
// deletes them (a guest's data-subject request).

import { readFileSync } from 'node:fs';
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner finds a member, gives points that move them up a level, exports and deletes them', async ({
  page,
  request,
}) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/online-ordering/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();

  // A Bronze member: the demo has a couple of hundred, newest first.
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Bronze' }).click();
  const first = page.locator('[data-testid^="member-row-"]').first();
  await expect(first).toBeVisible();
  const email = ((await first.getAttribute('data-testid')) ?? '').replace('member-row-', '');
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Bronze' }).click(); // deselect: search all levels
  await page.getByRole('textbox', { name: 'Search members' }).fill(email.split('@')[0] ?? email);
  const row = page.getByTestId(`member-row-${email}`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid^="member-row-"]')).toHaveCount(1);
  await row.click();

  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('member-points') });
  await expect(drawer.getByTestId('member-level')).toHaveValue('Bronze');
  const before = Number(((await drawer.getByTestId('member-points').textContent()) ?? '').replace(/\D/g, ''));

  // Taking more than they have is refused under the field; a reason is required.
  await drawer.getByRole('button', { name: '+/− points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give or take points' });
  await dialog.getByRole('textbox', { name: 'Points' }).fill(String(-(before + 1)));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Typo');
  await dialog.getByRole('button', { name: 'Save points' }).click();
  await expect(dialog.getByText('The member does not have that many points')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Points' }).fill('2000');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Birthday gift from the owner');
  await dialog.getByRole('button', { name: 'Save points' }).click();
  await expect(page.getByText('2000 points saved')).toBeVisible();
  await expect(drawer.getByTestId('member-level')).toHaveValue('Gold');
  await expect(drawer.getByText('Birthday gift from the owner', { exact: false })).toBeVisible();

  // Export: a JSON file with the member and their points history.
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Export data' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.member.email).toBe(email);
  expect(exported.pointsHistory[0]).toMatchObject({ kind: 'MANUAL', amount: 2000 });

  await drawer.getByRole('button', { name: 'Delete member' }).click();
  await page
    .getByRole('dialog', { name: /^Delete/ })
    .getByRole('button', { name: 'Delete member' })
    .click();
  await expect(page.getByText('Member deleted')).toBeVisible();
  await expect(page.getByText('Nothing matches your search')).toBeVisible();
});
