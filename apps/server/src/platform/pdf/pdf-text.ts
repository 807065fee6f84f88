// Reads back the text of a PDF made by `renderPdf` in the standard fonts (uncompressed content
// streams, WinAnsi strings): what tests and the end-to-end journey use to check a PDF's totals
// without a PDF parser. Not a general PDF reader: embedded-font text (Turkish, Arabic) is glyph ids.

// WinAnsi's 0x80–0x9F block; every other byte is its Latin-1 character.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decode(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    out += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

/** The text runs of `pdf` in drawing order, one string per text-showing operator. */
export function pdfText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(
    /\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    if (match[2] !== undefined) {
      runs.push(decode(match[2]));
      continue;
    }
    const parts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => decode(m[1] ?? ''));
    runs.push(parts.join(''));
  }
  return runs;
}
