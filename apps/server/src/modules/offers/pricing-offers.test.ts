import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { signUpOtherCompany } from '../../../test/other-company.ts';
import {
  categories,
  items,
  offerSchedules,
  offerStepChoices,
  offerSteps,
  offers,
  offerTargets,
  offerVenues,
  users,
  venues,
} from '../../platform/db/schema/index.ts';
import { loadPricingOffers } from './pricing-offers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function demoCompany() {
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.username, DEMO.owner));
  const companyId = owner?.companyId ?? '';
  const venueRows = await db.select().from(venues).where(eq(venues.companyId, companyId));
  const [item1, item2] = await db.select().from(items).where(eq(items.companyId, companyId)).limit(2);
  const [category] = await db.select().from(categories).where(eq(categories.companyId, companyId)).limit(1);
  if (!item1 || !item2 || !category || venueRows.length < 2) throw new Error('demo data missing');
  return { companyId, venueIds: venueRows.map((v) => v.id), item1, item2, category };
}

describe('loadPricingOffers', () => {
  it('returns the live offers with their targets, venues, schedule and steps, scoped by company and venue', async () => {
    const db = t.database.db;
    const { companyId, venueIds, item1, item2, category } = await demoCompany();
    const [venueA = '', venueB = ''] = venueIds;
    const base = { companyId, discountType: 'PERCENTAGE', value: 20 } as const;
    await db.insert(offers).values([
      {
        ...base,
        id: 'p-lunch',
        name: 'Lunch coffee',
        type: 'ITEM_DISCOUNT',
        priority: 5,
        combinable: false,
        automatic: false,
        channels: ['POS'],
        serviceTypes: ['EAT_IN'],
        minQuantity: 2,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      },
      { ...base, id: 'p-venue-b', name: 'Only at B', type: 'ORDER_DISCOUNT', minOrderAmount: 10000 },
      {
        ...base,
        id: 'p-staged',
        name: 'Meal deal',
        type: 'STAGED_INDIVIDUAL',
        discountType: 'PRICE',
        value: 0,
        active: false,
      },
      { ...base, id: 'p-deleted', name: 'Gone', type: 'ITEM_DISCOUNT', deleted: true },
    ]);
    await db.insert(offerTargets).values([
      { companyId, offerId: 'p-lunch', position: 0, itemId: item1.id },
      { companyId, offerId: 'p-lunch', position: 1, categoryId: category.id, quantity: 2 },
    ]);
    await db.insert(offerVenues).values([
      { companyId, offerId: 'p-lunch', venueId: venueA },
      { companyId, offerId: 'p-venue-b', venueId: venueB },
    ]);
    await db.insert(offerSchedules).values([
      { companyId, offerId: 'p-lunch', position: 0, weekday: 'MONDAY', startMinute: 660, endMinute: 840 },
      { companyId, offerId: 'p-lunch', position: 1, weekday: 'FRIDAY', startMinute: 660, endMinute: 840 },
    ]);
    await db.insert(offerSteps).values([
      { id: 'p-step-2', companyId, offerId: 'p-staged', position: 1, name: 'Drink' },
      { id: 'p-step-1', companyId, offerId: 'p-staged', position: 0, name: 'Main' },
    ]);
    await db.insert(offerStepChoices).values([
      { companyId, offerId: 'p-staged', stepId: 'p-step-1', position: 1, itemId: item2.id, price: 9000 },
      { companyId, offerId: 'p-staged', stepId: 'p-step-1', position: 0, itemId: item1.id, price: 8500 },
      { companyId, offerId: 'p-staged', stepId: 'p-step-2', position: 0, itemId: item2.id, price: 1500 },
    ]);

    const all = await loadPricingOffers(db, companyId);
    const mine = all.filter((o) => o.id.startsWith('p-'));
    // Highest priority first, then by name.
    expect(mine.map((o) => o.id)).toEqual(['p-lunch', 'p-staged', 'p-venue-b']);
    expect(mine[0]).toEqual({
      id: 'p-lunch',
      name: 'Lunch coffee',
      type: 'ITEM_DISCOUNT',
      discountType: 'PERCENTAGE',
      value: 20,
      active: true,
      automatic: false,
      priority: 5,
      combinable: false,
      usableInPos: true,
      channels: ['POS'],
      serviceTypes: ['EAT_IN'],
      venueIds: [venueA],
      schedule: [
        { weekday: 'MONDAY', startMinute: 660, endMinute: 840 },
        { weekday: 'FRIDAY', startMinute: 660, endMinute: 840 },
      ],
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      minQuantity: 2,
      minOrderAmount: null,
      targets: [
        { itemId: item1.id, categoryId: null, quantity: 1 },
        { itemId: null, categoryId: category.id, quantity: 2 },
      ],
      steps: [],
    });
    expect(mine[1]).toMatchObject({
      active: false,
      venueIds: [],
      schedule: [],
      targets: [],
      steps: [
        {
          id: 'p-step-1',
          name: 'Main',
          choices: [
            { itemId: item1.id, price: 8500 },
            { itemId: item2.id, price: 9000 },
          ],
        },
        { id: 'p-step-2', name: 'Drink', choices: [{ itemId: item2.id, price: 1500 }] },
      ],
    });
    expect(mine[2]).toMatchObject({ minOrderAmount: 10000, venueIds: [venueB] });

    // A venue sees its own offers and those of every venue.
    const atA = (await loadPricingOffers(db, companyId, { venueId: venueA })).map((o) => o.id);
    expect(atA.filter((id) => id.startsWith('p-'))).toEqual(['p-lunch', 'p-staged']);
    const atB = (await loadPricingOffers(db, companyId, { venueId: venueB })).map((o) => o.id);
    expect(atB.filter((id) => id.startsWith('p-'))).toEqual(['p-staged', 'p-venue-b']);
    // Named offers only.
    expect(
      (await loadPricingOffers(db, companyId, { offerIds: ['p-venue-b', 'p-deleted'] })).map((o) => o.id),
    ).toEqual(['p-venue-b']);
    expect(await loadPricingOffers(db, companyId, { offerIds: [] })).toEqual([]);

    // Another company sees none of them.
    const other = await signUpOtherCompany(t);
    expect(await loadPricingOffers(db, other.companyId)).toEqual([]);
    expect(await loadPricingOffers(db, other.companyId, { offerIds: ['p-lunch'] })).toEqual([]);
  });
});
