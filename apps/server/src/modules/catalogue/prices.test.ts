// Issue #11: every price the API takes refuses what is negative or out of range with a field
// error, and stores nothing — no price is ever coerced to 0. One sweep over every price field.
import { MAX_MINOR_AMOUNT } from '@fika/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { items } from '../../platform/db/schema/index.ts';
import {
  CREATE_ITEM,
  codeOf,
  companyIdOf,
  fieldErrorsOf,
  GET_ITEM,
  type Item,
  UPDATE_ITEM,
  UPDATE_PRICE,
} from './catalogue.test-helpers.ts';

let t: TestServer;
let owner: string;
let bistro: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  bistro = await companyIdOf(t, owner);
});
afterAll(() => t.close());

const BAD_PRICES = [-5, -500, MAX_MINOR_AMOUNT + 1, 2_000_000_000];

async function itemCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(items)
    .where(and(eq(items.companyId, bistro), eq(items.deleted, false)));
  return row?.n ?? -1;
}

async function anItem(): Promise<Item> {
  const created = await t.gql<{ createItem: Item }>(CREATE_ITEM, { input: { title: 'Pristest' } }, owner);
  const item = created.data?.createItem;
  if (!item) throw new Error(JSON.stringify(created.errors));
  const priced = await t.gql(UPDATE_PRICE, { itemId: item.id, price: 4500 }, owner);
  expect(priced.errors).toBeUndefined();
  return { ...item, defaultPrice: 4500 };
}

async function priceOf(id: string): Promise<number | undefined> {
  return (await t.gql<{ item: Item }>(GET_ITEM, { id }, owner)).data?.item.defaultPrice;
}

describe('every price field refuses negative and out-of-range amounts', () => {
  it.each(BAD_PRICES)('createItem with defaultPrice %d creates nothing', async (price) => {
    const before = await itemCount();
    const result = await t.gql(CREATE_ITEM, { input: { title: 'Negativ', defaultPrice: price } }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)).toEqual([{ field: 'defaultPrice', message: 'validation.price' }]);
    expect(await itemCount()).toBe(before);
  });

  it.each(BAD_PRICES)('updateItem and updateItemPrice with %d keep the price', async (price) => {
    const item = await anItem();
    const updated = await t.gql(UPDATE_ITEM, { id: item.id, data: { defaultPrice: price } }, owner);
    expect(codeOf(updated)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(updated)).toEqual([{ field: 'defaultPrice', message: 'validation.price' }]);
    const priced = await t.gql(UPDATE_PRICE, { itemId: item.id, price }, owner);
    expect(codeOf(priced)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(priced)).toEqual([{ field: 'price', message: 'validation.price' }]);
    expect(await priceOf(item.id)).toBe(4500);
  });

  it.each(BAD_PRICES)('bulkUpdateItems setting %d changes no item', async (amount) => {
    const item = await anItem();
    const result = await t.gql(
      'mutation($input: BulkItemsInput!) { bulkUpdateItems(input: $input) { success count } }',
      { input: { ids: [item.id], price: { mode: 'SET', amount } } },
      owner,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(result)).toEqual([{ field: 'price.amount', message: 'validation.price' }]);
    expect(await priceOf(item.id)).toBe(4500);
  });

  it.each(['-5', 'abc', '99999999'])('importItemsCsv with the price %s applies nothing', async (price) => {
    const before = await itemCount();
    const result = await t.gql<{
      importItemsCsv: { applied: boolean; errors: { line: number; column: string; message: string }[] };
    }>(
      'mutation($csv: String!) { importItemsCsv(csv: $csv, dryRun: false) { applied errors { line column message } } }',
      { csv: `title;price\nImporterad;${price}` },
      owner,
    );
    expect(result.data?.importItemsCsv.applied).toBe(false);
    expect(result.data?.importItemsCsv.errors).toEqual([
      { line: 2, column: 'price', message: expect.stringMatching(/price/) },
    ]);
    expect(await itemCount()).toBe(before);
  });
});
