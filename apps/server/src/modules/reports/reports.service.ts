// Reports (spec §2.2 /reports): createReport stores a filter; viewing, the CSV and the scheduled
// e-mails read the figures live through the metric layer. FINANCE scope; a report is visible only
// to callers who may see every venue it covers (another company's id is NOT_FOUND).
import {
  AVAILABLE_REPORT_AREAS,
  type CsvCell,
  csvDialect,
  isOneOf,
  MANUAL_OFFER_KEY,
  ORDER_CHANNELS,
  paymentMethodLabel,
  REPORT_AREAS,
  type ReportArea,
  rangeDayProblem,
  writeCsv,
} from '@fika/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Ctx, reader, type UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { byIdOrNotFound } from '../../kernel/tenant.ts';
import { newId } from '../../lib/ids.ts';
import type { ReportFilter } from '../../platform/db/schema/index.ts';
import { reports } from '../../platform/db/schema/index.ts';
import { financeVenues } from '../finance/access.ts';
import { type ReportFigures, reportFigures } from './figures.ts';
import { reportCopy } from './report-copy.ts';

export interface CreateReportInput {
  name?: string | null;
  type: string;
  venueIds?: readonly string[] | null;
  channels?: readonly string[] | null;
  from: string;
  to: string;
  hours?: readonly number[] | null;
  staffIds?: readonly string[] | null;
  /** The interface language of the caller: the default name is written in it. */
  language?: string | null;
}

export interface ReportView {
  id: string;
  name: string;
  type: ReportArea;
  filter: ReportFilter;
  createdAt: Date;
  currency: string;
}

export interface ReportWithFigures extends ReportView {
  figures: ReportFigures;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366 * 3;

// A real calendar day: Date.parse reads 2026-02-30 as 2 March, so the day must survive the round trip.
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
};

/** Field errors of a date range of accounting days (from ≤ to, at most three years, from the start of all time to a year ahead). */
export function rangeErrors(from: string, to: string): FieldError[] {
  if (!isDay(from)) return [{ field: 'from', message: 'reports:errors.day' }];
  if (!isDay(to)) return [{ field: 'to', message: 'reports:errors.day' }];
  const today = new Date().toISOString().slice(0, 10);
  const implausible = (['from', 'to'] as const).flatMap((field) => {
    const problem = rangeDayProblem(field === 'from' ? from : to, today);
    return problem ? [{ field, message: `reports:errors.${problem}` }] : [];
  });
  if (implausible.length > 0) return implausible;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return [{ field: 'to', message: 'reports:errors.toBeforeFrom' }];
  if (days > MAX_DAYS) return [{ field: 'to', message: 'reports:errors.rangeTooLong' }];
  return [];
}

/** Field errors of a report type: MARGIN and INVENTORY need purchase prices and stock, not recorded. */
export function typeErrors(type: string): FieldError[] {
  if (!isOneOf(REPORT_AREAS, type)) return [{ field: 'type', message: 'reports:errors.type' }];
  if (!isOneOf(AVAILABLE_REPORT_AREAS, type))
    return [{ field: 'type', message: 'reports:errors.typeUnavailable' }];
  return [];
}

export function channelErrors(channels: readonly string[]): FieldError[] {
  return channels.every((c) => isOneOf(ORDER_CHANNELS, c))
    ? []
    : [{ field: 'channels', message: 'reports:errors.channel' }];
}

function defaultName(type: ReportArea, from: string, to: string, language: string): string {
  const copy = reportCopy(language);
  const area = type in copy.areas ? copy.areas[type as keyof typeof copy.areas] : type;
  return from === to ? `${area} ${from}` : `${area} ${from} – ${to}`;
}

export async function createReport(ctx: Ctx, input: CreateReportInput): Promise<{ reportId: string }> {
  const user = requireScope(ctx, 'FINANCE');
  const channels = [...new Set(input.channels ?? [])];
  const hours = [...new Set(input.hours ?? [])].sort((a, b) => a - b);
  const staffIds = [...new Set(input.staffIds ?? [])];
  const name = (input.name ?? '').trim();
  const errors = [
    ...typeErrors(input.type),
    ...rangeErrors(input.from, input.to),
    ...channelErrors(channels),
    ...(hours.every((h) => Number.isInteger(h) && h >= 0 && h <= 23)
      ? []
      : [{ field: 'hours', message: 'reports:errors.hours' }]),
    ...(name.length > 120 ? [{ field: 'name', message: 'reports:errors.nameTooLong' }] : []),
  ];
  if (errors.length) throw badInput(errors);
  // NOT_FOUND for a venue the caller may not see; none named = every permitted venue, frozen now.
  const venues = await financeVenues(ctx, input.venueIds);
  const type = input.type as ReportArea;
  const filter: ReportFilter = {
    venueIds: venues.map((v) => v.id),
    channels,
    from: input.from,
    to: input.to,
    hours,
    staffIds,
  };
  const id = newId();
  await ctx.db.insert(reports).values({
    id,
    companyId: user.companyId,
    createdBy: user.userId,
    // Named in the language the user reads the interface in, not the company's product language.
    name: name || defaultName(type, input.from, input.to, input.language ?? user.company.defaultLanguage),
    type,
    filter,
    result: null,
  });
  return { reportId: id };
}

