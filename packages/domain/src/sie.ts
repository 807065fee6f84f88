// The bookkeeping export: day vouchers as an SIE 4 import file (type 4i) for Swedish companies,
// and as a journal CSV for the others — what an accountant loads when a provider is down.
// SIE 4 (the Swedish standard, sie.se): one tagged line per item, quoted strings, `{ }` blocks
// around a verification's transactions, amounts with a point and two decimals (debit positive,
// credit negative), dates YYYYMMDD, and the file encoded in IBM PC code page 437 (#FORMAT PC8).
import { type CsvCell, writeCsv } from './csv.ts';
import { assertBalanced } from './day-voucher.ts';
import type { DayVoucher } from './integrations.ts';

/** A voucher as exported: the day voucher and, once the provider booked it, its series and number. */
export interface ExportVoucher {
  voucher: DayVoucher;
  venueName: string;
  series?: string | null;
  number?: number | null;
}

export interface SieCompany {
  name: string;
  /** Organisation number, e.g. 556677-8899; left out when unknown. */
  orgNumber?: string | null;
}

// Code page 437's upper half (0x80–0xFF), in order.
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP437_BYTES = new Map([...CP437_HIGH].map((char, i) => [char, 0x80 + i]));

/** Text as IBM code page 437 bytes; a character the code page lacks becomes '?'. */
export function encodePc8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80) bytes.push(code);
    else bytes.push(CP437_BYTES.get(char) ?? 0x3f);
  }
  return Uint8Array.from(bytes);
}

/** Bytes of code page 437 as text (what an SIE reader does). */
export function decodePc8(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte < 0x80 ? String.fromCharCode(byte) : (CP437_HIGH[byte - 0x80] ?? '?');
  return text;
}

// A quoted SIE string: quotes escaped with a backslash, control characters and line breaks dropped.
const quote = (value: string) =>
  `"${value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')}"`;
const sieDate = (day: string) => day.replaceAll('-', '');
/** Minor units as an SIE amount: a point and two decimals, a minus for credits. */
export const sieAmount = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The vouchers as an SIE 4i file's text (encode it with {@link encodePc8}, or use
 * {@link writeSieFile}). Every voucher is checked to balance first; the accounts it uses are
 * declared with #KONTO, named after their first line's text.
 */
export function writeSie(input: {
  company: SieCompany;
  program: string;
  version: string;
  generatedOn: string;
  vouchers: readonly ExportVoucher[];
}): string {
  const out: string[] = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    `#PROGRAM ${quote(input.program)} ${quote(input.version)}`,
    `#GEN ${sieDate(input.generatedOn)}`,
    `#FNAMN ${quote(input.company.name)}`,
  ];
  const orgNumber = input.company.orgNumber?.trim();
  if (orgNumber) out.push(`#ORGNR ${orgNumber.replace(/\s/g, '')}`);
  const accounts = new Map<string, string>();
  for (const { voucher } of input.vouchers) {
    assertBalanced(voucher);
    for (const line of voucher.lines) if (!accounts.has(line.account)) accounts.set(line.account, line.text);
  }
  for (const [account, name] of [...accounts].sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )) {
    out.push(`#KONTO ${account} ${quote(name)}`);
  }
  for (const entry of input.vouchers) {
    const v = entry.voucher;
    // Series A as the providers book them; a voucher not booked yet leaves its number to the importer.
    const number = entry.number ? String(entry.number) : '""';
    out.push(`#VER ${quote(entry.series || 'A')} ${number} ${sieDate(v.day)} ${quote(v.description)}`);
    out.push('{');
    for (const line of v.lines) {
      out.push(`   #TRANS ${line.account} {} ${sieAmount(line.debit - line.credit)} "" ${quote(line.text)}`);
    }
    out.push('}');
  }
  return `${out.join('\r\n')}\r\n`;
}

/** {@link writeSie} encoded as the format requires (PC8). */
export const writeSieFile = (input: Parameters<typeof writeSie>[0]): Uint8Array => encodePc8(writeSie(input));

/** Column headings of the journal CSV, in the reader's language. */
export interface JournalHeadings {
  date: string;
  venue: string;
  voucher: string;
  description: string;
  account: string;
  text: string;
  debit: string;
  credit: string;
}

/**
 * The vouchers as a journal CSV: one row per line (date, venue, voucher, description, account,
 * text, debit, credit), written like every export (byte-order mark, the language's separator and
 * decimal mark) so Excel opens it as it is.
 */
export function writeJournalCsv(
  vouchers: readonly ExportVoucher[],
  headings: JournalHeadings,
  language: string,
): string {
  const rows: CsvCell[][] = [
    [
      headings.date,
      headings.venue,
      headings.voucher,
      headings.description,
      headings.account,
      headings.text,
      headings.debit,
      headings.credit,
    ],
  ];
  for (const entry of vouchers) {
    const v = entry.voucher;
    assertBalanced(v);
    const ref = entry.number ? `${entry.series ?? ''}${entry.number}` : '';
    for (const line of v.lines) {
      rows.push([
        v.day,
        entry.venueName,
        ref,
        v.description,
        line.account,
        line.text,
        line.debit ? { minor: line.debit, currency: v.currency } : '',
        line.credit ? { minor: line.credit, currency: v.currency } : '',
      ]);
    }
  }
  return writeCsv(rows, language);
}
