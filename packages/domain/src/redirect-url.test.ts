import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUrl, REDIRECT_URL_MAX_LENGTH } from './redirect-url.ts';

describe('isAllowedRedirectUrl', () => {
  it.each([
    '/',
    '/settings/company',
    '/reports?tab=billing#invoices',
    'https://fika.example/settings/company',
    'http://localhost:5173/',
  ])('accepts %j', (value) => {
    expect(isAllowedRedirectUrl(value)).toBe(true);
  });

  it.each([
    '',
    'settings/company',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://fika.example/',
    'https://',
    'https://fika.example/a b',
    '/path\nwith-newline',
    ' /leading-space',
  ])('refuses %j', (value) => {
    expect(isAllowedRedirectUrl(value)).toBe(false);
  });

  it('refuses addresses longer than the limit', () => {
    const path = `/${'a'.repeat(REDIRECT_URL_MAX_LENGTH - 1)}`;
    expect(isAllowedRedirectUrl(path)).toBe(true);
    expect(isAllowedRedirectUrl(`${path}a`)).toBe(false);
  });
});
