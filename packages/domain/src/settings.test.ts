import { describe, expect, it } from 'vitest';
import { companySettingsSchema, isValidTimeZone, MAX_STAFF_IDLE_TIMEOUT, venueSchema } from './settings.ts';
import { fieldErrorsFromZod } from './validation.ts';

const company = {
  name: ' Demo Bistro ',
  legalName: 'Demo Bistro AB',
  organizationNumber: '559123-4567',
  country: 'SE',
  timezone: 'Europe/Stockholm',
  defaultCurrency: 'SEK',
  defaultLanguage: 'se',
};

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never);

describe('isValidTimeZone', () => {
  it.each(['Europe/Stockholm', 'Europe/Oslo', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+2'])(
    'accepts %s',
    (tz) => {
      expect(isValidTimeZone(tz)).toBe(true);
    },
  );
  it.each(['', 'Europe/Atlantis', 'not a zone', '../etc/passwd', 'Europe//Oslo'])('refuses %j', (tz) => {
    expect(isValidTimeZone(tz)).toBe(false);
  });
});

describe('companySettingsSchema', () => {
  it('accepts valid settings, trimming text and normalising the organisation number', () => {
    const result = companySettingsSchema.parse(company);
    expect(result).toMatchObject({ name: 'Demo Bistro', organizationNumber: '5591234567', country: 'SE' });
  });

  it('leaves out an empty organisation number and legal name', () => {
    const result = companySettingsSchema.parse({ ...company, organizationNumber: '', legalName: null });
    expect(result.organizationNumber).toBeUndefined();
    expect(result.legalName).toBeUndefined();
  });

  it('checks the organisation number against the country', () => {
    expect(errors(companySettingsSchema.safeParse({ ...company, organizationNumber: '12345' }))).toEqual([
      { field: 'organizationNumber', message: 'validation.orgNumber.length' },
    ]);
    expect(
      errors(companySettingsSchema.safeParse({ ...company, country: 'GB', organizationNumber: 'SC12345' })),
    ).toEqual([]);
    expect(errors(companySettingsSchema.safeParse({ ...company, organizationNumber: '559123456!' }))).toEqual(
      [{ field: 'organizationNumber', message: 'validation.orgNumber.characters' }],
    );
  });

  it('names every bad field', () => {
    const result = companySettingsSchema.safeParse({
      name: '',
      country: 'FR',
      timezone: 'Mars/Olympus',
      defaultCurrency: 'XXX',
      defaultLanguage: 'fr',
    });
    expect(errors(result)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'validation.required' },
        { field: 'country', message: 'validation.country' },
        { field: 'timezone', message: 'validation.invalid' },
        { field: 'defaultCurrency', message: 'validation.currency' },
        { field: 'defaultLanguage', message: 'validation.companyLanguage' },
      ]),
    );
  });
});

describe('venueSchema', () => {
  it('defaults the idle timeout and leaves the phone to the server', () => {
    const result = venueSchema.parse({ name: 'Kungsholmen', timezone: 'Europe/Stockholm' });
    expect(result).toEqual({ name: 'Kungsholmen', timezone: 'Europe/Stockholm', staffIdleTimeout: 0 });
  });

  it('keeps a location and a valid phone', () => {
    const result = venueSchema.parse({
      name: 'Nyhavn',
      timezone: 'Europe/Copenhagen',
      phone: '+45 33 12 34 56',
      staffIdleTimeout: 90,
      location: { street: 'Nyhavn 17', zip: '1051', city: 'København', name: '' },
    });
    expect(result.location).toEqual({ street: 'Nyhavn 17', zip: '1051', city: 'København' });
    expect(result.phone).toBe('+45 33 12 34 56');
  });

  it('refuses a bad phone, time zone and idle timeout', () => {
    const result = venueSchema.safeParse({
      name: 'X',
      timezone: 'Nowhere/Land',
      phone: 'call me',
      staffIdleTimeout: MAX_STAFF_IDLE_TIMEOUT + 1,
    });
    expect(
      errors(result)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['phone', 'staffIdleTimeout', 'timezone']);
    expect(errors(venueSchema.safeParse({ name: 'X', timezone: 'UTC', staffIdleTimeout: 1.5 }))).toEqual([
      { field: 'staffIdleTimeout', message: 'validation.invalid' },
    ]);
    expect(errors(venueSchema.safeParse({ name: 'X', timezone: 'UTC', staffIdleTimeout: -1 }))).toEqual([
      { field: 'staffIdleTimeout', message: 'validation.invalid' },
    ]);
  });
});
