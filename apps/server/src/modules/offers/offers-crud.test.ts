import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  categories,
  items,
  offerSteps,
  offers,
  offerTargets,
  pageButtons,
  users,
  venues,
} from '../../platform/db/schema/index.ts';
import { codeOf, fieldErrorsOf, layoutApi } from '../pos-layouts/test-documents.ts';

let t: TestServer;
let owner = '';
let companyId = '';
const ids = { coffee: '', bun: '', tea: '', drinks: '', sodermalm: '', grunerlokka: '' };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.username, DEMO.owner));
  companyId = user?.companyId ?? '';
  const item = async (title: string) =>
    (
      await db
        .select()
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.title, title)))
    )[0]?.id ?? '';
  ids.coffee = await item('Bryggkaffe');
  ids.bun = await item('Kanelbulle');
  ids.tea = await item('Te');
  const [category] = await db.select().from(categories).where(eq(categories.companyId, companyId)).limit(1);
  ids.drinks = category?.id ?? '';
  const venueRows = await db.select().from(venues).where(eq(venues.companyId, companyId));
  ids.sodermalm = venueRows.find((v) => v.name === 'Södermalm')?.id ?? '';
  ids.grunerlokka = venueRows.find((v) => v.name === 'Grünerløkka')?.id ?? '';
});
afterAll(() => t.close());

const FIELDS = `id name description type discountType value usableInPos active automatic priority combinable
  channels serviceTypes minQuantity minOrderAmount startsOn endsOn editable
  targets { itemId categoryId quantity } venueIds schedule { weekday start end }
  steps { name choices { itemId price } }`;
const CREATE = `mutation($input: OfferInput!) { createOffer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: OfferInput!) { updateOffer(id: $id, input: $input) { ${FIELDS} } }`;
const OFFER = `query($id: ID!) { offer(id: $id) { ${FIELDS} } }`;
const LIST = 'query($filter: OfferFilterInput) { offers(filter: $filter) { id name } }';
const DUPLICATE = `mutation($id: ID!, $name: String!) { duplicateOffer(id: $id, name: $name) { ${FIELDS} } }`;
const SET_ACTIVE =
  'mutation($id: ID!, $active: Boolean!) { setOfferActive(id: $id, active: $active) { id active } }';
const DELETE = 'mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }';

type Offer = Record<string, unknown> & { id: string; name: string };

