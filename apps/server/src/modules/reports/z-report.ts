// Z-reports: one venue's accounting day closed off — totals, VAT per rate, payment methods,
// refunds, discounts, tips, order numbers and the grand-total counters — read through the metric
// layer, as a screen, a PDF and an e-mail.
import {
  ALL_TIME_START,
  addDays,
  addZFigures,
  closeZCounter,
  EMPTY_SUMS,
  EMPTY_Z_FIGURES,
  formatMoney,
  isEmptyZDay,
  type Metrics,
  metricsOf,
  paymentMethodLabel,
  type VatLine,
  type ZCounter,
  type ZFigures,
} from '@fika/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  locations,
  orders,
  terminals,
  venues,
  zCounters,
  zReports,
} from '../../platform/db/schema/index.ts';
import type { PdfDocument, PdfSection } from '../../platform/pdf/pdf.ts';
import { financeVenues, todayFor } from '../finance/access.ts';
import { type FinanceFilter, readLastUpdated, readSums, readTop, readVat } from '../finance/read.ts';
import { companyPaymentMethodNames } from '../payment-methods/payment-methods.service.ts';
import { documentLanguage, reportCopy } from './report-copy.ts';
import { rangeErrors } from './reports.service.ts';
import { onDay, readDiscountsAndRefunds, readZCarry, type ZCarried } from './z-carry.ts';
import { zCopy } from './z-copy.ts';

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

/** Who issued the day's receipts: what an accountant matches the report to. */
export interface ZReportIssuer {
  /** The company's trading name. */
  name: string;
  /** The venue's legal entity name, else the company's. */
  legalName: string | null;
  organizationNumber: string | null;
  /** The venue's sales address on one line. */
  address: string | null;
}

/** A till that issued receipts on the day, with its control unit (a Swedish till's registered one). */
export interface ZReportRegister {
  id: string;
  name: string;
  controlUnitSerial: string | null;
  receiptCount: number;
}

/** Sales of a product group (category) on the day; name null: lines without a category. */
export interface ZReportGroup {
  name: string | null;
  quantity: number;
  amount: number;
}

/**
 * Figures a Z-report carries besides its own day (z-carry.ts): as the report shows them, and in the
 * additive form the next report and the day voucher build on.
 */
export interface ZReportCarried {
  /** Late: the accounting days the figures were recorded for; opening: its first and last day. */
  days: string[];
  totals: Metrics;
  vat: VatLine[];
  payments: ZReportPayment[];
  receiptCount: number;
  copyCount: number;
  figures: ZFigures;
}

export interface ZReport {
  venueId: string;
  venueName: string;
  day: string;
  currency: string;
  issuer: ZReportIssuer;
  registers: ZReportRegister[];
  totals: Metrics;
  vat: VatLine[];
  groups: ZReportGroup[];
  payments: ZReportPayment[];
  /** Receipts issued (paid orders, cancelled ones not counted) and copies printed of them. */
  receiptCount: number;
  copyCount: number;
  firstOrderNumber: number | null;
  lastOrderNumber: number | null;
  /** Cumulative sales (after refunds) of the venue before this day and after it. */
  openingCounter: number;
  closingCounter: number;
  /** Grand totals after the day: frozen for a closed day, what closing now would give otherwise. */
  grandTotals: { sales: number; returns: number; net: number };
  /**
   * Recorded for already closed days after their Z-report closed: carried by this report, so every
   * sale is in exactly one Z-report (in its totals it is not: they are the day's own).
   */
  late: ZReportCarried | null;
  /** The venue's first Z-report: everything sold before its day, which opens the grand totals. */
  opening: ZReportCarried | null;
  /** The day is before the venue's first Z-report: its sales are in that report's opening. */
  inOpening: boolean;
  /** The day's own figures, additive (with the voucher's discount and refund split). */
  figures: ZFigures;
  /** Everything the venue's Z-reports reported up to and including this one. */
  cumulative: ZFigures;
  /** False on a report closed before reports kept `figures` (rebuilt without the voucher split). */
  figuresKept?: false;
  /** Nothing sold, paid or refunded: the report says so instead of showing bare headers. */
  empty: boolean;
  /** The venue's gap-free Z number once the day is closed; null while it is open (an X-report). */
  number: number | null;
  closedAt: Date | null;
  lastUpdatedAt: Date | null;
  generatedAt: Date;
}

