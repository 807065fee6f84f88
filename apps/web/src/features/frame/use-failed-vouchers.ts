import { voucherRange } from '@fika/domain';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '../../lib/graphql.ts';
import { type RequestResult, request } from '../../lib/request.ts';
import { GET_VOUCHERS_QUERY } from './frame.graphql.ts';

/** Pages of vouchers read before giving up looking for a failed one. */
const MAX_PAGES = 20;

/**
 * Whether the venue has a failed voucher in the last 30 accounting days up to the end of today
 * (§2.4, §7, §9), reading page after page until one is found.
 */
export async function hasFailedVoucher(
  venueId: string,
  timeZone: string,
  now = new Date(),
): Promise<boolean> {
  const { startDate, endDate } = voucherRange(now, timeZone);
  let lastKey: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: RequestResult<ResultOf<typeof GET_VOUCHERS_QUERY>> = await request(GET_VOUCHERS_QUERY, {
      venueId,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      lastKey,
    });
    if (!result.success) throw new Error(result.error);
    const { items } = result.data.getVouchers;
    const next: string | null = result.data.getVouchers.lastKey;
    if (items.some((voucher) => voucher.status === 'failed')) return true;
    if (!next) return false;
    lastKey = next;
  }
  return false;
}

/** The failed-voucher flag of the selected venue; false while loading or without a venue. */
export function useFailedVouchers(venueId: string | null, timeZone: string): boolean {
  const query = useQuery({
    queryKey: ['failed-vouchers', venueId, timeZone],
    queryFn: () => hasFailedVoucher(venueId ?? '', timeZone),
    enabled: venueId !== null,
    staleTime: 5 * 60_000,
  });
  return query.data === true;
}
