// What's new (#17 item 9): an organisation administrator publishes an entry in the seven
// languages; a user sees the dot in the top bar, opens the panel, reads it, and the dot is gone.
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';

const LANGUAGES = ['en', 'sv', 'no', 'da', 'es', 'tr', 'ar'] as const;

test("a manager reads what's new and the dot goes away", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const title = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `Pagers at the counter ${stamp} (${lang})`]),
  );
  const body = Object.fromEntries(LANGUAGES.map((lang) => [lang, `Hand out numbered pagers (${lang}).`]));
  const { token } = await apiLogin(request, DEMO_USERS.orgAdmin.email);
  await apiGql(
    request,
    token,
    'mutation($input: ChangelogEntryInput!) { addChangelogEvent(input: $input) { id } }',
    {
      input: { title, body, link: '/pim/products' },
    },
  );

  await openBackOffice(page, request, DEMO_USERS.manager.email, '/pim/products');
  const unread = page.getByRole('button', { name: "What's new: unread news" });
  await expect(unread).toBeVisible();
  await unread.click();
  const panel = page.getByRole('dialog', { name: "What's new" });
  await expect(panel.getByRole('heading', { name: `Pagers at the counter ${stamp} (en)` })).toBeVisible();
  await expect(panel.getByText('Hand out numbered pagers (en).')).toBeVisible();
  // Seeded entries of the demo are there too, older ones below.
  await expect(panel.getByRole('heading', { name: 'Writing help for your menu' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: "What's new", exact: true })).toBeVisible();

  // Read stays read after a reload: the server keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: "What's new", exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: "What's new: unread news" })).toHaveCount(0);
});