const salesOf = async (db: DbOrTx, companyId: string, filter: FinanceFilter) => {
  const [row] = await readSums(db, companyId, filter);
  return row ? metricsOf(row.sums) : null;
};

/** zReport: a venue's day as closed (frozen), or as it stands while open — checked for the caller. */
export async function zReport(ctx: Ctx, venueId: string, day: string): Promise<ZReport> {
  const user = requireScope(ctx, 'FINANCE');
  const venue = await zReportVenue(ctx, venueId, day);
  return dayZReport(ctx.db, user.companyId, venue, day, user.company.defaultCurrency);
}

/** The caller's venue for a Z-report of `day`, after the checks every Z-report path shares. */
export async function zReportVenue(ctx: Ctx, venueId: string, day: string) {
  const user = requireScope(ctx, 'FINANCE');
  const errors = rangeErrors(day, day).map((e) => ({ ...e, field: 'day' }));
  if (errors.length) throw badInput(errors);
  if (!venueId.trim()) throw badInput([{ field: 'venueId', message: 'reports:errors.venue' }]);
  const [venue] = await financeVenues(ctx, [venueId]);
  if (!venue) throw badInput([{ field: 'venueId', message: 'reports:errors.venue' }]);
  // A day that has not begun at the venue cannot be closed off: its Z-report would be empty now and
  // different later, and a Z-report is a record.
  if (day > todayFor(venue.timezone ?? user.company.timezone)) {
    throw badInput([{ field: 'day', message: 'reports:errors.futureDay' }]);
  }
  return venue;
}

/**
 * A frozen report's own day figures. Reports closed before they kept them are rebuilt from what
 * they show (without the voucher's discount and refund split, which they did not keep).
 */
export function ownZFigures(data: Record<string, unknown>): ZFigures {
  const z = data as unknown as Partial<ZReport>;
  if (z.figures) return z.figures;
  const totals = z.totals ?? metricsOf(EMPTY_SUMS);
  const payments = z.payments ?? [];
  return addZFigures(EMPTY_Z_FIGURES, {
    sums: {
      orderCount: totals.salesCount,
      salesAmount: totals.grossSales,
      vatAmount: totals.vatAmount,
      discountAmount: totals.discountAmount,
      paymentCount: payments.reduce((sum, p) => sum + p.count, 0),
      paymentAmount: payments.reduce((sum, p) => sum + p.amount, 0),
      tipCount: totals.tipsCount,
      tipAmount: totals.tipsAmount,
      refundCount: totals.refundCount,
      refundAmount: totals.refundAmount,
    },
    vat: z.vat ?? [],
    payments: payments.map(({ method, count, amount, tips, refunds }) => ({
      method,
      count,
      amount,
      tips,
      refunds,
    })),
    discounts: [],
    refunds: [],
    receiptCount: z.receiptCount ?? 0,
    copyCount: z.copyCount ?? 0,
  });
}

/** The closed Z-report of the day, revived from its frozen JSON (dates come back as strings). */
export function frozenZReport(row: { data: Record<string, unknown> }): ZReport {
  const data = row.data as unknown as ZReport;
  const date = (value: unknown) => (value == null ? null : new Date(String(value)));
  const figures = ownZFigures(row.data);
  return {
    ...data,
    // Reports closed before they carried anything carried nothing.
    late: data.late ?? null,
    opening: data.opening ?? null,
    inOpening: data.inOpening ?? false,
    cumulative: data.cumulative ?? figures,
    figures,
    ...(data.figures ? {} : { figuresKept: false as const }),
    closedAt: date(data.closedAt),
    lastUpdatedAt: date(data.lastUpdatedAt),
    generatedAt: date(data.generatedAt) ?? new Date(),
  };
}

/** The day's Z-report: the frozen one when the day is closed, the live figures otherwise. */
export async function dayZReport(
  db: DbOrTx,
  companyId: string,
  venue: { id: string; name: string },
  day: string,
  currency: string,
): Promise<ZReport> {
  const [closed] = await db
    .select({ data: zReports.data })
    .from(zReports)
    .where(
      and(eq(zReports.companyId, companyId), eq(zReports.venueId, venue.id), eq(zReports.businessDay, day)),
    );
  if (closed) return frozenZReport(closed);
  const [counter] = await db
    .select()
    .from(zCounters)
    .where(and(eq(zCounters.companyId, companyId), eq(zCounters.venueId, venue.id)));
  return readZReport(db, companyId, venue, day, currency, counter ?? null);
}

