import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_SECONDS, signSession, verifySession } from './session-tokens.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const claims = { userId: 'u1', kind: 'user' as const, version: 3, actorId: null };

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for a token verified before, without a second signature check', async () => {
    const token = await signSession(SECRET, claims);
    expect(await verifySession(SECRET, token)).toEqual(claims);
    const again = await verifySession(SECRET, token);
    expect(again).toEqual(claims);
    // The kept claims are shared between requests: nobody may change them.
    expect(Object.isFrozen(again)).toBe(true);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const token = await signSession(SECRET, claims);
    expect(await verifySession(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + SESSION_TTL_SECONDS * 1000 + 1000));
    expect(await verifySession(SECRET, token)).toBeNull();
  });

  it('refuses a remembered token under another secret, and a forged one', async () => {
    const token = await signSession(SECRET, claims);
    expect(await verifySession(SECRET, token)).toEqual(claims);
    expect(await verifySession(`${SECRET}-rotated`, token)).toBeNull();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await verifySession(SECRET, forged)).toBeNull();
  });
});
