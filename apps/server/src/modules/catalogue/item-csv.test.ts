import { parseCsv } from '@fika/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { items } from '../../platform/db/schema/index.ts';
import {
  allArticlesPrices,
  codeOf,
  companyIdOf,
  ensureDefaultMenu,
  limitScopes,
} from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;
let bistro: string;
let menuId: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  bistro = await companyIdOf(t, owner);
  menuId = await ensureDefaultMenu(t, bistro);
});
afterAll(() => t.close());

const EXPORT = 'query { exportItemsCsv(language: "en") }';
const IMPORT = `mutation($csv: String!, $dryRun: Boolean!) { importItemsCsv(csv: $csv, dryRun: $dryRun) {
  applied unchanged
  creates { line id title changes { column from to } }
  updates { line id title changes { column from to } }
  errors { line column message } } }`;

type Row = {
  line: number;
  id: string | null;
  title: string;
  changes: { column: string; from: string; to: string }[];
};
type ImportData = {
  importItemsCsv: {
    applied: boolean;
    unchanged: number;
    creates: Row[];
    updates: Row[];
    errors: { line: number; column: string; message: string }[];
  };
};

const itemCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.companyId, bistro), eq(items.deleted, false)))
  )[0]?.n;

async function exported(): Promise<string[][]> {
  const r = await t.gql<{ exportItemsCsv: string }>(EXPORT, {}, owner);
  return parseCsv(r.data?.exportItemsCsv ?? '').records.map((record) => record.cells);
}

const run = (csv: string, dryRun: boolean, token = owner) =>
  t.gql<ImportData>(IMPORT, { csv, dryRun }, token);

describe('exportItemsCsv', () => {
  it('writes every live item with categories joined by | and the price as a decimal', async () => {
    const [header, ...rows] = await exported();
    expect(header).toEqual([
      'id',
      'title',
      'title_en',
      'title_se',
      'title_es',
      'title_no',
      'categories',
      'price',
      'vat',
      'volume_suffix',
      'weight_unit',
      'manual_price',
      'allergens',
      'description',
      'description_en',
      'description_se',
      'description_es',
      'description_no',
    ]);
    expect(rows).toHaveLength((await itemCount()) ?? 0);
    const bun = rows.find((row) => row[1] === 'Kanelbulle');
    expect(bun?.slice(1, 9)).toEqual([
      'Kanelbulle',
      'Cinnamon bun',
      'Kanelbulle',
      '',
      '',
      'Food',
      '39.00',
      '25',
    ]);
    expect(rows.find((row) => row[1] === 'Fikapaket')?.[6]).toBe('Tea/coffee|Food');
  });

  it("writes a byte-order mark, and ';' with decimal commas for a Swedish reader, which the import reads back", async () => {
    const csv =
      (await t.gql<{ exportItemsCsv: string }>('query { exportItemsCsv(language: "sv") }', {}, owner)).data
        ?.exportItemsCsv ?? '';
    expect(csv.startsWith('\uFEFFid;title;title_en;')).toBe(true);
    const bun = parseCsv(csv).records.find((record) => record.cells[1] === 'Kanelbulle')?.cells;
    expect(bun?.[7]).toBe('39,00');
    const r = await run(csv, true);
    expect(r.data?.importItemsCsv).toMatchObject({ applied: false, creates: [], updates: [], errors: [] });
    // The company's language (Swedish) when the reader's is not given.
    const byDefault = (await t.gql<{ exportItemsCsv: string }>('query { exportItemsCsv }', {}, owner)).data;
    expect(byDefault?.exportItemsCsv).toBe(csv);
  });

  it('reads back as a dry run that changes nothing', async () => {
    const csv = (await t.gql<{ exportItemsCsv: string }>(EXPORT, {}, owner)).data?.exportItemsCsv ?? '';
    const r = await run(csv, true);
    expect(r.data?.importItemsCsv).toMatchObject({ applied: false, creates: [], updates: [], errors: [] });
    expect(r.data?.importItemsCsv.unchanged).toBe((await itemCount()) ?? -1);
  });
});

