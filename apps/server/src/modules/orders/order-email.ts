// The receipt e-mail of an order (sendOrderEmail): lines, VAT per rate, payments and totals, in
// the company's language, since the customer sees the venue's receipt, not a user's interface.
// Pure (no database): the template is the orders module's own; the platform mailer only sends it.
import type { CompanyLanguage, VatLine } from '@fika/domain';
import { formatMoney } from '@fika/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingEmail } from '../../platform/mailer.ts';

interface ReceiptCopy {
  locale: string;
  subject: string;
  intro: string;
  item: string;
  amount: string;
  vat: string;
  vatAt: string;
  net: string;
  total: string;
  tips: string;
  payments: string;
  refunded: string;
  discount: string;
  thanks: string;
}

// {number} and {venue} are filled in; {rate} in vatAt.
const RECEIPT_COPY: Record<CompanyLanguage, ReceiptCopy> = {
  en: {
    locale: 'en-GB',
    subject: 'Your receipt for order {number} at {venue}',
    intro: 'Thank you for your visit to {venue}. Here is your receipt for order {number}.',
    item: 'Item',
    amount: 'Amount',
    vat: 'VAT',
    vatAt: 'VAT {rate}%',
    net: 'Net',
    total: 'Total',
    tips: 'Tip',
    payments: 'Payments',
    refunded: 'refunded',
    discount: 'discount',
    thanks: 'Welcome back!',
  },
  se: {
    locale: 'sv-SE',
    subject: 'Ditt kvitto för order {number} på {venue}',
    intro: 'Tack för ditt besök på {venue}. Här är ditt kvitto för order {number}.',
    item: 'Artikel',
    amount: 'Belopp',
    vat: 'Moms',
    vatAt: 'Moms {rate} %',
    net: 'Netto',
    total: 'Totalt',
    tips: 'Dricks',
    payments: 'Betalningar',
    refunded: 'återbetald',
    discount: 'rabatt',
    thanks: 'Välkommen åter!',
  },
  no: {
    locale: 'nb-NO',
    subject: 'Kvitteringen din for ordre {number} hos {venue}',
    intro: 'Takk for besøket hos {venue}. Her er kvitteringen din for ordre {number}.',
    item: 'Vare',
    amount: 'Beløp',
    vat: 'MVA',
    vatAt: 'MVA {rate} %',
    net: 'Netto',
    total: 'Totalt',
    tips: 'Tips',
    payments: 'Betalinger',
    refunded: 'refundert',
    discount: 'rabatt',
    thanks: 'Velkommen tilbake!',
  },
  es: {
    locale: 'es-ES',
    subject: 'Tu recibo del pedido {number} en {venue}',
    intro: 'Gracias por tu visita a {venue}. Este es el recibo de tu pedido {number}.',
    item: 'Artículo',
    amount: 'Importe',
    vat: 'IVA',
    vatAt: 'IVA {rate} %',
    net: 'Base',
    total: 'Total',
    tips: 'Propina',
    payments: 'Pagos',
    refunded: 'reembolsado',
    discount: 'descuento',
    thanks: '¡Hasta pronto!',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** What a receipt shows of an order. */
export interface ReceiptOrder {
  orderNumber: number;
  venueName: string;
  currency: string;
  totalAmount: number;
  tipAmount: number;
  lines: readonly {
    title: string;
    quantity: number;
    modifications: readonly { name: string }[];
    discountAmount: number;
    totalAmount: number;
    voided: boolean;
  }[];
  payments: readonly {
    method: string;
    cardBrand: string | null;
    amount: number;
    tipAmount: number;
    refundedAt: Date | null;
  }[];
  vatLines: readonly VatLine[];
}

/** The receipt of `order` as an e-mail to `to` in `language` (a company language). */
export function orderReceiptEmail(to: string, language: CompanyLanguage, order: ReceiptOrder): OutgoingEmail {
  const c = RECEIPT_COPY[language] ?? RECEIPT_COPY.en;
  const money = (minor: number) => formatMoney(minor, order.currency, c.locale);
  const values = { number: String(order.orderNumber), venue: order.venueName };
  const rows: [string, string][] = [];
  for (const line of order.lines) {
    if (line.voided) continue;
    const mods = line.modifications.map((m) => m.name).join(', ');
    const discount = line.discountAmount ? ` (−${money(line.discountAmount)} ${c.discount})` : '';
    rows.push([
      `${line.quantity} × ${line.title}${mods ? ` (${mods})` : ''}${discount}`,
      money(line.totalAmount),
    ]);
  }
  const vatRows: [string, string][] = order.vatLines.map((v) => [
    fill(c.vatAt, { rate: String(v.rate) }),
    `${money(v.vat)} (${c.net} ${money(v.gross - v.vat)})`,
  ]);
  const totals: [string, string][] = [[c.total, money(order.totalAmount)]];
  if (order.tipAmount) totals.push([c.tips, money(order.tipAmount)]);
  const payments: [string, string][] = order.payments.map((p) => [
    `${p.method}${p.cardBrand ? ` ${p.cardBrand}` : ''}${p.refundedAt ? ` (${c.refunded})` : ''}`,
    money(p.amount + p.tipAmount),
  ]);
  const subject = fill(c.subject, values);
  const intro = fill(c.intro, values);
  const textBlock = (list: [string, string][]) => list.map(([a, b]) => `${a}  ${b}`).join('\n');
  const text = [
    intro,
    textBlock(rows),
    textBlock(totals),
    `${c.vat}\n${textBlock(vatRows)}`,
    `${c.payments}\n${textBlock(payments)}`,
    c.thanks,
  ].join('\n\n');
  const table = (caption: string, list: [string, string][], bold = false) =>
    `<table style="width:100%;border-collapse:collapse;margin:12px 0">` +
    (caption ? `<caption style="text-align:start;font-weight:600">${escapeHtml(caption)}</caption>` : '') +
    list
      .map(
        ([a, b]) =>
          `<tr${bold ? ' style="font-weight:600"' : ''}><td style="padding:2px 0">${escapeHtml(a)}</td>` +
          `<td style="padding:2px 0;text-align:end;white-space:nowrap">${escapeHtml(b)}</td></tr>`,
      )
      .join('') +
    '</table>';
  const html =
    `<div style="font-family:system-ui,sans-serif;max-width:520px">` +
    `<p>${escapeHtml(intro)}</p>` +
    table(`${c.item} / ${c.amount}`, rows) +
    table('', totals, true) +
    table(c.vat, vatRows) +
    table(c.payments, payments) +
    `<p>${escapeHtml(c.thanks)}</p></div>`;
  return { to, subject, text, html };
}
