import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { buildDayVoucher, type DayVoucherInput } from './day-voucher.ts';
import type { AccountMapping, DayVoucher } from './integrations.ts';
import { vatOfGross } from './orders.ts';
import { decodePc8, type ExportVoucher, encodePc8, writeJournalCsv, writeSieFile } from './sie.ts';

// A reader written from the SIE 4 specification (SIE-gruppen, "SIE filformat ver 4B"): a file is
// lines of a #LABEL followed by fields separated by spaces or tabs; a field is either a quoted
// string (backslash escapes a quote) or a run of non-blank characters; `{` and `}` on their own
// lines open and close a verification's block of #TRANS lines; an object list is written `{…}`.
type Field = string | string[];
interface SieRecord {
  label: string;
  fields: Field[];
}

function tokenize(line: string): Field[] {
  const fields: Field[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === ' ' || c === '\t') i++;
    else if (c === '"') {
      let value = '';
      i++;
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '\\' && i + 1 < line.length) i++;
        value += line[i];
        i++;
      }
      i++;
      fields.push(value);
    } else if (c === '{') {
      const end = line.indexOf('}', i);
      if (end < 0) throw new Error(`unclosed object list: ${line}`);
      fields.push(tokenize(line.slice(i + 1, end)).map(String));
      i = end + 1;
    } else {
      let value = '';
      while (i < line.length && line[i] !== ' ' && line[i] !== '\t') value += line[i++];
      fields.push(value);
    }
  }
  return fields;
}

interface ParsedVer {
  series: string;
  number: string;
  date: string;
  text: string;
  trans: { account: string; amount: string; text: string }[];
}

