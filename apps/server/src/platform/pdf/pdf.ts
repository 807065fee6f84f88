// Plain A4 documents (Z-reports, reports, payout statements) drawn with pdfkit. Text that fits the
// PDF standard fonts' WinAnsi encoding (English and the Nordic and Spanish languages) is set in
// Helvetica, which embeds nothing and leaves the text readable in the content streams (tests read
// totals back with `pdfText`); anything else (Turkish ğ/ş/ı, Arabic) is set in DejaVu Sans,
// embedded as a subset. Arabic is shaped by fontkit and right-aligned; lines mixing Arabic and
// Latin runs are not reordered (no bidi algorithm), so labels and amounts sit in separate cells.
import { createRequire } from 'node:module';

export type PdfRow = readonly [label: string, value: string];

export type PdfSection =
  | { heading: string; rows: readonly PdfRow[] }
  | { heading: string; table: { columns: readonly string[]; rows: readonly (readonly string[])[] } };

export interface PdfDocument {
  title: string;
  subtitle: readonly string[];
  sections: readonly PdfSection[];
  footer: string;
  /** Right-to-left layout (Arabic). */
  rtl?: boolean;
}

const require = createRequire(import.meta.url);
const DEJAVU = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

// Characters outside Latin-1 that WinAnsi still has (the 0x80–0x9F block).
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Intl output carries characters the standard fonts lack but that have plain equivalents: the
 * minus sign, narrow and thin spaces; bidi marks only steer on-screen layout.
 */
export function normalise(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    .replace(/[\u202F\u2009\u2007]/g, '\u00A0')
    .replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '');
}

function fitsWinAnsi(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a) continue;
    if (!WIN_ANSI_EXTRAS.includes(ch)) return false;
  }
  return true;
}

function allText(doc: PdfDocument): string {
  const parts = [doc.title, ...doc.subtitle, doc.footer];
  for (const s of doc.sections) {
    parts.push(s.heading);
    if ('rows' in s) for (const r of s.rows) parts.push(...r);
    else parts.push(...s.table.columns, ...s.table.rows.flat());
  }
  return parts.join('\n');
}

/**
 * Registers the fonts 'body' and 'bold' on `pdf` for `text`: Helvetica when all of it fits
 * WinAnsi, otherwise DejaVu Sans (embedded as a subset).
 */
export function registerFonts(pdf: PDFKit.PDFDocument, text: string): void {
  if (fitsWinAnsi(text)) {
    pdf.registerFont('body', 'Helvetica');
    pdf.registerFont('bold', 'Helvetica-Bold');
  } else {
    pdf.registerFont('body', DEJAVU.regular);
    pdf.registerFont('bold', DEJAVU.bold);
  }
}

/** What `pdf` writes, once `pdf.end()` has run: call before drawing. */
export function pdfOutput(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
}

/**
 * pdfkit, loaded on the first document: it is the heaviest module the server has and no request of
 * a start needs it, so importing it at the top cost every `npm start` its load time.
 */
export async function loadPdfKit(): Promise<typeof import('pdfkit')> {
  return (await import('pdfkit')).default;
}

const MARGIN = 50;
const GREY = '#555555';

/** Renders `input` as a PDF (content streams uncompressed: small documents, readable in tests). */
export async function renderPdf(input: PdfDocument): Promise<Uint8Array> {
  const doc = normaliseDocument(input);
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: doc.title, Producer: 'Fika', Creator: 'Fika' },
  });
  registerFonts(pdf, allText(doc));
  const output = pdfOutput(pdf);

  const width = pdf.page.width - 2 * MARGIN;
  const start = doc.rtl ? 'right' : 'left';
  const end = doc.rtl ? 'left' : 'right';
  const bottom = () => pdf.page.height - MARGIN - 20;
  const ensureRoom = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };
  // One cell: a single text() call per value, so the value is one run in the content stream.
  const cell = (text: string, x: number, y: number, w: number, align: 'left' | 'right') => {
    pdf.text(text, x, y, { width: w, align, lineBreak: false, ellipsis: true });
  };

  pdf.font('bold').fontSize(18).fillColor('black').text(doc.title, MARGIN, MARGIN, { width, align: start });
  pdf.font('body').fontSize(10).fillColor(GREY);
  for (const line of doc.subtitle) pdf.text(line, { width, align: start });
  pdf.fillColor('black');

  for (const section of doc.sections) {
    pdf.moveDown(1);
    ensureRoom(40);
    pdf.font('bold').fontSize(12).text(section.heading, MARGIN, pdf.y, { width, align: start });
    pdf.moveDown(0.3);
    pdf.font('body').fontSize(10);
    if ('rows' in section) {
      for (const [label, value] of section.rows) {
        ensureRoom(16);
        const y = pdf.y;
        cell(label, MARGIN, y, width * 0.6, start);
        cell(value, MARGIN + (doc.rtl ? 0 : width * 0.6), y, width * 0.4, end);
        pdf.y = y + 15;
      }
    } else {
      const { columns, rows } = section.table;
      // The first column (names) gets twice the room of the figures.
      const unit = width / (columns.length + 1);
      const xs = columns.map((_, i) => (i === 0 ? 0 : unit * (i + 1)));
      const ws = columns.map((_, i) => (i === 0 ? unit * 2 : unit));
      const line = (values: readonly string[]) => {
        ensureRoom(16);
        const y = pdf.y;
        values.forEach((v, i) => {
          const x = doc.rtl ? MARGIN + width - (xs[i] ?? 0) - (ws[i] ?? 0) : MARGIN + (xs[i] ?? 0);
          cell(v, x, y, ws[i] ?? unit, i === 0 ? start : end);
        });
        pdf.y = y + 15;
      };
      // Headers wrap inside their column: on one line, "Sales excluding VAT" ran into "VAT".
      pdf.font('bold');
      const headerHeight = Math.max(
        ...columns.map((c, i) => pdf.heightOfString(c, { width: ws[i] ?? unit, lineGap: 0 })),
      );
      ensureRoom(headerHeight + 4);
      const top = pdf.y;
      columns.forEach((c, i) => {
        const x = doc.rtl ? MARGIN + width - (xs[i] ?? 0) - (ws[i] ?? 0) : MARGIN + (xs[i] ?? 0);
        pdf.text(c, x, top, { width: ws[i] ?? unit, align: i === 0 ? start : end });
      });
      pdf.y = top + headerHeight + 4;
      pdf.font('body');
      for (const row of rows) line(row);
    }
  }

  pdf.moveDown(2);
  ensureRoom(20);
  pdf.font('body').fontSize(8).fillColor(GREY).text(doc.footer, MARGIN, pdf.y, { width, align: start });
  pdf.end();
  return output;
}

function normaliseDocument(doc: PdfDocument): PdfDocument {
  return {
    ...doc,
    title: normalise(doc.title),
    subtitle: doc.subtitle.map(normalise),
    footer: normalise(doc.footer),
    sections: doc.sections.map((s) =>
      'rows' in s
        ? {
            heading: normalise(s.heading),
            rows: s.rows.map(([l, v]) => [normalise(l), normalise(v)] as const),
          }
        : {
            heading: normalise(s.heading),
            table: {
              columns: s.table.columns.map(normalise),
              rows: s.table.rows.map((r) => r.map(normalise)),
            },
          },
    ),
  };
}