async function create(input: Record<string, unknown>, token = owner): Promise<Offer> {
  const r = await t.gql<{ createOffer: Offer }>(CREATE, { input }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createOffer;
}

async function names(filter: Record<string, unknown> = {}, token = owner): Promise<string[]> {
  const r = await t.gql<{ offers: Offer[] }>(LIST, { filter }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.offers.map((o) => o.name);
}

async function offerCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(offers)
    .where(eq(offers.companyId, companyId));
  return row?.n ?? 0;
}

const LUNCH = () => ({
  name: 'Lunch coffee',
  description: '20 % off filter coffee at lunch',
  type: 'ITEM_DISCOUNT',
  discountType: 'PERCENTAGE',
  value: 20,
  automatic: true,
  priority: 5,
  combinable: false,
  channels: ['POS'],
  serviceTypes: ['EAT_HERE', 'TAKE_AWAY'],
  minQuantity: 1,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  targets: [{ itemId: ids.coffee }, { categoryId: ids.drinks, quantity: 2 }],
  venueIds: [ids.sodermalm],
  schedule: [
    { weekday: 'MONDAY', start: '11:00', end: '14:00' },
    { weekday: 'FRIDAY', start: '11:00', end: '14:00' },
  ],
});

describe('createOffer, offer and updateOffer', () => {
  it('creates an item discount with every field and reads it back', async () => {
    const made = await create(LUNCH());
    expect(made).toEqual({
      id: expect.any(String),
      ...LUNCH(),
      usableInPos: true,
      active: true,
      minOrderAmount: null,
      editable: true,
      targets: [
        { itemId: ids.coffee, categoryId: null, quantity: 1 },
        { itemId: null, categoryId: ids.drinks, quantity: 2 },
      ],
      steps: [],
    });
    const read = await t.gql<{ offer: Offer }>(OFFER, { id: made.id }, owner);
    expect(read.data?.offer).toEqual(made);
  });

  it('creates a staged bundle with two steps, a staged individual deal, an order discount and a visual offer', async () => {
    const staged = await create({
      name: 'Fika deal',
      type: 'STAGED_BUNDLE',
      discountType: 'PRICE',
      value: 6000,
      steps: [
        { name: 'Drink', choices: [{ itemId: ids.coffee }, { itemId: ids.tea, price: 999 }] },
        { name: 'Pastry', choices: [{ itemId: ids.bun }] },
      ],
      targets: [{ itemId: ids.coffee }],
    });
    expect(staged).toMatchObject({
      value: 6000,
      targets: [],
      steps: [
        {
          name: 'Drink',
          choices: [
            { itemId: ids.coffee, price: null },
            { itemId: ids.tea, price: null },
          ],
        },
        { name: 'Pastry', choices: [{ itemId: ids.bun, price: null }] },
      ],
    });
    const individual = await create({
      name: 'Lunch menu',
      type: 'STAGED_INDIVIDUAL',
      discountType: 'PRICE',
      value: 0,
      steps: [{ name: 'Main', choices: [{ itemId: ids.bun, price: 2500 }] }],
    });
    expect(individual.steps).toEqual([{ name: 'Main', choices: [{ itemId: ids.bun, price: 2500 }] }]);
    const order = await create({
      name: 'Big order',
      type: 'ORDER_DISCOUNT',
      discountType: 'FIXED',
      value: 5000,
      minOrderAmount: 50000,
      automatic: false,
    });
    expect(order).toMatchObject({ minOrderAmount: 50000, automatic: false, channels: ['POS', 'ONLINE'] });
    const visual = await create({ name: 'New! Semla', type: 'VISUAL', discountType: 'FIXED', value: 0 });
    expect(visual).toMatchObject({ type: 'VISUAL', value: 0 });
  });

  it('replaces the lists on update', async () => {
    const made = await create({ ...LUNCH(), name: 'Replace me' });
    const updated = await t.gql<{ updateOffer: Offer }>(
      UPDATE,
      {
        id: made.id,
        input: {
          ...LUNCH(),
          name: 'Replaced',
          targets: [{ itemId: ids.tea }],
          schedule: [],
          venueIds: [],
          startsOn: null,
          endsOn: '',
        },
      },
      owner,
    );
    expect(updated.data?.updateOffer).toMatchObject({
      name: 'Replaced',
      targets: [{ itemId: ids.tea, categoryId: null, quantity: 1 }],
      schedule: [],
      venueIds: [],
      startsOn: null,
      endsOn: null,
    });
  });

  it('keeps one set of children when saves of one offer race', async () => {
    const made = await create({ ...LUNCH(), name: 'Raced' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.gql(
          UPDATE,
          {
            id: made.id,
            input: {
              ...LUNCH(),
              name: `Raced ${i}`,
              type: 'STAGED_BUNDLE',
              discountType: 'PRICE',
              value: 5000,
              steps: [
                { name: 'A', choices: [{ itemId: ids.coffee }, { itemId: ids.tea }] },
                { name: 'B', choices: [{ itemId: ids.bun }] },
              ],
            },
          },
          owner,
        ),
      ),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    const steps = await t.database.db.select().from(offerSteps).where(eq(offerSteps.offerId, made.id));
    expect(steps.map((s) => s.name).sort()).toEqual(['A', 'B']);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await offerCount();
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [{ ...LUNCH(), value: 150 }, [{ field: 'value', message: 'validation.percentage' }]],
      [{ ...LUNCH(), discountType: 'FIXED', value: -1 }, [{ field: 'value', message: 'validation.amount' }]],
      [
        { ...LUNCH(), type: 'STAGED_BUNDLE', steps: [{ name: 'Drink', choices: [] }] },
        [{ field: 'steps.0.choices', message: 'validation.emptyStep' }],
      ],
      [
        { ...LUNCH(), schedule: [{ weekday: 'MONDAY', start: '14:00', end: '11:00' }] },
        [{ field: 'schedule.0.end', message: 'validation.timeOrder' }],
      ],
      [
        { ...LUNCH(), startsOn: '2026-05-02', endsOn: '2026-05-01' },
        [{ field: 'endsOn', message: 'validation.dateOrder' }],
      ],
      [
        { ...LUNCH(), type: 'ORDER_DISCOUNT', discountType: 'PRICE' },
        [{ field: 'discountType', message: 'validation.priceForOrder' }],
      ],
      [
        { ...LUNCH(), name: 'Nul\u0000offer' },
        [{ field: 'name', message: 'validation.unsupportedCharacter' }],
      ],
      [{ ...LUNCH(), name: 'x'.repeat(100_000) }, [{ field: 'name', message: 'validation.tooLong' }]],
      [
        { ...LUNCH(), targets: Array.from({ length: 201 }, () => ({ itemId: ids.coffee })) },
        [{ field: 'targets', message: 'validation.tooMany' }],
      ],
      // An empty id never reaches the rules: the ID scalar refuses it.
      [{ ...LUNCH(), venueIds: [''] }, [{ field: 'venueIds', message: 'validation.invalid' }]],
      [
        { ...LUNCH(), targets: [{ itemId: 'no-such-item' }, { categoryId: 'no-such-category' }] },
        [
          { field: 'targets.0', message: 'validation.item' },
          { field: 'targets.1', message: 'validation.category' },
        ],
      ],
      [{ ...LUNCH(), venueIds: ['no-such-venue'] }, [{ field: 'venueIds.0', message: 'validation.venue' }]],
      [
        { ...LUNCH(), type: 'STAGED_BUNDLE', steps: [{ name: 'A', choices: [{ itemId: 'gone' }] }] },
        [{ field: 'steps.0.choices.0.itemId', message: 'validation.item' }],
      ],
    ];
    for (const [input, errors] of cases) {
      const r = await t.gql(CREATE, { input }, owner);
      expect(codeOf(r), JSON.stringify(errors)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(r)).toEqual(errors);
    }
    // A value no form sends: GraphQL refuses it before any rule.
    expect((await t.gql(CREATE, { input: { ...LUNCH(), value: 'ten' } }, owner)).errors).toHaveLength(1);
    expect(await offerCount()).toBe(before);
  });

  it("refuses another company's items, categories and venues as field errors", async () => {
    const other = await signUpOtherCompany(t);
    const theirs = await create(
      {
        name: 'Theirs',
        type: 'ORDER_DISCOUNT',
        discountType: 'FIXED',
        value: 100,
        venueIds: [other.venueId],
      },
      other.token,
    );
    const [theirItem] = await t.database.db
      .insert(items)
      .values({ id: 'their-item', companyId: other.companyId, title: 'Smørrebrød', vatRate: 25 })
      .returning();
    const r = await t.gql(
      CREATE,
      { input: { ...LUNCH(), targets: [{ itemId: theirItem?.id }], venueIds: [other.venueId] } },
      owner,
    );
    expect(fieldErrorsOf(r)).toEqual([
      { field: 'targets.0', message: 'validation.item' },
      { field: 'venueIds.0', message: 'validation.venue' },
    ]);
    // Their offer is not ours to read, change, copy, switch or delete.
    for (const [query, variables] of [
      [OFFER, { id: theirs.id }],
      [UPDATE, { id: theirs.id, input: LUNCH() }],
      [DUPLICATE, { id: theirs.id, name: 'Mine' }],
      [SET_ACTIVE, { id: theirs.id, active: false }],
      [DELETE, { id: theirs.id, force: true }],
    ] as const) {
      expect(codeOf(await t.gql(query, variables, owner)), query).toBe('NOT_FOUND');
    }
    expect(await names({}, owner)).not.toContain('Theirs');
    const still = await t.gql<{ offer: Offer }>(OFFER, { id: theirs.id }, other.token);
    expect(still.data?.offer).toMatchObject({ name: 'Theirs', active: true });
  });
});

describe('a venue-restricted manager', () => {
  it('sees offers of their venue and of every venue, and changes only those of their own venues', async () => {
    const manager = await t.login(DEMO.manager);
    const everywhere = await create({
      name: 'Everywhere',
      type: 'ORDER_DISCOUNT',
      discountType: 'FIXED',
      value: 100,
    });
    const oslo = await create({
      name: 'Oslo only',
      type: 'ORDER_DISCOUNT',
      discountType: 'FIXED',
      value: 100,
      venueIds: [ids.grunerlokka],
    });
    const listed = await names({}, manager);
    expect(listed).toContain('Everywhere');
    expect(listed).not.toContain('Oslo only');
    expect(codeOf(await t.gql(OFFER, { id: oslo.id }, manager))).toBe('NOT_FOUND');
    const seen = await t.gql<{ offer: Offer }>(OFFER, { id: everywhere.id }, manager);
    expect(seen.data?.offer.editable).toBe(false);
    expect(codeOf(await t.gql(SET_ACTIVE, { id: everywhere.id, active: false }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DELETE, { id: everywhere.id }, manager))).toBe('FORBIDDEN');
    // Every venue is beyond theirs; another venue too.
    const input = { name: 'Mine', type: 'ORDER_DISCOUNT', discountType: 'FIXED', value: 100 };
    expect(fieldErrorsOf(await t.gql(CREATE, { input }, manager))).toEqual([
      { field: 'venueIds', message: 'validation.venue' },
    ]);
    expect(
      fieldErrorsOf(await t.gql(CREATE, { input: { ...input, venueIds: [ids.grunerlokka] } }, manager)),
    ).toEqual([{ field: 'venueIds.0', message: 'validation.venue' }]);
    const mine = await create({ ...input, venueIds: [ids.sodermalm] }, manager);
    expect(mine).toMatchObject({ editable: true, venueIds: [ids.sodermalm] });
  });
});

describe('offerChoices', () => {
  it('offers the live items with their default price and the categories, by name', async () => {
    const r = await t.gql<{
      offerChoices: { items: { id: string; name: string; price: number }[]; categories: { id: string }[] };
    }>('query { offerChoices { items { id name price } categories { id name } } }', {}, owner);
    const choices = r.data?.offerChoices;
    expect(choices?.items).toContainEqual({ id: ids.coffee, name: 'Bryggkaffe', price: 3500 });
    expect(choices?.items.map((i) => i.name)).not.toContain('Semla');
    expect(choices?.categories.map((c) => c.id)).toContain(ids.drinks);
  });
});

describe('offers list', () => {
  it('searches and filters on the server', async () => {
    await create({
      name: 'Sieve 50% off',
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      value: 50,
      channels: ['ONLINE'],
    });
    const off = await create({
      name: 'Sieve inactive',
      type: 'ORDER_DISCOUNT',
      discountType: 'FIXED',
      value: 100,
      active: false,
      venueIds: [ids.grunerlokka],
    });
    expect(await names({ search: 'sieve' })).toEqual(['Sieve 50% off', 'Sieve inactive']);
    // LIKE's wildcards are literal.
    expect(await names({ search: '50%' })).toEqual(['Sieve 50% off']);
    expect(await names({ search: 'sieve', active: false })).toEqual(['Sieve inactive']);
    expect(await names({ search: 'sieve', type: 'ORDER_DISCOUNT' })).toEqual(['Sieve inactive']);
    expect(await names({ search: 'sieve', channel: 'POS' })).toEqual(['Sieve inactive']);
    expect(await names({ search: 'sieve', venueId: ids.sodermalm })).toEqual(['Sieve 50% off']);
    expect(await names({ search: 'sieve', venueId: ids.grunerlokka })).toEqual([
      'Sieve 50% off',
      'Sieve inactive',
    ]);
    expect(off.active).toBe(false);
    for (const [search, message] of [
      ['a\u0000b', 'validation.unsupportedCharacter'],
      ['x'.repeat(201), 'validation.invalid'],
    ]) {
      expect(fieldErrorsOf(await t.gql(LIST, { filter: { search } }, owner))).toEqual([
        { field: 'search', message },
      ]);
    }
    expect(codeOf(await t.gql(LIST, { filter: { venueId: 'no-such-venue' } }, owner))).toBe('NOT_FOUND');
  });
});

describe('duplicateOffer and setOfferActive', () => {
  it('copies an offer with everything it holds, inactive, under the new name', async () => {
    const source = await create({ ...LUNCH(), name: 'Original' });
    const r = await t.gql<{ duplicateOffer: Offer }>(
      DUPLICATE,
      { id: source.id, name: ' Copy of Original ' },
      owner,
    );
    const copy = r.data?.duplicateOffer;
    const { id: _a, name: _b, active: _c, ...rest } = source;
    expect(copy).toMatchObject({ ...rest, name: 'Copy of Original', active: false });
    expect(copy?.id).not.toBe(source.id);
    expect(fieldErrorsOf(await t.gql(DUPLICATE, { id: source.id, name: ' ' }, owner))).toEqual([
      { field: 'name', message: 'validation.required' },
    ]);
    const off = await t.gql<{ setOfferActive: Offer }>(SET_ACTIVE, { id: source.id, active: false }, owner);
    expect(off.data?.setOfferActive).toEqual({ id: source.id, active: false });
    const on = await t.gql<{ setOfferActive: Offer }>(SET_ACTIVE, { id: source.id, active: true }, owner);
    expect(on.data?.setOfferActive.active).toBe(true);
  });
});

describe('deleting an offer', () => {
  it('names the POS buttons that use it, and the forced delete removes them', async () => {
    const bundle = await create({
      name: 'Bundle on a till',
      type: 'BUNDLE',
      discountType: 'PRICE',
      value: 6000,
      targets: [{ itemId: ids.coffee }, { itemId: ids.bun }],
    });
    const api = layoutApi(t, owner);
    const layout = await api.createLayout('Delete test');
    const tab = await api.createCategory(layout.id, 'Deals');
    const placed = await api.updatePage(tab.page.id, {
      buttons: { set: [{ position: 0, type: 'OFFER', offerId: bundle.id }] },
    });
    expect(placed.errors).toBeUndefined();
    const refused = await t.gql(DELETE, { id: bundle.id }, owner);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.dependents).toEqual([
      { kind: 'POS_BUTTONS', count: 1, names: ['Delete test › Deals'] },
    ]);
    expect(await names({ search: 'Bundle on a till' })).toEqual(['Bundle on a till']);
    const forced = await t.gql(DELETE, { id: bundle.id, force: true }, owner);
    expect(forced.errors).toBeUndefined();
    expect(await names({ search: 'Bundle on a till' })).toEqual([]);
    const buttons = await t.database.db.select().from(pageButtons).where(eq(pageButtons.offerId, bundle.id));
    expect(buttons).toEqual([]);
    // The row stays for the orders that named it.
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, bundle.id));
    expect(row?.deleted).toBe(true);
    const targets = await t.database.db
      .select()
      .from(offerTargets)
      .where(eq(offerTargets.offerId, bundle.id));
    expect(targets).toHaveLength(2);
    expect(codeOf(await t.gql(OFFER, { id: bundle.id }, owner))).toBe('NOT_FOUND');
  });

  it('deletes an offer nothing uses at once', async () => {
    const lone = await create({ name: 'Lone', type: 'VISUAL', discountType: 'FIXED', value: 0 });
    expect((await t.gql(DELETE, { id: lone.id }, owner)).errors).toBeUndefined();
    expect(await names({ search: 'Lone' })).toEqual([]);
  });
});
