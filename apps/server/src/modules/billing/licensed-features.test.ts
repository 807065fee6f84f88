// Licence gating (§6) over HTTP: the session carries what the company may use, from its licences
// under new licensing (the demo) or its old flags, and the guest API and table set-up follow it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import { companies, floorPlans, licenses, terminals } from '../../platform/db/schema/index.ts';
import { enableOnlineOrdering, guest } from '../guest-ordering/guest-test-kit.ts';
import { demoVenues, issueTerminal } from '../orders/terminal-test-kit.ts';

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

describe('kitchen screens (§6)', () => {
  const read = async (credential: string, path: string) => {
    const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${credential}` } });
    return { status: response.status, body: (await response.json()) as { error?: Record<string, unknown> } };
  };
  const heartbeat = (credential: string) =>
    fetch(`${t.url}/terminal/v1/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ appVersion: '3.2.0' }),
    });
  const setKds = (set: Partial<typeof licenses.$inferInsert>) =>
    t.database.db
      .update(licenses)
      .set(set)
      .where(and(eq(licenses.companyId, companyId), eq(licenses.product, 'KDS')));

  it('a kitchen screen reads its feed and orders only while kitchen screens are licensed; tills go on', async () => {
    await setKds({ status: 'ACTIVE', validUntil: null });
    const kitchen = await issueTerminal(t, owner, venueId, 'Kitchen screen');
    await t.database.db.update(terminals).set({ kind: 'KDS' }).where(eq(terminals.id, kitchen.id));
    const till = await issueTerminal(t, owner, venueId, 'Counter till');
    expect((await read(kitchen.credential, '/terminal/v1/config')).status).toBe(200);
    expect((await read(kitchen.credential, '/terminal/v1/online-orders')).status).toBe(200);

    await setKds({ status: 'CANCELLED' });
    try {
      for (const path of ['/terminal/v1/config', '/terminal/v1/online-orders']) {
        const refused = await read(kitchen.credential, path);
        expect([refused.status, refused.body.error?.code, refused.body.error?.messageKey]).toEqual([
          403,
          'FORBIDDEN',
          'errors.licenseRequired',
        ]);
      }
      // A till needs no kitchen licence; the kitchen screen's heartbeat still answers.
      expect((await read(till.credential, '/terminal/v1/config')).status).toBe(200);
      expect((await heartbeat(kitchen.credential)).status).toBe(200);
    } finally {
      await setKds({ status: 'ACTIVE' });
    }
    expect((await read(kitchen.credential, '/terminal/v1/config')).status).toBe(200);
  });

  it('with old licensing the hasKDS flag decides for kitchen screens', async () => {
    const kitchen = await issueTerminal(t, owner, venueId, 'Old kitchen');
    await t.database.db.update(terminals).set({ kind: 'KDS' }).where(eq(terminals.id, kitchen.id));
    await t.database.db
      .update(companies)
      .set({ useNewLicenses: false, hasKds: false })
      .where(eq(companies.id, companyId));
    try {
      expect((await read(kitchen.credential, '/terminal/v1/config')).status).toBe(403);
      await t.database.db.update(companies).set({ hasKds: true }).where(eq(companies.id, companyId));
      expect((await read(kitchen.credential, '/terminal/v1/config')).status).toBe(200);
    } finally {
      await t.database.db.update(companies).set({ useNewLicenses: true }).where(eq(companies.id, companyId));
    }
  });
});
