import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  claimDeviceSchema,
  controlUnitSchema,
  deviceConnection,
  deviceWarnings,
  effectiveLicenseStatus,
  formatPairingCode,
  isPosAccessBlocked,
  licenseFitsDevice,
  normalizePairingCode,
} from './licenses.ts';

const now = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('licences', () => {
  it('counts a licence active only within its validity', () => {
    expect(effectiveLicenseStatus({ status: 'ACTIVE' }, now)).toBe('ACTIVE');
    expect(effectiveLicenseStatus({ status: 'ACTIVE', validUntil: minutesAgo(1) }, now)).toBe('EXPIRED');
    expect(effectiveLicenseStatus({ status: 'ACTIVE', validFrom: minutesAgo(-60) }, now)).toBe('PENDING');
    expect(effectiveLicenseStatus({ status: 'CANCELLED' }, now)).toBe('CANCELLED');
    expect(effectiveLicenseStatus({ status: 'whatever' }, now)).toBe('PENDING');
  });

  it('fits a product to the device kinds it is for, never a company product', () => {
    expect(licenseFitsDevice('EPOS', 'EPOS')).toBe(true);
    expect(licenseFitsDevice('EPOS', 'KDS')).toBe(false);
    expect(licenseFitsDevice('KDS', 'KDS')).toBe(true);
    expect(licenseFitsDevice('TSR', 'HANDHELD_ORDER')).toBe(true);
    expect(licenseFitsDevice('APP', 'EPOS')).toBe(false);
    expect(licenseFitsDevice('INSIGHTS', 'EPOS')).toBe(false);
  });

  it('blocks POS access under new licensing only: nothing active, or a till without its licence', () => {
    const licenses = [{ product: 'EPOS', status: 'ACTIVE', deviceId: 'd1' }];
    expect(isPosAccessBlocked({ useNewLicenses: false, licenses: [] })).toBe(false);
    expect(isPosAccessBlocked({ useNewLicenses: true, licenses: [] })).toBe(true);
    expect(
      isPosAccessBlocked({
        useNewLicenses: true,
        licenses: [{ product: 'EPOS', status: 'ACTIVE', validUntil: minutesAgo(5) }],
        now,
      }),
    ).toBe(true);
    expect(isPosAccessBlocked({ useNewLicenses: true, licenses })).toBe(false);
    expect(isPosAccessBlocked({ useNewLicenses: true, licenses, device: { id: 'd1', kind: 'EPOS' } })).toBe(
      false,
    );
    expect(isPosAccessBlocked({ useNewLicenses: true, licenses, device: { id: 'd2', kind: 'EPOS' } })).toBe(
      true,
    );
  });
});

describe('devices', () => {
  it('is online when seen within five minutes', () => {
    expect(deviceConnection(null, now)).toBe('never');
    expect(deviceConnection(minutesAgo(4), now)).toBe('online');
    expect(deviceConnection(minutesAgo(6), now)).toBe('offline');
  });

  it('names what puts a till at risk, most serious first', () => {
    const till = { kind: 'EPOS', activeProducts: ['EPOS'], country: 'SE', controlUnitSerial: 'ABC123' };
    expect(deviceWarnings({ ...till, lastSeenAt: minutesAgo(1) }, { useNewLicenses: true, now })).toEqual([]);
    expect(
      deviceWarnings(
        {
          ...till,
          lastSeenAt: minutesAgo(30),
          unsyncedOrders: 3,
          activeProducts: [],
          controlUnitSerial: null,
        },
        { useNewLicenses: true, now },
      ),
    ).toEqual(['offlineUnsynced', 'noLicense', 'noControlUnit']);
    // Old licensing: no licence warning; a Norwegian till needs no control unit.
    expect(
      deviceWarnings(
        {
          ...till,
          country: 'NO',
          activeProducts: [],
          controlUnitSerial: null,
          lastSeenAt: minutesAgo(1),
          unsyncedOrders: 2,
        },
        { useNewLicenses: false, now },
      ),
    ).toEqual(['unsynced']);
    // A kitchen screen in Sweden takes no payments: no control unit needed.
    expect(
      deviceWarnings(
        { kind: 'KDS', activeProducts: ['KDS'], country: 'SE', lastSeenAt: minutesAgo(1) },
        { useNewLicenses: true, now },
      ),
    ).toEqual([]);
    expect(
      deviceWarnings({ ...till, revoked: true, lastSeenAt: minutesAgo(99) }, { useNewLicenses: true, now }),
    ).toEqual([]);
  });
});

describe('input', () => {
  it('reads a pairing code as typed', () => {
    expect(normalizePairingCode('abcd-ef23')).toBe('ABCDEF23');
    expect(normalizePairingCode(' ABCD EF23 ')).toBe('ABCDEF23');
    expect(normalizePairingCode('ABCD-EF20')).toBeNull(); // 0 is not in the alphabet
    expect(normalizePairingCode('ABC')).toBeNull();
    expect(formatPairingCode('ABCDEF23')).toBe('ABCD-EF23');
  });

  it('checks a claim', () => {
    const ok = z.safeParse(claimDeviceSchema, { code: 'abcd-ef23', venueId: 'v1', name: ' Till 1 ' });
    expect(ok.success && ok.data).toEqual({ code: 'ABCDEF23', venueId: 'v1', name: 'Till 1' });
    const bad = z.safeParse(claimDeviceSchema, { code: 'x'.repeat(10_000), venueId: '', name: 'a\u0000b' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'code:validation.pairingCode',
        'venueId:validation.required',
        'name:validation.unsupportedCharacter',
      ]),
    );
  });

  it('checks a control unit', () => {
    const ok = z.safeParse(controlUnitSchema, { serial: 'cu-0012ab', registeredAt: '2026-01-15' });
    expect(ok.success && ok.data.serial).toBe('CU-0012AB');
    const future = z.safeParse(controlUnitSchema, { serial: 'CU 1', registeredAt: '2999-01-01' });
    expect(future.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'serial:validation.controlUnitSerial',
      'registeredAt:validation.registeredAt',
    ]);
  });
});
