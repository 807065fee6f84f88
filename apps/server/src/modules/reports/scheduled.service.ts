// Scheduled reports: created here, sent by the pg-boss job in jobs/scheduled-reports.ts once the
// period's last accounting day has closed (05:30 the next morning, company time zone), with the
// CURRENT permissions of whoever scheduled them; and the Z-report e-mail.
import {
  accountingDayOf,
  addDays,
  formatMoney,
  isOneOf,
  isValidEmail,
  PERIODS,
  type Period,
  type ReportArea,
} from '@fika/domain';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import { scheduledReports } from '../../platform/db/schema/index.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { financeVenues } from '../finance/access.ts';
import { reportFigures } from './figures.ts';
import { documentLanguage, fill, reportCopy } from './report-copy.ts';
import { reportEmail } from './report-email.ts';
import { channelErrors, figuresCsv, typeErrors } from './reports.service.ts';
import { zCopy } from './z-copy.ts';
import { zReport, zReportDocument, zReportSections } from './z-report.ts';

export interface ScheduledReportInput {
  name: string;
  period: string;
  type: string;
  venueIds?: readonly string[] | null;
  channels?: readonly string[] | null;
  recipients: readonly string[];
  language?: string | null;
}

export type ScheduledReportView = typeof scheduledReports.$inferSelect;

export async function createScheduledReport(
  ctx: Ctx,
  input: ScheduledReportInput,
): Promise<ScheduledReportView> {
  const user = requireScope(ctx, 'FINANCE');
  const name = input.name.trim();
  const recipients = [...new Set(input.recipients.map((r) => r.trim().toLowerCase()))];
  const channels = [...new Set(input.channels ?? [])];
  const errors: FieldError[] = [
    ...(name === '' ? [{ field: 'name', message: 'reports:errors.nameRequired' }] : []),
    ...(name.length > 120 ? [{ field: 'name', message: 'reports:errors.nameTooLong' }] : []),
    ...(isOneOf(PERIODS, input.period) ? [] : [{ field: 'period', message: 'reports:errors.period' }]),
    ...typeErrors(input.type),
    ...channelErrors(channels),
    ...(recipients.length < 1 || recipients.length > 10
      ? [{ field: 'recipients', message: 'reports:errors.recipientsCount' }]
      : []),
    ...recipients.flatMap((r, i) =>
      isValidEmail(r) ? [] : [{ field: `recipients.${i}`, message: 'reports:errors.recipientEmail' }],
    ),
  ];
  if (errors.length) throw badInput(errors);
  // Named venues are checked now (NOT_FOUND) and again, with the then-current rights, at each run.
  const venues = input.venueIds?.length ? await financeVenues(ctx, input.venueIds) : [];
  const [row] = await ctx.db
    .insert(scheduledReports)
    .values({
      id: newId(),
      companyId: user.companyId,
      userId: user.userId,
      name,
      period: input.period,
      type: input.type,
      venueIds: venues.map((v) => v.id),
      channels,
      recipients,
      language: documentLanguage(input.language ?? user.company.defaultLanguage),
    })
    .returning();
  if (!row) throw new Error('scheduled report not stored');
  return row;
}

export async function listScheduledReports(ctx: Ctx): Promise<ScheduledReportView[]> {
  const user = requireScope(ctx, 'FINANCE');
  const visible = new Set((await financeVenues(ctx)).map((v) => v.id));
  const rows = await ctx.db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.companyId, user.companyId), eq(scheduledReports.deleted, false)))
    .orderBy(desc(scheduledReports.createdAt));
  return rows.filter((r) => r.venueIds.every((id) => visible.has(id)));
}

export async function findScheduledReport(ctx: Ctx, id: string): Promise<ScheduledReportView> {
  const rows = await listScheduledReports(ctx);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('Scheduled report');
  return row;
}

export async function deleteScheduledReport(ctx: Ctx, id: string): Promise<void> {
  const row = await findScheduledReport(ctx, id);
  await ctx.db.update(scheduledReports).set({ deleted: true }).where(eq(scheduledReports.id, row.id));
}

/**
 * The last period of `period` whose every accounting day has closed at `now` in `timezone`:
 * yesterday's accounting day, the last whole week (Monday–Sunday) or the last whole month.
 */
