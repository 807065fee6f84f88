import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  menuEntries,
  menus,
  offerSchedules,
  offers,
  offerTargets,
  users,
  venueMenus,
  venues,
} from '../../platform/db/schema/index.ts';

// previewBasket over HTTP: the venue's menu prices, the engine's answer with every offer
// explained, and the refusals (bad input, other companies' ids, venues the caller may not see).

let t: TestServer;
let owner = '';
let companyId = '';
// Company B: its venue and an item of its own.
const b = { token: '', venueId: '', item: '' };
const venue = { sodermalm: '', grunerlokka: '' };
const ids = { coffee: '', bun: '', pastries: '', milk: '', oat: '', lunch: '', weekend: '', visual: '' };

const PREVIEW = `query($input: BasketPreviewInput!) {
  previewBasket(input: $input) {
    date weekday minute grossAmount discountAmount netAmount
    lines { lineNo itemId title quantity unitPrice menuPrice modifications { id name price }
      grossAmount discountAmount netAmount discounts { offerId offerName amount } }
    applied { offerId offerName amount lineNos }
    shown { offerId offerName }
    notApplied { offerId offerName reason byOfferName
      conditions { schedule { weekday startMinute endMinute } serviceTypes channels startsOn endsOn minQuantity minOrderAmount } }
  }
}`;

interface Preview {
  date: string;
  weekday: string;
  minute: number;
  grossAmount: number;
  discountAmount: number;
  netAmount: number;
  lines: {
    lineNo: number;
    unitPrice: number;
    menuPrice: boolean;
    grossAmount: number;
    discountAmount: number;
    netAmount: number;
    modifications: { id: string; name: string; price: number }[];
    discounts: { offerId: string; offerName: string; amount: number }[];
  }[];
  applied: { offerId: string; offerName: string; amount: number; lineNos: number[] }[];
  shown: { offerId: string; offerName: string }[];
  notApplied: {
    offerId: string;
    offerName: string;
    reason: string;
    conditions: {
      schedule: { weekday: string; startMinute: number; endMinute: number }[];
      serviceTypes: string[];
    };
  }[];
}

const basket = (over: Record<string, unknown> = {}) => ({
  venueId: venue.sodermalm,
  serviceType: 'TAKE_AWAY',
  channel: 'POS',
  // A Tuesday.
  date: '2026-11-24',
  time: '12:00',
  lines: [
    { itemId: ids.coffee, quantity: 2, modificationIds: [ids.oat] },
    { itemId: ids.bun, quantity: 1 },
  ],
  ...over,
});

async function preview(input: Record<string, unknown>, token: string | null = owner) {
  return t.gql<{ previewBasket: Preview }>(PREVIEW, { input }, token);
}

async function previewOk(input: Record<string, unknown>): Promise<Preview> {
  const result = await preview(input);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.previewBasket as Preview;
}

