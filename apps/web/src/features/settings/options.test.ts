import { isValidTimeZone } from '@fika/domain';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countryOptions,
  currencyOfCountry,
  formatIdleTimeout,
  orgNumberHint,
  orgNumberLabelKey,
  timeZoneGroups,
  timeZoneLabel,
  timeZones,
} from './options.ts';
import { createSettingsI18n } from './test-utils.tsx';

let t: TFunction<'settings'>;
let tSv: TFunction<'settings'>;

beforeAll(async () => {
  t = (await createSettingsI18n('en')).getFixedT('en', 'settings');
  tSv = (await createSettingsI18n('sv')).getFixedT('sv', 'settings');
});

describe('staff idle timeout', () => {
  it('reads 0 as never locking', () => {
    expect(formatIdleTimeout(t, 'en', 0)).toBe('Never locks');
    expect(formatIdleTimeout(tSv, 'sv', 0)).toBe('Låses aldrig');
  });

  it('spells the duration out in the UI language', () => {
    expect(formatIdleTimeout(t, 'en', 300)).toBe('5 minutes');
    expect(formatIdleTimeout(t, 'en', 90)).toBe('1 minute, 30 seconds');
    expect(formatIdleTimeout(t, 'en', 3600)).toBe('1 hour');
    expect(formatIdleTimeout(tSv, 'sv', 45)).toBe('45 sekunder');
  });
});

describe('time zones', () => {
  it('offers every zone the domain accepts, grouped by region', () => {
    const zones = timeZones();
    expect(zones).toContain('Europe/Stockholm');
    expect(zones.every(isValidTimeZone)).toBe(true);
    const europe = timeZoneGroups().find((group) => group.group === 'Europe');
    expect(europe?.items.map((item) => item.value)).toContain('Europe/Oslo');
  });

  it('keeps a stored zone the list does not name', () => {
    const all = timeZoneGroups('Etc/GMT+5').flatMap((group) => group.items.map((item) => item.value));
    expect(all).toContain('Etc/GMT+5');
  });

  it('labels a zone with its offset and without underscores', () => {
    expect(timeZoneLabel('America/New_York')).toMatch(/^America\/New York \(GMT-[45]\)$/);
  });
});

describe('country rules', () => {
  it('names the countries in the UI language, sorted by name', () => {
    expect(countryOptions(tSv, 'sv').map((option) => option.label)).toEqual([
      'Danmark',
      'Norge',
      'Spanien',
      'Storbritannien',
      'Sverige',
      'Turkiet',
    ]);
  });

  it('labels and explains the organisation number per country', () => {
    expect(t(orgNumberLabelKey('DK'))).toBe('CVR Number');
    expect(t(orgNumberLabelKey('XX'))).toBe('Organisation number');
    expect(orgNumberHint(t, 'NO')).toBe('9 digits or letters; spaces and hyphens are ignored.');
    expect(orgNumberHint(t, 'GB')).toBe('6 to 8 digits or letters; spaces and hyphens are ignored.');
  });

  it('knows each country’s currency', () => {
    expect(currencyOfCountry('NO')).toBe('NOK');
    expect(currencyOfCountry('TR')).toBe('TRY');
    expect(currencyOfCountry('US')).toBeNull();
  });
});
