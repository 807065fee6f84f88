// The accounting page's API: the enabled accounting integration, the last 30 days' day vouchers of
// the venues the caller may see, closing a day now, Retry and Re-send, and the SIE / journal CSV
// export. FINANCE or INTEGRATIONS (who answer for the books), company- and venue-scoped.
import {
  type DayVoucher,
  hasScope,
  INTEGRATION_CATALOGUE,
  type JournalHeadings,
  voucherRange,
  writeJournalCsv,
  writeSieFile,
} from '@fika/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, forbidden, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { vouchers } from '../../platform/db/schema/index.ts';
import { financeVenues, todayFor } from '../finance/access.ts';
import { rangeErrors } from '../reports/reports.service.ts';
import { closeZDay, type ZClosedVia, type ZCloseResult } from '../reports/z-close.ts';
import { visibleVenues } from '../venues/venues.service.ts';
import {
  activeAccounting,
  closeVoucherDay,
  deliverVoucher,
  type PostingBase,
  type StoredVoucher,
} from './posting.service.ts';

/** FINANCE or INTEGRATIONS: the people who keep the books or connect the bookkeeping system. */
export function requireAccounting(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!hasScope(user.permissions, 'FINANCE') && !hasScope(user.permissions, 'INTEGRATIONS'))
    throw forbidden();
  return user;
}

export interface AccountingVoucher {
  id: string;
  venueId: string;
  venueName: string;
  businessDay: string | null;
  status: string;
  message: string | null;
  provider: string | null;
  attempts: number;
  providerVoucherId: string | null;
  series: string | null;
  number: number | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lines: DayVoucher['lines'];
}

export interface AccountingOverview {
  integration: { provider: string; name: string } | null;
  vouchers: AccountingVoucher[];
}

const storedOf = (value: unknown): Partial<StoredVoucher> =>
  value && typeof value === 'object' ? (value as Partial<StoredVoucher>) : {};

function toView(row: typeof vouchers.$inferSelect, venueName: string): AccountingVoucher {
  const stored = storedOf(row.customerVoucher);
  return {
    id: row.id,
    venueId: row.venueId,
    venueName,
    businessDay: row.businessDay,
    status: row.status === 'succeeded' ? 'sent' : row.status,
    message: row.message,
    provider: row.provider,
    attempts: row.attempts,
    providerVoucherId: row.providerVoucherId,
    series: typeof stored.series === 'string' ? stored.series : null,
    number: typeof stored.number === 'number' ? stored.number : null,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lines: Array.isArray(stored.lines) ? stored.lines : [],
  };
}

/** The enabled accounting integration and the last 30 accounting days' vouchers, newest day first. */
export async function accountingOverview(ctx: Ctx, now = new Date()): Promise<AccountingOverview> {
  const user = requireAccounting(ctx);
  const [integration, venues] = await Promise.all([
    activeAccounting(ctx.db, user.companyId),
    visibleVenues(ctx, user),
  ]);
  const names = new Map(venues.map((v) => [v.id, v.name]));
  const { startDate } = voucherRange(now, user.company.timezone);
  const fromDay = startDate.toISOString().slice(0, 10);
  const rows =
    venues.length === 0
      ? []
      : await ctx.db
          .select()
          .from(vouchers)
          .where(
            and(
              eq(vouchers.companyId, user.companyId),
              inArray(vouchers.venueId, [...names.keys()]),
              or(gte(vouchers.businessDay, fromDay), gte(vouchers.createdAt, startDate)),
            ),
          )
          .orderBy(desc(vouchers.businessDay), desc(vouchers.createdAt), asc(vouchers.id))
          .limit(500);
  return {
    integration: integration
      ? {
          provider: integration.provider,
          name:
            INTEGRATION_CATALOGUE.find((p) => p.id === integration.provider)?.name ?? integration.provider,
        }
      : null,
    vouchers: rows.map((row) => toView(row, names.get(row.venueId) ?? '')),
  };
}

async function voucherOf(ctx: Ctx, user: UserPrincipal, id: string) {
  const venues = await visibleVenues(ctx, user);
  const [row] = await ctx.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.companyId, user.companyId), eq(vouchers.id, id)));
  const venue = row && venues.find((v) => v.id === row.venueId);
  if (!row || !venue) throw notFound('Voucher');
  return { row, venueName: venue.name };
}

