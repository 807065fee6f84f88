// Monitoring › Discounts: where a till's discount and the pricing engine's recomputation disagree
// (or a manual discount went over the staff member's cap). The till has already charged, so the
// order stands as it was; this list is what a manager reviews. Readable with ORDERS or FINANCE —
// the same people who read the void journal — and venue-scoped like every finance read.
import { DISCOUNT_DIFFERENCE_KINDS, writeCsv } from '@fika/domain';
import { and, asc, between, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { discountDifferences, orderLines } from '../../platform/db/schema/index.ts';
import { financeVenues } from '../finance/access.ts';
import {
  checkDayRange,
  decodeCursor,
  encodeCursor,
  exactInstant,
  pageSize,
} from '../orders/orders.service.ts';
import { discountDifferencesCopy } from './discount-differences-copy.ts';
import { requireMonitoring } from './monitoring.service.ts';

export interface DiscountDifferenceFilter {
  venueIds?: readonly string[] | null;
  /** Accounting days, inclusive. */
  from?: string | null;
  to?: string | null;
  kinds?: readonly string[] | null;
  /** Order number (exact), or words of the offer's or the staff member's name. */
  search?: string | null;
}

export interface DiscountDifferenceView {
  id: string;
  at: Date;
  accountingDay: string;
  venueId: string;
  venueName: string;
  orderId: string;
  orderNumber: number;
  lineNo: number | null;
  /** The line's title as sold; null for a difference on the whole order (or a line not found). */
  lineTitle: string | null;
  kind: string;
  offerId: string | null;
  offerName: string | null;
  staffId: string | null;
  staffName: string | null;
  terminalAmount: number;
  expectedAmount: number;
  /** terminalAmount − expectedAmount: positive when the till took off more than allowed. */
  difference: number;
  currency: string;
}

export interface DiscountDifferenceTotal {
  kind: string;
  count: number;
  /** Sum of the differences (till − expected), minor units. */
  difference: number;
}

export interface DiscountDifferencePage {
  nodes: DiscountDifferenceView[];
  hasNextPage: boolean;
  endCursor: string | null;
  totals: () => Promise<DiscountDifferenceTotal[]>;
}

const CSV_MAX_ROWS = 50_000;
const MAX_SEARCH = 200;
const D = discountDifferences;

async function differenceScope(ctx: Ctx, filter: DiscountDifferenceFilter) {
  const user = requireMonitoring(ctx);
  checkDayRange(filter.from, filter.to);
  const unknownKind = filter.kinds?.find(
    (k) => !(DISCOUNT_DIFFERENCE_KINDS as readonly string[]).includes(k),
  );
  if (unknownKind !== undefined) throw badInput([{ field: 'kinds', message: 'validation.invalid' }]);
  const search = filter.search?.trim().replace(/^#/, '') ?? '';
  if (search.length > MAX_SEARCH) throw badInput([{ field: 'search', message: 'validation.tooLong' }]);
  const venues = await financeVenues(ctx, filter.venueIds);
  const names = new Map(venues.map((v) => [v.id, v.name]));
  const where: (SQL | undefined)[] = [
    eq(D.companyId, user.companyId),
    inArray(
      D.venueId,
      venues.map((v) => v.id),
    ),
  ];
  if (filter.from && filter.to) where.push(between(D.accountingDay, filter.from, filter.to));
  else if (filter.from) where.push(gte(D.accountingDay, filter.from));
  else if (filter.to) where.push(lte(D.accountingDay, filter.to));
  if (filter.kinds?.length) where.push(inArray(D.kind, [...filter.kinds]));
  if (search) {
    const words = likePattern(search);
    where.push(
      or(
        /^\d{1,9}$/.test(search) ? eq(D.orderNumber, Number(search)) : undefined,
        ilike(D.offerName, words),
        ilike(D.staffName, words),
      ),
    );
  }
  return {
    currency: user.company.defaultCurrency,
    empty: venues.length === 0,
    where: where.filter((c): c is SQL => c !== undefined),
    nameOf: (id: string) => names.get(id) ?? '',
  };
}

const COLUMNS = {
  id: D.id,
  at: D.createdAt,
  accountingDay: D.accountingDay,
  venueId: D.venueId,
  orderId: D.orderId,
  orderNumber: D.orderNumber,
  lineNo: D.lineNo,
  lineTitle: orderLines.title,
  kind: D.kind,
  offerId: D.offerId,
  offerName: D.offerName,
  staffId: D.staffId,
  staffName: D.staffName,
  terminalAmount: D.terminalAmount,
  expectedAmount: D.expectedAmount,
};

// The line's title as sold: the order line with the difference's number (same company and order).
const lineJoin = and(
  eq(orderLines.companyId, D.companyId),
  eq(orderLines.orderId, D.orderId),
  eq(orderLines.lineNo, D.lineNo),
);

type Row = Omit<DiscountDifferenceView, 'venueName' | 'difference' | 'currency'>;

/** discountDifferences(filter, first, after): newest first, keyset-paged on (created at, id). */
export async function listDiscountDifferences(
  ctx: Ctx,
  input: { filter?: DiscountDifferenceFilter | null; first?: number | null; after?: string | null },
): Promise<DiscountDifferencePage> {
  const scope = await differenceScope(ctx, input.filter ?? {});
  const limit = pageSize(input.first);
  const after = input.after ? decodeCursor(input.after) : null;
  if (scope.empty) return { nodes: [], hasNextPage: false, endCursor: null, totals: async () => [] };
  const rows = await ctx.db
    .select({ ...COLUMNS, exactAt: exactInstant(D.createdAt) })
    .from(D)
    .leftJoin(orderLines, lineJoin)
    .where(
      and(
        ...scope.where,
        after ? sql`(${D.createdAt}, ${D.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(D.createdAt), desc(D.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    nodes: page.map(({ exactAt: _, ...row }) => view(row, scope)),
    hasNextPage: rows.length > limit,
    endCursor: last ? encodeCursor(last.exactAt, last.id) : null,
    totals: () =>
      ctx.db
        .select({
          kind: D.kind,
          count: sql<number>`count(*)::int`,
          difference: sql<number>`coalesce(sum(${D.terminalAmount} - ${D.expectedAmount}), 0)::float8`,
        })
        .from(D)
        .where(and(...scope.where))
        .groupBy(D.kind)
        .orderBy(asc(D.kind)),
  };
}

function view(row: Row, scope: { currency: string; nameOf: (id: string) => string }): DiscountDifferenceView {
  return {
    ...row,
    venueName: scope.nameOf(row.venueId),
    difference: row.terminalAmount - row.expectedAmount,
    currency: scope.currency,
  };
}

/** The discount differences of `filter` as CSV text in `language`'s words and dialect (oldest first, at most 50,000 rows). */
export async function discountDifferencesCsv(
  ctx: Ctx,
  filter: DiscountDifferenceFilter | null | undefined,
  language?: string | null,
): Promise<string> {
  const scope = await differenceScope(ctx, filter ?? {});
  const lang = language ?? requireUser(ctx).company.defaultLanguage;
  const copy = discountDifferencesCopy(lang);
  if (scope.empty) return writeCsv([copy.header], lang);
  const rows = await ctx.db
    .select(COLUMNS)
    .from(D)
    .leftJoin(orderLines, lineJoin)
    .where(and(...scope.where))
    .orderBy(asc(D.createdAt), asc(D.id))
    .limit(CSV_MAX_ROWS);
  const money = (minor: number) => ({ minor, currency: scope.currency });
  return writeCsv(
    [
      copy.header,
      ...rows.map((r) => {
        const d = view(r, scope);
        return [
          d.at.toISOString(),
          d.accountingDay,
          d.venueName,
          String(d.orderNumber),
          d.lineTitle ?? (d.lineNo === null ? '' : String(d.lineNo)),
          d.offerName ?? (d.kind === 'CAP_EXCEEDED' ? copy.manual : ''),
          d.staffName ?? '',
          copy.kinds[d.kind as keyof typeof copy.kinds] ?? d.kind,
          money(d.terminalAmount),
          money(d.expectedAmount),
          money(d.difference),
        ];
      }),
    ],
    lang,
  );
}
