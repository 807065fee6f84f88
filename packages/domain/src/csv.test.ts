import { describe, expect, it } from 'vitest';
import { csvDialect, formatCsv, parseCsv, writeCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted cells with separators, quotes and line breaks, and counts lines', () => {
    const table = parseCsv('a,b,c\r\n1,"x, ""y""",z\n2,"two\nlines",w\n\n3,,\n');
    expect(table.separator).toBe(',');
    expect(table.records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, "y"', 'z'] },
      { line: 3, cells: ['2', 'two\nlines', 'w'] },
      { line: 6, cells: ['3', '', ''] },
    ]);
  });

  it('takes semicolons when the header does, and drops a byte-order mark', () => {
    const table = parseCsv('\uFEFFtitle;price\nKaffe, svart;35,00');
    expect(table.separator).toBe(';');
    expect(table.records[1]?.cells).toEqual(['Kaffe, svart', '35,00']);
    expect(table.records[0]?.cells[0]).toBe('title');
  });

  it('reads a last line without a line end and an empty text', () => {
    expect(parseCsv('a\nb').records.map((r) => r.cells)).toEqual([['a'], ['b']]);
    expect(parseCsv('').records).toEqual([]);
  });
});

describe('formatCsv', () => {
  it('quotes where needed and defuses formulas; parseCsv reads it back', () => {
    const rows = [
      ['id', 'title'],
      ['1', 'Kaffe, "svart"'],
      ['2', '=HYPERLINK("x")'],
      ['3', '-5'],
    ];
    const text = formatCsv(rows);
    expect(text).toBe('id,title\r\n1,"Kaffe, ""svart"""\r\n2,"\'=HYPERLINK(""x"")"\r\n3,-5');
    expect(parseCsv(text).records.map((r) => r.cells)[1]).toEqual(['1', 'Kaffe, "svart"']);
    expect(formatCsv([['a;b']], ';')).toBe('"a;b"');
  });
});

describe('writeCsv (every CSV export)', () => {
  const rows = [
    ['Produkt', 'Antal', 'Försäljning'],
    ['Köttbullar', 3, { minor: 123_450, currency: 'SEK' }],
    ['Kaffe, svart', 1, { minor: -500, currency: 'SEK' }],
  ];

  it('starts with a byte-order mark so Excel reads UTF-8', () => {
    expect(writeCsv(rows, 'en').startsWith('\uFEFFProdukt,')).toBe(true);
  });

  it("uses ',' and decimal points for English, Turkish and Arabic readers", () => {
    for (const language of ['en', 'en-GB', 'tr', 'ar']) {
      expect(writeCsv(rows, language)).toBe(
        '\uFEFFProdukt,Antal,Försäljning\r\nKöttbullar,3,1234.50\r\n"Kaffe, svart",1,-5.00\r\n',
      );
    }
  });

  it("uses ';' and decimal commas for Swedish, Norwegian, Danish and Spanish readers", () => {
    for (const language of ['sv', 'sv-SE', 'se', 'no', 'nb', 'da', 'es']) {
      expect(writeCsv(rows, language)).toBe(
        '\uFEFFProdukt;Antal;Försäljning\r\nKöttbullar;3;1234,50\r\nKaffe, svart;1;-5,00\r\n',
      );
    }
  });

  it('is read back by parseCsv, separator and all', () => {
    const table = parseCsv(writeCsv(rows, 'sv'));
    expect(table.separator).toBe(';');
    expect(table.records.map((r) => r.cells)).toEqual([
      ['Produkt', 'Antal', 'Försäljning'],
      ['Köttbullar', '3', '1234,50'],
      ['Kaffe, svart', '1', '-5,00'],
    ]);
    expect(csvDialect(undefined)).toEqual({ separator: ',', decimal: '.' });
  });
});