async function issuerOf(db: DbOrTx, companyId: string, venueId: string): Promise<ZReportIssuer> {
  const [row] = await db
    .select({
      name: companies.name,
      companyLegalName: companies.legalName,
      companyOrgNumber: companies.organizationNumber,
      venueLegalName: venues.legalName,
      venueOrgNumber: venues.organizationNumber,
      street: locations.street,
      zip: locations.zip,
      city: locations.city,
    })
    .from(venues)
    .innerJoin(companies, eq(companies.id, venues.companyId))
    .leftJoin(locations, and(eq(locations.companyId, venues.companyId), eq(locations.venueId, venues.id)))
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId)));
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const place = [blank(row?.zip), blank(row?.city)].filter(Boolean).join(' ');
  const address = [blank(row?.street), blank(place)].filter(Boolean).join(', ');
  return {
    name: row?.name ?? '',
    legalName: blank(row?.venueLegalName) ?? blank(row?.companyLegalName),
    organizationNumber: blank(row?.venueOrgNumber) ?? blank(row?.companyOrgNumber),
    address: address || null,
  };
}

/** The day's receipts: the venue's paid orders of the accounting day, cancelled ones left out. */
export const paidOrdersOfDay = (companyId: string, venueId: string, day: string) =>
  and(
    eq(orders.companyId, companyId),
    eq(orders.venueId, venueId),
    eq(orders.accountingDay, day),
    isNotNull(orders.closedAt),
    ne(orders.status, 'CANCELLED'),
  );

/**
 * The live Z-report figures of `venue`'s accounting `day`, without any caller: the screen above
 * after its checks, the day close that freezes them, and the day vouchers (modules/vouchers).
 * `counter`: the venue's Z counter, for the grand totals closing the day now would give.
 */
