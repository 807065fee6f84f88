import { addDays, hasScope, rangeDayProblem } from '@fika/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { byIdOrNotFound } from '../../kernel/tenant.ts';
import { newId } from '../../lib/ids.ts';
import { reports } from '../../platform/db/schema/index.ts';
import type {
  BalanceAccount,
  CardTransaction,
  DayRange,
  PaymentStatus,
  Payout,
  PayoutReportData,
} from '../../platform/providers/payments.ts';
import { visibleLegalEntities } from '../venues/venues.service.ts';

/** The longest range the transaction list and the read API answer for at once. */
export const MAX_LIST_DAYS = 93;
const DEFAULT_PAGE = 100;
const MAX_PAGE = 500;

/**
 * Who may see card payments: a payments-only account, or a user holding FINANCE. The caller of
 * every payments read and write asks here first.
 */
export function requirePaymentsUser(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!user.company.isPaymentsOnly && !hasScope(user.permissions, 'FINANCE')) throw forbidden();
  return user;
}

/** The balance accounts of the legal entities the user may see (one per entity in the sandbox). */
export async function visibleBalanceAccounts(ctx: Ctx, user: UserPrincipal): Promise<BalanceAccount[]> {
  const entities = await visibleLegalEntities(ctx, user);
  const lists = await Promise.all(
    entities.map((e) => ctx.providers.payments.balanceAccounts({ ...e, timezone: user.company.timezone })),
  );
  return lists.flat();
}

/** A balance account of one of the caller's legal entities; any other id is NOT_FOUND. */
export async function findBalanceAccount(
  ctx: Ctx,
  user: UserPrincipal,
  balanceAccountId: string,
): Promise<BalanceAccount> {
  const account = (await visibleBalanceAccounts(ctx, user)).find((a) => a.id === balanceAccountId);
  if (!account) throw notFound('Balance account');
  return account;
}

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    addDays(value, 0);
    return true;
  } catch {
    return false;
  }
};

/** Inclusive day range from input: both real, plausible dates, `from` not after `to`, at most `maxDays` long. */
export function parseRange(from: string, to: string, maxDays: number | null): DayRange {
  const errors = [];
  const today = new Date().toISOString().slice(0, 10);
  if (!isDay(from) || rangeDayProblem(from, today))
    errors.push({ field: 'from', message: 'validation.invalid' });
  if (!isDay(to) || rangeDayProblem(to, today)) errors.push({ field: 'to', message: 'validation.invalid' });
  if (errors.length === 0 && (from > to || (maxDays !== null && addDays(from, maxDays - 1) < to))) {
    errors.push({ field: 'to', message: 'validation.invalid' });
  }
  if (errors.length > 0) throw badInput(errors);
  return { from, to };
}

export interface TransactionFilter {
  balanceAccountId: string;
  from: string;
  to: string;
  statuses?: readonly PaymentStatus[] | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

/** Count and sums of a set of transactions, in minor units: gross is what counts towards payouts. */
export interface PaymentTotals {
  count: number;
  gross: number;
  fees: number;
  net: number;
}

export interface TransactionPage {
  currency: string;
  totals: PaymentTotals;
  transactions: CardTransaction[];
  /** The cursor for the next page; null on the last. */
  endCursor: string | null;
}

export function totalsOf(transactions: readonly CardTransaction[]): PaymentTotals {
  return transactions.reduce(
    (sum, t) => ({
      count: sum.count + 1,
      gross: sum.gross + t.payable,
      fees: sum.fees + t.fees.total,
      net: sum.net + t.net,
    }),
    { count: 0, gross: 0, fees: 0, net: 0 },
  );
}

/** Transactions matching the filter (statuses, a PSP or merchant reference fragment), newest first. */
export async function filteredTransactions(
  ctx: Ctx,
  account: BalanceAccount,
  filter: Omit<TransactionFilter, 'balanceAccountId' | 'first' | 'after'>,
): Promise<CardTransaction[]> {
  const range = parseRange(filter.from, filter.to, MAX_LIST_DAYS);
  const all = await ctx.providers.payments.transactions(account, range);
  const statuses = filter.statuses?.length ? new Set(filter.statuses) : null;
  const needle = filter.search?.trim().toUpperCase() ?? '';
  return all.filter(
    (t) =>
      (!statuses || statuses.has(t.status)) &&
      (needle === '' || t.id.includes(needle) || t.merchantReference.toUpperCase().includes(needle)),
  );
}

/** paymentTransactions: one page of a balance account's transactions and the totals of all that match. */
export async function paymentTransactions(ctx: Ctx, filter: TransactionFilter): Promise<TransactionPage> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, filter.balanceAccountId);
  const first = filter.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw badInput([{ field: 'first', message: 'validation.invalid' }]);
  }
  const offset = filter.after ? Number.parseInt(Buffer.from(filter.after, 'base64url').toString(), 10) : 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw badInput([{ field: 'after', message: 'validation.invalid' }]);
  const matching = await filteredTransactions(ctx, account, filter);
  const end = offset + first;
  return {
    currency: account.currency,
    totals: totalsOf(matching),
    transactions: matching.slice(offset, end),
    endCursor: end < matching.length ? Buffer.from(String(end)).toString('base64url') : null,
  };
}

