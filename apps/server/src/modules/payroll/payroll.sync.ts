// Sending a payroll link's hours: the venue's sales per hour of today's accounting day and
// yesterday's (a night's late hours are corrected after close), with or without tips, through the
// payroll provider; the link keeps when it last sent, how it went and the provider's message.
import { accountingDayOf, addDays, instantAtWallTime, isIntegrationProvider, metricsOf } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, integrationSecrets, payrollLinks, venues } from '../../platform/db/schema/index.ts';
import type { Providers } from '../../platform/providers/index.ts';
import type { HourRevenue, SendRevenueResult } from '../../platform/providers/payroll.ts';
import { decryptSecret } from '../../platform/secrets.ts';
import { readSums } from '../finance/read.ts';

export interface SyncDeps {
  db: Db;
  config: Pick<Config, 'jwtSecret'>;
  providers: Pick<Providers, 'payroll'>;
}

/** The secret owner of a link's token and the context its ciphertext is bound to. */
export const tokenOwner = (linkId: string) => `payroll:${linkId}`;
export const tokenContext = (companyId: string, linkId: string) => `${companyId}:${tokenOwner(linkId)}`;

const HOUR_MS = 3_600_000;

/**
 * The venue's revenue per clock hour over yesterday's and today's accounting days at `now`. The
 * rollups key sales by accounting day and local hour; hours before the 05:30 boundary belong to
 * the next calendar date (the night after the day).
 */
export async function venueHours(
  db: Db,
  link: { companyId: string; venueId: string; shouldAddTip: boolean },
  timeZone: string,
  now: Date,
): Promise<HourRevenue[]> {
  const today = accountingDayOf(now, timeZone);
  const rows = await readSums(
    db,
    link.companyId,
    { venueIds: [link.venueId], from: addDays(today, -1), to: today },
    ['day', 'hour'],
  );
  const byHour = new Map<number, number>();
  for (const { key, sums } of rows) {
    if (key.day === undefined || key.hour === undefined) continue;
    const date = key.hour < 5 ? addDays(key.day, 1) : key.day;
    const wall = Date.parse(`${date}T00:00:00Z`) + key.hour * HOUR_MS;
    const hour = instantAtWallTime(wall, timeZone);
    const metrics = metricsOf(sums);
    const amount = metrics.salesAmount + (link.shouldAddTip ? metrics.tipsAmount : 0);
    byHour.set(hour, (byHour.get(hour) ?? 0) + amount);
  }
  return [...byHour].sort(([a], [b]) => a - b).map(([hour, amount]) => ({ hour: new Date(hour), amount }));
}

/** Sends one link's hours now and records the outcome on the link; returns the outcome. */
export async function syncPayrollLink(
  deps: SyncDeps,
  linkId: string,
  now = new Date(),
): Promise<SendRevenueResult> {
  const { db } = deps;
  const [row] = await db
    .select({
      id: payrollLinks.id,
      companyId: payrollLinks.companyId,
      venueId: payrollLinks.venueId,
      provider: payrollLinks.provider,
      shouldAddTip: payrollLinks.shouldAddTip,
      timezone: venues.timezone,
      currency: companies.defaultCurrency,
      ciphertext: integrationSecrets.ciphertext,
    })
    .from(payrollLinks)
    .innerJoin(venues, and(eq(venues.companyId, payrollLinks.companyId), eq(venues.id, payrollLinks.venueId)))
    .innerJoin(companies, eq(companies.id, payrollLinks.companyId))
    .leftJoin(
      integrationSecrets,
      and(
        eq(integrationSecrets.companyId, payrollLinks.companyId),
        eq(integrationSecrets.owner, sql`'payroll:' || ${payrollLinks.id}`),
      ),
    )
    .where(eq(payrollLinks.id, linkId));
  if (!row || !isIntegrationProvider(row.provider)) return { ok: false, message: 'gone', retryable: false };
  const token = row.ciphertext
    ? decryptSecret(deps.config.jwtSecret, tokenContext(row.companyId, row.id), row.ciphertext)
    : null;
  let result: SendRevenueResult;
  if (token === null) {
    // The server secret changed or the row was tampered with: only a new token helps.
    result = {
      ok: false,
      message: 'The stored token cannot be read. Enter the token again.',
      retryable: false,
    };
  } else {
    try {
      const hours = await venueHours(db, row, row.timezone, now);
      result = await deps.providers.payroll.sendRevenue({
        provider: row.provider,
        companyId: row.companyId,
        venueId: row.venueId,
        token,
        currency: row.currency,
        hours,
      });
    } catch (error) {
      result = {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        retryable: true,
      };
    }
  }
  await db
    .update(payrollLinks)
    .set(
      result.ok
        ? { lastSentAt: now, lastStatus: 'ok', lastMessage: null }
        : { lastStatus: 'failed', lastMessage: result.message.slice(0, 500) },
    )
    .where(eq(payrollLinks.id, row.id));
  return result;
}

/** The ids of every active link (of every company), for the job's tick. */
export async function activePayrollLinkIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: payrollLinks.id })
    .from(payrollLinks)
    .innerJoin(venues, and(eq(venues.companyId, payrollLinks.companyId), eq(venues.id, payrollLinks.venueId)))
    .where(and(eq(payrollLinks.active, true), eq(venues.deleted, false)));
  return rows.map((r) => r.id);
}