export async function readZReport(
  db: DbOrTx,
  companyId: string,
  venue: { id: string; name: string },
  day: string,
  currency: string,
  counter: ZCounter | null = null,
): Promise<ZReport> {
  const filter: FinanceFilter = { venueIds: [venue.id], from: day, to: day };
  const [
    totals,
    vat,
    methods,
    before,
    numbers,
    registers,
    groups,
    issuer,
    lastUpdatedAt,
    methodNames,
    split,
  ] = await Promise.all([
    salesOf(db, companyId, filter),
    readVat(db, companyId, filter),
    readSums(db, companyId, filter, ['paymentMethod']),
    // The opening counter: everything the venue sold before this day (ALL_TIME_START = the start).
    day > ALL_TIME_START
      ? salesOf(db, companyId, { venueIds: [venue.id], from: ALL_TIME_START, to: addDays(day, -1) })
      : null,
    // Order numbers are not figures but the day's identifiers: the paid orders' first and last,
    // how many receipts they were and how many copies of them were printed.
    db
      .select({
        first: sql<number | null>`min(${orders.orderNumber})`,
        last: sql<number | null>`max(${orders.orderNumber})`,
        receipts: sql<number>`count(*)::int`,
        copies: sql<number>`coalesce(sum(${orders.receiptCopies}), 0)::int`,
      })
      .from(orders)
      .where(paidOrdersOfDay(companyId, venue.id, day)),
    db
      .select({
        id: terminals.id,
        name: terminals.name,
        controlUnitSerial: terminals.controlUnitSerial,
        receipts: sql<number>`count(*)::int`,
      })
      .from(orders)
      .innerJoin(
        terminals,
        and(eq(terminals.companyId, orders.companyId), eq(terminals.id, orders.terminalId)),
      )
      .where(paidOrdersOfDay(companyId, venue.id, day))
      .groupBy(terminals.id, terminals.name, terminals.controlUnitSerial)
      .orderBy(terminals.name),
    readTop(db, companyId, filter, 'category', 500),
    issuerOf(db, companyId, venue.id),
    readLastUpdated(db, companyId, filter),
    companyPaymentMethodNames(db, companyId),
    readDiscountsAndRefunds(db, companyId, venue.id, onDay(day)),
  ]);
  // After the reads above: on PGlite a transaction runs one statement at a time anyway.
  const carry = await readZCarry(db, companyId, venue.id, day, ownZFigures);
  const dayTotals = totals ?? metricsOf(EMPTY_SUMS);
  const opening = before?.salesAmount ?? 0;
  const range = numbers[0];
  const payments = methods
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
    }));
  const receiptCount = Number(range?.receipts ?? 0);
  const copyCount = Number(range?.copies ?? 0);
  const figures = ownZFigures({ totals: dayTotals, vat, payments, receiptCount, copyCount });
  figures.discounts = split.discounts;
  figures.refunds = split.refunds;
  const view = (carried: ZCarried | null): ZReportCarried | null =>
    carried && {
      days: carried.days,
      totals: metricsOf(carried.figures.sums),
      vat: carried.figures.vat,
      payments: carried.figures.payments.map((p) => ({ ...p, name: methodNames.get(p.method) ?? null })),
      receiptCount: carried.figures.receiptCount,
      copyCount: carried.figures.copyCount,
      figures: carried.figures,
    };
  // What this report adds to what the venue's reports reported: a day already in the first
  // report's opening adds only what it carries.
  const added = [carry.inOpening ? EMPTY_Z_FIGURES : figures, carry.opening?.figures, carry.late?.figures]
    .filter((f): f is ZFigures => !!f)
    .reduce(addZFigures, EMPTY_Z_FIGURES);
  const grand = closeZCounter(counter, {
    grossSales: added.sums.salesAmount,
    refundAmount: added.sums.refundAmount,
  });
  return {
    venueId: venue.id,
    venueName: venue.name,
    day,
    currency,
    issuer,
    registers: registers.map((r) => ({
      id: r.id,
      name: r.name,
      controlUnitSerial: r.controlUnitSerial,
      receiptCount: Number(r.receipts),
    })),
    totals: dayTotals,
    vat,
    groups: groups.map((g) => ({
      name: g.id === null ? null : g.name,
      quantity: g.quantity,
      amount: g.salesAmount,
    })),
    payments,
    receiptCount,
    copyCount,
    firstOrderNumber: range?.first == null ? null : Number(range.first),
    lastOrderNumber: range?.last == null ? null : Number(range.last),
    openingCounter: opening,
    closingCounter: opening + dayTotals.salesAmount,
    grandTotals: { sales: grand.grandTotalSales, returns: grand.grandTotalReturns, net: grand.grandTotalNet },
    late: view(carry.late),
    opening: view(carry.opening),
    inOpening: carry.inOpening,
    figures,
    cumulative: addZFigures(carry.reported, added),
    empty: isEmptyZDay({
      salesCount: dayTotals.salesCount,
      grossSales: dayTotals.grossSales,
      refundCount: dayTotals.refundCount,
      refundAmount: dayTotals.refundAmount,
      paymentCount: payments.reduce((sum, p) => sum + p.count, 0),
      receiptCount,
    }),
    number: null,
    closedAt: null,
    lastUpdatedAt,
    generatedAt: new Date(),
  };
}

/**
 * The Z-report's sections in `language`: what the PDF prints and the e-mail lists, in the order of
 * the screen — issuer and registers, the day's totals, product groups, VAT, payment methods,
 * receipts and copies, order numbers, grand totals. An empty day has the header and says so.
 */
