// `POST /terminal/v1/day-close`: a till closes its venue's accounting day now (its end-of-day
// Z-report: the next Z number and grand totals), and the day's voucher is posted without waiting
// for the 05:30 job. The till's venue is its own; a day already closed answers its Z-report and
// voucher again (never numbered or posted twice).
import { accountingDayOf } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badInput } from '../../kernel/errors.ts';
import { venues } from '../../platform/db/schema/index.ts';
import { authenticateTerminal } from '../terminals/terminals.service.ts';
import { closeBusinessDay, type DayCloseBase } from './accounting.service.ts';

export function registerDayClose(server: FastifyInstance, base: DayCloseBase): void {
  server.post<{ Body: { day?: unknown } | null }>('/terminal/v1/day-close', async (req, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const terminal = match?.[1] ? await authenticateTerminal(base.db, match[1]) : null;
    if (!terminal) {
      throw new AppError(
        'UNAUTHENTICATED',
        'terminals.errors.badCredential',
        'Unknown, wrong or revoked terminal credential.',
      );
    }
    const [venue] = await base.db
      .select({ id: venues.id, name: venues.name, timezone: venues.timezone })
      .from(venues)
      .where(and(eq(venues.companyId, terminal.companyId), eq(venues.id, terminal.venueId)));
    if (!venue) throw badInput([{ field: 'venueId', message: 'accounting:errors.noVenue' }]);
    const requested = req.body?.day;
    if (requested !== undefined && typeof requested !== 'string') {
      throw badInput([{ field: 'day', message: 'accounting:errors.day' }]);
    }
    const day = requested ?? accountingDayOf(new Date(), venue.timezone);
    const { z, voucher } = await closeBusinessDay(base, terminal.companyId, venue, day, {
      terminalId: terminal.id,
    });
    return reply.status(200).send({
      zReport: {
        day,
        status: z.status,
        number: z.report.number,
        closedAt: z.report.closedAt?.toISOString() ?? null,
        grandTotals: z.report.grandTotals,
      },
      voucher: voucher && {
        id: voucher.id,
        day: voucher.businessDay,
        status: voucher.status,
        message: voucher.message,
        series: voucher.series,
        number: voucher.number,
      },
    });
  });
}
