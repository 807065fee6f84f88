// Monitoring (§2.2): the void journal (every void, refund, deleted line and cancelled order) and
// the open tables. Readable with ORDERS or FINANCE; venues scoped like every finance read.
import { hasScope, OPEN_ORDER_STATUSES, VOID_KINDS, writeCsv } from '@fika/domain';
import {
  and,
  asc,
  between,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { orders, voidJournal } from '../../platform/db/schema/index.ts';
import { financeVenues } from '../finance/access.ts';
import type { VoidEntryView } from '../orders/orders.service.ts';
import {
  checkDayRange,
  decodeCursor,
  encodeCursor,
  exactInstant,
  pageSize,
} from '../orders/orders.service.ts';
import { journalCsvCopy, labelOf } from './journal-csv-copy.ts';

/** The caller, when they hold ORDERS or FINANCE (monitoring is open to both). */
export function requireMonitoring(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!hasScope(user.permissions, 'ORDERS') && !hasScope(user.permissions, 'FINANCE')) throw forbidden();
  return user;
}

export interface VoidJournalFilter {
  venueIds?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
  kinds?: readonly string[] | null;
  /** Staff ids of who did it; '' stands for entries without a staff member. */
  staffIds?: readonly string[] | null;
  /** Order number (exact), or words in the reason or the actor's name. */
  search?: string | null;
}

export interface VoidKindTotal {
  kind: string;
  count: number;
  amount: number;
}

export interface VoidJournalPage {
  nodes: VoidEntryView[];
  hasNextPage: boolean;
  endCursor: string | null;
  totals: () => Promise<VoidKindTotal[]>;
}

const CSV_MAX_ROWS = 50_000;