export function lastClosedPeriod(period: Period, now: Date, timezone: string): { from: string; to: string } {
  const yesterday = addDays(accountingDayOf(now, timezone), -1);
  if (period === 'DAILY') return { from: yesterday, to: yesterday };
  if (period === 'WEEKLY') {
    const weekday = new Date(`${yesterday}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    const to = addDays(yesterday, -weekday % 7);
    return { from: addDays(to, -6), to };
  }
  // The month is complete when yesterday is its last day; otherwise the month before.
  const tomorrowOfYesterday = addDays(yesterday, 1);
  const to =
    tomorrowOfYesterday.slice(0, 7) !== yesterday.slice(0, 7)
      ? yesterday
      : addDays(`${yesterday.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * Runs one schedule for `period` with `ctx` = the scheduling user as they are now (the job builds
 * it; FINANCE and the venues are checked here). `force` sends even an already-sent period (the
 * "Send now" button). Returns whether it sent anything.
 */
export async function sendScheduledReport(
  ctx: Ctx,
  schedule: ScheduledReportView,
  period: { from: string; to: string },
  force: boolean,
): Promise<boolean> {
  const user = requireScope(ctx, 'FINANCE');
  if (user.companyId !== schedule.companyId) return false;
  const venues = await financeVenues(ctx, schedule.venueIds);
  // Claim the period before sending, so two runs never both send it.
  const claimed = await ctx.db
    .update(scheduledReports)
    .set({ lastPeriodStart: period.from, lastRunAt: new Date() })
    .where(
      and(
        eq(scheduledReports.id, schedule.id),
        eq(scheduledReports.deleted, false),
        force
          ? undefined
          : or(isNull(scheduledReports.lastPeriodStart), lt(scheduledReports.lastPeriodStart, period.from)),
      ),
    )
    .returning({ id: scheduledReports.id });
  if (claimed.length === 0) return false;
  const figures = await reportFigures(ctx.db, user.companyId, schedule.type as ReportArea, {
    venueIds: venues.map((v) => v.id),
    channels: schedule.channels,
    from: period.from,
    to: period.to,
  });
  const lang = documentLanguage(schedule.language);
  const c = reportCopy(lang);
  const currency = user.company.defaultCurrency;
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const csv = new TextEncoder().encode(figuresCsv(figures, currency, lang));
  const values = { name: schedule.name, from: period.from, to: period.to };
  for (const to of schedule.recipients) {
    await ctx.mailer.send(
      reportEmail({
        to,
        language: lang,
        subject: fill(c.scheduledSubject, values),
        body: fill(c.scheduledBody, values),
        rows: [
          [c.sales, money(figures.totals.salesAmount)],
          [c.orders, String(figures.totals.salesCount)],
          [c.average, money(figures.totals.salesAverage)],
          [c.tips, money(figures.totals.tipsAmount)],
          [c.refunds, money(figures.totals.refundAmount)],
        ],
        attachments: [
          {
            filename: `report-${period.from}-${period.to}.csv`,
            contentType: 'text/csv; charset=utf-8',
            content: csv,
          },
        ],
      }),
    );
  }
  return true;
}

/** sendZReportEmail: the Z-report PDF of a venue's day to one address, in the company language. */
export async function sendZReportEmail(ctx: Ctx, venueId: string, day: string, email: string): Promise<void> {
  const user = requireScope(ctx, 'FINANCE');
  const to = email.trim();
  if (!isValidEmail(to)) throw badInput([{ field: 'email', message: 'reports:errors.recipientEmail' }]);
  const [venue] = await financeVenues(ctx, [venueId]);
  const z = await zReport(ctx, venueId, day);
  const lang = documentLanguage(user.company.defaultLanguage);
  const c = reportCopy(lang);
  const pdf = await renderPdf(zReportDocument(z, lang, venue?.timezone ?? user.company.timezone));
  const money = (minor: number) => formatMoney(minor, z.currency, lang);
  const values = { venue: z.venueName, day: z.day, sales: money(z.totals.salesAmount) };
  // The e-mail lists what the PDF prints (the same sections), so it reads on a phone without it.
  const sections = zReportSections(z, lang, venue?.timezone ?? user.company.timezone);
  const rows = sections.flatMap((section): (readonly [string, string])[] =>
    'rows' in section
      ? [[section.heading.toUpperCase(), ''], ...section.rows]
      : section.table.rows.length === 0
        ? []
        : [
            [section.heading.toUpperCase(), ''],
            ...section.table.rows.map((row) => [row[0] ?? '', row.slice(1).join(' · ')] as const),
          ],
  );
  await ctx.mailer.send(
    reportEmail({
      to,
      language: lang,
      subject: fill(c.zSubject, values),
      body: z.empty ? `${fill(c.zBody, values)} ${zCopy(lang).empty}` : fill(c.zBody, values),
      rows,
      attachments: [{ filename: `z-report-${z.day}.pdf`, contentType: 'application/pdf', content: pdf }],
    }),
  );
}