export function zReportSections(z: ZReport, language: string, timezone: string): PdfSection[] {
  const lang = documentLanguage(language);
  const c = reportCopy(lang);
  const zc = zCopy(lang);
  const money = (minor: number) => formatMoney(minor, z.currency, lang);
  const count = (n: number) => new Intl.NumberFormat(lang).format(n);
  const at = (d: Date) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(d);
  const header: PdfSection = {
    heading: zc.issuer,
    rows: [
      [zc.legalName, z.issuer.legalName ?? z.issuer.name],
      [zc.orgNumber, z.issuer.organizationNumber ?? '–'],
      [zc.address, z.issuer.address ?? '–'],
      [c.venue, z.venueName],
      [c.day, z.day],
      [zc.number, z.number === null ? zc.open : String(z.number)],
      ...(z.closedAt ? [[zc.closedAt, at(z.closedAt)] as const] : []),
    ],
  };
  const grand: PdfSection = {
    heading: zc.grandTotals,
    rows: [
      [zc.grandSales, money(z.grandTotals.sales)],
      [zc.grandReturns, money(z.grandTotals.returns)],
      [zc.grandNet, money(z.grandTotals.net)],
      // The counters run since the venue's first sale (the grand totals since its first closed day),
      // as the screen shows them.
      [c.opening, money(z.openingCounter)],
      [c.closing, money(z.closingCounter)],
    ],
  };
  // What the report carries besides its own day: apart from the day's totals, as the screen shows it.
  const carried = (heading: string, x: ZReportCarried | null, range: boolean): PdfSection[] =>
    x
      ? [
          {
            heading,
            rows: [
              [zc.days, x.days.join(range ? ' – ' : ', ')],
              [c.sales, money(x.totals.salesAmount)],
              [c.orders, count(x.totals.salesCount)],
              [zc.returns, money(x.totals.refundAmount)],
              [zc.copies, count(x.copyCount)],
              ...x.vat.map((v) => [`${c.vat} ${v.rate} %`, money(v.gross)] as const),
            ],
          },
        ]
      : [];
  const extra = [
    ...(z.inOpening ? [{ heading: zc.opening, rows: [[zc.inOpening, ''] as const] }] : []),
    ...carried(zc.late, z.late, false),
    ...carried(zc.opening, z.opening, true),
  ];
  if (z.empty) return [header, { heading: c.totals, rows: [[zc.empty, '']] }, ...extra, grand];
  return [
    header,
    {
      heading: zc.registers,
      table: {
        columns: [zc.register, zc.controlUnit, zc.receipts],
        rows: z.registers.map((r) => [r.name, r.controlUnitSerial ?? '–', count(r.receiptCount)]),
      },
    },
    {
      heading: c.totals,
      rows: [
        [c.sales, money(z.totals.salesAmount)],
        [c.grossSales, money(z.totals.grossSales)],
        [c.netOfVat, money(z.totals.netOfVat)],
        [c.vat, money(z.totals.vatAmount)],
        [c.orders, count(z.totals.salesCount)],
        [c.average, money(z.totals.salesAverage)],
        [zc.returns, money(z.totals.refundAmount)],
        [zc.returnCount, count(z.totals.refundCount)],
        [c.discounts, money(z.totals.discountAmount)],
        [c.tips, money(z.totals.tipsAmount)],
      ],
    },
    {
      heading: zc.groups,
      table: {
        columns: [zc.group, c.quantity, c.amount],
        rows: z.groups.map((g) => [g.name ?? zc.noGroup, count(g.quantity), money(g.amount)]),
      },
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
        columns: [c.method, c.payments, c.amount, c.tips, zc.returns],
        rows: z.payments.map((p) => [
          p.name ?? paymentMethodLabel(p.method, lang),
          count(p.count),
          money(p.amount),
          money(p.tips),
          money(p.refunds),
        ]),
      },
    },
    {
      heading: zc.receipts,
      rows: [
        [zc.receipts, count(z.receiptCount)],
        [zc.copies, count(z.copyCount)],
        [c.first, z.firstOrderNumber === null ? '–' : String(z.firstOrderNumber)],
        [c.last, z.lastOrderNumber === null ? '–' : String(z.lastOrderNumber)],
      ],
    },
    ...extra,
    grand,
  ];
}

/** The Z-report as a PDF document in `language` (an interface or company language). */
export function zReportDocument(z: ZReport, language: string, timezone: string): PdfDocument {
  const lang = documentLanguage(language);
  const c = reportCopy(lang);
  const zc = zCopy(lang);
  const at = (d: Date) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(d);
  const title = z.number === null ? zc.xTitle : `${c.zTitle} ${z.number}`;
  return {
    rtl: lang === 'ar',
    title: `${title} · ${z.venueName}`,
    subtitle: [
      `${c.day}: ${z.day}`,
      z.number === null ? zc.open : `${zc.closedAt}: ${z.closedAt ? at(z.closedAt) : '–'}`,
      `${c.generatedAt}: ${at(new Date())}`,
    ],
    sections: zReportSections(z, lang, timezone),
    footer: `${c.lastUpdated}: ${z.lastUpdatedAt ? at(z.lastUpdatedAt) : '–'} · Fika`,
  };
}
