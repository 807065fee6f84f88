import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeToken,
  clearTokens,
  getAdminToken,
  getToken,
  isDevelopmentApi,
  setAdminToken,
  setToken,
  TOKEN_CHANGE_RELOAD_MS,
  tokenSlotNames,
} from './token-storage.ts';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('isDevelopmentApi', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://127.0.0.1:3000/graphql',
    'http://[::1]:3000',
    'https://dev.fika.example',
    'https://api.dev.fika.example',
  ])('treats %s as development', (url) => {
    expect(isDevelopmentApi(url)).toBe(true);
  });

  it.each([
    'https://fika.example',
    'https://app.fika.example',
    'https://devfika.example',
    'https://developer.fika.example',
    'https://fika.dev',
    'http://',
  ])('treats %s as production', (url) => {
    expect(isDevelopmentApi(url)).toBe(false);
  });
});

describe('tokenSlotNames', () => {
  it('uses different slots for development and production APIs', () => {
    expect(tokenSlotNames('http://localhost:3000')).toEqual({
      token: 'fika.dev.token',
      adminToken: 'fika.dev.adminToken',
    });
    expect(tokenSlotNames('https://api.fika.example')).toEqual({
      token: 'fika.token',
      adminToken: 'fika.adminToken',
    });
  });
});

describe('token slots', () => {
  it('stores tokens under the production names for a production API', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.fika.example');
    setToken('user');
    setAdminToken('admin');
    expect(localStorage.getItem('fika.token')).toBe('user');
    expect(localStorage.getItem('fika.adminToken')).toBe('admin');
    expect(localStorage.getItem('fika.dev.token')).toBeNull();
  });

  it('stores tokens under the development names for a development API', () => {
    vi.stubEnv('VITE_API_URL', 'http://localhost:3000');
    setToken('user');
    setAdminToken('admin');
    expect(localStorage.getItem('fika.dev.token')).toBe('user');
    expect(localStorage.getItem('fika.dev.adminToken')).toBe('admin');
    expect(localStorage.getItem('fika.token')).toBeNull();
  });

  it('gets, replaces and clears both tokens', () => {
    expect(getToken()).toBeNull();
    expect(getAdminToken()).toBeNull();

    setToken('user');
    setAdminToken('admin');
    expect(getToken()).toBe('user');
    expect(getAdminToken()).toBe('admin');

    setToken(null);
    expect(getToken()).toBeNull();
    expect(getAdminToken()).toBe('admin');

    setToken('again');
    clearTokens();
    expect(getToken()).toBeNull();
    expect(getAdminToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('survives a browser that refuses local storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    expect(() => setToken('user')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(() => clearTokens()).not.toThrow();
  });

  it('survives a full or failing local storage', () => {
    const failing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(failing);

    expect(() => setToken('user')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(() => setAdminToken(null)).not.toThrow();
  });
});

describe('changeToken', () => {
  it('stores the token at once and reloads the page after 150 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();

    changeToken('next-user', { reload });

    expect(TOKEN_CHANGE_RELOAD_MS).toBe(150);
    expect(getToken()).toBe('next-user');
    vi.advanceTimersByTime(149);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