async function as<T>(query: string, variables: Record<string, unknown>, token = owner): Promise<T> {
  const result = await t.gql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  companyId = (
    await as<{ authorizeUser: { companyId: string } }>('query { authorizeUser { companyId } }', {})
  ).authorizeUser.companyId;
  const other = await signUpOtherCompany(t);
  b.token = other.token;
  b.venueId = other.venueId;
  b.item = (
    await as<{ createItem: { id: string } }>(
      'mutation { createItem(input: { title: "Their coffee" }) { id } }',
      {},
      b.token,
    )
  ).createItem.id;
  const db = t.database.db;
  const venueRows = await db.select().from(venues).where(eq(venues.companyId, companyId));
  venue.sodermalm = venueRows.find((v) => v.name === 'Södermalm')?.id ?? '';
  venue.grunerlokka = venueRows.find((v) => v.name === 'Grünerløkka')?.id ?? '';

  type Id = { id: string };
  ids.pastries = (
    await as<{ createCategory: Id }>(
      'mutation { createCategory(input: { name: "Preview pastries", vatRate: 12 }) { id } }',
      {},
    )
  ).createCategory.id;
  const group = await as<{ createModificationGroup: { group: Id & { modifications: Id[] } } }>(
    `mutation { createModificationGroup(input: { title: "Preview milk",
      modifications: [{ name: "Oat", price: 500 }] }) { group { id modifications { id } } } }`,
    {},
  );
  ids.milk = group.createModificationGroup.group.id;
  ids.oat = group.createModificationGroup.group.modifications[0]?.id ?? '';
  ids.coffee = (
    await as<{ createItem: Id }>(
      'mutation($g: ID!) { createItem(input: { title: "Preview coffee", defaultPrice: 4000, appliedVariationIds: [$g] }) { id } }',
      { g: ids.milk },
    )
  ).createItem.id;
  ids.bun = (
    await as<{ createItem: Id }>(
      'mutation($c: ID!) { createItem(input: { title: "Preview bun", defaultPrice: 3000, categoryIds: [$c] }) { id } }',
      { c: ids.pastries },
    )
  ).createItem.id;

  // Södermalm sells take away from its own menu: coffee 35.00 there (40.00 by default).
  await db.insert(menus).values({ id: 'preview-take-away', companyId, name: 'Take away', currency: 'SEK' });
  await db.insert(menuEntries).values({
    id: 'preview-take-away-coffee',
    companyId,
    menuId: 'preview-take-away',
    itemId: ids.coffee,
    price: 3500,
  });
  await db
    .delete(venueMenus)
    .where(and(eq(venueMenus.venueId, venue.sodermalm), eq(venueMenus.serviceType, 'TAKE_AWAY')));
  await db
    .insert(venueMenus)
    .values({ companyId, venueId: venue.sodermalm, serviceType: 'TAKE_AWAY', menuId: 'preview-take-away' });

  // Lunch: 20 % off coffee on weekdays 11:00–14:00; weekend buns: 10.00 off on Saturdays only, eat here.
  ids.lunch = 'preview-lunch';
  ids.weekend = 'preview-weekend';
  ids.visual = 'preview-visual';
  await db.insert(offers).values([
    {
      id: ids.lunch,
      companyId,
      name: 'Lunch coffee',
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      value: 20,
    },
    {
      id: ids.weekend,
      companyId,
      name: 'Weekend bun',
      type: 'ITEM_DISCOUNT',
      discountType: 'FIXED',
      value: 1000,
      serviceTypes: ['EAT_HERE'],
    },
    { id: ids.visual, companyId, name: 'Try our buns', type: 'VISUAL', discountType: 'FIXED', value: 0 },
  ]);
  // B's own offer, which A's preview must never show.
  await db.insert(offers).values({
    id: 'preview-theirs',
    companyId: other.companyId,
    name: 'Their offer',
    type: 'ORDER_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: 50,
  });
  await db.insert(offerTargets).values([
    { companyId, offerId: ids.lunch, position: 0, itemId: ids.coffee },
    { companyId, offerId: ids.weekend, position: 0, categoryId: ids.pastries },
    { companyId, offerId: ids.visual, position: 0, itemId: ids.bun },
  ]);
  await db.insert(offerSchedules).values(
    (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((weekday, position) => ({
      companyId,
      offerId: ids.lunch,
      position,
      weekday,
      startMinute: 660,
      endMinute: 840,
    })),
  );
});
afterAll(() => t.close());

