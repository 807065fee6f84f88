// Reads the QR codes back out of a table QR sheet (modules/tables/qr-sheet.ts): every image XObject
// of the PDF, un-deflated and un-filtered (pdfkit embeds a grayscale PNG's rows as they are, PNG
// predictors included), decoded with jsQR. For tests and the end-to-end journey; not a general reader.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

export interface PdfImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black … 255 white. */
  gray: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

// PNG row filters (Predictor ≥ 10): one filter byte before each row of `width` one-byte pixels.
function unfilter(data: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (width + 1)] ?? 0;
    for (let x = 0; x < width; x++) {
      const raw = data[y * (width + 1) + 1 + x] ?? 0;
      const a = x > 0 ? (out[y * width + x - 1] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * width + x] ?? 0) : 0;
      const c = x > 0 && y > 0 ? (out[(y - 1) * width + x - 1] ?? 0) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      out[y * width + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

const numberOf = (dict: PDFDict, key: string) =>
  (dict.lookup(PDFName.of(key), PDFNumber) as PDFNumber).asNumber();

/** The grayscale images of a PDF, in the order the document holds them. */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const pdf = await PDFDocument.load(bytes);
  const images: PdfImage[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    const width = numberOf(dict, 'Width');
    const height = numberOf(dict, 'Height');
    const data = inflateSync(object.contents);
    const parms = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
    const predictor = parms ? numberOf(parms, 'Predictor') : 1;
    images.push({ width, height, gray: predictor >= 10 ? unfilter(data, width, height) : data });
  }
  return images;
}

/** The text of each QR code in a PDF's images (null where an image does not decode). */
export async function pdfQrCodes(bytes: Uint8Array): Promise<(string | null)[]> {
  return (await pdfImages(bytes)).map(({ width, height, gray }) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    gray.forEach((v, i) => {
      rgba.set([v, v, v, 255], i * 4);
    });
    return jsQR(rgba, width, height)?.data ?? null;
  });
}
