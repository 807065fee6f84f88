// The configuration feed's offers over HTTP: every live, active offer that may apply at the
// terminal's venue, in the pricing engine's shape, and deltas that list an offer as deleted when it
// is deactivated, deleted or moved off the venue — and as changed when a child row (schedule) moves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { offerSchedules, offers, offerVenues } from '../../platform/db/schema/index.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';

type Offer = { id: string } & Record<string, unknown>;
type FeedBody = { version: number; offers: Offer[]; deleted?: Record<string, string[]> };

let t: TestServer;
let companyId: string;
let sodermalm: string;
let other: string;
let credential: string;

async function feed(query = ''): Promise<FeedBody> {
  const response = await fetch(`${t.url}/terminal/v1/config${query}`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedBody;
}

async function insertOffer(name: string, over: Partial<typeof offers.$inferInsert> = {}) {
  const id = newId();
  await t.database.db.insert(offers).values({
    id,
    companyId,
    name,
    type: 'ORDER_DISCOUNT',
    discountType: 'FIXED',
    value: 2000,
    ...over,
  });
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  sodermalm = demo.byName.Södermalm ?? '';
  other = Object.values(demo.byName).find((id) => id !== sodermalm) ?? '';
  ({ credential } = await issueTerminal(t, owner, sodermalm));
});
afterAll(() => t.close());

describe('the configuration feed’s offers', () => {
  it('lists the live, active offers of the venue in the engine’s shape', async () => {
    const here = await insertOffer('Here');
    const elsewhere = await insertOffer('Elsewhere');
    await t.database.db.insert(offerVenues).values({ companyId, offerId: elsewhere, venueId: other });
    const inactive = await insertOffer('Inactive', { active: false });
    const gone = await insertOffer('Gone', { deleted: true });
    const body = await feed();
    const sent = body.offers.map((o) => o.id);
    expect(sent).toContain(here);
    expect(sent).not.toContain(elsewhere);
    expect(sent).not.toContain(inactive);
    expect(sent).not.toContain(gone);
    // Exactly what the engine reads on the server: the till prices with the same offer.
    const engine = (await loadPricingOffers(t.database.db, companyId, { venueId: sodermalm })).filter(
      (o) => o.active,
    );
    expect(body.offers).toEqual(JSON.parse(JSON.stringify(engine)));
    // The demo's bundle stays in the list, so the POS layout's bundle buttons still find it.
    expect(body.offers.find((o) => o.name === 'Fikapaket')).toMatchObject({ type: 'BUNDLE' });
  });

  it('a delta sends a changed offer and lists deactivated, deleted and moved ones as deleted', async () => {
    const scheduled = await insertOffer('Scheduled');
    const deactivated = await insertOffer('Deactivated');
    const removed = await insertOffer('Removed');
    const moved = await insertOffer('Moved');
    const { version } = await feed();
    await t.database.db.insert(offerSchedules).values({
      companyId,
      offerId: scheduled,
      position: 0,
      weekday: 'FRIDAY',
      startMinute: 660,
      endMinute: 840,
    });
    await t.database.db.update(offers).set({ active: false }).where(eq(offers.id, deactivated));
    await t.database.db.update(offers).set({ deleted: true }).where(eq(offers.id, removed));
    await t.database.db.insert(offerVenues).values({ companyId, offerId: moved, venueId: other });
    const delta = await feed(`?since=${version}`);
    expect(delta.offers.map((o) => o.id)).toEqual([scheduled]);
    expect(delta.offers[0]?.schedule).toEqual([{ weekday: 'FRIDAY', startMinute: 660, endMinute: 840 }]);
    expect(delta.deleted?.offers).toEqual([deactivated, removed, moved].sort());
    // Back at every venue and active again: sent again.
    await t.database.db.delete(offerVenues).where(eq(offerVenues.offerId, moved));
    await t.database.db.update(offers).set({ active: true }).where(eq(offers.id, deactivated));
    const again = await feed(`?since=${delta.version}`);
    expect(again.offers.map((o) => o.id).sort()).toEqual([deactivated, moved].sort());
    expect(again.deleted?.offers).toBeUndefined();
  });
});
