// Licence gating (§6) over HTTP: the session carries what the company may use, from its licences
// under new licensing (the demo) or its old flags, and the guest API and table set-up follow it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { companies, floorPlans, licenses } from '../../platform/db/schema/index.ts';
import { enableOnlineOrdering, guest } from '../guest-ordering/guest-test-kit.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let companyId: string;
let venueId: string;
const SLUG = 'licensed-sodermalm';

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const demo = await demoVenues(t);
  companyId = demo.companyId;
  venueId = demo.byName.Södermalm ?? '';
  await enableOnlineOrdering(t, 'Södermalm', SLUG);
});
afterAll(() => t.close());

const FEATURES =
  'query { authorizeUser { licensedFeatures { appOrders express kitchenScreens tableService customerDisplay } } }';
type Features = Record<
  'appOrders' | 'express' | 'kitchenScreens' | 'tableService' | 'customerDisplay',
  boolean
>;
const features = async (token = owner) =>
  (await t.gql<{ authorizeUser: { licensedFeatures: Features } }>(FEATURES, {}, token)).data?.authorizeUser
    .licensedFeatures;

const CREATE_PLAN = `mutation($v: ID!, $i: FloorPlanInput!) { createFloorPlan(venueId: $v, input: $i) { id } }`;
const createPlan = (name: string) =>
  t.gql(CREATE_PLAN, { v: venueId, i: { name, width: 20, height: 12 } }, owner);

const setStatus = (product: string, status: string) =>
  t.database.db
    .update(licenses)
    .set({ status })
    .where(and(eq(licenses.companyId, companyId), eq(licenses.product, product)));

describe('licence gating', () => {
  it('the demo company uses new licensing and its licences switch every feature on', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.useNewLicenses).toBe(true);
    expect(await features()).toEqual({
      appOrders: true,
      express: true,
      kitchenScreens: true,
      tableService: true,
      customerDisplay: true,
    });
    const venue = await guest(t, 'GET', `/venues/${SLUG}`);
    expect(venue.status).toBe(200);
  });

  it('without an active APP licence the guest page takes no orders and the session says so', async () => {
    await setStatus('APP', 'CANCELLED');
    try {
      expect((await features())?.appOrders).toBe(false);
      const venue = await guest(t, 'GET', `/venues/${SLUG}`);
      expect([venue.status, venue.body.error?.code]).toEqual([409, 'onlineOrderingOff']);
    } finally {
      await setStatus('APP', 'ACTIVE');
    }
    expect((await guest(t, 'GET', `/venues/${SLUG}`)).status).toBe(200);
  });

  it('without table service licensed no floor plan can be created, and nothing is stored', async () => {
    await setStatus('TSR', 'EXPIRED');
    try {
      expect((await features())?.tableService).toBe(false);
      const refused = await createPlan('Unlicensed');
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        messageKey: 'errors.licenseRequired',
      });
      const stored = await t.database.db.select().from(floorPlans).where(eq(floorPlans.name, 'Unlicensed'));
      expect(stored).toHaveLength(0);
    } finally {
      await setStatus('TSR', 'ACTIVE');
    }
    expect((await createPlan('Licensed')).errors).toBeUndefined();
  });

  it('a licence past its end date no longer counts', async () => {
    await t.database.db
      .update(licenses)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(and(eq(licenses.companyId, companyId), eq(licenses.product, 'KDS')));
    expect((await features())?.kitchenScreens).toBe(false);
  });

  it('with old licensing the company flags decide, whatever licences exist', async () => {
    await t.database.db
      .update(companies)
      .set({ useNewLicenses: false, hasAppOrders: false, hasTables: true, hasKds: true })
      .where(eq(companies.id, companyId));
    try {
      expect(await features()).toMatchObject({ appOrders: false, tableService: true, kitchenScreens: true });
      const venue = await guest(t, 'GET', `/venues/${SLUG}`);
      expect(venue.body.error?.code).toBe('onlineOrderingOff');
    } finally {
      await t.database.db
        .update(companies)
        .set({ useNewLicenses: true, hasAppOrders: true })
        .where(eq(companies.id, companyId));
    }
  });

  it('a payments-only company on old licensing keeps the defaults (everything on)', async () => {
    const payments = await t.login(DEMO.payments);
    expect(await features(payments)).toEqual({
      appOrders: true,
      express: true,
      kitchenScreens: true,
      tableService: true,
      customerDisplay: true,
    });
  });
});
