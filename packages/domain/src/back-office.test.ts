import { describe, expect, it } from 'vitest';
import {
  initialsOf,
  integrationPathForCountry,
  isBoostNew,
  isBoostVisible,
  pickVenue,
  VENUE_PREFIX_LENGTH,
  venuePrefix,
} from './back-office.ts';

const venue = (id: string, deleted = false) => ({ id, deleted });

describe('pickVenue', () => {
  it('selects a single venue by itself, whatever is stored', () => {
    expect(pickVenue([venue('venue-aaaaaaaaaa')], 'other-venu')?.id).toBe('venue-aaaaaaaaaa');
  });

  it('uses the stored 10-character prefix among several venues, else the first', () => {
    const venues = [venue('aaaaaaaaaa-1'), venue('bbbbbbbbbb-2'), venue('cccccccccc-3')];
    expect(pickVenue(venues, 'bbbbbbbbbb')?.id).toBe('bbbbbbbbbb-2');
    expect(pickVenue(venues, 'cccccccccc-3-and-more')?.id).toBe('cccccccccc-3');
    expect(pickVenue(venues, 'zzzzzzzzzz')?.id).toBe('aaaaaaaaaa-1');
    expect(pickVenue(venues, null)?.id).toBe('aaaaaaaaaa-1');
  });

  it('ignores deleted venues, also when the stored prefix points at one', () => {
    const venues = [venue('aaaaaaaaaa-1', true), venue('bbbbbbbbbb-2'), venue('cccccccccc-3')];
    expect(pickVenue(venues, 'aaaaaaaaaa')?.id).toBe('bbbbbbbbbb-2');
    expect(pickVenue([venue('aaaaaaaaaa-1', true), venue('bbbbbbbbbb-2')], null)?.id).toBe('bbbbbbbbbb-2');
  });

  it('gives null without venues', () => {
    expect(pickVenue([], 'aaaaaaaaaa')).toBeNull();
    expect(pickVenue([venue('a', true)], null)).toBeNull();
  });

  it('keeps ten characters of an id', () => {
    expect(VENUE_PREFIX_LENGTH).toBe(10);
    expect(venuePrefix('abcdefghijklmnop')).toBe('abcdefghij');
  });
});

describe('Boost', () => {
  it('shows with a current offer in any country, and without the New badge', () => {
    const state = { hasCurrentOffer: true, hasAvailableOffers: false };
    expect(isBoostVisible(state, 'DK')).toBe(true);
    expect(isBoostNew(state)).toBe(false);
  });

  it('shows available offers only in GB (also spelled EN) and SE, with the New badge', () => {
    const state = { hasCurrentOffer: false, hasAvailableOffers: true };
    expect(isBoostVisible(state, 'GB')).toBe(true);
    expect(isBoostVisible(state, 'EN')).toBe(true);
    expect(isBoostVisible(state, 'se')).toBe(true);
    expect(isBoostVisible(state, 'NO')).toBe(false);
    expect(isBoostVisible(state, null)).toBe(false);
    expect(isBoostNew(state)).toBe(true);
  });

  it('stays hidden without offers', () => {
    expect(isBoostVisible({ hasCurrentOffer: false, hasAvailableOffers: false }, 'SE')).toBe(false);
  });
});

describe('integrationPathForCountry', () => {
  it('sends SE and GB to the accounting service, NO to the external page, others to the list', () => {
    expect(integrationPathForCountry('SE')).toBe('/integrations/accounting');
    expect(integrationPathForCountry('EN')).toBe('/integrations/accounting');
    expect(integrationPathForCountry('NO')).toBe('/integrations/external');
    expect(integrationPathForCountry('ES')).toBe('/integrations');
    expect(integrationPathForCountry(null)).toBe('/integrations');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Anna Lind')).toBe('AL');
    expect(initialsOf('  åsa  von  öberg ')).toBe('ÅÖ');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });
});