describe('previewBasket', () => {
  it('prices from the venue’s menu for the service type and applies the lunch discount at 12:00', async () => {
    const result = await previewOk(basket());
    expect(result).toMatchObject({ date: '2026-11-24', weekday: 'TUESDAY', minute: 720 });
    const [coffee, bun] = result.lines;
    // (35.00 + 5.00 oat) × 2 = 80.00, 20 % off = 16.00.
    expect(coffee).toMatchObject({
      lineNo: 1,
      unitPrice: 3500,
      menuPrice: true,
      modifications: [{ id: ids.oat, name: 'Oat', price: 500 }],
      grossAmount: 8000,
      discountAmount: 1600,
      netAmount: 6400,
      discounts: [{ offerId: ids.lunch, offerName: 'Lunch coffee', amount: 1600 }],
    });
    // The take-away menu does not list the bun: its default price.
    expect(bun).toMatchObject({
      lineNo: 2,
      unitPrice: 3000,
      menuPrice: false,
      grossAmount: 3000,
      discountAmount: 0,
    });
    expect(result.applied).toEqual([
      { offerId: ids.lunch, offerName: 'Lunch coffee', amount: 1600, lineNos: [1] },
    ]);
    expect(result.shown).toEqual([{ offerId: ids.visual, offerName: 'Try our buns' }]);
    expect(result).toMatchObject({ grossAmount: 11000, discountAmount: 1600, netAmount: 9400 });
    const weekend = result.notApplied.find((n) => n.offerId === ids.weekend);
    expect(weekend).toMatchObject({
      reason: 'WRONG_SERVICE_TYPE',
      conditions: { serviceTypes: ['EAT_HERE'] },
    });
  });

  it('says why the lunch discount does not apply at 15:00, with its hours', async () => {
    const result = await previewOk(basket({ time: '15:00' }));
    expect(result.applied).toEqual([]);
    expect(result.discountAmount).toBe(0);
    const lunch = result.notApplied.find((n) => n.offerId === ids.lunch);
    expect(lunch?.reason).toBe('OUTSIDE_HOURS');
    expect(lunch?.conditions.schedule).toContainEqual({
      weekday: 'TUESDAY',
      startMinute: 660,
      endMinute: 840,
    });
  });

  it('discounts a category’s item where the service type fits', async () => {
    const result = await previewOk(basket({ serviceType: 'EAT_HERE', time: '15:00' }));
    expect(result.lines[0]).toMatchObject({ unitPrice: 4000, grossAmount: 9000, discountAmount: 0 });
    expect(result.lines[1]?.discounts).toEqual([
      { offerId: ids.weekend, offerName: 'Weekend bun', amount: 1000 },
    ]);
  });

  it('uses the item’s default price where the venue has no menu for the order type', async () => {
    const result = await previewOk(basket({ serviceType: 'DELIVERY', time: '15:00' }));
    expect(result.lines[0]).toMatchObject({ unitPrice: 4000, menuPrice: false, grossAmount: 9000 });
  });

  it('prices an empty basket without discounts', async () => {
    const result = await previewOk(basket({ lines: [] }));
    expect(result).toMatchObject({ lines: [], applied: [], grossAmount: 0, netAmount: 0 });
  });

  it('refuses bad input with field errors', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        { lines: [{ itemId: ids.coffee, quantity: 0 }] },
        [{ field: 'lines.0.quantity', message: 'validation.quantity' }],
      ],
      [
        { lines: [{ itemId: ids.coffee, quantity: 1000 }] },
        [{ field: 'lines.0.quantity', message: 'validation.quantity' }],
      ],
      [
        { lines: Array.from({ length: 101 }, () => ({ itemId: ids.coffee, quantity: 1 })) },
        [{ field: 'lines', message: 'validation.tooManyLines' }],
      ],
      [
        { lines: [{ itemId: b.item, quantity: 1 }] },
        [{ field: 'lines.0.itemId', message: 'validation.unknownItem' }],
      ],
      [
        { lines: [{ itemId: ids.bun, quantity: 1, modificationIds: [ids.oat] }] },
        [{ field: 'lines.0.modificationIds', message: 'validation.unknownModification' }],
      ],
      [
        { chosenOfferIds: ['no-such-offer'] },
        [{ field: 'chosenOfferIds', message: 'validation.unknownOffer' }],
      ],
      [{ date: '2026-02-30' }, [{ field: 'date', message: 'validation.date' }]],
      [{ time: '25:00' }, [{ field: 'time', message: 'validation.time' }]],
      [{ time: '12:00\u0000' }, [{ field: 'time', message: 'validation.unsupportedCharacter' }]],
      [{ serviceType: 'DRIVE_IN' }, [{ field: 'serviceType', message: 'validation.serviceType' }]],
      [{ channel: 'KIOSK' }, [{ field: 'channel', message: 'validation.channel' }]],
      [{ date: 'x'.repeat(100_000) }, [{ field: 'date', message: 'validation.date' }]],
    ];
    for (const [over, fieldErrors] of cases) {
      const result = await preview(basket(over));
      expect([over, result.errors?.[0]?.extensions]).toEqual([
        over,
        expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors }),
      ]);
    }
    // An empty id never reaches the service.
    const empty = await preview(basket({ lines: [{ itemId: '', quantity: 1 }] }));
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a venue the caller may not see, and callers without POS customisation', async () => {
    expect((await preview(basket({ venueId: b.venueId }))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The manager works at Södermalm only.
    const manager = await t.login(DEMO.manager);
    expect((await preview(basket(), manager)).errors).toBeUndefined();
    expect(
      (await preview(basket({ venueId: venue.grunerlokka }), manager)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    // Another company's user asking for this company's venue.
    const payments = await t.login(DEMO.payments);
    expect((await preview(basket(), payments)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Without POS customisation (menus only), the preview is refused whatever the venue.
    await t.database.db
      .update(users)
      .set({ scopes: ['MENUS'] })
      .where(eq(users.username, DEMO.manager));
    const menusOnly = await t.login(DEMO.manager);
    expect((await preview(basket(), menusOnly)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preview(basket(), null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