async function journalScope(ctx: Ctx, filter: VoidJournalFilter) {
  const user = requireMonitoring(ctx);
  checkDayRange(filter.from, filter.to);
  const unknownKind = filter.kinds?.find((k) => !(VOID_KINDS as readonly string[]).includes(k));
  if (unknownKind) throw badInput([{ field: 'kinds', message: 'validation.invalid' }]);
  const venues = await financeVenues(ctx, filter.venueIds);
  const names = new Map(venues.map((v) => [v.id, v.name]));
  const V = voidJournal;
  const where: (SQL | undefined)[] = [
    eq(V.companyId, user.companyId),
    inArray(
      V.venueId,
      venues.map((v) => v.id),
    ),
  ];
  if (filter.from && filter.to) where.push(between(V.accountingDay, filter.from, filter.to));
  else if (filter.from) where.push(gte(V.accountingDay, filter.from));
  else if (filter.to) where.push(lte(V.accountingDay, filter.to));
  if (filter.kinds?.length) where.push(inArray(V.kind, [...filter.kinds]));
  if (filter.staffIds?.length) {
    const ids = filter.staffIds.filter((id) => id !== '');
    where.push(
      or(
        ids.length ? inArray(V.staffId, ids) : undefined,
        filter.staffIds.includes('') ? isNull(V.staffId) : undefined,
      ),
    );
  }
  const search = filter.search?.trim().replace(/^#/, '');
  if (search) {
    const words = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        /^\d{1,9}$/.test(search) ? eq(V.orderNumber, Number(search)) : undefined,
        ilike(V.reason, words),
        ilike(V.actorName, words),
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

const ENTRY_COLUMNS = {
  id: voidJournal.id,
  venueId: voidJournal.venueId,
  orderId: voidJournal.orderId,
  orderNumber: voidJournal.orderNumber,
  paymentId: voidJournal.paymentId,
  kind: voidJournal.kind,
  amount: voidJournal.amount,
  reason: voidJournal.reason,
  actorName: voidJournal.actorName,
  at: voidJournal.at,
  accountingDay: voidJournal.accountingDay,
};

/** voidJournal(filter, first, after): newest first, keyset-paged on (at, id). */
export async function listVoidJournal(
  ctx: Ctx,
  input: { filter?: VoidJournalFilter | null; first?: number | null; after?: string | null },
): Promise<VoidJournalPage> {
  const scope = await journalScope(ctx, input.filter ?? {});
  const limit = pageSize(input.first);
  const after = input.after ? decodeCursor(input.after) : null;
  if (scope.empty) return { nodes: [], hasNextPage: false, endCursor: null, totals: async () => [] };
  const rows = await ctx.db
    .select({ ...ENTRY_COLUMNS, exactAt: exactInstant(voidJournal.at) })
    .from(voidJournal)
    .where(
      and(
        ...scope.where,
        after
          ? sql`(${voidJournal.at}, ${voidJournal.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(voidJournal.at), desc(voidJournal.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    nodes: page.map(({ exactAt: _, ...row }) => ({ ...row, venueName: scope.nameOf(row.venueId) })),
    hasNextPage: rows.length > limit,
    endCursor: last ? encodeCursor(last.exactAt, last.id) : null,
    totals: async () => {
      const sums = await ctx.db
        .select({
          kind: voidJournal.kind,
          count: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${voidJournal.amount}), 0)::float8`,
        })
        .from(voidJournal)
        .where(and(...scope.where))
        .groupBy(voidJournal.kind)
        .orderBy(asc(voidJournal.kind));
      return sums;
    },
  };
}

/** The void journal for `filter` as CSV text (oldest first, at most 50,000 rows). */
export async function voidJournalCsv(
  ctx: Ctx,
  filter: VoidJournalFilter | null | undefined,
  language?: string | null,
): Promise<string> {
  const scope = await journalScope(ctx, filter ?? {});
  const dialectOf = language ?? requireUser(ctx).company.defaultLanguage;
  const copy = journalCsvCopy(dialectOf);
  const header = copy.voidHeader;
  if (scope.empty) return writeCsv([header], dialectOf);
  const rows = await ctx.db
    .select(ENTRY_COLUMNS)
    .from(voidJournal)
    .where(and(...scope.where))
    .orderBy(asc(voidJournal.at), asc(voidJournal.id))
    .limit(CSV_MAX_ROWS);
  return writeCsv(
    [
      header,
      ...rows.map((r) => [
        r.at.toISOString(),
        r.accountingDay,
        scope.nameOf(r.venueId),
        r.orderNumber === null ? '' : String(r.orderNumber),
        labelOf(copy.voidKinds, r.kind),
        { minor: r.amount, currency: scope.currency },
        r.reason ?? '',
        r.actorName ?? '',
      ]),
    ],
    dialectOf,
  );
}

export interface OpenTableView {
  orderId: string;
  orderNumber: number;
  tableCode: string | null;
  openedAt: Date;
  minutesOpen: number;
  amount: number;
  currency: string;
  staffName: string | null;
  guestCount: number | null;
  status: string;
}

export interface VenueTablesView {
  venueId: string;
  venueName: string;
  tables: OpenTableView[];
}

/** openTables(venueIds): per permitted venue, its unpaid open orders, longest open first. */
export async function openTables(ctx: Ctx, venueIds?: readonly string[] | null): Promise<VenueTablesView[]> {
  const user = requireMonitoring(ctx);
  const venues = await financeVenues(ctx, venueIds);
  if (venues.length === 0) return [];
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      venueId: orders.venueId,
      orderNumber: orders.orderNumber,
      tableCode: orders.tableCode,
      openedAt: orders.placedAt,
      amount: orders.totalAmount,
      currency: orders.currency,
      staffName: orders.staffName,
      guestCount: orders.guestCount,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, user.companyId),
        inArray(
          orders.venueId,
          venues.map((v) => v.id),
        ),
        isNull(orders.closedAt),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
  const now = Date.now();
  return venues.map((venue) => ({
    venueId: venue.id,
    venueName: venue.name,
    tables: rows
      .filter((r) => r.venueId === venue.id)
      .map(({ venueId: _, ...r }) => ({
        ...r,
        minutesOpen: Math.max(0, Math.floor((now - r.openedAt.getTime()) / 60_000)),
      })),
  }));
}