async function reload(ctx: Ctx, user: UserPrincipal, id: string) {
  const { row, venueName } = await voucherOf(ctx, user, id);
  return toView(row, venueName);
}

// One attempt now, so the page answers with the outcome; a temporary outage goes to the job's backoff.
async function attempt(ctx: DayCloseBase, id: string) {
  const outcome = await deliverVoucher(ctx, id);
  if (outcome === 'retry') await ctx.jobs.vouchers.enqueue(id);
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Closes `venueId`'s accounting `day` now (a day the job has not reached) and posts its voucher.
 * The day's Z-report is closed with it (one day-close path: closeBusinessDay). A day that has a
 * voucher answers that voucher: it is never posted twice.
 */
export async function closeAccountingDay(ctx: Ctx, venueId: string, day: string): Promise<AccountingVoucher> {
  const user = requireAccounting(ctx);
  const [venue] = await financeVenues(ctx, [venueId]);
  if (!venue) throw notFound('Venue');
  // Refused before anything closes: a failed request changes nothing.
  if (!(await activeAccounting(ctx.db, user.companyId))) {
    throw badInput([{ field: 'venueId', message: 'accounting:errors.noIntegration' }]);
  }
  const { voucher } = await closeBusinessDay(ctx, user.companyId, venue, day, { userId: user.userId });
  if (!voucher) throw badInput([{ field: 'day', message: 'accounting:errors.emptyDay' }]);
  return voucher;
}

/** What closing a day needs: posting's base and the jobs that retry it (no caller: a till has none). */
export type DayCloseBase = PostingBase & Pick<Ctx, 'jobs'>;

export interface BusinessDayClose {
  z: ZCloseResult;
  /** The day's voucher; null without an enabled accounting integration or when nothing was sold. */
  voucher: AccountingVoucher | null;
}

/**
 * The one day-close path (a till, the accounting page, the Z-report screen's tick sibling): closes
 * the day's Z-report once — its gap-free number and grand totals — then, with an accounting
 * integration, creates and posts the day's voucher once.
 */
export async function closeBusinessDay(
  ctx: DayCloseBase,
  companyId: string,
  venue: { id: string; name: string; timezone: string | null },
  day: string,
  via: ZClosedVia,
): Promise<BusinessDayClose> {
  const errors: FieldError[] = [];
  if (!isDay(day)) errors.push({ field: 'day', message: 'accounting:errors.day' });
  else if (day > todayFor(venue.timezone ?? 'Europe/Stockholm'))
    errors.push({ field: 'day', message: 'accounting:errors.futureDay' });
  if (errors.length) throw badInput(errors);
  const z = await closeZDay(ctx.db, companyId, venue, day, via);
  const closed = await closeVoucherDay(ctx.db, companyId, venue.id, day);
  if (closed.kind === 'noIntegration' || closed.kind === 'empty') return { z, voucher: null };
  if (closed.kind === 'created') await attempt(ctx, closed.voucherId);
  const [row] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, closed.voucherId));
  if (!row) throw notFound('Voucher');
  return { z, voucher: toView(row, venue.name) };
}

/** Retry: a failed (or still pending) voucher posted again, rebuilt with the mapping as it is now. */
export async function retryVoucher(ctx: Ctx, id: string): Promise<AccountingVoucher> {
  const user = requireAccounting(ctx);
  const { row } = await voucherOf(ctx, user, id);
  if (row.status === 'sent' || row.status === 'succeeded') {
    throw badInput([{ field: 'id', message: 'accounting:errors.alreadySent' }]);
  }
  if (!row.businessDay) throw badInput([{ field: 'id', message: 'accounting:errors.notRetryable' }]);
  await attempt(ctx, id);
  return reload(ctx, user, id);
}

/**
 * Re-send: a sent voucher confirmed again under the same reference (the provider answers with its
 * booking and books it anew only if it no longer has it), or a failed one posted again.
 */
export async function resendVoucher(ctx: Ctx, id: string): Promise<AccountingVoucher> {
  const user = requireAccounting(ctx);
  const { row } = await voucherOf(ctx, user, id);
  if (!row.businessDay) throw badInput([{ field: 'id', message: 'accounting:errors.notRetryable' }]);
  if (row.status === 'sent') {
    await ctx.db
      .update(vouchers)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(vouchers.id, id), eq(vouchers.status, 'sent')));
  }
  await attempt(ctx, id);
  return reload(ctx, user, id);
}

export type VoucherExportFormat = 'SIE' | 'CSV';

