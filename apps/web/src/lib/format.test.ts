import { describe, expect, it } from 'vitest';
import { formatLocale, formatsFor } from './format.ts';

// 24 November 2026, 00:56 in Stockholm: formatted in a fixed zone so the test reads the same anywhere.
const AT = new Date('2026-11-23T23:56:00Z');
const inStockholm = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatsFor(locale).dateWith(AT, { ...options, timeZone: 'Europe/Stockholm' });

describe('formatLocale: the user language in the company country', () => {
  it('writes English in Sweden like British English, never American', () => {
    expect(formatLocale('en', 'SE')).toBe('en-GB');
    expect(formatLocale('en', 'GB')).toBe('en-GB');
    expect(formatLocale('en', null)).toBe('en-GB');
    expect(formatLocale('en', 'TR')).toBe('en-GB');
  });

  it('pairs a language with its country, else uses its home locale', () => {
    expect(formatLocale('sv', 'SE')).toBe('sv-SE');
    expect(formatLocale('sv', 'ES')).toBe('sv-SE');
    expect(formatLocale('no', 'NO')).toBe('nb-NO');
    expect(formatLocale('es', 'ES')).toBe('es-ES');
    expect(formatLocale('ar', 'SE')).toBe('ar-AE');
  });
});

describe('formatsFor', () => {
  it('English + Sweden: day first, 24-hour clock, SEK', () => {
    const en = formatsFor('en', 'SE');
    expect(en.dateWith(AT, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' })).toBe(
      '24/11/2026, 00:56',
    );
    expect(en.money(123450, 'SEK').replace(/\s/g, ' ')).toBe('SEK 1,234.50');
    expect(en.number(1234567.5)).toBe('1,234,567.5');
    expect(en.percent(12.5)).toBe('12.5%');
    expect(en.day('2026-11-24')).toBe('24 Nov 2026');
  });

  it('en-GB: the same day-first 24-hour dates', () => {
    expect(inStockholm('en', { dateStyle: 'short', timeStyle: 'short' })).toBe('24/11/2026, 00:56');
    expect(formatsFor('en', 'GB').money(999, 'GBP')).toBe('£9.99');
  });

  it('Swedish: ISO-style dates, 24-hour clock, kr after the amount', () => {
    const sv = formatsFor('sv', 'SE');
    expect(sv.dateWith(AT, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' })).toBe(
      '2026-11-24 00:56',
    );
    expect(sv.money(123450, 'SEK').replace(/\s/g, ' ')).toBe('1 234,50 kr');
  });

  it('Arabic: day first, with the same numbers in every screen', () => {
    const ar = formatsFor('ar', 'SE');
    const date = ar.dateWith(AT, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'Europe/Stockholm',
    });
    // Digits may be Arabic-Indic or Latin by ICU version; the order is day/month/year either way.
    const latin = date
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[^\d/]/g, '');
    expect(latin).toBe('24/11/2026');
    expect(ar.money(123450, 'SEK')).toBe(formatsFor('ar', 'TR').money(123450, 'SEK'));
  });
});
