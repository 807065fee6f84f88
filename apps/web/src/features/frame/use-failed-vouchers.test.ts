import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockGraphQL } from '../../test/back-office.tsx';
import { useFailedVouchers } from './use-failed-vouchers.ts';

const SODERMALM = {
  venueId: 'v1',
  venueName: 'Södermalm',
  failedCount: 1,
  lastFailedAt: '2026-04-10T12:00:00.000Z',
};

afterEach(() => {
  cleanup();
});

describe('useFailedVouchers', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  function wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client }, children);
  }

  it('lists the venues with failed vouchers, asking for no particular venue', async () => {
    const fetchMock = mockGraphQL({
      failedVoucherAlerts: () => ({ data: { failedVoucherAlerts: [SODERMALM] } }),
    });
    const { result } = renderHook(() => useFailedVouchers(true), { wrapper });
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toEqual([SODERMALM]));
    expect(callsTo(fetchMock, 'FailedVoucherAlerts')[0]).toEqual({});
  });

  it('asks nothing when disabled', async () => {
    const fetchMock = mockGraphQL({
      failedVoucherAlerts: () => ({ data: { failedVoucherAlerts: [SODERMALM] } }),
    });
    const { result } = renderHook(() => useFailedVouchers(false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
