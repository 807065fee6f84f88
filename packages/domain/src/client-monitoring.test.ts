import { describe, expect, it } from 'vitest';
import {
  CLIENT_TOKEN_PATTERN,
  canReadClientErrors,
  ERROR_SEVERITIES,
  errorGroupKey,
  guestPageSlug,
  isLogSeverity,
  MONITORING_LIMITS,
  redactClientUrl,
} from './client-monitoring.ts';

describe('client monitoring rules', () => {
  it('keeps the §9 limits', () => {
    expect(MONITORING_LIMITS).toMatchObject({
      sessionSampleRate: 100,
      telemetrySampleRate: 20,
      batchMessages: 50,
      batchBytes: 16_384,
      messageBytes: 262_144,
      flushMs: 30_000,
      eventsPerMinute: 3_000,
      sessionLifetimeMs: 14_400_000,
      sessionInactivityMs: 900_000,
      queueBytes: 3_145_728,
      errorResponseBytes: 32_768,
    });
  });

  it('groups error and the severities above it', () => {
    expect(ERROR_SEVERITIES).toEqual(['error', 'critical', 'alert', 'emerg']);
    expect(isLogSeverity('warn')).toBe(true);
    expect(isLogSeverity('fatal')).toBe(false);
    expect(isLogSeverity(3)).toBe(false);
  });

  it('lets SETTINGS (and full access) read client errors, nobody else', () => {
    expect(canReadClientErrors({ scopes: [], venueIds: [] })).toBe(true);
    expect(canReadClientErrors({ scopes: ['SETTINGS'], venueIds: ['v'] })).toBe(true);
    expect(canReadClientErrors({ scopes: ['ORDERS', 'FINANCE'], venueIds: [] })).toBe(false);
  });

  it('accepts only public client tokens', () => {
    expect(CLIENT_TOKEN_PATTERN.test('pubfikaweb01')).toBe(true);
    expect(CLIENT_TOKEN_PATTERN.test('secret-token')).toBe(false);
    expect(CLIENT_TOKEN_PATTERN.test('')).toBe(false);
  });

  it('groups one bug across ids, numbers and builds, and keeps different places apart', () => {
    const a = errorGroupKey(
      'Order 123 not found: "abc"',
      'TypeError: x\n    at load (https://fika.test/assets/orders-AbC123.js?v=1:10:5)',
    );
    const b = errorGroupKey(
      'Order 98 not found: "zz"',
      'TypeError: x\n    at load (https://fika.test/assets/orders-AbC123.js?v=2:11:7)',
    );
    expect(a).toBe(b);
    expect(errorGroupKey('Order 1 not found', 'at other (x.js:1:1)')).not.toBe(
      errorGroupKey('Order 1 not found', 'at load (x.js:1:1)'),
    );
    expect(errorGroupKey('Boom', null)).toBe('Boom\n');
  });
});

describe('signed-out pages', () => {
  it('finds the venue slug of a guest ordering page, and of nothing else', () => {
    expect(guestPageSlug('/order/cafe-sodermalm')).toBe('cafe-sodermalm');
    expect(guestPageSlug('/sv-se/order/Cafe-Sodermalm')).toBe('cafe-sodermalm');
    expect(guestPageSlug('https://fika.test/en-gb/order/bistro/status/abc123')).toBe('bistro');
    expect(guestPageSlug('/order/bistro?table=ref')).toBe('bistro');
    for (const other of [
      '/',
      '/login',
      '/activate/tok',
      '/order',
      '/order/t/ref',
      '/order/a/b',
      '/orders/x',
      null,
      '',
    ])
      expect(guestPageSlug(other), String(other)).toBeNull();
    expect(guestPageSlug(`/order/${'x'.repeat(101)}`)).toBeNull();
    expect(guestPageSlug('/order/%E0%A4%A')).toBeNull();
  });

  it('keeps no secret of an address', () => {
    expect(redactClientUrl('/activate/secret-token')).toBe('/activate/:token');
    expect(redactClientUrl('/reset-password?token=abc')).toBe('/reset-password');
    expect(redactClientUrl('/sv-se/order/bistro/status/st-123')).toBe('/sv-se/order/bistro/status/:token');
    expect(redactClientUrl('/order/t/ref-1#x')).toBe('/order/t/:token');
    expect(redactClientUrl('https://fika.test/activate/x')).toBe('https://fika.test/activate/:token');
    expect(redactClientUrl('/pim/products')).toBe('/pim/products');
  });
});
