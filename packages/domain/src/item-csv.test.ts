import { describe, expect, it } from 'vitest';
import { type CsvItem, csvChanges, itemsToCsv, parseItemsCsv } from './item-csv.ts';

const bun: CsvItem = {
  id: 'i1',
  title: 'Kanelbulle',
  titleLang: { en: 'Cinnamon bun', se: 'Kanelbulle', es: null, no: null },
  categories: ['Food', 'Tea/coffee'],
  defaultPrice: 3900,
  vatRate: 12,
  volumeSuffix: null,
  weightUnit: null,
  manualPrice: false,
  allergens: ['GLUTEN', 'MILK'],
  description: 'Bakad varje morgon,\nmed kardemumma.',
  descriptionLang: { en: 'Baked every morning.', se: null, es: null, no: null },
};

describe('itemsToCsv', () => {
  it('writes the header and one row per item with a decimal price', () => {
    expect(itemsToCsv([bun], 'SEK')).toBe(
      '\uFEFFid,title,title_en,title_se,title_es,title_no,categories,price,vat,volume_suffix,weight_unit,manual_price,allergens,description,description_en,description_se,description_es,description_no\r\n' +
        'i1,Kanelbulle,Cinnamon bun,Kanelbulle,,,Food|Tea/coffee,39.00,12,,,false,GLUTEN|MILK,"Bakad varje morgon,\nmed kardemumma.",Baked every morning.,,,\r\n',
    );
  });

  it("writes ';' and a decimal comma for a Swedish reader, and the import reads it back", () => {
    const text = itemsToCsv([bun], 'SEK', 'sv');
    expect(text.split('\r\n')[1]).toBe(
      'i1;Kanelbulle;Cinnamon bun;Kanelbulle;;;Food|Tea/coffee;39,00;12;;;false;GLUTEN|MILK;"Bakad varje morgon,\nmed kardemumma.";Baked every morning.;;;',
    );
    expect(parseItemsCsv(text, 'SEK').rows[0]).toMatchObject({ defaultPrice: 3900, vatRate: 12 });
  });

  it('reads back what it wrote', () => {
    const { rows, errors } = parseItemsCsv(itemsToCsv([bun], 'SEK'), 'SEK');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        id: 'i1',
        title: 'Kanelbulle',
        titleLang: { en: 'Cinnamon bun', se: 'Kanelbulle', es: null, no: null },
        categories: ['Food', 'Tea/coffee'],
        defaultPrice: 3900,
        vatRate: 12,
        volumeSuffix: null,
        weightUnit: null,
        manualPrice: false,
        allergens: ['GLUTEN', 'MILK'],
        description: 'Bakad varje morgon,\nmed kardemumma.',
        descriptionLang: { en: 'Baked every morning.', se: null, es: null, no: null },
      },
    ]);
  });
});

describe('parseItemsCsv', () => {
  it('reads descriptions by the product form’s rule: trimmed, line breaks kept, no control characters', () => {
    const csv = [
      'title,description,description_en,description_es',
      'Bulle," Mjuk,\r\nnybakad ",Soft,',
      `Lång,${'x'.repeat(1001)},,`,
      'Bell,Ring\u0007,,',
    ].join('\n');
    const { rows, errors } = parseItemsCsv(csv, 'SEK');
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Bulle',
        description: 'Mjuk,\nnybakad',
        descriptionLang: { en: 'Soft', es: null },
      }),
    ]);
    // Lines as the file numbers them: the quoted description of row 2 spans two.
    expect(errors).toEqual([
      { line: 4, column: 'description', message: 'csv.tooLong' },
      { line: 5, column: 'description', message: 'csv.unsupportedCharacter' },
    ]);
  });

  it('reads a hand-made sheet with semicolons, a comma decimal and only some columns', () => {
    const { rows, errors } = parseItemsCsv('Title;Price;VAT;Manual_price\nTe;35,50;12 %;ja\n', 'SEK');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        id: null,
        title: 'Te',
        titleLang: {},
        descriptionLang: {},
        defaultPrice: 3550,
        vatRate: 12,
        manualPrice: true,
      },
    ]);
  });

  it('reports each bad cell with its line and column', () => {
    const csv = [
      'id,title,price,vat,weight_unit,manual_price,allergens',
      ',,10,25,,,',
      ',Bad price,ten,25,,,',
      ',Bad vat,10,x,,,',
      ',Bad unit,10,25,lb,,',
      ',Bad flag,10,25,,maybe,',
      ',Bad allergen,10,25,,,MILK|PEANUT',
      'a1,First,10,25,,,',
      'a1,Again,10,25,,,',
      ',Fine,10,,kg,,milk|tree-nuts',
      ',No price,,25,,,',
    ].join('\n');
    const { rows, errors } = parseItemsCsv(csv, 'SEK');
    expect(errors).toEqual([
      { line: 2, column: 'title', message: 'csv.required' },
      { line: 3, column: 'price', message: 'csv.price' },
      { line: 4, column: 'vat', message: 'csv.vatRate' },
      { line: 5, column: 'weight_unit', message: 'csv.weightUnit' },
      { line: 6, column: 'manual_price', message: 'csv.boolean' },
      { line: 7, column: 'allergens', message: 'csv.allergen' },
      { line: 9, column: 'id', message: 'csv.duplicateId' },
      { line: 10, column: 'allergens', message: 'csv.allergen' },
      { line: 11, column: 'price', message: 'csv.required' },
    ]);
    expect(rows.map((r) => r.title)).toEqual(['First']);
  });

  it('refuses unknown, doubled and missing columns and an empty file', () => {
    expect(parseItemsCsv('titel,price\nx,1', 'SEK').errors).toEqual([
      { line: 1, column: 'titel', message: 'csv.unknownColumn' },
      { line: 1, column: 'title', message: 'csv.missingColumn' },
    ]);
    expect(parseItemsCsv('title,title\nx,y', 'SEK').errors).toEqual([
      { line: 1, column: 'title', message: 'csv.duplicateColumn' },
    ]);
    expect(parseItemsCsv('', 'SEK').errors).toEqual([{ line: 1, column: '', message: 'csv.empty' }]);
  });

  it('takes off the apostrophe an export puts before a formula', () => {
    expect(parseItemsCsv("title\n'=1+1", 'SEK').rows[0]?.title).toBe('=1+1');
  });
});

describe('csvChanges', () => {
  it('lists the columns whose cells differ, as exported', () => {
    const after = {
      ...bun,
      defaultPrice: 4200,
      categories: ['Food'],
      titleLang: { ...bun.titleLang, no: 'Kanelbolle' },
    };
    expect(csvChanges(bun, after, 'SEK')).toEqual([
      { column: 'title_no', from: '', to: 'Kanelbolle' },
      { column: 'categories', from: 'Food|Tea/coffee', to: 'Food' },
      { column: 'price', from: '39.00', to: '42.00' },
    ]);
    expect(csvChanges(bun, { ...bun }, 'SEK')).toEqual([]);
  });
});
