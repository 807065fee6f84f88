import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.ts';

const KEY = 'k'.repeat(48);

describe('integration secrets at rest', () => {
  it('round-trips, and the stored text does not contain the secret', () => {
    const stored = encryptSecret(KEY, 'c1:integration:fortnox', 'access-token-123');
    expect(stored).not.toContain('access-token-123');
    expect(decryptSecret(KEY, 'c1:integration:fortnox', stored)).toBe('access-token-123');
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptSecret(KEY, 'c', 'same')).not.toBe(encryptSecret(KEY, 'c', 'same'));
  });

  it('refuses a ciphertext moved to another row, another key or tampered with', () => {
    const stored = encryptSecret(KEY, 'c1:integration:fortnox', 'secret');
    expect(decryptSecret(KEY, 'c2:integration:fortnox', stored)).toBeNull();
    expect(decryptSecret('x'.repeat(48), 'c1:integration:fortnox', stored)).toBeNull();
    const parts = stored.split('.');
    parts[3] = `A${(parts[3] ?? '').slice(1)}`;
    expect(decryptSecret(KEY, 'c1:integration:fortnox', parts.join('.'))).toBeNull();
    expect(decryptSecret(KEY, 'c1:integration:fortnox', 'garbage')).toBeNull();
  });
});
