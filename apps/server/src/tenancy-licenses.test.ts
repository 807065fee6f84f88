import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../test/harness.ts';
import { signUpOtherCompany } from '../test/other-company.ts';
import { licenses, terminals } from './platform/db/schema/index.ts';

// Signs in as a user of company A and tries company B's devices and licences through every
// operation of #16's licences part that takes their ids. Every attempt must read as NOT_FOUND (or
// a refused claim), and nothing of B's may change.

let t: TestServer;
const a = { token: '', venueId: '' };
const b = { token: '', companyId: '', venueId: '', deviceId: '', licenseId: '' };

async function pairingCode(): Promise<string> {
  const response = await fetch(`${t.url}/terminal/v1/pairing`, { method: 'POST' });
  return ((await response.json()) as { code: string }).code;
}

beforeAll(async () => {
  t = await startTestServer();
  const other = await signUpOtherCompany(t);
  Object.assign(b, { token: other.token, companyId: other.companyId, venueId: other.venueId });
  a.token = await t.login(DEMO.owner);
  const session = await t.gql<{ authorizeUser: { venueIds: string[] } }>(
    'query { authorizeUser { venueIds } }',
    {},
    a.token,
  );
  a.venueId = session.data?.authorizeUser.venueIds[0] ?? '';
  const claimed = await t.gql<{ claimDevice: { id: string } }>(
    'mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { id } }',
    { input: { code: await pairingCode(), venueId: b.venueId, name: 'B till' } },
    b.token,
  );
  b.deviceId = claimed.data?.claimDevice.id ?? '';
  b.licenseId = 'licence-of-company-b';
  await t.database.db.insert(licenses).values({
    id: b.licenseId,
    companyId: b.companyId,
    product: 'EPOS',
    plan: 'MONTHLY',
    deviceId: b.deviceId,
  });
});
afterAll(() => t.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('company A cannot reach B’s devices or licences', () => {
  it('set up B’s device and licence', () => {
    expect(b.deviceId).not.toBe('');
  });

  it('refuses every id-taking operation and changes nothing', async () => {
    const [bDeviceBefore] = await t.database.db.select().from(terminals).where(eq(terminals.id, b.deviceId));
    const [bLicenseBefore] = await t.database.db.select().from(licenses).where(eq(licenses.id, b.licenseId));
    // A's own device, to aim B's licence at.
    const aDevice = await t.gql<{ claimDevice: { id: string } }>(
      'mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { id } }',
      { input: { code: await pairingCode(), venueId: a.venueId, name: 'A till' } },
      a.token,
    );
    const aDeviceId = aDevice.data?.claimDevice.id ?? '';
    const aLicense = 'licence-of-company-a';
    const [{ companyId: aCompany } = { companyId: '' }] = await t.database.db
      .select({ companyId: terminals.companyId })
      .from(terminals)
      .where(eq(terminals.id, aDeviceId));
    await t.database.db
      .insert(licenses)
      .values({ id: aLicense, companyId: aCompany, product: 'EPOS', plan: 'MONTHLY' });

    const attempts: [string, Record<string, unknown>][] = [
      [
        'mutation($l: ID!, $d: ID!) { assignLicense(licenseId: $l, deviceId: $d) { id } }',
        { l: b.licenseId, d: aDeviceId },
      ],
      [
        'mutation($l: ID!, $d: ID!) { assignLicense(licenseId: $l, deviceId: $d) { id } }',
        { l: aLicense, d: b.deviceId },
      ],
      ['mutation($l: ID!) { unassignLicense(licenseId: $l) { id } }', { l: b.licenseId }],
      ['mutation($id: ID!) { renameDevice(id: $id, name: "Mine now") { id } }', { id: b.deviceId }],
      [
        'mutation($id: ID!, $v: ID!) { moveDevice(id: $id, venueId: $v) { id } }',
        { id: b.deviceId, v: a.venueId },
      ],
      [
        'mutation($id: ID!, $v: ID!) { moveDevice(id: $id, venueId: $v) { id } }',
        { id: aDeviceId, v: b.venueId },
      ],
      [
        'mutation($d: ID!) { setControlUnit(deviceId: $d, serial: "CU-9999", registeredAt: "2026-01-01") { id } }',
        { d: b.deviceId },
      ],
      ['mutation($d: ID!) { removeControlUnit(deviceId: $d) { id } }', { d: b.deviceId }],
      ['query($d: ID!) { controlUnitEvents(deviceId: $d) { id } }', { d: b.deviceId }],
      [
        'mutation($input: ClaimDeviceInput!) { claimDevice(input: $input) { id } }',
        { input: { code: await pairingCode(), venueId: b.venueId, name: 'Into B' } },
      ],
    ];
    for (const [query, variables] of attempts) {
      const result = await t.gql(query, variables, a.token);
      expect(codeOf(result), `${query} ${JSON.stringify(result.errors)}`).toBe('NOT_FOUND');
    }
    // A's lists hold nothing of B's.
    const lists = await t.gql<{
      devices: { id: string }[];
      licenses: { id: string }[];
      activeLicenses: { id: string }[];
    }>('query { devices { id } licenses { id } activeLicenses { id } }', {}, a.token);
    expect(lists.data?.devices.map((d) => d.id)).not.toContain(b.deviceId);
    expect(lists.data?.licenses.map((l) => l.id)).not.toContain(b.licenseId);
    expect(lists.data?.activeLicenses.map((l) => l.id)).not.toContain(b.licenseId);

    const [bDeviceAfter] = await t.database.db.select().from(terminals).where(eq(terminals.id, b.deviceId));
    const [bLicenseAfter] = await t.database.db.select().from(licenses).where(eq(licenses.id, b.licenseId));
    expect(bDeviceAfter).toEqual(bDeviceBefore);
    expect(bLicenseAfter).toEqual(bLicenseBefore);
  });
});