/** payouts: the payouts booked on days of the range, newest first. */
export async function payouts(
  ctx: Ctx,
  balanceAccountId: string,
  from: string,
  to: string,
): Promise<Payout[]> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, balanceAccountId);
  return ctx.providers.payments.payouts(account, parseRange(from, to, 366));
}

export interface PayoutDetail {
  payout: Payout;
  transactions: CardTransaction[];
}

/** payout: one payout with the transactions it paid; a payout of another account is NOT_FOUND. */
export async function payout(ctx: Ctx, balanceAccountId: string, payoutId: string): Promise<PayoutDetail> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, balanceAccountId);
  const found = await ctx.providers.payments.payout(account, payoutId);
  if (!found) throw notFound('Payout');
  return found;
}

export interface PayoutReportView {
  id: string;
  name: string;
  createdAt: Date;
  createdBy: string | null;
  data: PayoutReportData;
}

export interface CreatePayoutReportResult {
  success: boolean;
  error: string | null;
  reportId: string | null;
}

/**
 * createPayoutReport: asks the provider for the payouts of a range and freezes them in a PAYOUTS
 * report. A provider failure is returned as its messages joined, and not logged (spec §8): the
 * provider already knows, and the user can pick a shorter range.
 */
export async function createPayoutReport(
  ctx: Ctx,
  input: { balanceAccountId: string; from: string; to: string },
): Promise<CreatePayoutReportResult> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, input.balanceAccountId);
  const range = parseRange(input.from, input.to, null);
  const answer = await ctx.providers.payments.payoutReport(account, range);
  if (!answer.ok) return { success: false, error: answer.errors.join(': '), reportId: null };
  const id = newId();
  await ctx.db.insert(reports).values({
    id,
    companyId: user.companyId,
    createdBy: user.userId,
    name: `Payouts ${range.from} – ${range.to}`,
    type: 'PAYOUTS',
    // The shared report filter has no balance account: it is kept with the frozen result.
    filter: { venueIds: [], channels: [], from: range.from, to: range.to, hours: [], staffIds: [] },
    result: answer.report,
  });
  return { success: true, error: null, reportId: id };
}

function toReportView(row: typeof reports.$inferSelect): PayoutReportView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    data: row.result as PayoutReportData,
  };
}

const ofAccount = (balanceAccountId: string) =>
  and(eq(reports.type, 'PAYOUTS'), sql`${reports.result}->>'balanceAccountId' = ${balanceAccountId}`);

/** payoutReports: the account's payout reports, newest first. */
export async function payoutReports(ctx: Ctx, balanceAccountId: string): Promise<PayoutReportView[]> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, balanceAccountId);
  const rows = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.companyId, user.companyId), ofAccount(account.id)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(200);
  return rows.map(toReportView);
}

/** One payout report of the caller's balance account; another's (or another company's) is NOT_FOUND. */
export async function payoutReport(
  ctx: Ctx,
  reportId: string,
  balanceAccountId: string,
): Promise<PayoutReportView> {
  const user = requirePaymentsUser(ctx);
  const account = await findBalanceAccount(ctx, user, balanceAccountId);
  return toReportView(await byIdOrNotFound(ctx.db, reports, reportId, user, 'Report', ofAccount(account.id)));
}
