// The digital receipt a guest opens from the printed QR code or the receipt e-mail (GET /r/<token>):
// one server-rendered page, fast on a phone, printable, with the receipt as a PDF beside it. It
// shows exactly the receipt (receipt-render.ts) in the receipt's language; the page around it
// (title, refund notice, PDF link) speaks that language too. A link that opens nothing gets a
// friendly page in the visitor's own language (Accept-Language), in the seven interface languages.
import { type CompanyLanguage, formatMoney } from '@fika/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { PdfDocument } from '../../platform/pdf/pdf.ts';
import { type ReceiptDocument, type ReceiptRow, receiptCopyOf } from './receipt-render.ts';

interface PageCopy {
  /** The page title: {number} and {venue} filled in. */
  title: string;
  downloadPdf: string;
  /** Shown above a receipt paid back in whole. */
  refunded: string;
  /** Shown above a receipt paid back in part: {amount} filled in. */
  partlyRefunded: string;
  details: string;
  items: string;
  vat: string;
}

const PAGE_COPY: Record<CompanyLanguage, PageCopy> = {
  en: {
    title: 'Receipt {number} – {venue}',
    downloadPdf: 'Download PDF',
    refunded: 'This purchase has been refunded.',
    partlyRefunded: '{amount} of this purchase has been refunded.',
    details: 'Details',
    items: 'Items',
    vat: 'VAT',
  },
  se: {
    title: 'Kvitto {number} – {venue}',
    downloadPdf: 'Ladda ner PDF',
    refunded: 'Det här köpet har återbetalats.',
    partlyRefunded: '{amount} av det här köpet har återbetalats.',
    details: 'Uppgifter',
    items: 'Artiklar',
    vat: 'Moms',
  },
  no: {
    title: 'Kvittering {number} – {venue}',
    downloadPdf: 'Last ned PDF',
    refunded: 'Dette kjøpet er refundert.',
    partlyRefunded: '{amount} av dette kjøpet er refundert.',
    details: 'Detaljer',
    items: 'Varer',
    vat: 'MVA',
  },
  es: {
    title: 'Recibo {number} – {venue}',
    downloadPdf: 'Descargar PDF',
    refunded: 'Esta compra ha sido reembolsada.',
    partlyRefunded: 'Se han reembolsado {amount} de esta compra.',
    details: 'Detalles',
    items: 'Artículos',
    vat: 'IVA',
  },
};

const HTML_LANG: Record<CompanyLanguage, string> = { en: 'en', se: 'sv', no: 'nb', es: 'es' };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const STYLE =
  'body{margin:0;background:#f4f1ec;color:#1f1f1f;font-family:system-ui,-apple-system,sans-serif;line-height:1.4}' +
  'main{max-width:420px;margin:0 auto;padding:16px}' +
  '.receipt{background:#fff;border-radius:8px;padding:20px 16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.15rem;text-align:center;margin:0 0 8px}' +
  '.center{text-align:center;margin:8px 0;overflow-wrap:anywhere}' +
  'table{width:100%;border-collapse:collapse;margin:12px 0;font-variant-numeric:tabular-nums}' +
  'caption{text-align:start;font-weight:600}' +
  // break-word, not anywhere: a label keeps its words whole and the value wraps instead (VAT rows
  // are long), so nothing runs off a 390 px phone.
  'td{padding:2px 0;vertical-align:top;overflow-wrap:break-word}' +
  'td.value{text-align:end;white-space:nowrap;padding-inline-start:12px}' +
  'table.vat td.value{white-space:normal}' +
  'table.totals td{font-weight:600;font-size:1.05rem}' +
  'hr{border:0;border-top:1px dashed #bbb;margin:12px 0}' +
  '.refund{background:#fff4e5;border:1px solid #f0a040;border-radius:6px;padding:8px 12px;margin:0 0 12px}' +
  'img.logo{display:block;max-width:180px;max-height:90px;margin:0 auto 8px}' +
  '.actions{text-align:center;margin:16px 0}' +
  '.actions a{display:inline-block;padding:10px 18px;background:#7a4b2a;color:#fff;border-radius:6px;text-decoration:none}' +
  '@media print{body{background:#fff}main{padding:0}.receipt{box-shadow:none}.actions{display:none}}';

function shell(lang: string, title: string, body: string, dir = 'ltr'): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

const rowsHtml = (rows: readonly ReceiptRow[], className = '', caption = '') =>
  rows.length === 0
    ? ''
    : `<table${className ? ` class="${className}"` : ''}>` +
      (caption ? `<caption>${escapeHtml(caption)}</caption>` : '') +
      rows
        .map((r) => `<tr><td>${escapeHtml(r.label)}</td><td class="value">${escapeHtml(r.value)}</td></tr>`)
        .join('') +
      '</table>';

const centred = (lines: readonly string[]) =>
  lines.length ? `<p class="center">${lines.map(escapeHtml).join('<br>')}</p>` : '';

/** What the page shows besides the receipt: its number and venue, the refund, the PDF's address. */
export interface ReceiptPageFacts {
  orderNumber: number;
  venueName: string;
  currency: string;
  totalAmount: number;
  refundedAmount: number;
  pdfPath: string;
}

export function receiptPageTitle(doc: ReceiptDocument, facts: ReceiptPageFacts): string {
  return fill(PAGE_COPY[doc.language].title, {
    number: String(facts.orderNumber),
    venue: facts.venueName,
  });
}

