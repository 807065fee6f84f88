// Table QR sheets: A4 pages of 2 × 3 cards, each with the table's QR code (its guest link), the
// table code large, the venue (and floor plan) name and "Scan to order" in the company's language.
// The codes are PNG images (8 px per module with the standard 4-module quiet zone, grayscale) so
// they print sharp and a test can take them back out of the PDF and decode them.
import QRCode, { type QRCodeToBufferOptions } from 'qrcode';
import { loadPdfKit, normalise, pdfOutput, registerFonts } from '../../platform/pdf/pdf.ts';
import { qrSheetCopy } from './qr-copy.ts';

export interface QrCard {
  code: string;
  venueName: string;
  planName: string;
  /** The guest link the QR code opens. */
  url: string;
}

const COLUMNS = 2;
const ROWS = 3;
const MARGIN = 36;
const GREY = '#555555';

// Grayscale without alpha: pdfkit then embeds the PNG's own compressed rows unchanged.
const RENDERER = { deflateLevel: 9, colorType: 0 } as QRCodeToBufferOptions['rendererOpts'];
const QR_OPTIONS: QRCodeToBufferOptions = {
  type: 'png',
  errorCorrectionLevel: 'M',
  margin: 4,
  scale: 8,
  rendererOpts: RENDERER,
};

/** The PDF of `cards` (at least one), titled in `language`. */
export async function renderQrSheet(
  cards: readonly QrCard[],
  title: string,
  language: string,
): Promise<Uint8Array> {
  const copy = qrSheetCopy(language);
  const texts = cards.map((c) => ({
    code: normalise(c.code),
    place: normalise(c.planName ? `${c.venueName} · ${c.planName}` : c.venueName),
  }));
  const images = await Promise.all(cards.map((c) => QRCode.toBuffer(c.url, QR_OPTIONS)));
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: `${copy.title} – ${title}`, Producer: 'Fika', Creator: 'Fika' },
  });
  registerFonts(pdf, [copy.scanToOrder, ...texts.flatMap((t) => [t.code, t.place])].join('\n'));
  const output = pdfOutput(pdf);

  const cellWidth = (pdf.page.width - 2 * MARGIN) / COLUMNS;
  const cellHeight = (pdf.page.height - 2 * MARGIN) / ROWS;
  const qrSize = Math.min(cellWidth, cellHeight) - 110;
  const perPage = COLUMNS * ROWS;
  texts.forEach((text, i) => {
    if (i > 0 && i % perPage === 0) pdf.addPage();
    const slot = i % perPage;
    const x = MARGIN + (slot % COLUMNS) * cellWidth;
    const y = MARGIN + Math.floor(slot / COLUMNS) * cellHeight;
    // A dashed cut line around each card.
    pdf
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#bbbbbb')
      .rect(x + 4, y + 4, cellWidth - 8, cellHeight - 8)
      .stroke()
      .restore();
    const inner = cellWidth - 24;
    pdf
      .font('bold')
      .fontSize(26)
      .fillColor('black')
      .text(text.code, x + 12, y + 16, { width: inner, align: 'center', lineBreak: false, ellipsis: true });
    pdf.image(images[i] as Buffer, x + (cellWidth - qrSize) / 2, y + 52, { width: qrSize, height: qrSize });
    pdf
      .font('bold')
      .fontSize(12)
      .text(copy.scanToOrder, x + 12, y + 56 + qrSize, { width: inner, align: 'center', lineBreak: false });
    pdf
      .font('body')
      .fontSize(9)
      .fillColor(GREY)
      .text(text.place, x + 12, y + 74 + qrSize, {
        width: inner,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
  });
  pdf.end();
  return output;
}
