// Licences and devices over HTTP: a device pairs (code, claim, credential collected once), comes
// online when it reads its feed with its heartbeat, licences are assigned and moved under the
// rules (kind, one per product, in force) and a Swedish till's control unit is recorded and logged.
// Refusals are field errors that change nothing; claims and assignments hold under a burst.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  auditEntries,
  companies,
  devicePairings,
  licenses,
  terminals,
} from '../../platform/db/schema/index.ts';
import { demoVenues } from '../orders/terminal-test-kit.ts';

let t: TestServer;
let owner: string;
let companyId: string;
let sodermalm: string;
let oslo: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.login(DEMO.owner);
  const venues = await demoVenues(t);
  companyId = venues.companyId;
  sodermalm = venues.byName.Södermalm ?? '';
  oslo = venues.byName.Grünerløkka ?? '';
  // The demo company uses new licensing with seeded licences; these tests start from old licensing
  // and switch new licensing on where they are about it.
  await t.database.db.update(companies).set({ useNewLicenses: false }).where(eq(companies.id, companyId));
});
afterAll(() => t.close());

async function startPairing(body: unknown = { kind: 'EPOS', appVersion: '3.2.0' }) {
  const response = await fetch(`${t.url}/terminal/v1/pairing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { pairingId: string; code: string; secret: string; expiresAt: string },
  };
}

async function poll(pairingId: string, secret: string) {
  const response = await fetch(`${t.url}/terminal/v1/pairing/${pairingId}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const DEVICE = `id name venueId venueName kind connection lastSeenAt appVersion unsyncedOrders
  activeLicenses { id product } controlUnitSerial controlUnitRegisteredAt needsControlUnit warnings posAccessBlocked`;

type Device = {
  id: string;
  name: string;
  venueId: string;
  kind: string;
  connection: string;
  appVersion: string | null;
  unsyncedOrders: number;
  activeLicenses: { id: string; product: string }[];
  controlUnitSerial: string | null;
  needsControlUnit: boolean;
  warnings: string[];
  posAccessBlocked: boolean;
};

const claim = (code: string, venueId = sodermalm, name = 'Bar till', token = owner) =>
  t.gql<{ claimDevice: Device }>(
    `mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { ${DEVICE} } }`,
    { input: { code, venueId, name } },
    token,
  );

const devices = async () =>
  (await t.gql<{ devices: Device[] }>(`query { devices { ${DEVICE} } }`, {}, owner)).data?.devices ?? [];

const fieldErrors = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors?.[0]?.extensions?.fieldErrors as { field: string; message: string }[] | undefined) ?? [];

/** A device paired, claimed and holding its credential. */
async function pairedDevice(name: string, venueId = sodermalm, kind = 'EPOS') {
  const started = await startPairing({ kind });
  const claimed = await claim(started.body.code, venueId, name);
  if (!claimed.data) throw new Error(JSON.stringify(claimed.errors));
  const collected = await poll(started.body.pairingId, started.body.secret);
  return { id: claimed.data.claimDevice.id, credential: String(collected.body.credential) };
}

async function addLicense(product: string, over: Partial<typeof licenses.$inferInsert> = {}) {
  const id = `lic-${product}-${Math.random().toString(36).slice(2, 10)}`;
  await t.database.db.insert(licenses).values({ id, companyId, product, plan: 'MONTHLY', ...over });
  return id;
}

describe('pairing a device', () => {
  it('claims a device with its code; the device collects its credential once and comes online on its feed read', async () => {
    const started = await startPairing();
    expect(started.status).toBe(201);
    expect(started.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Date(started.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await poll(started.body.pairingId, started.body.secret)).body).toMatchObject({
      status: 'waiting',
    });
    // A wrong secret reads like an unknown pairing.
    expect((await poll(started.body.pairingId, 'wrong')).status).toBe(404);

    // Typed as a person would: lower case, no dash.
    const claimed = await claim(started.body.code.replace('-', '').toLowerCase(), sodermalm, 'Bar till');
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data?.claimDevice).toMatchObject({
      name: 'Bar till',
      venueId: sodermalm,
      kind: 'EPOS',
      connection: 'never',
      appVersion: '3.2.0',
      needsControlUnit: true,
    });

    const collected = await poll(started.body.pairingId, started.body.secret);
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({
      status: 'claimed',
      terminal: { name: 'Bar till', venueId: sodermalm },
    });
    const credential = String(collected.body.credential);
    expect((await poll(started.body.pairingId, started.body.secret)).status).toBe(410);

    const feed = await fetch(`${t.url}/terminal/v1/config`, {
      headers: { authorization: `Bearer ${credential}`, 'x-app-version': '3.2.1', 'x-unsynced-orders': '4' },
    });
    expect(feed.status).toBe(200);
    const device = (await devices()).find((d) => d.id === claimed.data?.claimDevice.id);
    expect(device).toMatchObject({ connection: 'online', appVersion: '3.2.1', unsyncedOrders: 4 });
    expect(device?.warnings).toEqual(['noControlUnit', 'unsynced']);
  });

  it('refuses an expired, a reused and an unknown code with a translated field error', async () => {
    const expired = await startPairing();
    await t.database.db
      .update(devicePairings)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(devicePairings.id, expired.body.pairingId));
    expect(fieldErrors(await claim(expired.body.code))).toEqual([
      { field: 'code', message: 'validation.pairingExpired' },
    ]);
    expect((await poll(expired.body.pairingId, expired.body.secret)).body).toEqual({ status: 'expired' });

    const used = await startPairing();
    expect((await claim(used.body.code)).errors).toBeUndefined();
    const before = await devices();
    expect(fieldErrors(await claim(used.body.code, sodermalm, 'Second'))).toEqual([
      { field: 'code', message: 'validation.pairingUsed' },
    ]);
    expect(fieldErrors(await claim('ZZZZ-ZZZZ'))).toEqual([
      { field: 'code', message: 'validation.pairingUnknown' },
    ]);
    expect(await devices()).toEqual(before);
  });

  it('refuses bad input: NUL bytes, huge strings, empty ids, another kind of value', async () => {
    const fresh = await startPairing();
    const before = (await devices()).length;
    const cases: [unknown, string][] = [
      [{ code: fresh.body.code, venueId: sodermalm, name: 'a\u0000b' }, 'name'],
      [{ code: fresh.body.code, venueId: sodermalm, name: 'x'.repeat(100_000) }, 'name'],
      [{ code: fresh.body.code, venueId: '', name: 'Till' }, 'venueId'],
      [{ code: 'x'.repeat(50_000), venueId: sodermalm, name: 'Till' }, 'code'],
    ];
    for (const [input, field] of cases) {
      const result = await t.gql(
        'mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { id } }',
        { input },
        owner,
      );
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(result).map((e) => e.field)).toContain(field);
    }
    expect(fieldErrors(await claim(fresh.body.code, 'venue-of-nobody'))).toEqual([]);
    expect((await claim(fresh.body.code, 'venue-of-nobody')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await devices()).length).toBe(before);
    // The code is still good after all of that.
    expect((await claim(fresh.body.code)).errors).toBeUndefined();

    const badKind = await startPairing({ kind: 'TOASTER', appVersion: 'x'.repeat(41) });
    expect(badKind.status).toBe(400);
  });

  it('lets exactly one of a burst of claims with one code win', async () => {
    const started = await startPairing();
    const before = (await devices()).length;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claim(started.body.code, sodermalm, `Burst ${i}`)),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) {
      expect(fieldErrors(r)).toEqual([{ field: 'code', message: 'validation.pairingUsed' }]);
    }
    expect((await devices()).length).toBe(before + 1);
  });

  it('rate-limits pairing codes per address', async () => {
    await t.database.db.execute(sql`delete from rate_limits where key like 'pairing:ip:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await startPairing()).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    await t.database.db.execute(sql`delete from rate_limits where key like 'pairing:ip:%'`);
  });
});

describe('heartbeat', () => {
  it('records app version and unsynced orders without journalling them', async () => {
    const device = await pairedDevice('Heartbeat till');
    const journal = async () =>
      (
        await t.database.db
          .select({ id: auditEntries.id })
          .from(auditEntries)
          .where(and(eq(auditEntries.objectType, 'terminals'), eq(auditEntries.objectId, device.id)))
      ).length;
    const entries = await journal();
    for (const n of [1, 2, 3]) {
      const response = await fetch(`${t.url}/terminal/v1/status`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ appVersion: `4.0.${n}`, unsyncedOrders: n }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ posAccessBlocked: false });
    }
    expect((await devices()).find((d) => d.id === device.id)).toMatchObject({
      appVersion: '4.0.3',
      unsyncedOrders: 3,
    });
    expect(await journal()).toBe(entries);

    const bad = await fetch(`${t.url}/terminal/v1/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${device.credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ appVersion: 'a\u0000', unsyncedOrders: -1 }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('licences', () => {
  it('lists licences with their status now, and the old flags', async () => {
    const expired = await addLicense('KDS', { validUntil: new Date(Date.now() - 60_000) });
    const result = await t.gql<{
      licenses: { id: string; status: string; assignable: boolean }[];
      oldLicenses: Record<string, boolean>;
      isPOSAccessBlocked: boolean;
    }>(
      'query { licenses { id status assignable } oldLicenses { useNewLicenses hasKDS hasTables } isPOSAccessBlocked }',
      {},
      owner,
    );
    expect(result.data?.licenses.find((l) => l.id === expired)).toEqual({
      id: expired,
      status: 'EXPIRED',
      assignable: true,
    });
    expect(result.data?.oldLicenses).toMatchObject({ hasKDS: true, hasTables: true });
  });

  it('assigns, moves and unassigns under the rules; refusals change nothing', async () => {
    const till = await pairedDevice('Till A');
    const other = await pairedDevice('Till B');
    const kitchen = await pairedDevice('Kitchen', sodermalm, 'KDS');
    const epos = await addLicense('EPOS');
    const assign = (licenseId: string, deviceId: string) =>
      t.gql<{ assignLicense: { id: string; deviceId: string | null } }>(
        'mutation($l: ID!, $d: ID!) { assignLicense(licenseId: $l, deviceId: $d) { id deviceId } }',
        { l: licenseId, d: deviceId },
        owner,
      );
    expect((await assign(epos, till.id)).data?.assignLicense.deviceId).toBe(till.id);
    // Move: assign elsewhere.
    expect((await assign(epos, other.id)).data?.assignLicense.deviceId).toBe(other.id);
    // Kind must fit.
    expect(fieldErrors(await assign(epos, kitchen.id))).toEqual([
      { field: 'deviceId', message: 'validation.licenseKind' },
    ]);
    // One licence per product on a device.
    const second = await addLicense('EPOS');
    expect(fieldErrors(await assign(second, other.id))).toEqual([
      { field: 'deviceId', message: 'validation.licenseProductTaken' },
    ]);
    // Not in force.
    const cancelled = await addLicense('EPOS', { status: 'CANCELLED' });
    expect(fieldErrors(await assign(cancelled, till.id))).toEqual([
      { field: 'licenseId', message: 'validation.licenseInactive' },
    ]);
    const rows = await t.database.db.select().from(licenses).where(eq(licenses.companyId, companyId));
    expect(rows.find((l) => l.id === epos)?.deviceId).toBe(other.id);
    expect(rows.find((l) => l.id === second)?.deviceId).toBeNull();
    expect(rows.find((l) => l.id === cancelled)?.deviceId).toBeNull();

    const unassigned = await t.gql<{ unassignLicense: { deviceId: string | null } }>(
      'mutation($l: ID!) { unassignLicense(licenseId: $l) { deviceId } }',
      { l: epos },
      owner,
    );
    expect(unassigned.data?.unassignLicense.deviceId).toBeNull();
  });

  it('puts only one of two licences of a product on a device under a burst', async () => {
    const till = await pairedDevice('Burst till');
    const ids = await Promise.all([addLicense('EPOS'), addLicense('EPOS'), addLicense('EPOS')]);
    const results = await Promise.all(
      ids.map((l) =>
        t.gql(
          'mutation($l: ID!, $d: ID!) { assignLicense(licenseId: $l, deviceId: $d) { id } }',
          { l, d: till.id },
          owner,
        ),
      ),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    const on = await t.database.db.select().from(licenses).where(eq(licenses.deviceId, till.id));
    expect(on).toHaveLength(1);
  });

  it('blocks POS access under new licensing for a till without its licence', async () => {
    const till = await pairedDevice('Blocked till');
    await t.database.db.update(companies).set({ useNewLicenses: true }).where(eq(companies.id, companyId));
    try {
      const status = async () =>
        (
          await (
            await fetch(`${t.url}/terminal/v1/status`, {
              method: 'POST',
              headers: { authorization: `Bearer ${till.credential}`, 'content-type': 'application/json' },
              body: '{}',
            })
          ).json()
        ).posAccessBlocked;
      expect(await status()).toBe(true);
      expect((await devices()).find((d) => d.id === till.id)?.warnings).toContain('noLicense');
      const epos = await addLicense('EPOS');
      await t.gql(
        'mutation($l: ID!, $d: ID!) { assignLicense(licenseId: $l, deviceId: $d) { id } }',
        { l: epos, d: till.id },
        owner,
      );
      expect(await status()).toBe(false);
      expect((await devices()).find((d) => d.id === till.id)?.posAccessBlocked).toBe(false);
    } finally {
      await t.database.db.update(companies).set({ useNewLicenses: false }).where(eq(companies.id, companyId));
    }
  });
});

describe('devices', () => {
  it('renames and moves a device; a Norwegian till needs no control unit', async () => {
    const till = await pairedDevice('Old name');
    const renamed = await t.gql<{ renameDevice: Device }>(
      'mutation($id: ID!, $n: String!) { renameDevice(id: $id, name: $n) { name } }',
      { id: till.id, n: ' New name ' },
      owner,
    );
    expect(renamed.data?.renameDevice.name).toBe('New name');
    const moved = await t.gql<{ moveDevice: Device }>(
      `mutation($id: ID!, $v: ID!) { moveDevice(id: $id, venueId: $v) { ${DEVICE} } }`,
      { id: till.id, v: oslo },
      owner,
    );
    expect(moved.data?.moveDevice).toMatchObject({ venueId: oslo, needsControlUnit: false });
    expect(moved.data?.moveDevice.warnings).not.toContain('noControlUnit');
    const empty = await t.gql(
      'mutation($id: ID!) { renameDevice(id: $id, name: "") { name } }',
      { id: till.id },
      owner,
    );
    expect(fieldErrors(empty)).toEqual([{ field: 'name', message: 'validation.required' }]);
  });

  it('records, changes and removes a control unit, logging each change', async () => {
    const till = await pairedDevice('SKV till');
    const set = (serial: string, registeredAt: string) =>
      t.gql<{ setControlUnit: Device }>(
        `mutation($d: ID!, $s: String!, $r: String!) { setControlUnit(deviceId: $d, serial: $s, registeredAt: $r) { ${DEVICE} } }`,
        { d: till.id, s: serial, r: registeredAt },
        owner,
      );
    expect((await set('cu-1001-ab', '2026-01-10')).data?.setControlUnit).toMatchObject({
      controlUnitSerial: 'CU-1001-AB',
      warnings: [],
    });
    expect((await set('CU-2002', '2026-02-01')).data?.setControlUnit.controlUnitSerial).toBe('CU-2002');
    expect(fieldErrors(await set('no spaces', '2999-01-01'))).toEqual([
      { field: 'serial', message: 'validation.controlUnitSerial' },
      { field: 'registeredAt', message: 'validation.registeredAt' },
    ]);
    const removed = await t.gql<{ removeControlUnit: Device }>(
      `mutation($d: ID!) { removeControlUnit(deviceId: $d) { ${DEVICE} } }`,
      { d: till.id },
      owner,
    );
    expect(removed.data?.removeControlUnit.warnings).toContain('noControlUnit');
    const events = await t.gql<{
      controlUnitEvents: { action: string; serial: string | null; previousSerial: string | null }[];
    }>(
      'query($d: ID!) { controlUnitEvents(deviceId: $d) { action serial previousSerial userName } }',
      { d: till.id },
      owner,
    );
    expect(events.data?.controlUnitEvents.map((e) => [e.action, e.serial, e.previousSerial])).toEqual([
      ['REMOVED', null, 'CU-2002'],
      ['CHANGED', 'CU-2002', 'CU-1001-AB'],
      ['REGISTERED', 'CU-1001-AB', null],
    ]);
    const [row] = await t.database.db.select().from(terminals).where(eq(terminals.id, till.id));
    expect(row?.controlUnitSerial).toBeNull();
  });

  it('is closed to a user without FINANCE or SETTINGS', async () => {
    const manager = await t.login(DEMO.manager);
    const session = await t.gql<{ authorizeUser: { scopes: string[] } }>(
      'query { authorizeUser { scopes } }',
      {},
      manager,
    );
    const scopes = session.data?.authorizeUser.scopes ?? [];
    const result = await t.gql('query { devices { id } }', {}, manager);
    if (scopes.length > 0 && !scopes.includes('FINANCE') && !scopes.includes('SETTINGS')) {
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
