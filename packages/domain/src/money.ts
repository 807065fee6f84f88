// Money travels and is stored as integer minor units (öre, cents, pence); these helpers are the
// only place amounts turn into text and back.
import type { Currency } from './enums.ts';

/** Minor units per major unit of each supported currency (all of them have two decimals). */
export const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = {
  AED: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  NOK: 2,
  SEK: 2,
  TRY: 2,
  USD: 2,
};

/** Largest amount in minor units the catalogue accepts (fits a PostgreSQL integer with room). */
export const MAX_MINOR_AMOUNT = 1_000_000_000;

function digitsOf(currency: string): number {
  return MINOR_UNIT_DIGITS[currency as Currency] ?? 2;
}

/** Whether `value` is a whole, non-negative amount of minor units within the limit. */
export function isValidMinorAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_MINOR_AMOUNT;
}

/** `12345` SEK in `sv` → "123,45 kr"; the locale decides separators and symbol placement. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const digits = digitsOf(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** Minor units as a plain decimal for an input field: `4550` → "45.50" (or "45,50" with `,`). */
export function minorToDecimal(minor: number, currency: string, decimalSeparator = '.'): string {
  const digits = digitsOf(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits).padStart(digits, '0');
  return digits === 0 ? `${sign}${major}` : `${sign}${major}${decimalSeparator}${fraction}`;
}

/**
 * Reads what a person typed as an amount — "45", "45.5", "45,50", "1 234,50", "1,234.50" — into
 * minor units without floating-point error; null when it is not an amount or has too many decimals.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (cleaned === '') return null;
  const negative = cleaned.startsWith('-');
  const body = negative ? cleaned.slice(1) : cleaned;
  if (!/^[\d.,]+$/.test(body)) return null;
  // The last separator followed by at most `digits` digits is the decimal one; others group thousands.
  const lastSeparator = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let whole = body;
  let fraction = '';
  if (lastSeparator !== -1 && body.length - lastSeparator - 1 <= digits) {
    whole = body.slice(0, lastSeparator);
    fraction = body.slice(lastSeparator + 1);
  }
  if (!/^\d{1,3}(?:[.,]?\d{3})*$|^\d+$/.test(whole || '0')) return null;
  const wholeDigits = (whole || '0').replace(/[.,]/g, '');
  if (fraction.length > digits) return null;
  const minor = Number(wholeDigits) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}