function parseSie(bytes: Uint8Array) {
  const text = decodePc8(bytes);
  const records: SieRecord[] = [];
  const vers: ParsedVer[] = [];
  let open: ParsedVer | null = null;
  let pending: ParsedVer | null = null;
  for (const raw of text.split('\r\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === '{') {
      if (!pending) throw new Error('block without #VER');
      open = pending;
      pending = null;
      continue;
    }
    if (line === '}') {
      if (!open) throw new Error('} without {');
      vers.push(open);
      open = null;
      continue;
    }
    if (!line.startsWith('#')) throw new Error(`not a label: ${line}`);
    const [label, ...fields] = tokenize(line) as [string, ...Field[]];
    if (open) {
      if (label !== '#TRANS') throw new Error(`${label} inside a verification`);
      const [account, objects, amount, , transText] = fields;
      if (!Array.isArray(objects)) throw new Error('#TRANS needs an object list');
      open.trans.push({ account: String(account), amount: String(amount), text: String(transText ?? '') });
      continue;
    }
    if (label === '#VER') {
      const [series, number, date, verText] = fields.map(String);
      pending = {
        series: series ?? '',
        number: number ?? '',
        date: date ?? '',
        text: verText ?? '',
        trans: [],
      };
      continue;
    }
    records.push({ label, fields });
  }
  if (open || pending) throw new Error('unclosed verification');
  return { records, vers, text };
}

const MAPPING: AccountMapping = {
  'sales.25': '3001',
  'sales.12': '3002',
  'vat.25': '2611',
  'vat.12': '2621',
  'payment.CARD': '1580',
  'payment.SWISH': '1930',
  tips: '2890',
  rounding: '3740',
  refunds: '3009',
  discounts: '3731',
};

const input = (day: string, gross: number): DayVoucherInput => ({
  venueId: 'v1',
  day,
  currency: 'SEK',
  description: `Dagskassa Södermalm ${day} "Kök & Bar"`,
  sales: [
    { rate: 25, gross, vat: vatOfGross(gross, 25) },
    { rate: 12, gross: 11_200, vat: 1_200 },
  ],
  discounts: [],
  refunds: [{ rate: 25, gross: 1_250, vat: 250 }],
  payments: [
    { method: 'CARD', name: 'Kort', amount: gross, tips: 705, refunds: 1_250 },
    { method: 'SWISH', name: 'Swish', amount: 11_200 + 1_250, tips: 0, refunds: 0 },
  ],
});

const voucher = (day: string, gross: number): DayVoucher => {
  const result = buildDayVoucher(input(day, gross), MAPPING, {
    sales: (rate) => `Försäljning ${rate} % moms`,
    vat: (rate) => `Utgående moms ${rate} %`,
    tips: 'Dricks, skuld till personal',
    discounts: 'Lämnade rabatter',
    refunds: 'Returer',
    rounding: 'Öresavrundning',
  });
  if (!result.ok) throw new Error('unexpected missing accounts');
  return result.voucher;
};

const vouchers: ExportVoucher[] = [
  { voucher: voucher('2026-11-22', 123_456), venueName: 'Södermalm', series: 'A', number: 41 },
  { voucher: voucher('2026-11-23', 98_765), venueName: 'Södermalm' },
];

describe('SIE 4i export', () => {
  const bytes = writeSieFile({
    company: { name: 'Demo Bistro Åkersberga', orgNumber: '556677-8899' },
    program: 'Fika',
    version: '1.0',
    generatedOn: '2026-11-24',
    vouchers,
  });
  const sie = parseSie(bytes);
  const value = (label: string) => sie.records.find((r) => r.label === label)?.fields;

  it('has the header of an import file in PC8', () => {
    expect(sie.records.slice(0, 3).map((r) => [r.label, ...r.fields])).toEqual([
      ['#FLAGGA', '0'],
      ['#FORMAT', 'PC8'],
      ['#SIETYP', '4'],
    ]);
    expect(value('#PROGRAM')).toEqual(['Fika', '1.0']);
    expect(value('#GEN')).toEqual(['20261124']);
    expect(value('#FNAMN')).toEqual(['Demo Bistro Åkersberga']);
    expect(value('#ORGNR')).toEqual(['556677-8899']);
  });

  it('is encoded in code page 437: å ä ö as single bytes, no UTF-8', () => {
    expect(bytes.includes(0x86)).toBe(true); // å
    expect(bytes.includes(0x84)).toBe(true); // ä
    expect(bytes.includes(0x94)).toBe(true); // ö
    expect(bytes.includes(0xc3)).toBe(false); // a UTF-8 lead byte
    expect(bytes.every((b) => b !== 0)).toBe(true);
    expect([...encodePc8('Ö€')]).toEqual([0x99, 0x3f]);
  });

  it('declares every account it uses with #KONTO', () => {
    const declared = new Set(sie.records.filter((r) => r.label === '#KONTO').map((r) => r.fields[0]));
    const used = new Set(sie.vers.flatMap((v) => v.trans.map((t) => t.account)));
    expect([...used].every((a) => declared.has(a))).toBe(true);
    expect(sie.records.find((r) => r.label === '#KONTO' && r.fields[0] === '2890')?.fields[1]).toBe(
      'Dricks, skuld till personal',
    );
  });

  it('writes each voucher as a balanced #VER with two-decimal amounts', () => {
    expect(sie.vers.map((v) => [v.series, v.number, v.date])).toEqual([
      ['A', '41', '20261122'],
      ['A', '', '20261123'],
    ]);
    expect(sie.vers[0]?.text).toBe('Dagskassa Södermalm 2026-11-22 "Kök & Bar"');
    for (const v of sie.vers) {
      expect(v.trans.length).toBeGreaterThan(0);
      for (const t of v.trans) expect(t.amount).toMatch(/^-?\d+\.\d{2}$/);
      const cents = v.trans.reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0);
      expect(cents).toBe(0);
    }
    // The card line of the first day: 1 234.56 taken + 7.05 tips − 12.50 refunded.
    expect(sie.vers[0]?.trans.find((t) => t.account === '1580')?.amount).toBe('1229.11');
    expect(sie.vers[0]?.trans.find((t) => t.account === '3002')?.amount).toBe('-100.00');
  });

  it('refuses an unbalanced voucher', () => {
    const broken = vouchers[0]?.voucher as DayVoucher;
    const lines = broken.lines.map((l, i) => (i === 0 ? { ...l, debit: l.debit + 1 } : l));
    expect(() =>
      writeSieFile({
        company: { name: 'X' },
        program: 'Fika',
        version: '1.0',
        generatedOn: '2026-11-24',
        vouchers: [{ voucher: { ...broken, lines }, venueName: 'X' }],
      }),
    ).toThrow();
  });
});

describe('journal CSV', () => {
  const headings = {
    date: 'Date',
    venue: 'Venue',
    voucher: 'Voucher',
    description: 'Description',
    account: 'Account',
    text: 'Text',
    debit: 'Debit',
    credit: 'Credit',
  };

  it('opens in Excel: a byte-order mark, the language’s separator and decimal mark, one row per line', () => {
    const csv = writeJournalCsv(vouchers, headings, 'nb');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { separator, records } = parseCsv(csv);
    expect(separator).toBe(';');
    expect(records[0]?.cells).toEqual(Object.values(headings));
    const lines = vouchers.flatMap((v) => v.voucher.lines);
    expect(records).toHaveLength(lines.length + 1);
    const card = records.find((r) => r.cells[4] === '1580');
    expect(card?.cells.slice(0, 3)).toEqual(['2026-11-22', 'Södermalm', 'A41']);
    expect(card?.cells[6]).toBe('1229,11');
  });

  it('writes points and commas for English', () => {
    const { separator, records } = parseCsv(writeJournalCsv(vouchers, headings, 'en'));
    expect(separator).toBe(',');
    expect(records.find((r) => r.cells[4] === '1580')?.cells[6]).toBe('1229.11');
  });
});
