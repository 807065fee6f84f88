import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { FAILED_VOUCHER_ALERTS_QUERY } from './frame.graphql.ts';

/** A venue with failed vouchers, as the bell lists it. */
export type FailedVoucherAlert = ResultOf<typeof FAILED_VOUCHER_ALERTS_QUERY>['failedVoucherAlerts'][number];

/**
 * The venues with failed vouchers in the last 30 accounting days (§2.4, §9), across every venue
 * the user may see — not the one picked in the sidebar, so the bell is the same on every venue.
 * Empty while loading or when `enabled` is false.
 */
export function useFailedVouchers(enabled: boolean): readonly FailedVoucherAlert[] {
  const query = useQuery({
    queryKey: ['failed-vouchers'],
    queryFn: async ({ signal }) =>
      (await gqlQuery(FAILED_VOUCHER_ALERTS_QUERY, {}, { signal })).failedVoucherAlerts,
    enabled,
    staleTime: 5 * 60_000,
    // The bell is part of the frame: a failure leaves it empty, it never replaces the screen.
    throwOnError: false,
  });
  return query.data ?? [];
}
