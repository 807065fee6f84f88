// The digital receipt over HTTP: a till's sale answers its receiptUrl, which opens a public,
// read-only page of that receipt (its language, the version it was issued with, a refund) and its
// PDF; a forged, altered, unknown or unpaid token opens a friendly translated 404 and nothing else.
// The preview's QR code and the receipt e-mail carry the same address.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { orders, terminals } from '../../platform/db/schema/index.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';
import { orderToken } from '../guest-ordering/order-token.ts';
import { demoVenues, issueTerminal, orderBody, simpleLine, submit } from '../orders/terminal-test-kit.ts';
import { digitalReceiptToken } from './digital-receipt-url.ts';

let t: TestServer;
let owner = '';
let credential = '';
let sodermalm = '';

const now = () => new Date(Date.now() - 60_000).toISOString();

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function sell(clientOrderId: string, over: Partial<Parameters<typeof orderBody>[0]> = {}) {
  const sent = await submit(
    t,
    credential,
    orderBody({
      clientOrderId,
      lines: [simpleLine(4500, 2, { title: 'Kanelbulle' }), simpleLine(3900, 1, { title: 'Cappuccino' })],
      placedAt: now(),
      ...over,
    }),
  );
  expect(sent.status).toBe(201);
  return sent.body as { id: string; orderNumber: number; receiptUrl: string };
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const { byName } = await demoVenues(t);
  sodermalm = byName.Södermalm ?? '';
  const till = await issueTerminal(t, owner, sodermalm, 'Kassa 9');
  credential = till.credential;
  await t.database.db
    .update(terminals)
    .set({ controlUnitSerial: 'CU-DR-1' })
    .where(eq(terminals.id, till.id));
});
afterAll(() => t.close());

