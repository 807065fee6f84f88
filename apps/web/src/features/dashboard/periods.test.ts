import { describe, expect, it } from 'vitest';
import { hourLabel, isValidRange, presetRange, rangeLength } from './periods.ts';

describe('presetRange', () => {
  const today = '2026-11-21'; // a Saturday
  it('counts the presets back from today', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-15', to: today });
    expect(presetRange('thisWeek', today)).toEqual({ from: '2026-11-16', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('last30', today)).toEqual({ from: '2026-10-23', to: today });
  });

  it('starts the week on Monday, also on a Monday and a Sunday', () => {
    expect(presetRange('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(presetRange('thisWeek', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('uses the custom range as given', () => {
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(presetRange('custom', today, custom)).toEqual(custom);
  });
});

describe('ranges', () => {
  it('measures and validates', () => {
    expect(rangeLength({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(isValidRange({ from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(isValidRange({ from: '2026-11-30', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2025-01-01', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-11-01' })).toBe(false);
  });

  it('labels hours with two digits', () => {
    expect(hourLabel('5')).toBe('05');
    expect(hourLabel('23')).toBe('23');
  });
});
