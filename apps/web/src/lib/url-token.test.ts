import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, getToken } from './token-storage.ts';
import { takeTokenFromUrl } from './url-token.ts';

afterEach(() => {
  clearTokens();
  window.history.replaceState(null, '', '/');
});

describe('takeTokenFromUrl', () => {
  it('stores the token and removes it from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/en-gb/login?token=abc.def&utm=x#top');
    expect(takeTokenFromUrl()).toBe(true);
    expect(getToken()).toBe('abc.def');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/en-gb/login?utm=x#top',
    );
  });

  it('leaves a reset-password token alone', () => {
    window.history.replaceState(null, '', '/reset-password?token=reset-1');
    expect(takeTokenFromUrl()).toBe(false);
    expect(getToken()).toBeNull();
    expect(window.location.search).toBe('?token=reset-1');
  });

  it('does nothing without a token', () => {
    window.history.replaceState(null, '', '/sv-se');
    expect(takeTokenFromUrl()).toBe(false);
    expect(getToken()).toBeNull();
  });
});
