import { minorToDecimal } from './money.ts';

// A small RFC 4180 reader and writer: quoted fields with doubled quotes and line breaks inside,
// CRLF or LF, a byte-order mark, and ';' as the separator when the header uses it (Excel in
// Swedish, Norwegian, Danish and Spanish saves CSV with semicolons).

/** One record of a CSV text and the line it starts on (1-based, counting the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** What {@link parseCsv} reads: the records and the separator it found. */
export interface CsvTable {
  separator: ',' | ';';
  records: CsvRecord[];
}

// The separator the header line uses most, outside quotes; ',' when it has neither.
function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Reads CSV text into records; blank lines are skipped, an unclosed quote runs to the end. */
export function parseCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return { separator, records };
}

// A cell that a spreadsheet would read as a formula is prefixed with an apostrophe (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function formatCell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Writes rows as CSV with CRLF line ends, quoting where needed. */
export function formatCsv(rows: readonly (readonly string[])[], separator: ',' | ';' = ','): string {
  return rows.map((row) => row.map((value) => formatCell(value, separator)).join(separator)).join('\r\n');
}

/** How a CSV file is laid out for the spreadsheet programs of a language: separator and decimal mark. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

// Excel reads a CSV with the list separator of the system's region: in Swedish, Norwegian, Danish
// and Spanish that is ';', because ',' is their decimal mark. 'se' and 'nb'/'nn' are the company
// and browser spellings of Swedish and Norwegian.
const SEMICOLON_LANGUAGES: ReadonlySet<string> = new Set(['sv', 'se', 'no', 'nb', 'nn', 'da', 'es']);

/** The CSV dialect of an interface language ('sv-SE' → `;` and `,`); `,` and `.` for the others. */
export function csvDialect(language: string | null | undefined): CsvDialect {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return SEMICOLON_LANGUAGES.has(base) ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/** An amount in a CSV export: written as a plain decimal with the dialect's decimal mark. */
export interface CsvAmount {
  minor: number;
  currency: string;
}

/** One cell of an export: text as it is, a whole number (a count), or an amount. */
export type CsvCell = string | number | CsvAmount;

function cellText(cell: CsvCell, dialect: CsvDialect): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  return minorToDecimal(cell.minor, cell.currency, dialect.decimal);
}

/**
 * The one writer of every CSV export (reports, void journal, payout reports, products): a UTF-8
 * byte-order mark (without it Excel reads "Köttbullar" as Windows-1252), the separator and decimal
 * mark of the reader's language (what the product import reads back), CRLF line ends.
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[], language: string | null | undefined): string {
  const dialect = csvDialect(language);
  const text = formatCsv(
    rows.map((row) => row.map((cell) => cellText(cell, dialect))),
    dialect.separator,
  );
  return `\uFEFF${text}\r\n`;
}
