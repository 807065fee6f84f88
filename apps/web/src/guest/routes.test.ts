import { describe, expect, it } from 'vitest';
import { guestPath, parseGuestPath, pickLanguage } from './routes.ts';

describe('guest page addresses', () => {
  it('reads a venue, a table QR path and a status page, with or without a language', () => {
    expect(parseGuestPath('/order/kafe-sodermalm')).toEqual({
      segment: '',
      language: null,
      country: null,
      route: { kind: 'menu', slug: 'kafe-sodermalm' },
    });
    expect(parseGuestPath('/ar-ae/order/kafe/')).toMatchObject({
      segment: 'ar-ae',
      language: 'ar',
      country: 'AE',
      route: { kind: 'menu', slug: 'kafe' },
    });
    expect(parseGuestPath('/sv-se/order/t/abc.def').route).toEqual({ kind: 'table', reference: 'abc.def' });
    expect(parseGuestPath('/en-gb/order/kafe/status/tok').route).toEqual({
      kind: 'status',
      slug: 'kafe',
      token: 'tok',
    });
    expect(parseGuestPath('/order').route).toEqual({ kind: 'unknown' });
    expect(parseGuestPath('/order/a/b').route).toEqual({ kind: 'unknown' });
    expect(parseGuestPath('/fr-fr/order/kafe').language).toBeNull();
  });

  it('keeps the language segment in the addresses it makes', () => {
    expect(guestPath('sv-se', 'kafe')).toBe('/sv-se/order/kafe');
    expect(guestPath('', 'kafe/status/x')).toBe('/order/kafe/status/x');
  });

  it('takes the address language, then a saved one, then the browser, then English', () => {
    expect(pickLanguage('ar', 'sv', ['da'])).toBe('ar');
    expect(pickLanguage(null, 'sv', ['da'])).toBe('sv');
    expect(pickLanguage(null, 'xx', ['fr-FR', 'nb-NO'])).toBe('no');
    expect(pickLanguage(null, null, ['fr'])).toBe('en');
  });
});
