// The staff report (/staff/reports): per staff member over a period of accounting days and the
// chosen venues, their sales, orders, average order, tips, refunds and discounts — read from the
// finance rollups through the one metric layer (read.ts + metricsOf), so the rows add up to the
// dashboard's and the reports' totals — and the voids they made, from the void journal.
import { EMPTY_SUMS, isUiLanguage, type Metrics, metricsOf, type UiLanguage, writeCsv } from '@fika/domain';
import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { orders, staff, voidJournal } from '../../platform/db/schema/index.ts';
import { financeVenues } from '../finance/access.ts';
import { type FinanceFilter, readSumsSets } from '../finance/read.ts';
import { reportCopy } from './report-copy.ts';
import { rangeErrors } from './reports.service.ts';

/**
 * What "voids they made" counts: lines voided on a ticket (VOID_LINE) and whole orders cancelled
 * (CANCEL_ORDER), under the staff member the journal names. Refunds are money given back on paid
 * orders: they are the report's refund columns (from the rollups), not voids, so no amount is
 * counted twice.
 */
export const STAFF_VOID_KINDS = ['VOID_LINE', 'CANCEL_ORDER'] as const;

export interface StaffReportInput {
  venueIds?: readonly string[] | null;
  from: string;
  to: string;
}

export interface StaffReportRow {
  /** null: orders taken without a staff member ("No staff"). */
  staffId: string | null;
  name: string;
  /** The staff member has been deleted since (their name stays on what they did). */
  deleted: boolean;
  metrics: Metrics;
  voidCount: number;
  voidAmount: number;
}

export interface StaffReport {
  currency: string;
  from: string;
  to: string;
  venueIds: string[];
  /** By sales, largest first, then by name. */
  rows: StaffReportRow[];
  /** The whole filter's figures: the same numbers as the dashboard and the reports. */
  totals: Omit<StaffReportRow, 'staffId' | 'name' | 'deleted'>;
  lastUpdatedAt: Date | null;
}

/** staffReport(filter): STAFF scope; only venues the caller may see (a named other one is NOT_FOUND). */
export async function staffReport(ctx: Ctx, input: StaffReportInput): Promise<StaffReport> {
  const user = requireScope(ctx, 'STAFF');
  const errors = rangeErrors(input.from, input.to);
  if (errors.length > 0) throw badInput(errors);
  const venues = await financeVenues(ctx, input.venueIds);
  const filter: FinanceFilter = { venueIds: venues.map((v) => v.id), from: input.from, to: input.to };
  const companyId = user.companyId;
  const [{ sets, lastUpdatedAt }, voids] = await Promise.all([
    readSumsSets(ctx.db, companyId, filter, [[], ['staff']]),
    readVoids(ctx, companyId, filter),
  ]);
  const [grand, byStaff] = sets;
  const sums = new Map((byStaff ?? []).map((r) => [r.key.staff ?? '', r.sums]));
  const keys = [...new Set([...sums.keys(), ...voids.keys()])];
  const names = await namesOf(
    ctx,
    companyId,
    keys.filter((k) => k !== ''),
  );
  const rows = keys.map((key): StaffReportRow => {
    const name = names.get(key);
    const v = voids.get(key);
    return {
      staffId: key === '' ? null : key,
      name: key === '' ? '' : (name?.name ?? key),
      deleted: name?.deleted ?? false,
      metrics: metricsOf(sums.get(key) ?? EMPTY_SUMS),
      voidCount: v?.count ?? 0,
      voidAmount: v?.amount ?? 0,
    };
  });
  rows.sort(
    (a, b) =>
      b.metrics.salesAmount - a.metrics.salesAmount ||
      a.name.localeCompare(b.name) ||
      (a.staffId ?? '').localeCompare(b.staffId ?? ''),
  );
  const allVoids = [...voids.values()];
  return {
    currency: user.company.defaultCurrency,
    from: input.from,
    to: input.to,
    venueIds: filter.venueIds as string[],
    rows,
    totals: {
      metrics: metricsOf(grand?.[0]?.sums ?? EMPTY_SUMS),
      voidCount: allVoids.reduce((sum, v) => sum + v.count, 0),
      voidAmount: allVoids.reduce((sum, v) => sum + v.amount, 0),
    },
    lastUpdatedAt,
  };
}

