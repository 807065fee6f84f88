// Support (#17 item 11): from a screen, the owner opens Support through the help link, sends the
// contact form (the screen they came from travels along) and finds the request in the list and in
// the support inbox (the development outbox). On a phone the chat sits above the bottom navigation.
import { DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

test('an owner asks support for help from the screen they are on', async ({ page, request }) => {
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/settings/company');
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/support\?from=%2Fsettings%2Fcompany$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'The screen you came from' })).toHaveValue(
    '/settings/company',
  );

  const form = main.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Fill this in.')).toBeVisible();
  await form.getByLabel('Topic', { exact: true }).click();
  await page.getByRole('option', { name: 'Billing and licences' }).click();
  const message = `Our invoice shows two licences for one till (${Date.now().toString(36)}).`;
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  const sent = form.getByRole('status');
  await expect(sent).toContainText('has reached our support team');
  const reference = /request ([A-Z0-9]{8})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(reference).not.toBe('');

  await expect(main.getByRole('region', { name: 'Your recent requests' })).toContainText(message);
  const outbox = await (await request.get('/dev/outbox.json')).json();
  const mail = (outbox.emails as { to: string; subject: string; text: string }[]).find((e) =>
    e.subject.includes(reference),
  );
  expect(mail?.to).toBe('support@fika.test');
  expect(mail?.text).toContain('Screen: /settings/company');
  expect(mail?.text).toContain(message);
});

test('on a phone the support chat sits above the bottom navigation and answers', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/support');
  const nav = page.getByRole('navigation', { name: 'Contact support' });
  await expect(nav.getByRole('link', { name: 'Call us' })).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  const navBox = await nav.boundingBox();
  const launcherBox = await launcher.boundingBox();
  expect(launcherBox && navBox && launcherBox.y + launcherBox.height).toBeLessThanOrEqual(navBox?.y ?? 0);

  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('Sandbox', { exact: true })).toBeVisible();
  await chat.getByRole('textbox', { name: 'Write a message…' }).fill('Can I print receipts in English?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/Thanks, we’ve got it \(ref\. [A-Z0-9]{8}\)/)).toBeVisible();
  const chatBox = await chat.boundingBox();
  expect(chatBox && navBox && chatBox.y + chatBox.height).toBeLessThanOrEqual(navBox?.y ?? 0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
