// A guest scans the QR code on a printed receipt: the till's sale answers the address of its
// digital receipt, which opens a public page with the lines and totals (printable, with a PDF),
// and a mistyped address says kindly that there is no such receipt.
import { apiLogin, DEMO_USERS } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';

test('a guest opens the digital receipt of a till sale', async ({ page, request }) => {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { venues } = await apiGql<{ venues: { id: string; name: string }[] }>(
    request,
    token,
    'query { venues { id name } }',
  );
  const venue = venues.find((v) => v.name === 'Södermalm');
  if (!venue) throw new Error('Södermalm not found');
  const { createTerminal } = await apiGql<{ createTerminal: { credential: string } }>(
    request,
    token,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Receipt till") { credential } }',
    { v: venue.id },
  );

  // The till sells two buns and a coffee, paid by card.
  const at = new Date(Date.now() - 60_000).toISOString();
  const line = (title: string, quantity: number, unitPrice: number) => ({
    title,
    quantity,
    unitPrice,
    modifications: [],
    discountAmount: 0,
    vatRate: 12,
  });
  const sale = await request.post('/terminal/v1/orders', {
    headers: { authorization: `Bearer ${createTerminal.credential}` },
    data: {
      clientOrderId: `digital-receipt-${Date.now()}`,
      channel: 'POS',
      serviceType: 'TAKE_AWAY',
      status: 'COMPLETED',
      placedAt: at,
      closedAt: at,
      currency: 'SEK',
      lines: [line('Kardemummabulle', 2, 4200), line('Bryggkaffe', 1, 3200)],
      payments: [{ method: 'CARD', amount: 11600, tipAmount: 0 }],
      totals: { totalAmount: 11600, vatAmount: 1243 },
    },
  });
  expect(sale.status()).toBe(201);
  const { receiptUrl, orderNumber } = (await sale.json()) as { receiptUrl: string; orderNumber: number };

  // What the QR code encodes opens the receipt, in the venue's language.
  await page.goto(new URL(receiptUrl).pathname);
  await expect(page).toHaveTitle(`Kvitto ${orderNumber} – Södermalm`);
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText('2 × Kardemummabulle');
  await expect(receipt).toContainText('1 × Bryggkaffe');
  await expect(receipt.getByRole('row', { name: /Totalt/ })).toContainText('116,00');
  await expect(receipt.getByRole('row', { name: /Moms 12/ })).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Ladda ner PDF' });
  await expect(pdf).toBeVisible();
  const download = await request.get((await pdf.getAttribute('href')) ?? '');
  expect(download.headers()['content-type']).toBe('application/pdf');

  // It fits a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A mistyped address opens no receipt, and says so.
  const missing = await page.goto(`${new URL(receiptUrl).pathname.slice(0, -3)}xyz`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
});
