// An owner configures a venue's online ordering — take away from one of the venue's menus, the
// guest page's address — switches it on, and prints the venue's QR sheet with its tables' codes.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

test('an owner configures online ordering, switches it on and prints the QR sheet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { venues } = await apiGql<{ venues: { id: string; name: string }[] }>(
    request,
    token,
    '{ venues { id name } }',
  );
  const venueId = venues.find((v) => v.name === 'Grünerløkka')?.id;
  // Opening hours are the hours screen's journey: here the venue just has some.
  await apiGql(
    request,
    token,
    'mutation($v: ID!) { setOpeningHours(venueId: $v, intervals: [{ weekday: "MONDAY", startMinute: 420, endMinute: 1140 }]) { venueId } }',
    { v: venueId },
  );
  await apiGql(
    request,
    token,
    'mutation($v: ID!) { manageOnlineOrdering(venueId: $v, enabled: false) { enabled } }',
    {
      v: venueId,
    },
  );

  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  const venuePicker = page.getByRole('combobox', { name: 'Venue' });
  if ((await venuePicker.inputValue()) !== 'Grünerløkka') {
    await venuePicker.click();
    await page.getByRole('option', { name: 'Grünerløkka' }).click();
  }
  await new BackOffice(page)
    .sidebar()
    .getByRole('link', { name: /^Online ordering/ })
    .click();
  const sections = page.getByRole('navigation', { name: /sections$/ });
  await sections.getByRole('link', { name: 'Online ordering settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Online ordering settings' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Take away' }).check();
  await page.getByRole('combobox', { name: 'Menu for Take away' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Page address' }).fill('fika-oslo');
  await expect(page.getByText(/\/order\/fika-oslo$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Online ordering settings saved.')).toBeVisible();
  await expect(page.getByTestId('online-guest-url')).toHaveValue(/\/order\/fika-oslo$/);

  await page.getByRole('switch', { name: 'Take online orders' }).click();
  await expect(page.getByText('Online ordering is on.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Take online orders' })).toBeChecked();

  await sections.getByRole('link', { name: 'QR codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();
  await expect(page.getByTestId('qr-venue')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print sheet (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^qr-grunerlokka.*\.pdf$/);
});
