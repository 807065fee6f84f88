import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { offers } from '../../platform/db/schema/index.ts';
import { BUNDLE_OFFERS, codeOf, layoutApi } from '../pos-layouts/test-documents.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Offer = {
  id: string;
  name: string;
  type: string;
  discountType: string;
  value: number;
  usableInPos: boolean;
};

async function bundleOffers(token: string): Promise<Offer[]> {
  const r = await t.gql<{ bundleOffers: Offer[] }>(BUNDLE_OFFERS, {}, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.bundleOffers;
}

describe('GetBundleOffers', () => {
  it('lists the live BUNDLE offers usable at the POS, and nothing of another company', async () => {
    const owner = await t.login(DEMO.owner);
    expect(await bundleOffers(owner)).toEqual([
      {
        id: expect.any(String),
        name: 'Fikapaket',
        type: 'BUNDLE',
        discountType: 'PRICE',
        value: 5500,
        usableInPos: true,
      },
    ]);
    const me = await t.gql<{ authorizeUser: { companyId: string } }>(
      'query { authorizeUser { companyId } }',
      {},
      owner,
    );
    const companyId = me.data?.authorizeUser.companyId ?? '';
    const base = { companyId, discountType: 'FIXED', value: 1000 };
    await t.database.db.insert(offers).values([
      { ...base, id: 'o-item', name: 'Item discount', type: 'ITEM_DISCOUNT' },
      { ...base, id: 'o-staged', name: 'Staged bundle', type: 'STAGED_BUNDLE' },
      { ...base, id: 'o-online', name: 'Online only', type: 'BUNDLE', usableInPos: false },
      { ...base, id: 'o-deleted', name: 'Old bundle', type: 'BUNDLE', deleted: true },
      { ...base, id: 'o-lunch', name: 'Lunchpaket', type: 'BUNDLE' },
    ]);
    expect((await bundleOffers(owner)).map((o) => o.name)).toEqual(['Fikapaket', 'Lunchpaket']);
    expect((await bundleOffers(await t.login(DEMO.manager))).map((o) => o.name)).toEqual([
      'Fikapaket',
      'Lunchpaket',
    ]);
    expect(await bundleOffers(await t.login(DEMO.payments))).toEqual([]);

    // Only those can go on a page.
    const api = layoutApi(t, owner);
    const layout = await api.createLayout('Offers');
    const tab = await api.createCategory(layout.id, 'Offers');
    for (const offerId of ['o-item', 'o-online', 'o-deleted']) {
      const r = await api.updatePage(tab.page.id, {
        buttons: { set: [{ position: 0, type: 'OFFER', offerId }] },
      });
      expect(codeOf(r), offerId).toBe('NOT_FOUND');
    }
    const placed = await api.updatePage(tab.page.id, {
      buttons: { set: [{ position: 0, type: 'OFFER', offerId: 'o-lunch' }] },
    });
    expect(placed.errors).toBeUndefined();
  });
});
