import { voucherRange } from '@fika/domain';
import { and, desc, eq, gte, inArray, lt, lte, or } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { venueScope } from '../../kernel/tenant.ts';
import { vouchers } from '../../platform/db/schema/index.ts';
import { visibleVenues } from '../venues/venues.service.ts';

export interface VoucherView {
  id: string;
  createdAt: Date;
  status: string;
  message: string | null;
  customerVoucher: unknown;
}

export interface VoucherPage {
  items: VoucherView[];
  /** Pass back as `lastKey` for the next page; null on the last page. */
  lastKey: string | null;
}

const MAX_PAGE = 200;

// The page key is the last row's (createdAt, id): newest first, stable under equal timestamps.
const encodeKey = (v: VoucherView) =>
  Buffer.from(`${v.createdAt.toISOString()}|${v.id}`).toString('base64url');

function decodeKey(key: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(key, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw badInput([{ field: 'lastKey', message: 'validation.invalid' }]);
  return { createdAt, id };
}

/** GetVouchers (§7): a venue's vouchers between two instants, newest first, a page at a time. */
export async function getVouchers(
  ctx: Ctx,
  input: { venueId: string; startDate: Date; endDate: Date; lastKey?: string | null; limit?: number | null },
): Promise<VoucherPage> {
  const user = requireUser(ctx);
  await venueScope(ctx.db, user, input.venueId);
  if (input.endDate < input.startDate) throw badInput([{ field: 'endDate', message: 'validation.invalid' }]);
  const limit = Math.min(Math.max(input.limit ?? 50, 1), MAX_PAGE);
  const after = input.lastKey ? decodeKey(input.lastKey) : null;
  const rows = await ctx.db
    .select({
      id: vouchers.id,
      createdAt: vouchers.createdAt,
      status: vouchers.status,
      message: vouchers.message,
      customerVoucher: vouchers.customerVoucher,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, user.companyId),
        eq(vouchers.venueId, input.venueId),
        gte(vouchers.createdAt, input.startDate),
        lte(vouchers.createdAt, input.endDate),
        after
          ? or(
              lt(vouchers.createdAt, after.createdAt),
              and(eq(vouchers.createdAt, after.createdAt), lt(vouchers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, lastKey: rows.length > limit && last ? encodeKey(last) : null };
}

/** Failed vouchers of one venue in its notification window. */
export interface FailedVoucherAlert {
  venueId: string;
  venueName: string;
  failedCount: number;
  lastFailedAt: Date;
}

/**
 * The notification bell's failed vouchers (§2.4, §9): every venue the caller may see — not only
 * the one picked in the sidebar — each over the last 30 accounting days of its own time zone.
 * One query for all venues; venues without a failed voucher are left out, newest failure first.
 */
export async function failedVoucherAlerts(ctx: Ctx, now = new Date()): Promise<FailedVoucherAlert[]> {
  const user = requireUser(ctx);
  const venues = await visibleVenues(ctx, user);
  if (venues.length === 0) return [];
  const windows = venues.map((venue) => ({ venue, ...voucherRange(now, venue.timezone) }));
  // The widest window bounds the scan; each venue's own window is applied per row below.
  const earliest = new Date(Math.min(...windows.map((w) => w.startDate.getTime())));
  const latest = new Date(Math.max(...windows.map((w) => w.endDate.getTime())));
  const rows = await ctx.db
    .select({ venueId: vouchers.venueId, createdAt: vouchers.createdAt })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, user.companyId),
        inArray(
          vouchers.venueId,
          venues.map((venue) => venue.id),
        ),
        eq(vouchers.status, 'failed'),
        gte(vouchers.createdAt, earliest),
        lte(vouchers.createdAt, latest),
      ),
    );
  const alerts: FailedVoucherAlert[] = [];
  for (const { venue, startDate, endDate } of windows) {
    const failed = rows.filter(
      (row) => row.venueId === venue.id && row.createdAt >= startDate && row.createdAt <= endDate,
    );
    if (failed.length === 0) continue;
    alerts.push({
      venueId: venue.id,
      venueName: venue.name,
      failedCount: failed.length,
      lastFailedAt: new Date(Math.max(...failed.map((row) => row.createdAt.getTime()))),
    });
  }
  return alerts.sort((a, b) => b.lastFailedAt.getTime() - a.lastFailedAt.getTime());
}
