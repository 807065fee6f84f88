// generatePdfReport: a short-lived signed link (/reports/pdf?token=…, 10 minutes) instead of a
// stored file — the PDF is drawn when the link is opened, with the permissions the user has THEN
// (a browser download cannot send the bearer token, and figures must not sit in public /files).
import { formatMoney, MANUAL_OFFER_KEY } from '@fika/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope, requireUser } from '../../kernel/guards.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { isDatabaseUnavailable } from '../../platform/db/unavailable.ts';
import { type PdfDocument, renderPdf } from '../../platform/pdf/pdf.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { financeVenues } from '../finance/access.ts';
import { payoutReportPdfDocument } from '../payments/payout-pdf.ts';
import { documentLanguage, reportCopy } from './report-copy.ts';
import { getReport, type ReportWithFigures } from './reports.service.ts';
import { zReport, zReportDocument } from './z-report.ts';

export interface PdfRequest {
  reportId?: string | null;
  venueId?: string | null;
  day?: string | null;
  balanceAccountId?: string | null;
  language?: string | null;
}

const AUDIENCE = 'fika:report-pdf';
const LIFETIME_SECONDS = 600;

/** Draws the PDF `request` names for the caller of `ctx` (all checks of the underlying reads apply). */
export async function pdfDocumentFor(
  ctx: Ctx,
  request: PdfRequest,
): Promise<{ doc: PdfDocument; filename: string }> {
  const user = requireUser(ctx);
  const language = documentLanguage(request.language ?? user.company.defaultLanguage);
  if (request.balanceAccountId && request.reportId) {
    const doc = await payoutReportPdfDocument(ctx, request.reportId, request.balanceAccountId, language);
    return { doc, filename: `payout-report-${request.reportId}.pdf` };
  }
  if (request.reportId) {
    const report = await getReport(ctx, request.reportId);
    return {
      doc: reportDocument(report, language),
      filename: `report-${report.filter.from}-${report.filter.to}.pdf`,
    };
  }
  if (request.venueId && request.day) {
    const [venue] = await financeVenues(ctx, [request.venueId]);
    const z = await zReport(ctx, request.venueId, request.day);
    return {
      doc: zReportDocument(z, language, venue?.timezone ?? user.company.timezone),
      filename: `z-report-${z.day}.pdf`,
    };
  }
  throw badInput([{ field: 'reportId', message: 'reports:errors.pdfTarget' }]);
}

export function reportDocument(report: ReportWithFigures, language: string): PdfDocument {
  const c = reportCopy(language);
  const money = (minor: number) => formatMoney(minor, report.currency, language);
  const { figures } = report;
  return {
    rtl: language === 'ar',
    title: report.name,
    subtitle: [`${c.period}: ${report.filter.from} – ${report.filter.to}`],
    sections: [
      {
        heading: c.totals,
        rows: [
          [c.sales, money(figures.totals.salesAmount)],
          [c.orders, String(figures.totals.salesCount)],
          [c.average, money(figures.totals.salesAverage)],
          [c.tips, money(figures.totals.tipsAmount)],
          [c.vat, money(figures.totals.vatAmount)],
          [c.refunds, money(figures.totals.refundAmount)],
          [c.discounts, money(figures.totals.discountAmount)],
        ],
      },
      ...figures.sections.map((s) =>
        s.key === 'offers'
          ? {
              heading: c.sections.offers,
              table: {
                columns: [c.offer, c.amount, c.uses],
                rows: s.rows.map((r) => [
                  r.key === MANUAL_OFFER_KEY ? c.manualDiscounts : r.label,
                  money(r.metrics.discountAmount),
                  String(r.quantity ?? 0),
                ]),
              },
            }
          : {
              heading: c.sections[s.key],
              table: {
                columns: [c.sections[s.key], c.sales, s.key === 'topItems' ? c.quantity : c.orders],
                rows: s.rows.map((r) => [
                  s.key === 'staff' && r.key === '' ? c.noStaff : r.label,
                  money(r.metrics.salesAmount),
                  String(s.key === 'topItems' ? (r.quantity ?? 0) : r.metrics.salesCount),
                ]),
              },
            },
      ),
    ],
    footer: `${c.lastUpdated}: ${figures.lastUpdatedAt?.toISOString() ?? '–'} · Fika`,
  };
}

/** Checks the request now (NOT_FOUND, FORBIDDEN, bad input) and returns a link valid 10 minutes. */
export async function generatePdfReport(ctx: Ctx, request: PdfRequest): Promise<string> {
  const user = request.balanceAccountId ? requireUser(ctx) : requireScope(ctx, 'FINANCE');
  await pdfDocumentFor(ctx, request);
  const token = await new SignJWT({ req: { ...request } })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(new TextEncoder().encode(ctx.config.jwtSecret));
  return `/reports/pdf?token=${token}`;
}

/** The caller `userId` is now, permissions read fresh (null when deactivated or gone). */
export async function currentPrincipal(db: Db, userId: string) {
  const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId));
  if (!row) return null;
  return loadPrincipal(db, { kind: 'user', userId, version: row.version, actorId: null });
}

/** GET /reports/pdf?token=… — the PDF a generatePdfReport link names. */
export function registerReportPdf(
  server: FastifyInstance,
  base: Omit<Ctx, 'principal' | 'requestId' | 'ip' | 'log'>,
  config: Config,
) {
  server.get<{ Querystring: { token?: string } }>('/reports/pdf', async (req, reply) => {
    let subject: string | undefined;
    let request: PdfRequest | undefined;
    try {
      const { payload } = await jwtVerify(req.query.token ?? '', new TextEncoder().encode(config.jwtSecret), {
        audience: AUDIENCE,
      });
      subject = payload.sub;
      request = payload.req as PdfRequest;
    } catch {
      throw new AppError('NOT_FOUND', 'reports.errors.pdfLink', 'This link is not valid or has expired.');
    }
    const principal = subject ? await currentPrincipal(base.db, subject) : null;
    if (!principal || !request) throw notFound('Report');
    const ctx: Ctx = { ...base, principal, log: req.log, requestId: String(req.id), ip: req.ip };
    try {
      const { doc, filename } = await pdfDocumentFor(ctx, request);
      const bytes = await renderPdf(doc);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    } catch (error) {
      // A report the user may no longer see reads as missing; an unreachable database does not.
      if (isDatabaseUnavailable(error)) throw error;
      throw notFound('Report');
    }
  });
}
