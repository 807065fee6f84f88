import { voucherRange } from '@fika/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL } from '../settings/test-utils.tsx';
import { hasFailedVoucher, useFailedVouchers } from './use-failed-vouchers.ts';

// 12:00 in Stockholm (CEST) on 15 April 2026: accounting day 2026-04-15.
const NOW = new Date('2026-04-15T10:00:00.000Z');

function voucher(id: string, status: string) {
  return { id, createdAt: '2026-04-10T12:00:00.000Z', status, message: null };
}

/** Answers GetVouchers with `pages`, chained by lastKey ('page-1', 'page-2', …). */
function servePages(pages: ReturnType<typeof voucher>[][]): Mock<typeof fetch> {
  return mockGraphQL({
    getVouchers: ({ lastKey }) => {
      const index = lastKey === null ? 0 : Number(String(lastKey).replace('page-', ''));
      const items = pages[index];
      if (!items) throw new Error(`No page for lastKey ${String(lastKey)}`);
      const next = index + 1 < pages.length ? `page-${index + 1}` : null;
      return { data: { getVouchers: { items, lastKey: next } } };
    },
  });
}

afterEach(() => {
  cleanup();
});

describe('hasFailedVoucher', () => {
  it('reads page after page via lastKey until a failed voucher appears', async () => {
    const fetchMock = servePages([
      [voucher('a', 'succeeded'), voucher('b', 'succeeded')],
      [voucher('c', 'succeeded')],
      [voucher('d', 'succeeded'), voucher('e', 'failed')],
      [voucher('f', 'failed')],
    ]);

    await expect(hasFailedVoucher('v1', 'Europe/Stockholm', NOW)).resolves.toBe(true);

    // The fourth page is never asked for: the third already had a failed voucher.
    expect(callsTo(fetchMock, 'GetVouchers').map((variables) => variables.lastKey)).toEqual([
      null,
      'page-1',
      'page-2',
    ]);
  });

  it('is false when no page has a failed voucher', async () => {
    const fetchMock = servePages([[voucher('a', 'succeeded')], [], [voucher('b', 'pending')]]);
    await expect(hasFailedVoucher('v1', 'Europe/Stockholm', NOW)).resolves.toBe(false);
    expect(callsTo(fetchMock, 'GetVouchers')).toHaveLength(3);
  });

  it('sends the §7 range: 05:30 of the accounting day 30 days back to the end of today', async () => {
    const fetchMock = servePages([[]]);
    await hasFailedVoucher('v1', 'Europe/Stockholm', NOW);

    const [variables] = callsTo(fetchMock, 'GetVouchers');
    const range = voucherRange(NOW, 'Europe/Stockholm');
    expect(variables).toEqual({
      venueId: 'v1',
      startDate: range.startDate.toISOString(),
      endDate: range.endDate.toISOString(),
      lastKey: null,
    });
    // 05:30 CET on 16 March, and 05:29:59.999 CEST on 16 April (the end of 15 April's day).
    expect(variables?.startDate).toBe('2026-03-16T04:30:00.000Z');
    expect(variables?.endDate).toBe('2026-04-16T03:29:59.999Z');
  });

  it('takes the accounting day in the venue time zone, where before 05:30 is still yesterday', async () => {
    const fetchMock = servePages([[]]);
    // 05:00 in New York on 15 April: still accounting day 14 April there.
    const early = new Date('2026-04-15T09:00:00.000Z');
    await hasFailedVoucher('v1', 'America/New_York', early);

    const [variables] = callsTo(fetchMock, 'GetVouchers');
    const range = voucherRange(early, 'America/New_York');
    expect(variables?.startDate).toBe(range.startDate.toISOString());
    expect(variables?.endDate).toBe(range.endDate.toISOString());
    expect(variables?.startDate).toBe('2026-03-15T09:30:00.000Z');
    expect(variables?.endDate).toBe('2026-04-15T09:29:59.999Z');
  });

  it('fails when a page cannot be read, rather than reporting no failed vouchers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // request() logs the failure.
    mockGraphQL({
      getVouchers: () => ({ data: null, errors: [{ message: 'Venue not found' }] }),
    });
    await expect(hasFailedVoucher('v1', 'Europe/Stockholm', NOW)).rejects.toThrow('Venue not found');
  });
});

describe('useFailedVouchers', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  function wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client }, children);
  }

  it('is true once a failed voucher is found for the venue', async () => {
    const fetchMock = servePages([[voucher('a', 'failed')]]);
    const { result } = renderHook(() => useFailedVouchers('v1', 'Europe/Stockholm'), { wrapper });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(callsTo(fetchMock, 'GetVouchers')[0]?.venueId).toBe('v1');
  });

  it('asks nothing and is false without a venue', async () => {
    const fetchMock = servePages([[voucher('a', 'failed')]]);
    const { result } = renderHook(() => useFailedVouchers(null, 'Europe/Stockholm'), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