// Whether and how much of the purchase was paid back ('' when nothing was).
function refundNote(language: CompanyLanguage, facts: ReceiptPageFacts): string {
  const p = PAGE_COPY[language];
  if (facts.refundedAmount <= 0) return '';
  return facts.refundedAmount >= facts.totalAmount
    ? p.refunded
    : fill(p.partlyRefunded, {
        amount: formatMoney(facts.refundedAmount, facts.currency, receiptCopyOf(language).locale),
      });
}

/** The digital receipt page. */
export function receiptPage(doc: ReceiptDocument, facts: ReceiptPageFacts): string {
  const p = PAGE_COPY[doc.language];
  const c = receiptCopyOf(doc.language);
  const note = refundNote(doc.language, facts);
  const refund = note ? `<p class="refund" role="status">${escapeHtml(note)}</p>` : '';
  const body =
    `<article class="receipt">${refund}` +
    (doc.logoUrl ? `<img class="logo" src="${escapeHtml(doc.logoUrl)}" alt="">` : '') +
    (doc.heading ? `<h1>${escapeHtml(doc.heading)}</h1>` : '') +
    centred(doc.header) +
    rowsHtml(doc.info) +
    '<hr>' +
    rowsHtml(doc.lines, 'lines') +
    '<hr>' +
    rowsHtml(doc.totals, 'totals') +
    rowsHtml(doc.vat, 'vat') +
    rowsHtml(doc.payments, 'payments', c.payments) +
    '<hr>' +
    centred(doc.footer) +
    '</article>' +
    `<p class="actions"><a href="${escapeHtml(facts.pdfPath)}" download>${escapeHtml(p.downloadPdf)}</a></p>`;
  return shell(HTML_LANG[doc.language], receiptPageTitle(doc, facts), body);
}

/** The digital receipt as a PDF (platform/pdf): the same rows as the page. */
export function receiptPdfDocument(doc: ReceiptDocument, facts: ReceiptPageFacts): PdfDocument {
  const p = PAGE_COPY[doc.language];
  const c = receiptCopyOf(doc.language);
  const pairs = (rows: readonly ReceiptRow[]) => rows.map((r) => [r.label, r.value] as const);
  const sections = [
    { heading: p.details, rows: pairs(doc.info) },
    { heading: p.items, rows: pairs(doc.lines) },
    { heading: c.total, rows: pairs(doc.totals) },
    { heading: p.vat, rows: pairs(doc.vat) },
    { heading: c.payments, rows: pairs(doc.payments) },
  ].filter((s) => s.rows.length > 0);
  return {
    title: doc.heading ?? receiptPageTitle(doc, facts),
    subtitle: [...doc.header, refundNote(doc.language, facts)].filter(Boolean),
    sections,
    footer: doc.footer.join(' · '),
  };
}

// The page for a link that opens no receipt, in the interface languages (Arabic right to left).
const NOT_FOUND: Record<string, { title: string; text: string }> = {
  en: {
    title: 'Receipt not found',
    text: 'This link does not open a receipt. Check that the address is complete, or ask the staff for a copy of your receipt.',
  },
  sv: {
    title: 'Kvittot hittades inte',
    text: 'Länken öppnar inget kvitto. Kontrollera att adressen är hel, eller be personalen om en kopia av kvittot.',
  },
  no: {
    title: 'Fant ikke kvitteringen',
    text: 'Lenken åpner ingen kvittering. Sjekk at adressen er fullstendig, eller be de ansatte om en kopi av kvitteringen.',
  },
  da: {
    title: 'Kvitteringen blev ikke fundet',
    text: 'Linket åbner ingen kvittering. Tjek, at adressen er hel, eller bed personalet om en kopi af din kvittering.',
  },
  es: {
    title: 'Recibo no encontrado',
    text: 'Este enlace no abre ningún recibo. Comprueba que la dirección esté completa o pide al personal una copia de tu recibo.',
  },
  tr: {
    title: 'Fiş bulunamadı',
    text: 'Bu bağlantı bir fiş açmıyor. Adresin eksiksiz olduğunu kontrol edin veya personelden fişinizin bir kopyasını isteyin.',
  },
  ar: {
    title: 'لم يتم العثور على الإيصال',
    text: 'هذا الرابط لا يفتح أي إيصال. تأكد من أن العنوان كامل، أو اطلب من الموظفين نسخة من إيصالك.',
  },
};

/** The visitor's language for the not-found page: the first of Accept-Language we speak. */
export function notFoundLanguage(acceptLanguage: string | undefined): string {
  const alias: Record<string, string> = { nb: 'no', nn: 'no' };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((q) => /^\s*q=0(\.0*)?\s*$/.test(q))) continue;
    const base = tag?.split('-')[0] ?? '';
    const language = alias[base] ?? base;
    if (language in NOT_FOUND) return language;
  }
  return 'en';
}

/** The friendly page for a link that opens no receipt (unknown, forged or not yet paid). */
export function receiptNotFoundPage(language: string): string {
  const copy = NOT_FOUND[language] ?? NOT_FOUND.en;
  if (!copy) return '';
  return shell(
    language === 'no' ? 'nb' : language,
    copy.title,
    `<article class="receipt"><h1>${escapeHtml(copy.title)}</h1><p class="center">${escapeHtml(copy.text)}</p></article>`,
    language === 'ar' ? 'rtl' : 'ltr',
  );
}
