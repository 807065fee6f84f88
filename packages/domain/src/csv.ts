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
