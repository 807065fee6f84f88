// An owner sets up table ordering: adds a range of tables to a floor plan on /tables, prints the
// plan's QR sheet, and the PDF holds one code per table; a code read back from the PDF opens the
// guest page of that venue and table on a phone that is not signed in.
import { readFileSync } from 'node:fs';
import { pdfQrCodes } from '../apps/server/test/pdf-qr-codes.ts';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { openForOnlineOrders } from './helpers/guest-ordering.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

test('an owner adds tables and prints their QR codes, and a guest’s scan names the table', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { venues } = await gql<{ venues: { id: string; name: string }[] }>('{ venues { id name } }');
  const venue = venues.find((v) => v.name === 'Södermalm');
  // Floor plans are drawn in the floor-plan editor (its own journey); this one starts from a new plan.
  const planName = `Patio ${Date.now().toString(36)}`;
  const { createFloorPlan } = await gql<{ createFloorPlan: { id: string } }>(
    'mutation($v: ID!, $n: String!) { createFloorPlan(venueId: $v, input: { name: $n }) { id } }',
    { v: venue?.id, n: planName },
  );
  expect(createFloorPlan.id).toBeTruthy();

  // Reached by clicking: Tables in the sidebar (and in its section when there is one).
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  const venuePicker = page.getByRole('combobox', { name: 'Venue' });
  if ((await venuePicker.inputValue()) !== 'Södermalm') {
    await venuePicker.click();
    await page.getByRole('option', { name: 'Södermalm' }).click();
  }
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Tables' }).click();
  const sections = page.getByRole('main').getByRole('navigation', { name: / sections$/ });
  const tablesLink = sections.getByRole('link', { name: 'Tables', exact: true });
  if ((await tablesLink.count()) > 0) await tablesLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();

  // A range on the new plan.
  await page.getByRole('button', { name: 'Add tables' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add tables' });
  await drawer.getByRole('combobox', { name: 'Floor plan' }).click();
  await page.getByRole('option', { name: planName }).click();
  await drawer.getByRole('textbox', { name: /^Table codes/ }).fill('P1–P6');
  await expect(drawer.getByTestId('range-preview')).toHaveText('6 tables: P1–P6');
  await drawer.getByRole('textbox', { name: /^Section/ }).fill('Patio');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Tables added: P1–P6')).toBeVisible();
  await expect(drawer).toBeHidden();

  // The list, narrowed to the plan, shows the six tables.
  await page.getByRole('combobox', { name: 'Floor plan' }).click();
  await page.getByRole('option', { name: planName }).click();
  for (const code of ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']) {
    await expect(page.getByTestId(`table-row-${code}`)).toContainText(planName);
  }

  // The plan's QR sheet.
  await page.getByRole('button', { name: 'Print QR codes' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Floor plan ${planName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`qr-sodermalm-${planName.toLowerCase().replace(' ', '-')}.pdf`);
  const bytes = new Uint8Array(readFileSync((await download.path()) ?? ''));
  const codes = await pdfQrCodes(bytes);
  expect(codes).toHaveLength(6);

  // Each code is the guest link of one of the tables.
  const { tables } = await gql<{ tables: { code: string; guestUrl: string }[] }>(
    'query($f: TablesFilterInput!) { tables(filter: $f) { code guestUrl } }',
    { f: { venueId: venue?.id, floorPlanId: createFloorPlan.id } },
  );
  expect(new Set(codes)).toEqual(new Set(tables.map((x) => x.guestUrl)));
  const p3 = tables.find((x) => x.code === 'P3');

  // A guest scans P3's code: their phone is not signed in.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await guest.newPage();
  const scanned = codes.find((c) => c === p3?.guestUrl) ?? '';
  // The code opens the venue's guest ordering page at that table (its own journey orders there).
  await openForOnlineOrders(request, token, 'Södermalm');
  const url = new URL(scanned);
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Södermalm' })).toBeVisible();
  await expect(phone.getByText('Table P3', { exact: true })).toBeVisible();
  await guest.close();
});
