import { describe, expect, it } from 'vitest';
import ar from '../locales/ar/guest-order.json';
import en from '../locales/en/guest-order.json';
import { formatMoney, formatVenueTime } from './format.ts';
import { localeTag, translator } from './i18n.ts';

describe('guest page texts', () => {
  it('interpolates and picks plural forms by the language', () => {
    const t = translator(en, 'en');
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 3 })).toBe('3 items');
    expect(t('state.openUntil', { time: '22:00' })).toBe('Open until 22:00');
    expect(t('no.such.key')).toBe('no.such.key');
    const tAr = translator(ar, 'ar');
    expect(tAr('cart.items', { count: 2 })).toBe('صنفان');
    expect(tAr('cart.items', { count: 0 })).toBe('لا أصناف');
  });

  it('translates every error code of the guest API', async () => {
    const { GUEST_ERROR_CODES } = await import('@fika/domain');
    const t = translator(en, 'en');
    for (const code of GUEST_ERROR_CODES) expect(t(`errors.${code}`), code).not.toBe(`errors.${code}`);
  });

  it('formats money in minor units for the language and country, and times in the venue zone', () => {
    expect(formatMoney(4250, 'SEK', localeTag('sv', 'SE'))).toMatch(/^42,50\s?kr$/);
    expect(formatMoney(4250, 'SEK', localeTag('en', 'GB'))).toMatch(/42\.50/);
    expect(formatMoney(500, 'JPY', 'ja-JP')).toMatch(/500/);
    expect(localeTag('no', 'NO')).toBe('nb-NO');
    const now = new Date('2026-03-10T10:00:00Z');
    expect(formatVenueTime('2026-03-10T21:00:00Z', 'Europe/Stockholm', 'sv-SE', now)).toBe('22:00');
    expect(formatVenueTime('2026-03-11T06:00:00Z', 'Europe/Stockholm', 'en-GB', now)).toBe('Wed 07:00');
  });
});