describe('the digital receipt page', () => {
  it('a till sale answers its receipt address, which shows the lines and totals in the receipt’s language', async () => {
    const sold = await sell('digital-1');
    expect(sold.receiptUrl).toMatch(new RegExp(`^${t.config.publicUrl}/r/${sold.id}\\.[A-Za-z0-9_-]{22}$`));
    const url = sold.receiptUrl.replace(t.config.publicUrl, t.url);
    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/text\/html/);
    expect(shown.headers.get('x-robots-tag')).toContain('noindex');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(shown.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(shown.html).toContain('name="viewport"');
    // A Swedish venue's receipt is Swedish, whatever the visitor's browser says.
    expect(shown.html).toContain('<html lang="sv"');
    expect(shown.html).toContain('2 × Kanelbulle');
    expect(shown.html).toContain('1 × Cappuccino');
    expect(shown.html).toMatch(/Totalt<\/td><td class="value">129,00\s?kr/);
    expect(shown.html).toContain('Kontrollenhet CU-DR-1');
    expect(shown.html).toContain(`Kvitto ${sold.orderNumber}`);
    expect(shown.html).toContain('Ladda ner PDF');
    // No script at all: nothing on the page can leak the token.
    expect(shown.html).not.toContain('<script');

    const pdf = await fetch(`${url}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`receipt-${sold.orderNumber}.pdf`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain('2 × Kanelbulle');
    expect(text).toContain('Totalt');
  });

  it('prints in the template’s language and keeps the version the receipt was issued with', async () => {
    await t.gql(
      'mutation($v: ID, $i: ReceiptTemplateInput!) { updateReceiptTemplate(venueId: $v, input: $i) { version } }',
      { v: sodermalm, i: { language: 'en', headerText: 'Issued header' } },
      owner,
    );
    const sold = await sell('digital-en');
    await t.gql(
      'mutation($v: ID, $i: ReceiptTemplateInput!) { updateReceiptTemplate(venueId: $v, input: $i) { version } }',
      { v: sodermalm, i: { language: 'se', headerText: 'Later header' } },
      owner,
    );
    const shown = await page(sold.receiptUrl.replace(t.config.publicUrl, t.url));
    expect(shown.html).toContain('<html lang="en"');
    expect(shown.html).toContain('Issued header');
    expect(shown.html).not.toContain('Later header');
    expect(shown.html).toContain('Receipt no.');
    expect(shown.html).toContain('Download PDF');
  });

  it('a refunded order shows the refund', async () => {
    const sold = await sell('digital-refund');
    const refunded = await t.gql<{ refundOrder: { success: boolean } }>(
      'mutation($id: ID!) { refundOrder(orderId: $id, reason: "Wrong order") { success } }',
      { id: sold.id },
      owner,
    );
    expect(refunded.data?.refundOrder.success).toBe(true);
    const shown = await page(sold.receiptUrl.replace(t.config.publicUrl, t.url));
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('class="refund"');
    expect(shown.html).toMatch(/Återbetalt<\/td><td class="value">−129,00\s?kr/);
  });

  it('a forged, altered, unknown or unpaid token is a friendly 404 in the visitor’s language', async () => {
    const sold = await sell('digital-other');
    const [first] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientOrderId, 'digital-1'), eq(orders.venueId, sodermalm)));
    const mac = sold.receiptUrl.split('.').at(-1) ?? '';
    const open = await submit(
      t,
      credential,
      orderBody({
        clientOrderId: 'digital-open',
        lines: [simpleLine(2000)],
        status: 'ACCEPTED',
        placedAt: now(),
      }),
    );
    expect(open.status).toBe(201);
    const bad = [
      // Another order's id under this order's mac: tokens cannot be moved between orders.
      `${first?.id}.${mac}`,
      `${sold.id}.${'A'.repeat(22)}`,
      `${sold.id}.${mac.slice(0, 21)}`,
      sold.id,
      'not-a-token',
      `${'a'.repeat(30)}.${mac}`,
      'x'.repeat(90),
      '%00',
      // Signed with another key: a guest order-page token of the same order opens no receipt.
      orderToken(t.config.jwtSecret, sold.id),
      digitalReceiptToken('another secret', sold.id),
      // A real token of an order not paid yet: no receipt exists.
      digitalReceiptToken(t.config.jwtSecret, String(open.body.id)),
    ];
    for (const token of bad) {
      const shown = await page(`${t.url}/r/${encodeURIComponent(token)}`, {
        'accept-language': 'sv-SE,sv;q=0.9',
      });
      expect(shown.status, token).toBe(404);
      expect(shown.headers.get('content-type')).toMatch(/text\/html/);
      expect(shown.html).toContain('Kvittot hittades inte');
      expect(shown.html).toContain('noindex');
      const pdf = await fetch(`${t.url}/r/${encodeURIComponent(token)}/receipt.pdf`);
      expect(pdf.status, token).toBe(404);
    }
    expect((await page(`${t.url}/r/nope`, { 'accept-language': 'ar' })).html).toContain('dir="rtl"');
    expect((await page(`${t.url}/r/nope`, { 'accept-language': 'tr-TR' })).html).toContain('Fiş bulunamadı');
    expect((await page(`${t.url}/r/nope`, { 'accept-language': 'da' })).html).toContain(
      'Kvitteringen blev ikke fundet',
    );
    expect((await page(`${t.url}/r/nope`)).html).toContain('Receipt not found');
  });

  it('the preview’s QR code and the receipt e-mail lead to the digital receipt', async () => {
    await t.gql(
      'mutation($v: ID, $i: ReceiptTemplateInput!) { updateReceiptTemplate(venueId: $v, input: $i) { version } }',
      { v: sodermalm, i: { showQrCode: true } },
      owner,
    );
    const sold = await sell('digital-qr', { placedAt: new Date().toISOString() });
    const preview = await t.gql<{
      receiptPreview: { orderId: string; receiptUrl: string | null; qrSvg: string | null };
    }>('query($v: ID) { receiptPreview(venueId: $v) { orderId receiptUrl qrSvg } }', { v: sodermalm }, owner);
    expect(preview.data?.receiptPreview.orderId).toBe(sold.id);
    expect(preview.data?.receiptPreview.receiptUrl).toBe(sold.receiptUrl);
    expect(preview.data?.receiptPreview.qrSvg).toMatch(/^<svg/);

    const mail = await t.gql<{ sendOrderEmail: { success: boolean } }>(
      'mutation($id: ID!) { sendOrderEmail(orderId: $id, email: "digital@example.test") { success } }',
      { id: sold.id },
      owner,
    );
    expect(mail.data?.sendOrderEmail.success).toBe(true);
    const [email] = await t.outbox('digital@example.test');
    expect(email?.text).toContain(sold.receiptUrl);
  });
});

describe('the terminal order answer', () => {
  it('201 for a new order, 200 for a replay and for a changed resubmission of an open one', async () => {
    const body = orderBody({
      clientOrderId: 'status-codes',
      lines: [simpleLine(2500)],
      status: 'ACCEPTED',
      placedAt: now(),
    });
    const created = await submit(t, credential, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ replayed: false, receiptUrl: expect.stringContaining('/r/') });
    const replay = await submit(t, credential, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, id: created.body.id });
    const changed = await submit(
      t,
      credential,
      orderBody({
        clientOrderId: 'status-codes',
        lines: [simpleLine(2500, 2)],
        status: 'ACCEPTED',
        placedAt: now(),
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      replayed: false,
      id: created.body.id,
      receiptUrl: created.body.receiptUrl,
    });
  });
});
