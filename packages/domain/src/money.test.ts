import { describe, expect, it } from 'vitest';
import { formatMoney, isValidMinorAmount, minorToDecimal, parseMoney } from './money.ts';

describe('money', () => {
  it('formats minor units in the locale', () => {
    expect(formatMoney(12345, 'SEK', 'sv').replace(/\s/g, ' ')).toBe('123,45 kr');
    expect(formatMoney(4500, 'GBP', 'en-GB')).toBe('£45.00');
    expect(formatMoney(0, 'EUR', 'es').replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('writes minor units as a decimal for inputs', () => {
    expect(minorToDecimal(4550, 'SEK')).toBe('45.50');
    expect(minorToDecimal(5, 'SEK', ',')).toBe('0,05');
    expect(minorToDecimal(-250, 'EUR')).toBe('-2.50');
  });

  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45,50', 4550],
    ['0,05', 5],
    ['1 234,50', 123450],
    ['1,234.50', 123450],
    ['1.234,50', 123450],
    ['1234', 123400],
    ['-2.50', -250],
    ['12 000', 1200000],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseMoney(text, 'SEK')).toBe(minor);
  });

  it.each([[''], ['abc'], ['1.2345'], ['1..2'], ['12,3,4'], ['€5']])('refuses %j', (text) => {
    expect(parseMoney(text, 'SEK')).toBeNull();
  });

  it('accepts whole non-negative amounts within the limit only', () => {
    expect(isValidMinorAmount(0)).toBe(true);
    expect(isValidMinorAmount(4500)).toBe(true);
    expect(isValidMinorAmount(45.5)).toBe(false);
    expect(isValidMinorAmount(-1)).toBe(false);
    expect(isValidMinorAmount(2_000_000_000)).toBe(false);
    expect(isValidMinorAmount('4500')).toBe(false);
  });
});
