import { describe, expect, it } from 'vitest';
import { hashPin, pinLookup, verifyPin } from './pin.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('PIN storage', () => {
  it('hashes slowly and verifies only the same PIN', async () => {
    const stored = await hashPin('4821');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('4821');
    expect(await verifyPin(stored, '4821')).toBe(true);
    expect(await verifyPin(stored, '4822')).toBe(false);
    expect(await verifyPin(null, '4821')).toBe(false);
    expect(await verifyPin('not-a-hash', '4821')).toBe(false);
  });

  it('gives one lookup per company and PIN, keyed by the server secret', () => {
    const a = pinLookup(SECRET, 'company-a', '4821');
    expect(pinLookup(SECRET, 'company-a', '4821')).toBe(a);
    expect(pinLookup(SECRET, 'company-b', '4821')).not.toBe(a);
    expect(pinLookup(SECRET, 'company-a', '4822')).not.toBe(a);
    expect(pinLookup(`${SECRET}x`, 'company-a', '4821')).not.toBe(a);
    expect(a).not.toContain('4821');
  });
});
