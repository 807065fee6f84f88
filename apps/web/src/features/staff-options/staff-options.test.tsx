import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../test/back-office.tsx';
import { useStaffSelectData } from './staff-options.ts';

const deleted = (name: string) => `${name} (deleted)`;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useStaffSelectData', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers no staff first, the staff list by name, staff only orders know, and deleted staff last', async () => {
    mockGraphQL({
      staffOptions: () => ({
        data: {
          staffOptions: [
            { id: 's2', name: 'Örjan', deleted: false },
            { id: 's3', name: 'Bo', deleted: true },
            { id: 's1', name: 'Anna', deleted: false },
          ],
        },
      }),
    });
    const extra = [
      { id: 't1', name: 'Tina (till)' },
      { id: 's1', name: 'Anna on an old order' },
    ];
    const { result } = renderHook(() => useStaffSelectData({ noStaff: 'No staff', deleted }, extra), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toHaveLength(5));
    expect(result.current).toEqual([
      { value: '', label: 'No staff' },
      { value: 's1', label: 'Anna' },
      // English collation: Ö sorts with O (a Swedish content language would put it last).
      { value: 's2', label: 'Örjan' },
      { value: 't1', label: 'Tina (till)' },
      { value: 's3', label: 'Bo (deleted)' },
    ]);
  });

  it('still offers the staff orders name when the list cannot be loaded', async () => {
    mockGraphQL({ staffOptions: () => ({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }) });
    const extra = [{ id: 't1', name: 'Tina' }];
    const { result } = renderHook(() => useStaffSelectData({ deleted }, extra), { wrapper });
    await waitFor(() => expect(result.current).toEqual([{ value: 't1', label: 'Tina' }]));
  });
});
