import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { offers } from '../../platform/db/schema/index.ts';
import { BUNDLE_OFFERS, codeOf, fieldErrorsOf, layoutApi } from '../pos-layouts/test-documents.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CREATE = `mutation($input: BundleOfferInput!) { createOffer(input: $input) {
  id name type discountType value usableInPos } }`;
const UPDATE = `mutation($id: ID!, $input: BundleOfferInput!) { updateOffer(id: $id, input: $input) {
  id name type discountType value usableInPos } }`;

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

describe('createOffer and updateOffer', () => {
  it('creates and changes bundle offers', async () => {
    const owner = await t.login(DEMO.owner);
    const created = await t.gql<{ createOffer: Offer }>(
      CREATE,
      { input: { name: ' Frukostpaket ', discountType: 'PERCENTAGE', value: 15 } },
      owner,
    );
    expect(created.data?.createOffer).toMatchObject({
      name: 'Frukostpaket',
      type: 'BUNDLE',
      discountType: 'PERCENTAGE',
      value: 15,
      usableInPos: true,
    });
    const id = created.data?.createOffer.id;
    const updated = await t.gql<{ updateOffer: Offer }>(
      UPDATE,
      { id, input: { name: 'Frukost', discountType: 'FIXED', value: 2000, usableInPos: false } },
      owner,
    );
    expect(updated.data?.updateOffer).toMatchObject({
      id,
      name: 'Frukost',
      discountType: 'FIXED',
      value: 2000,
    });
    expect((await bundleOffers(owner)).map((o) => o.name)).not.toContain('Frukost');
  });

  it('refuses bad values with field errors', async () => {
    const owner = await t.login(DEMO.owner);
    const percent = await t.gql(
      CREATE,
      { input: { name: 'X', discountType: 'PERCENTAGE', value: 150 } },
      owner,
    );
    expect(codeOf(percent)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(percent)).toEqual([{ field: 'value', message: 'validation.percentage' }]);
    const negative = await t.gql(CREATE, { input: { name: '', discountType: 'PRICE', value: -1 } }, owner);
    expect(fieldErrorsOf(negative)).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'value', message: 'validation.amount' },
    ]);
  });

  it("refuses another company's offers and offers that are not bundles (NOT_FOUND)", async () => {
    const owner = await t.login(DEMO.owner);
    const [fika] = await bundleOffers(owner);
    const input = { name: 'Mine', discountType: 'PRICE', value: 1 };
    const payments = await t.login(DEMO.payments);
    expect(codeOf(await t.gql(UPDATE, { id: fika?.id, input }, payments))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE, { id: 'o-item', input }, owner))).toBe('NOT_FOUND');
    expect((await bundleOffers(owner))[0]).toEqual(fika);
  });
});