export interface VoucherExportFile {
  filename: string;
  contentType: string;
  /** The file's bytes, base64: SIE files are code page 437, not text the API could carry as is. */
  base64: string;
  voucherCount: number;
}

const JOURNAL_HEADINGS: Readonly<Record<string, JournalHeadings>> = {
  sv: {
    date: 'Datum',
    venue: 'Enhet',
    voucher: 'Verifikation',
    description: 'Beskrivning',
    account: 'Konto',
    text: 'Text',
    debit: 'Debet',
    credit: 'Kredit',
  },
  no: {
    date: 'Dato',
    venue: 'Avdeling',
    voucher: 'Bilag',
    description: 'Beskrivelse',
    account: 'Konto',
    text: 'Tekst',
    debit: 'Debet',
    credit: 'Kredit',
  },
  da: {
    date: 'Dato',
    venue: 'Afdeling',
    voucher: 'Bilag',
    description: 'Beskrivelse',
    account: 'Konto',
    text: 'Tekst',
    debit: 'Debet',
    credit: 'Kredit',
  },
};
const ENGLISH_HEADINGS: JournalHeadings = {
  date: 'Date',
  venue: 'Venue',
  voucher: 'Voucher',
  description: 'Description',
  account: 'Account',
  text: 'Text',
  debit: 'Debit',
  credit: 'Credit',
};

/**
 * The day vouchers of `from`–`to` (accounting days, inclusive) of the chosen venues (all the caller
 * may see when none) as an SIE 4i file or a journal CSV: every voucher that has been built, sent or
 * not — the fallback when the provider is down. Swedish companies get SIE by default.
 */
export async function voucherExport(
  ctx: Ctx,
  input: {
    from: string;
    to: string;
    venueIds?: readonly string[] | null;
    format?: VoucherExportFormat | null;
    language?: string | null;
  },
): Promise<VoucherExportFile> {
  const user = requireAccounting(ctx);
  const errors = rangeErrors(input.from, input.to).map((e) => ({
    ...e,
    message: e.message.replace('reports:', 'accounting:'),
  }));
  if (errors.length) throw badInput(errors);
  const venues = await financeVenues(ctx, input.venueIds);
  const names = new Map(venues.map((v) => [v.id, v.name]));
  const rows =
    venues.length === 0
      ? []
      : await ctx.db
          .select()
          .from(vouchers)
          .where(
            and(
              eq(vouchers.companyId, user.companyId),
              inArray(vouchers.venueId, [...names.keys()]),
              isNotNull(vouchers.businessDay),
              gte(vouchers.businessDay, input.from),
              lte(vouchers.businessDay, input.to),
            ),
          )
          .orderBy(asc(vouchers.businessDay), asc(vouchers.venueId));
  const entries = rows
    .map((row) => ({ row, stored: storedOf(row.customerVoucher) }))
    .filter(({ stored }) => Array.isArray(stored.lines) && stored.lines.length > 0)
    .map(({ row, stored }) => ({
      voucher: stored as DayVoucher,
      venueName: names.get(row.venueId) ?? '',
      series: row.status === 'sent' ? (stored.series ?? null) : null,
      number: row.status === 'sent' ? (stored.number ?? null) : null,
    }));
  const format = input.format ?? (user.company.country === 'SE' ? 'SIE' : 'CSV');
  const name = `vouchers-${input.from}-${input.to}`;
  if (format === 'SIE') {
    const bytes = writeSieFile({
      company: {
        name: user.company.legalName ?? user.company.name,
        orgNumber: user.company.organizationNumber,
      },
      program: 'Fika',
      version: '1.0',
      generatedOn: todayFor(user.company.timezone),
      vouchers: entries,
    });
    return {
      filename: `${name}.se`,
      contentType: 'text/plain; charset=IBM437',
      base64: Buffer.from(bytes).toString('base64'),
      voucherCount: entries.length,
    };
  }
  const language = (input.language ?? user.company.defaultLanguage).toLowerCase().split(/[-_]/)[0] ?? 'en';
  const key = ({ se: 'sv', nb: 'no', nn: 'no' } as Record<string, string>)[language] ?? language;
  const csv = writeJournalCsv(entries, JOURNAL_HEADINGS[key] ?? ENGLISH_HEADINGS, language);
  return {
    filename: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    base64: Buffer.from(csv, 'utf8').toString('base64'),
    voucherCount: entries.length,
  };
}
