// The one rendering of a receipt: the receipt e-mail (sendOrderEmail), the settings screen's
// preview and what tills print all come from a template and the order's facts. The receipt is the
// customer's, so it speaks the template's language (default: the venue's country's), not a user's
// interface language. Pure (no database): receipts.service.ts gathers the facts.
import {
  type CompanyLanguage,
  formatMoney,
  type ReceiptLine,
  type ReceiptTemplate,
  receiptHeading,
  receiptOrganizationNumber,
  showsReceiptLine,
  type VatLine,
} from '@fika/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingEmail } from '../../platform/mailer.ts';

interface ReceiptCopy {
  locale: string;
  subject: string;
  intro: string;
  orgNo: string;
  vatNo: string;
  date: string;
  receiptNo: string;
  register: string;
  staff: string;
  table: string;
  beeper: string;
  total: string;
  tips: string;
  vatAt: string;
  net: string;
  gross: string;
  payments: string;
  refunded: string;
  discount: string;
  controlUnit: string;
  qr: string;
  thanks: string;
  /** The total row of an order refunded in whole or part. */
  refundedTotal: string;
  /** The e-mail's link to the digital receipt. */
  online: string;
}

// {number} and {venue} are filled in; {rate} in vatAt.
const RECEIPT_COPY: Record<CompanyLanguage, ReceiptCopy> = {
  en: {
    locale: 'en-GB',
    subject: 'Your receipt for order {number} at {venue}',
    intro: 'Thank you for your visit to {venue}. Here is your receipt for order {number}.',
    orgNo: 'Company no.',
    vatNo: 'VAT no.',
    date: 'Date',
    receiptNo: 'Receipt no.',
    register: 'Register',
    staff: 'Served by',
    table: 'Table',
    beeper: 'Pager',
    total: 'Total',
    tips: 'Tip',
    vatAt: 'VAT {rate}%',
    net: 'net',
    gross: 'gross',
    payments: 'Payments',
    refunded: 'refunded',
    discount: 'discount',
    controlUnit: 'Control unit',
    qr: 'Scan for your digital receipt',
    thanks: 'Welcome back!',
    refundedTotal: 'Refunded',
    online: 'View your receipt online',
  },
  se: {
    locale: 'sv-SE',
    subject: 'Ditt kvitto för order {number} på {venue}',
    intro: 'Tack för ditt besök på {venue}. Här är ditt kvitto för order {number}.',
    orgNo: 'Org.nr',
    vatNo: 'Momsreg.nr',
    date: 'Datum',
    receiptNo: 'Kvittonr',
    register: 'Kassa',
    staff: 'Betjänad av',
    table: 'Bord',
    beeper: 'Personsökare',
    total: 'Totalt',
    tips: 'Dricks',
    vatAt: 'Moms {rate} %',
    net: 'netto',
    gross: 'brutto',
    payments: 'Betalningar',
    refunded: 'återbetald',
    discount: 'rabatt',
    controlUnit: 'Kontrollenhet',
    qr: 'Skanna för ditt digitala kvitto',
    thanks: 'Välkommen åter!',
    refundedTotal: 'Återbetalt',
    online: 'Visa ditt kvitto på webben',
  },
  no: {
    locale: 'nb-NO',
    subject: 'Kvitteringen din for ordre {number} hos {venue}',
    intro: 'Takk for besøket hos {venue}. Her er kvitteringen din for ordre {number}.',
    orgNo: 'Org.nr.',
    vatNo: 'MVA-nr.',
    date: 'Dato',
    receiptNo: 'Kvitteringsnr.',
    register: 'Kasse',
    staff: 'Betjent av',
    table: 'Bord',
    beeper: 'Personsøker',
    total: 'Totalt',
    tips: 'Tips',
    vatAt: 'MVA {rate} %',
    net: 'netto',
    gross: 'brutto',
    payments: 'Betalinger',
    refunded: 'refundert',
    discount: 'rabatt',
    controlUnit: 'Kontrollenhet',
    qr: 'Skann for digital kvittering',
    thanks: 'Velkommen tilbake!',
    refundedTotal: 'Refundert',
    online: 'Se kvitteringen din på nett',
  },
  es: {
    locale: 'es-ES',
    subject: 'Tu recibo del pedido {number} en {venue}',
    intro: 'Gracias por tu visita a {venue}. Este es el recibo de tu pedido {number}.',
    orgNo: 'NIF',
    vatNo: 'NIF-IVA',
    date: 'Fecha',
    receiptNo: 'Factura simplificada n.º',
    register: 'Caja',
    staff: 'Le atendió',
    table: 'Mesa',
    beeper: 'Avisador',
    total: 'Total',
    tips: 'Propina',
    vatAt: 'IVA {rate} %',
    net: 'base',
    gross: 'total',
    payments: 'Pagos',
    refunded: 'reembolsado',
    discount: 'descuento',
    controlUnit: 'Unidad de control',
    qr: 'Escanea para tu recibo digital',
    thanks: '¡Hasta pronto!',
    refundedTotal: 'Reembolsado',
    online: 'Ver tu recibo en línea',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** What a receipt shows of an order, its seller and its till. */
export interface ReceiptOrder {
  orderNumber: number;
  venueName: string;
  currency: string;
  totalAmount: number;
  tipAmount: number;
  /** What was paid back (refunds); shown under the total. */
  refundedAmount?: number;
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

/** The seller and the moment: what the country's rules want printed besides the order. */
export interface ReceiptIssue {
  country: string;
  timezone: string;
  legalName: string | null;
  organizationNumber: string | null;
  address: { street: string | null; zip: string | null; city: string | null } | null;
  issuedAt: Date;
  registerName: string | null;
  controlUnitSerial: string | null;
  staffName: string | null;
  tableCode: string | null;
  beeperNumber: number | null;
  /** The logo's address (a library image), when the template has one. */
  logoUrl: string | null;
}

export type ReceiptRow = { label: string; value: string };

/** A rendered receipt: blocks of rows, the same for paper, screen and e-mail. */
export interface ReceiptDocument {
  language: CompanyLanguage;
  logoUrl: string | null;
  heading: string | null;
  /** The seller: legal name, organisation and VAT numbers, address, the template's header. */
  header: string[];
  /** Date, receipt number, register, staff, table, pager. */
  info: ReceiptRow[];
  lines: ReceiptRow[];
  totals: ReceiptRow[];
  vat: ReceiptRow[];
  payments: ReceiptRow[];
  /** The control unit, the template's footer and the farewell. */
  footer: string[];
  qrCode: boolean;
}

/** The receipt language: the template's, else the country's (English where none is a receipt language). */
export function receiptLanguage(template: ReceiptTemplate, country: string): CompanyLanguage {
  if (template.language) return template.language;
  const byCountry: Record<string, CompanyLanguage> = { SE: 'se', NO: 'no', ES: 'es' };
  return byCountry[country] ?? 'en';
}

/** Renders `order` issued under `issue` with `template`. */
export function renderReceipt(
  template: ReceiptTemplate,
  issue: ReceiptIssue,
  order: ReceiptOrder,
): ReceiptDocument {
  const language = receiptLanguage(template, issue.country);
  const c = RECEIPT_COPY[language];
  const show = (line: ReceiptLine) => showsReceiptLine(template, line);
  const money = (minor: number) => formatMoney(minor, order.currency, c.locale);

  const header: string[] = [];
  if (show('legalName') && issue.legalName) header.push(issue.legalName);
  if (show('organizationNumber') && issue.organizationNumber) {
    header.push(`${c.orgNo} ${receiptOrganizationNumber(issue.country, issue.organizationNumber)}`);
  }
  if (show('vatNumber') && template.vatNumber) header.push(`${c.vatNo} ${template.vatNumber}`);
  if (show('address') && issue.address) {
    const { street, zip, city } = issue.address;
    if (street) header.push(street);
    const place = [zip, city].filter(Boolean).join(' ');
    if (place) header.push(place);
  }
  header.push(order.venueName);
  if (template.headerText) header.push(...template.headerText.split('\n'));

  const info: ReceiptRow[] = [];
  if (show('dateTime')) {
    const when = new Intl.DateTimeFormat(c.locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: issue.timezone,
    }).format(issue.issuedAt);
    info.push({ label: c.date, value: when });
  }
  if (show('serialNumber')) info.push({ label: c.receiptNo, value: String(order.orderNumber) });
  if (show('register') && issue.registerName) info.push({ label: c.register, value: issue.registerName });
  if (show('staff') && issue.staffName) info.push({ label: c.staff, value: issue.staffName });
  if (show('table') && issue.tableCode) info.push({ label: c.table, value: issue.tableCode });
  // A pager number is printed whenever the order carries one: the guest needs it to collect.
  if (issue.beeperNumber !== null) info.push({ label: c.beeper, value: String(issue.beeperNumber) });

  const lines: ReceiptRow[] = [];
  for (const line of order.lines) {
    if (line.voided) continue;
    const mods = line.modifications.map((m) => m.name).join(', ');
    const discount = line.discountAmount ? ` (−${money(line.discountAmount)} ${c.discount})` : '';
    lines.push({
      label: `${line.quantity} × ${line.title}${mods ? ` (${mods})` : ''}${discount}`,
      value: money(line.totalAmount),
    });
  }
  const totals: ReceiptRow[] = [{ label: c.total, value: money(order.totalAmount) }];
  if (order.tipAmount) totals.push({ label: c.tips, value: money(order.tipAmount) });
  if (order.refundedAmount) {
    totals.push({ label: c.refundedTotal, value: `−${money(order.refundedAmount)}` });
  }
  // VAT, net and gross per rate: the UK wants the gross per rate, Sweden and Norway the VAT.
  const vat: ReceiptRow[] = show('vatPerRate')
    ? order.vatLines.map((v) => ({
        label: fill(c.vatAt, { rate: String(v.rate) }),
        value: `${money(v.vat)} (${c.net} ${money(v.gross - v.vat)}, ${c.gross} ${money(v.gross)})`,
      }))
    : [];
  const payments: ReceiptRow[] = show('payments')
    ? order.payments.map((p) => ({
        label: `${p.method}${p.cardBrand ? ` ${p.cardBrand}` : ''}${p.refundedAt ? ` (${c.refunded})` : ''}`,
        value: money(p.amount + p.tipAmount),
      }))
    : [];

  const footer: string[] = [];
  if (show('controlUnit') && issue.controlUnitSerial)
    footer.push(`${c.controlUnit} ${issue.controlUnitSerial}`);
  if (template.footerText) footer.push(...template.footerText.split('\n'));
  footer.push(c.thanks);

  return {
    language,
    logoUrl: issue.logoUrl,
    heading: show('heading') ? receiptHeading(issue.country) : null,
    header,
    info,
    lines,
    totals,
    vat,
    payments,
    footer,
    qrCode: template.showQrCode,
  };
}

/** The copy of the receipt language a page around the receipt shares with it. */
export const receiptCopyOf = (language: CompanyLanguage) => RECEIPT_COPY[language];

/**
 * The receipt as an e-mail to `to`; `origin` makes the logo's address absolute; `receiptUrl` is
 * the order's digital receipt, linked under the receipt.
 */
export function receiptEmail(
  to: string,
  doc: ReceiptDocument,
  order: Pick<ReceiptOrder, 'orderNumber' | 'venueName'>,
  origin: string,
  receiptUrl: string | null = null,
): OutgoingEmail {
  const c = RECEIPT_COPY[doc.language];
  const values = { number: String(order.orderNumber), venue: order.venueName };
  const subject = fill(c.subject, values);
  const intro = fill(c.intro, values);
  const rowsText = (list: ReceiptRow[]) => list.map((r) => `${r.label}  ${r.value}`).join('\n');
  const text = [
    intro,
    [doc.heading, ...doc.header].filter(Boolean).join('\n'),
    rowsText(doc.info),
    rowsText(doc.lines),
    rowsText(doc.totals),
    doc.vat.length ? rowsText(doc.vat) : '',
    doc.payments.length ? `${c.payments}\n${rowsText(doc.payments)}` : '',
    doc.footer.join('\n'),
    receiptUrl ? `${c.online}: ${receiptUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const table = (caption: string, list: ReceiptRow[], bold = false) =>
    list.length === 0
      ? ''
      : `<table style="width:100%;border-collapse:collapse;margin:12px 0">` +
        (caption
          ? `<caption style="text-align:start;font-weight:600">${escapeHtml(caption)}</caption>`
          : '') +
        list
          .map(
            (r) =>
              `<tr${bold ? ' style="font-weight:600"' : ''}><td style="padding:2px 0">${escapeHtml(r.label)}</td>` +
              `<td style="padding:2px 0;text-align:end;white-space:nowrap">${escapeHtml(r.value)}</td></tr>`,
          )
          .join('') +
        '</table>';
  const paragraph = (lines: string[]) =>
    lines.length ? `<p style="text-align:center">${lines.map(escapeHtml).join('<br>')}</p>` : '';
  const html =
    `<div style="font-family:system-ui,sans-serif;max-width:520px">` +
    `<p>${escapeHtml(intro)}</p>` +
    (doc.logoUrl
      ? `<p style="text-align:center"><img src="${escapeHtml(origin + doc.logoUrl)}" alt="" style="max-width:200px"></p>`
      : '') +
    (doc.heading ? `<h2 style="text-align:center">${escapeHtml(doc.heading)}</h2>` : '') +
    paragraph(doc.header) +
    table('', doc.info) +
    table('', doc.lines) +
    table('', doc.totals, true) +
    table('', doc.vat) +
    table(c.payments, doc.payments) +
    paragraph(doc.footer) +
    (receiptUrl
      ? `<p style="text-align:center"><a href="${escapeHtml(receiptUrl)}">${escapeHtml(c.online)}</a></p>`
      : '') +
    '</div>';
  return { to, subject, text, html };
}