// Count and amount of the voids per staff id ('' = none) over the filter.
async function readVoids(
  ctx: Ctx,
  companyId: string,
  filter: FinanceFilter,
): Promise<Map<string, { count: number; amount: number }>> {
  if (filter.venueIds.length === 0) return new Map();
  const V = voidJournal;
  const staffKey = sql<string>`coalesce(${V.staffId}, '')`;
  const rows = await ctx.db
    .select({
      staffId: staffKey,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${V.amount}), 0)::float8`,
    })
    .from(V)
    .where(
      and(
        eq(V.companyId, companyId),
        inArray(V.venueId, [...filter.venueIds]),
        between(V.accountingDay, filter.from, filter.to),
        inArray(V.kind, [...STAFF_VOID_KINDS]),
      ),
    )
    .groupBy(staffKey);
  return new Map(rows.map((r) => [r.staffId, { count: Number(r.count), amount: Number(r.amount) }]));
}

// Names from the staff list, deleted staff included (they keep their name); an id the list does
// not know (a till's staff member never set up in the back office) takes the name its latest
// order carried.
async function namesOf(
  ctx: Ctx,
  companyId: string,
  ids: string[],
): Promise<Map<string, { name: string; deleted: boolean }>> {
  const names = new Map<string, { name: string; deleted: boolean }>();
  if (ids.length === 0) return names;
  const known = await ctx.db
    .select({ id: staff.id, name: staff.name, deleted: staff.deleted })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), inArray(staff.id, ids)));
  for (const s of known) names.set(s.id, { name: s.name, deleted: s.deleted });
  const unknown = ids.filter((id) => !names.has(id));
  if (unknown.length === 0) return names;
  const fromOrders = await ctx.db
    .selectDistinctOn([orders.staffId], { id: orders.staffId, name: orders.staffName })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        inArray(orders.staffId, unknown),
        sql`${orders.staffName} is not null`,
      ),
    )
    .orderBy(orders.staffId, desc(orders.placedAt));
  for (const o of fromOrders) if (o.id && o.name) names.set(o.id, { name: o.name, deleted: false });
  return names;
}

// The staff report's own column names; the shared words (sales, orders, tips…) are the reports'.
const WORDS: Record<
  UiLanguage,
  { staff: string; refundCount: string; refundAmount: string; voids: string; voided: string; total: string }
> = {
  en: {
    staff: 'Staff member',
    refundCount: 'Refunds',
    refundAmount: 'Refunded',
    voids: 'Voids',
    voided: 'Voided',
    total: 'Total',
  },
  sv: {
    staff: 'Personal',
    refundCount: 'Returer',
    refundAmount: 'Återbetalt',
    voids: 'Makuleringar',
    voided: 'Makulerat',
    total: 'Totalt',
  },
  no: {
    staff: 'Ansatt',
    refundCount: 'Refusjoner',
    refundAmount: 'Refundert',
    voids: 'Annulleringer',
    voided: 'Annullert',
    total: 'Totalt',
  },
  da: {
    staff: 'Medarbejder',
    refundCount: 'Refusioner',
    refundAmount: 'Refunderet',
    voids: 'Annulleringer',
    voided: 'Annulleret',
    total: 'I alt',
  },
  es: {
    staff: 'Empleado',
    refundCount: 'Reembolsos',
    refundAmount: 'Reembolsado',
    voids: 'Anulaciones',
    voided: 'Anulado',
    total: 'Total',
  },
  tr: {
    staff: 'Personel',
    refundCount: 'İadeler',
    refundAmount: 'İade edilen',
    voids: 'İptaller',
    voided: 'İptal edilen',
    total: 'Toplam',
  },
  ar: {
    staff: 'الموظف',
    refundCount: 'المرتجعات',
    refundAmount: 'المبلغ المسترد',
    voids: 'الإلغاءات',
    voided: 'المبلغ الملغى',
    total: 'الإجمالي',
  },
};

/** The staff report as CSV (one row per staff member, then the totals) in the dialect of `language`. */
export async function staffReportCsv(
  ctx: Ctx,
  input: StaffReportInput,
  language?: string | null,
): Promise<string> {
  const report = await staffReport(ctx, input);
  const lang = language ?? requireScope(ctx, 'STAFF').company.defaultLanguage;
  const copy = reportCopy(lang);
  const words = WORDS[isUiLanguage(lang) ? lang : 'en'];
  const money = (minor: number) => ({ minor, currency: report.currency });
  const line = (name: string, r: StaffReport['totals']) => [
    name,
    money(r.metrics.salesAmount),
    r.metrics.salesCount,
    money(r.metrics.salesAverage),
    money(r.metrics.tipsAmount),
    r.metrics.refundCount,
    money(r.metrics.refundAmount),
    r.voidCount,
    money(r.voidAmount),
    money(r.metrics.discountAmount),
  ];
  return writeCsv(
    [
      [
        words.staff,
        copy.sales,
        copy.orders,
        copy.average,
        copy.tips,
        words.refundCount,
        words.refundAmount,
        words.voids,
        words.voided,
        copy.discounts,
      ],
      ...report.rows.map((r) => line(r.staffId === null ? copy.noStaff : r.name, r)),
      line(words.total, report.totals),
    ],
    lang,
  );
}