const toView = (row: typeof reports.$inferSelect, user: UserPrincipal): ReportView => ({
  id: row.id,
  name: row.name,
  type: row.type as ReportArea,
  filter: row.filter,
  createdAt: row.createdAt,
  currency: user.company.defaultCurrency,
});

async function visibleVenueIds(ctx: Ctx): Promise<Set<string>> {
  return new Set((await financeVenues(ctx)).map((v) => v.id));
}

/** Live reports (createReport's, not the frozen payout snapshots) the caller may see, newest first. */
export async function listReports(ctx: Ctx): Promise<ReportView[]> {
  const user = requireScope(ctx, 'FINANCE');
  const visible = await visibleVenueIds(ctx);
  const rows = await ctx.db
    .select()
    .from(reports)
    // Payout reports of /payments-reports are frozen snapshots (result set): not listed here.
    .where(and(eq(reports.companyId, user.companyId), isNull(reports.result)))
    .orderBy(desc(reports.createdAt))
    .limit(500);
  return rows
    .filter(
      (r) => isOneOf(AVAILABLE_REPORT_AREAS, r.type) && r.filter.venueIds.every((id) => visible.has(id)),
    )
    .map((r) => toView(r, user));
}

async function findReport(ctx: Ctx, id: string): Promise<ReportView> {
  const user = requireScope(ctx, 'FINANCE');
  const row = await byIdOrNotFound(ctx.db, reports, id, user, 'Report', isNull(reports.result));
  if (!isOneOf(AVAILABLE_REPORT_AREAS, row.type)) throw notFound('Report');
  const visible = await visibleVenueIds(ctx);
  if (!row.filter.venueIds.every((v) => visible.has(v))) throw notFound('Report');
  return toView(row, user);
}

export async function getReport(ctx: Ctx, id: string): Promise<ReportWithFigures> {
  const view = await findReport(ctx, id);
  const user = requireScope(ctx, 'FINANCE');
  return { ...view, figures: await reportFigures(reader(ctx), user.companyId, view.type, view.filter) };
}

export async function deleteReport(ctx: Ctx, id: string): Promise<void> {
  const view = await findReport(ctx, id);
  const user = requireScope(ctx, 'FINANCE');
  await ctx.db.delete(reports).where(and(eq(reports.companyId, user.companyId), eq(reports.id, view.id)));
}

/** The report as CSV: one block per section, amounts as plain decimals in the dialect of `language`. */
export function figuresCsv(figures: ReportFigures, currency: string, language: string): string {
  const c = reportCopy(language);
  const money = (minor: number): CsvCell => ({ minor, currency });
  const lines: CsvCell[][] = [
    [c.totals, c.sales, c.orders, c.average, c.tips, c.vat, c.refunds, c.discounts],
    [
      '',
      money(figures.totals.salesAmount),
      figures.totals.salesCount,
      money(figures.totals.salesAverage),
      money(figures.totals.tipsAmount),
      money(figures.totals.vatAmount),
      money(figures.totals.refundAmount),
      money(figures.totals.discountAmount),
    ],
  ];
  for (const section of figures.sections) {
    lines.push([]);
    if (section.key === 'vat') {
      lines.push([c.sections.vat, c.gross, c.vat, c.netOfVat]);
      for (const r of section.rows) {
        lines.push([
          r.label,
          money(r.metrics.salesAmount),
          money(r.metrics.vatAmount),
          money(r.metrics.netOfVat),
        ]);
      }
    } else if (section.key === 'offers') {
      // The share as a plain number in the dialect (Excel sums it), its unit in the header.
      const { decimal } = csvDialect(language);
      lines.push([c.sections.offers, c.uses, c.amount, `${c.share} (%)`]);
      for (const r of section.rows) {
        lines.push([
          r.key === MANUAL_OFFER_KEY ? c.manualDiscounts : r.label,
          r.quantity ?? 0,
          money(r.metrics.discountAmount),
          (r.share ?? 0).toFixed(1).replace('.', decimal),
        ]);
      }
    } else if (section.key === 'topItems') {
      lines.push([c.sections.topItems, c.quantity, c.sales]);
      for (const r of section.rows) lines.push([r.label, r.quantity ?? 0, money(r.metrics.salesAmount)]);
    } else {
      lines.push([c.sections[section.key], c.sales, c.orders, c.average, c.tips, c.refunds]);
      for (const r of section.rows) {
        lines.push([
          section.key === 'staff' && r.key === ''
            ? c.noStaff
            : section.key === 'paymentMethod' && r.label === r.key
              ? paymentMethodLabel(r.key, language)
              : r.label,
          money(r.metrics.salesAmount),
          r.metrics.salesCount,
          money(r.metrics.salesAverage),
          money(r.metrics.tipsAmount),
          money(r.metrics.refundAmount),
        ]);
      }
    }
  }
  return writeCsv(lines, language);
}

export async function reportCsv(ctx: Ctx, id: string, language?: string | null): Promise<string> {
  const report = await getReport(ctx, id);
  const user = requireScope(ctx, 'FINANCE');
  return figuresCsv(report.figures, report.currency, language ?? user.company.defaultLanguage);
}