describe('importItemsCsv', () => {
  it('previews creates, changes and per-row errors without writing; applying with an error writes nothing', async () => {
    const bun = (await exported()).find((row) => row[1] === 'Kanelbulle')?.[0];
    const csv = [
      'id;title;title_en;categories;price;vat;allergens',
      `${bun};Kanelbulle;Cinnamon bun;Food;42,00;25;GLUTEN|MILK`,
      ';Morotskaka;Carrot cake;food;55;;EGGS',
      ';Kladdkaka;Mud cake;Bakverk;45;12;',
      ';Smoothie;;Tea/coffee;49;15;',
    ].join('\n');
    const before = await itemCount();
    const preview = await run(csv, true);
    const data = preview.data?.importItemsCsv;
    expect(data?.applied).toBe(false);
    expect(data?.updates).toEqual([
      {
        line: 2,
        id: bun,
        title: 'Kanelbulle',
        changes: [
          { column: 'price', from: '39.00', to: '42.00' },
          { column: 'allergens', from: '', to: 'GLUTEN|MILK' },
        ],
      },
    ]);
    expect(data?.creates.map((row) => [row.line, row.title])).toEqual([[3, 'Morotskaka']]);
    expect(data?.creates[0]?.changes).toEqual(
      expect.arrayContaining([
        { column: 'categories', from: '', to: 'Food' },
        { column: 'price', from: '', to: '55.00' },
        { column: 'vat', from: '', to: '25' },
      ]),
    );
    expect(data?.errors).toEqual([
      { line: 4, column: 'categories', message: 'csv.unknownCategory' },
      { line: 5, column: 'vat', message: 'csv.vatRate' },
    ]);

    const applied = await run(csv, false);
    expect(applied.data?.importItemsCsv.applied).toBe(false);
    expect(await itemCount()).toBe(before);
    expect(await allArticlesPrices(t, menuId, bun ?? '')).toEqual([3900]);
  });

  it('applies a clean file in one go and keeps All articles in step', async () => {
    const bun = (await exported()).find((row) => row[1] === 'Kanelbulle')?.[0] ?? '';
    const before = (await itemCount()) ?? 0;
    const csv = `id,title,title_en,categories,price,vat\n${bun},Kanelbulle,Cinnamon bun,Food,42.00,25\n,Morotskaka,Carrot cake,Food|Tea/coffee,55,12\n`;
    const r = await run(csv, false);
    expect(r.data?.importItemsCsv).toMatchObject({ applied: true, errors: [] });
    expect(await itemCount()).toBe(before + 1);
    expect(await allArticlesPrices(t, menuId, bun)).toEqual([4200]);
    const rows = await exported();
    const cake = rows.find((row) => row[1] === 'Morotskaka');
    expect(cake?.slice(1, 9)).toEqual([
      'Morotskaka',
      'Carrot cake',
      '',
      '',
      '',
      'Food|Tea/coffee',
      '55.00',
      '12',
    ]);
    expect(await allArticlesPrices(t, menuId, cake?.[0] ?? '')).toEqual([5500]);
  });

  it('names a category once however often a row spells it, and applies', async () => {
    const csv = 'title,categories,price,vat\nDubbelkaka,Food|food| FOOD ,30,12\n';
    const preview = await run(csv, true);
    expect(preview.data?.importItemsCsv).toMatchObject({ applied: false, errors: [] });
    const r = await run(csv, false);
    expect(r.errors).toBeUndefined();
    expect(r.data?.importItemsCsv).toMatchObject({ applied: true, errors: [] });
    const cake = (await exported()).find((row) => row[1] === 'Dubbelkaka');
    expect(cake?.[6]).toBe('Food');
  });

  it('carries descriptions out and back in, line breaks kept; a bad one is a row error', async () => {
    const bun = (await exported()).find((row) => row[1] === 'Kanelbulle')?.[0] ?? '';
    const csv = `id,title,description,description_en\n${bun},Kanelbulle,"Nybakad,\nmed kardemumma",Freshly baked\n`;
    const preview = await run(csv, true);
    expect(preview.data?.importItemsCsv.updates[0]?.changes).toEqual([
      { column: 'description', from: '', to: 'Nybakad,\nmed kardemumma' },
      { column: 'description_en', from: '', to: 'Freshly baked' },
    ]);
    expect((await run(csv, false)).data?.importItemsCsv).toMatchObject({ applied: true, errors: [] });
    const row = (await exported()).find((cells) => cells[0] === bun) ?? [];
    expect(row.slice(13, 15)).toEqual(['Nybakad,\nmed kardemumma', 'Freshly baked']);

    const bad = await run(`id,title,description\n${bun},Kanelbulle,Bell\u0007\n`, false);
    expect(bad.data?.importItemsCsv).toMatchObject({
      applied: false,
      errors: [{ line: 2, column: 'description', message: 'csv.unsupportedCharacter' }],
    });
    // Clearing it through the file: an empty cell.
    await run(`id,title,description,description_en\n${bun},Kanelbulle,,\n`, false);
    expect(((await exported()).find((cells) => cells[0] === bun) ?? []).slice(13, 15)).toEqual(['', '']);
  });

  it('reports file errors and unknown or foreign ids', async () => {
    expect((await run('titel\nx', true)).data?.importItemsCsv.errors).toEqual([
      { line: 1, column: 'titel', message: 'csv.unknownColumn' },
      { line: 1, column: 'title', message: 'csv.missingColumn' },
    ]);
    const payments = await t.login(DEMO.payments);
    await limitScopes(t, payments, []);
    const bun = (await exported()).find((row) => row[1] === 'Kanelbulle')?.[0];
    const foreign = await run(`id,title\n${bun},Stulen`, false, payments);
    expect(foreign.data?.importItemsCsv).toMatchObject({
      applied: false,
      errors: [{ line: 2, column: 'id', message: 'csv.unknownId' }],
    });
    await limitScopes(t, payments, ['FINANCE']);
    expect(codeOf(await run('title\nx', true, payments))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EXPORT, {}, payments))).toBe('FORBIDDEN');
  });
});
