import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago in the interface language, in the largest whole unit', () => {
    expect(relativeTime('2026-11-24T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(relativeTime('2026-11-24T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-24T09:00:00Z', 'sv-SE', now)).toBe('för 3 timmar sedan');
    expect(relativeTime('2026-11-23T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-24T12:00:00Z', 'es', now)).toBe('ahora');
  });
});
