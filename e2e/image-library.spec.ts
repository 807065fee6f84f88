// An owner keeps the company's pictures in the image library: uploads one, puts it on a product
// from the product form's library picker, sees where it is used, replaces the picture (the product
// keeps showing it, now the new one), is told it cannot simply be deleted while a product uses it,
// and deletes an unused one.
import { axeViolations } from './helpers/axe.ts';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';
import { BackOffice } from './pages.ts';

// A 1×1 PNG, and the same with a byte more (a different file for the replace).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, extra = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(extra)]),
});

test('an owner uploads an image, uses it on a product, replaces it, and deletes only unused images', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  // File names without separators: the library titles an upload after its name, hyphens as spaces.
  const photo = `espresso${suffix}`;
  const spare = `spare${suffix}`;
  const product = `Espresso ${suffix}`;
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const created = await request.post('/graphql', {
    data: {
      query: 'mutation($t: String!) { createItem(input: { title: $t }) { id } }',
      variables: { t: product },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const itemId = ((await created.json()) as { data: { createItem: { id: string } } }).data.createItem.id;

  // Reached by clicking: Online ordering in the sidebar, then the library in its section.
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/');
  await new BackOffice(page).sidebar().getByRole('link', { name: 'Online ordering' }).click();
  const sections = page.getByRole('main').getByRole('navigation', { name: / sections$/ });
  const libraryLink = sections.getByRole('link', { name: 'Online ordering library', exact: true });
  if ((await libraryLink.count()) > 0) await libraryLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Online ordering library' })).toBeVisible();

  // Upload two pictures through the picker button.
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([png(`${photo}.png`), png(`${spare}.png`, 1)]);
  await expect(page.getByText('2 images uploaded.')).toBeVisible();
  const tile = page.getByRole('button', { name: `Open ${photo}` });
  await expect(tile).toContainText('Not used');
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The product form picks it from the library.
  await page.goto(`/pim/products?id=${itemId}`);
  const form = page.getByRole('dialog', { name: product });
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('textbox', { name: 'Search images' }).fill(photo);
  await picker.getByRole('button', { name: `Open ${photo}` }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('img', { name: photo })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Back in the library: it is used, by that product.
  await page.goto('/online-ordering/library');
  await page.getByRole('textbox', { name: 'Search images' }).fill(suffix);
  await expect(tile).toContainText('Used once');
  await tile.click();
  const drawer = page.getByRole('dialog', { name: photo });
  await expect(drawer.getByRole('link', { name: product })).toBeVisible();
  const before = await drawer.getByRole('img', { name: photo }).getAttribute('src');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Replace: the same image, a new file.
  await drawer.locator('input[type=file]').setInputFiles(png('better.png', 2));
  await expect(page.getByText(`The picture of ${photo} was replaced everywhere it is used.`)).toBeVisible();
  await expect(drawer.getByRole('img', { name: photo })).not.toHaveAttribute('src', before ?? '');

  // Deleting it is refused while the product uses it: the dialog names the product.
  await drawer.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${photo}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  const refusal = page.getByRole('dialog', { name: `Delete ${photo}?` });
  await expect(refusal.getByText(`1 product: ${product}`)).toBeVisible();
  await refusal.getByRole('button', { name: 'Cancel' }).click();
  await expect(tile).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  // The unused one goes.
  await page.getByRole('button', { name: `Open ${spare}` }).click();
  const spareDrawer = page.getByRole('dialog', { name: spare });
  await spareDrawer.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${spare}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`${spare} deleted.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${spare}` })).toHaveCount(0);
  await expect(tile).toBeVisible();

  // A membership level's drawer picks its picture from the library too.
  const level = `Gold ${suffix}`;
  const made = await request.post('/graphql', {
    data: {
      query: 'mutation($i: MembershipLevelInput!) { createMembershipLevel(input: $i) { id } }',
      variables: {
        i: { title: { en: level }, pointsRequired: 100_000 + Math.floor(Math.random() * 100_000) },
      },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const levelId = ((await made.json()) as { data: { createMembershipLevel: { id: string } } }).data
    .createMembershipLevel.id;
  await page.goto(`/online-ordering/members/memberships?id=${levelId}`);
  const levelDrawer = page.getByRole('dialog', { name: level });
  await levelDrawer.getByRole('button', { name: 'Choose image' }).click();
  const levelPicker = page.getByRole('dialog', { name: 'Choose an image' });
  await levelPicker.getByRole('textbox', { name: 'Search images' }).fill(photo);
  await levelPicker.getByRole('button', { name: `Open ${photo}` }).click();
  await expect(levelDrawer.getByRole('img', { name: photo })).toBeVisible();
  await levelDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(levelDrawer).toBeHidden();
  await page.goto(`/online-ordering/library?q=${photo}`);
  await expect(tile).toContainText('Used 2 times');
});
