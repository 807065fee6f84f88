import { describe, expect, it } from 'vitest';
import { canReadAudit, isMoneyField } from './audit.ts';

describe('audit journal rules', () => {
  it('lets SETTINGS, ACCOUNTS and full access read the journal, nobody else', () => {
    expect(canReadAudit({ scopes: [], venueIds: [] })).toBe(true);
    expect(canReadAudit({ scopes: ['SETTINGS'], venueIds: [] })).toBe(true);
    expect(canReadAudit({ scopes: ['ACCOUNTS'], venueIds: ['v1'] })).toBe(true);
    expect(canReadAudit({ scopes: ['MENUS', 'POS_CUSTOMIZATION'], venueIds: [] })).toBe(false);
  });

  it('recognises money columns by name', () => {
    for (const f of ['default_price', 'price', 'total_amount', 'tip_amount', 'amount', 'vat_amount']) {
      expect(isMoneyField(f), f).toBe(true);
    }
    for (const f of ['vat_rate', 'title', 'priced_by', 'position', 'staff_idle_timeout']) {
      expect(isMoneyField(f), f).toBe(false);
    }
  });
});
