import { describe, expect, it } from 'vitest';
import { LICENSED_FEATURES, licensedFeatures, type OldLicenseFlags } from './licensing.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const flags = (over: Partial<OldLicenseFlags> = {}): OldLicenseFlags => ({
  useNewLicenses: false,
  hasExpress: true,
  hasAppOrders: true,
  hasKDS: true,
  hasCDS: true,
  hasTables: true,
  ...over,
});
const active = (product: string) => ({ product, status: 'ACTIVE' });

describe('licensedFeatures', () => {
  it('follows the old flags while new licensing is off, whatever licences exist', () => {
    expect(
      licensedFeatures(
        flags({ hasAppOrders: false, hasTables: false, hasKDS: false }),
        [active('APP'), active('TSR')],
        NOW,
      ),
    ).toEqual({
      appOrders: false,
      express: true,
      kitchenScreens: false,
      tableService: false,
      customerDisplay: true,
    });
  });

  it('with new licensing takes each feature from an active licence of its product', () => {
    const on = licensedFeatures(flags({ useNewLicenses: true }), [active('APP'), active('KDS')], NOW);
    expect(on).toEqual({
      appOrders: true,
      express: false,
      kitchenScreens: true,
      tableService: false,
      customerDisplay: false,
    });
    const all = licensedFeatures(
      flags({ useNewLicenses: true, hasAppOrders: false }),
      ['APP', 'QSR', 'KDS', 'TSR', 'CUSTOMER_DISPLAY'].map(active),
      NOW,
    );
    for (const feature of LICENSED_FEATURES) expect(all[feature]).toBe(true);
  });

  it('ignores the old flags under new licensing: no licence, no feature', () => {
    const none = licensedFeatures(flags({ useNewLicenses: true }), [], NOW);
    for (const feature of LICENSED_FEATURES) expect(none[feature]).toBe(false);
    // An EPOS licence is a plain till: it opens none of the gated features.
    expect(
      Object.values(licensedFeatures(flags({ useNewLicenses: true }), [active('EPOS')], NOW)),
    ).not.toContain(true);
  });

  it('counts neither cancelled, pending nor expired licences, nor ones that have not started', () => {
    const licences = [
      { product: 'APP', status: 'CANCELLED' },
      { product: 'KDS', status: 'PENDING' },
      { product: 'TSR', status: 'ACTIVE', validUntil: new Date('2026-11-24T11:59:59Z') },
      { product: 'QSR', status: 'ACTIVE', validFrom: new Date('2026-11-25T00:00:00Z') },
      { product: 'CUSTOMER_DISPLAY', status: 'EXPIRED' },
    ];
    const features = licensedFeatures(flags({ useNewLicenses: true }), licences, NOW);
    for (const feature of LICENSED_FEATURES) expect(features[feature]).toBe(false);
  });
});
