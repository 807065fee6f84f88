// An owner gets a new person selling: creates an access level and a staff member with a PIN in the
// back office; the till (`npm run simulate:terminal`) reads its venue's configuration feed, logs
// that person in with the PIN and sells; the sale shows under their name in the staff report and
// on a competition's leaderboard.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIMULATOR = join(ROOT, 'apps/server/src/scripts/simulate-terminal.ts');
const run = promisify(execFile);

test('an owner puts a new staff member on the till, who sells, and the sale shows in the staff report and the leaderboard', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // Two drawers, a simulator run and three screens.
  const stamp = Date.now() % 1_000_000;
  const levelName = `Bar lead ${stamp}`;
  const name = `Tove Till ${stamp}`;
  // Six digits, so it cannot be one of the demo staff's four-digit PINs.
  const pin = String(100_000 + (stamp % 900_000));

  // 1. The access level, reached by clicking: Staff & Accounts › Access levels.
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.getByRole('link', { name: 'Staff & Accounts' }).click();
  const sections = page.getByRole('main').getByRole('navigation', { name: / sections$/ });
  await sections.getByRole('link', { name: 'Access levels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access levels' })).toBeVisible();
  await page.getByRole('button', { name: 'New access level' }).first().click();
  const levelDrawer = page.getByRole('dialog', { name: 'New access level' });
  await levelDrawer.getByRole('textbox', { name: /^Name/ }).fill(levelName);
  await levelDrawer.getByRole('checkbox', { name: /^Make payment/ }).check();
  await levelDrawer.getByRole('checkbox', { name: /^History/ }).check();
  await levelDrawer.getByRole('checkbox', { name: /^Log out/ }).check();
  await levelDrawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Access level “${levelName}” created`)).toBeVisible();

  // 2. The staff member with that level, a PIN and the Södermalm venue.
  await sections.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'New staff member' }).first().click();
  const staffDrawer = page.getByRole('dialog', { name: 'New staff member' });
  await staffDrawer.getByRole('textbox', { name: /^Name/ }).fill(name);
  await staffDrawer.getByLabel(/^PIN/).fill(pin);
  await staffDrawer.getByRole('combobox', { name: 'Access level' }).click();
  await page.getByRole('option', { name: levelName }).click();
  await staffDrawer.getByRole('combobox', { name: 'Venues' }).click();
  await page.getByRole('option', { name: 'Södermalm' }).click();
  await page.keyboard.press('Escape');
  await staffDrawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Staff member “${name}” created`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // A competition on every product for this person alone, from yesterday (early in the morning the
  // accounting day is still yesterday's), made over the API: the competitions journey covers its form.
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const { venues, staffs, competitionChoices } = await gql<{
    venues: { id: string; name: string }[];
    staffs: { id: string; name: string }[];
    competitionChoices: { items: { id: string }[] };
  }>('{ venues { id name } staffs { id name } competitionChoices { items { id } } }');
  const venue = venues.find((v) => v.name === 'Södermalm');
  const member = staffs.find((s) => s.name === name);
  expect(venue && member).toBeTruthy();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const contest = `Till sprint ${stamp}`;
  await gql('mutation($input: CompetitionInput!) { createCompetition(input: $input) { id } }', {
    input: {
      name: contest,
      metric: 'QUANTITY',
      startsOn: day(-1),
      endsOn: day(1),
      goal: 50,
      prize: 'Cinema tickets',
      venueIds: [venue?.id],
      staffIds: [member?.id],
      itemIds: competitionChoices.items.map((i) => i.id),
    },
  });

  // 3. The till: the simulator reads the venue's feed, logs Tove in with her PIN and sells once.
  const baseURL = testInfo.project.use.baseURL ?? '';
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      SIMULATOR,
      '--url',
      baseURL,
      '--venue',
      venue?.id ?? '',
      '--count',
      '1',
      '--rate',
      '20',
      '--pins',
      `${name}=${pin}`,
    ],
    { cwd: ROOT, timeout: 60_000 },
  );
  // Logged in with the three permissions of the new access level.
  expect(stdout).toContain(`${name} logged in (3 permissions)`);
  expect(stdout).toContain(`(${name})`);
  expect(stdout).toMatch(/\b1 orders sent to 1 venue\(s\), 0 refused/);

  // 4. The staff report (Staff & Accounts › Staff reports) has her row with one order.
  await sections.getByRole('link', { name: 'Staff reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff reports' })).toBeVisible();
  const reportRow = page.getByRole('row').filter({ hasText: name });
  await expect(reportRow).toBeVisible();
  await expect(reportRow.getByRole('cell').nth(2)).toHaveText('1');

  // 5. The competition's leaderboard ranks her first.
  await sections.getByRole('link', { name: 'Staff competitions' }).click();
  await page.getByRole('row').filter({ hasText: contest }).click();
  await expect(page.getByRole('heading', { level: 1, name: contest })).toBeVisible();
  const leader = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: name });
  await expect(leader).toBeVisible();
  await expect(leader.getByRole('cell').first()).toHaveText('1');
});
