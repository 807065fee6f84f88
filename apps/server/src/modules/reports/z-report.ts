// Z-reports: one venue's accounting day closed off — totals, VAT per rate, payment methods,
// refunds, discounts, tips, order numbers and the grand-total counters — read through the metric
// layer, as a screen, a PDF and an e-mail.
import {
  ALL_TIME_START,
  addDays,
  EMPTY_SUMS,
  formatMoney,
  type Metrics,
  metricsOf,
  paymentMethodLabel,
  type VatLine,
} from '@fika/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import type { PdfDocument } from '../../platform/pdf/pdf.ts';
import { financeVenues, todayFor } from '../finance/access.ts';
import { type FinanceFilter, readLastUpdated, readSums, readVat } from '../finance/read.ts';
import { companyPaymentMethodNames } from '../payment-methods/payment-methods.service.ts';
import { documentLanguage, reportCopy } from './report-copy.ts';
import { rangeErrors } from './reports.service.ts';

export interface ZReportPayment {
  method: string;
  /** The company's name for the method (Settings › Payment methods); null: use the standard label. */
  name: string | null;
  count: number;
  amount: number;
  tips: number;
  /** Paid back on this method by refunds (tips excluded). */
  refunds: number;
}

export interface ZReport {
  venueId: string;
  venueName: string;
  day: string;
  currency: string;
  totals: Metrics;
  vat: VatLine[];
  payments: ZReportPayment[];
  firstOrderNumber: number | null;
  lastOrderNumber: number | null;
  /** Cumulative sales (after refunds) of the venue before this day and after it. */
  openingCounter: number;
  closingCounter: number;
  lastUpdatedAt: Date | null;
  generatedAt: Date;
}

const salesOf = async (db: DbOrTx, companyId: string, filter: FinanceFilter) => {
  const [row] = await readSums(db, companyId, filter);
  return row ? metricsOf(row.sums) : null;
};

export async function zReport(ctx: Ctx, venueId: string, day: string): Promise<ZReport> {
  const user = requireScope(ctx, 'FINANCE');
  const errors = rangeErrors(day, day).map((e) => ({ ...e, field: 'day' }));
  if (errors.length) throw badInput(errors);
  const [venue] = await financeVenues(ctx, [venueId]);
  if (!venue) throw badInput([{ field: 'venueId', message: 'reports:errors.venue' }]);
  // A day that has not begun at the venue cannot be closed off: its Z-report would be empty now and
  // different later, and a Z-report is a record.
  if (day > todayFor(venue.timezone ?? user.company.timezone)) {
    throw badInput([{ field: 'day', message: 'reports:errors.futureDay' }]);
  }
  return readZReport(ctx.db, user.companyId, venue, day, user.company.defaultCurrency);
}

/**
 * The Z-report figures of `venue`'s accounting `day`, without any caller: the screen above after
 * its checks, and system work such as the day vouchers (modules/vouchers) that has no user.
 */
export async function readZReport(
  db: DbOrTx,
  companyId: string,
  venue: { id: string; name: string },
  day: string,
  currency: string,
): Promise<ZReport> {
  const filter: FinanceFilter = { venueIds: [venue.id], from: day, to: day };
  const [totals, vat, methods, before, numbers, lastUpdatedAt, methodNames] = await Promise.all([
    salesOf(db, companyId, filter),
    readVat(db, companyId, filter),
    readSums(db, companyId, filter, ['paymentMethod']),
    // The opening counter: everything the venue sold before this day (ALL_TIME_START = the start).
    day > ALL_TIME_START
      ? salesOf(db, companyId, { venueIds: [venue.id], from: ALL_TIME_START, to: addDays(day, -1) })
      : null,
    // Order numbers are not figures but the day's identifiers: the paid orders' first and last.
    db
      .select({
        first: sql<number | null>`min(${orders.orderNumber})`,
        last: sql<number | null>`max(${orders.orderNumber})`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.venueId, venue.id),
          eq(orders.accountingDay, day),
          isNotNull(orders.closedAt),
        ),
      ),
    readLastUpdated(db, companyId, filter),
    companyPaymentMethodNames(db, companyId),
  ]);
  const dayTotals = totals ?? metricsOf(EMPTY_SUMS);
  const opening = before?.salesAmount ?? 0;
  const range = numbers[0];
  return {
    venueId: venue.id,
    venueName: venue.name,
    day,
    currency,
    totals: dayTotals,
    vat,
    payments: methods
      // A method that only paid back a refund on the day is listed too: the money left through it.
      .filter(
        (m) =>
          m.sums.paymentCount !== 0 ||
          m.sums.paymentAmount !== 0 ||
          m.sums.refundAmount !== 0 ||
          m.sums.tipAmount !== 0,
      )
      .map((m) => ({
        method: m.key.paymentMethod ?? '',
        name: methodNames.get(m.key.paymentMethod ?? '') ?? null,
        count: m.sums.paymentCount,
        amount: m.sums.paymentAmount,
        tips: m.sums.tipAmount,
        refunds: m.sums.refundAmount,
      })),
    firstOrderNumber: range?.first == null ? null : Number(range.first),
    lastOrderNumber: range?.last == null ? null : Number(range.last),
    openingCounter: opening,
    closingCounter: opening + dayTotals.salesAmount,
    lastUpdatedAt,
    generatedAt: new Date(),
  };
}

/** The Z-report as a PDF document in `language` (an interface or company language). */
export function zReportDocument(z: ZReport, language: string, timezone: string): PdfDocument {
  const lang = documentLanguage(language);
  const c = reportCopy(lang);
  const money = (minor: number) => formatMoney(minor, z.currency, lang);
  const at = (d: Date) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(d);
  return {
    rtl: lang === 'ar',
    title: `${c.zTitle} · ${z.venueName}`,
    subtitle: [`${c.day}: ${z.day}`, `${c.generatedAt}: ${at(z.generatedAt)}`],
    sections: [
      {
        heading: c.totals,
        rows: [
          [c.sales, money(z.totals.salesAmount)],
          [c.grossSales, money(z.totals.grossSales)],
          [c.netOfVat, money(z.totals.netOfVat)],
          [c.vat, money(z.totals.vatAmount)],
          [c.orders, String(z.totals.salesCount)],
          [c.average, money(z.totals.salesAverage)],
          [c.refunds, money(z.totals.refundAmount)],
          [c.discounts, money(z.totals.discountAmount)],
          [c.tips, money(z.totals.tipsAmount)],
        ],
      },
      {
        heading: c.sections.vat,
        table: {
          columns: [c.rate, c.gross, c.vat, c.netOfVat],
          rows: z.vat.map((v) => [`${v.rate} %`, money(v.gross), money(v.vat), money(v.gross - v.vat)]),
        },
      },
      {
        heading: c.paymentMethods,
        table: {
          columns: [c.method, c.payments, c.amount, c.tips],
          rows: z.payments.map((p) => [
            p.name ?? paymentMethodLabel(p.method, lang),
            String(p.count),
            money(p.amount),
            money(p.tips),
          ]),
        },
      },
      {
        heading: c.orderNumbers,
        rows: [
          [c.first, z.firstOrderNumber === null ? '–' : String(z.firstOrderNumber)],
          [c.last, z.lastOrderNumber === null ? '–' : String(z.lastOrderNumber)],
        ],
      },
      {
        heading: c.counters,
        rows: [
          [c.opening, money(z.openingCounter)],
          [c.closing, money(z.closingCounter)],
        ],
      },
    ],
    footer: `${c.lastUpdated}: ${z.lastUpdatedAt ? at(z.lastUpdatedAt) : '–'} · Fika`,
  };
}
