// Day vouchers: a venue's closed accounting day becomes one balanced voucher (domain
// buildDayVoucher) posted to the company's enabled accounting integration. One voucher per venue
// and day, ever (unique (company, venue, business_day)); it is pending until the provider booked
// it, then sent, or failed with the provider's message. Each attempt rebuilds the voucher from the
// day's figures and the mapping as they are then, so a retry after a mapping fix posts the fix.
import {
  accountingDayOf,
  addDays,
  assertBalanced,
  buildDayVoucher,
  type DayVoucher,
  INTEGRATION_CATALOGUE,
  type IntegrationProvider,
  isIntegrationProvider,
} from '@fika/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, integrations, venues, vouchers } from '../../platform/db/schema/index.ts';
import { integrationCredentials } from '../integrations/integrations.service.ts';
import { dayVoucherInput, type VoucherCompany, type VoucherVenue, voucherTextsOf } from './day-figures.ts';

/** What posting needs: no caller (the job has none), the database, the secret key and the providers. */
export type PostingBase = Pick<Ctx, 'db' | 'config' | 'providers'>;

export const ACCOUNTING_PROVIDERS: readonly IntegrationProvider[] = INTEGRATION_CATALOGUE.filter(
  (p) => p.kind === 'accounting',
).map((p) => p.id);

export interface ActiveAccounting {
  provider: IntegrationProvider;
  variables: Record<string, unknown>;
  accountMapping: Record<string, string>;
  enabledAt: Date | null;
}

/** The company's enabled accounting integration (at most one is enabled at a time), or null. */
export async function activeAccounting(db: DbOrTx, companyId: string): Promise<ActiveAccounting | null> {
  const [row] = await db
    .select({
      provider: integrations.provider,
      variables: integrations.variables,
      accountMapping: integrations.accountMapping,
      enabledAt: integrations.enabledAt,
    })
    .from(integrations)
    .where(
      and(
        eq(integrations.companyId, companyId),
        eq(integrations.status, 'enabled'),
        inArray(integrations.provider, [...ACCOUNTING_PROVIDERS]),
      ),
    )
    .orderBy(integrations.enabledAt)
    .limit(1);
  if (!row || !isIntegrationProvider(row.provider)) return null;
  return {
    provider: row.provider,
    variables: (row.variables ?? {}) as Record<string, unknown>,
    accountMapping: (row.accountMapping ?? {}) as Record<string, string>,
    enabledAt: row.enabledAt,
  };
}

async function companyOf(
  db: DbOrTx,
  companyId: string,
): Promise<(VoucherCompany & { timezone: string }) | null> {
  const [row] = await db
    .select({
      id: companies.id,
      defaultCurrency: companies.defaultCurrency,
      defaultLanguage: companies.defaultLanguage,
      timezone: companies.timezone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

async function venueOf(db: DbOrTx, companyId: string, venueId: string) {
  const [row] = await db
    .select({ id: venues.id, name: venues.name, timezone: venues.timezone })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId)));
  return row ?? null;
}

/** Builds the day's voucher with the mapping as it is now (null: nothing was sold, nothing to book). */
export async function buildVoucherFor(
  db: DbOrTx,
  company: VoucherCompany,
  venue: VoucherVenue,
  day: string,
  mapping: Record<string, string>,
) {
  const input = await dayVoucherInput(db, company, venue, day);
  const result = buildDayVoucher(input, mapping, voucherTextsOf(company.defaultLanguage));
  if (result.ok && result.voucher.lines.length === 0) return null;
  return result;
}

export type CloseResult =
  | { kind: 'created' | 'exists'; voucherId: string }
  | { kind: 'empty' }
  | { kind: 'noIntegration' };

/**
 * Closes `venue`'s accounting `day` for bookkeeping: creates its pending voucher unless the day has
 * one (the unique index settles a race: every caller gets the one voucher). An empty day gets none.
 */
export async function closeVoucherDay(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  day: string,
): Promise<CloseResult> {
  const integration = await activeAccounting(db, companyId);
  if (!integration) return { kind: 'noIntegration' };
  const existing = await voucherIdOf(db, companyId, venueId, day);
  if (existing) return { kind: 'exists', voucherId: existing };
  const [company, venue] = await Promise.all([companyOf(db, companyId), venueOf(db, companyId, venueId)]);
  if (!company || !venue) return { kind: 'empty' };
  const input = await dayVoucherInput(db, company, venue, day);
  const hasFigures = input.sales.length > 0 || input.payments.length > 0;
  if (!hasFigures) return { kind: 'empty' };
  const inserted = await db
    .insert(vouchers)
    .values({
      id: newId(),
      companyId,
      venueId,
      status: 'pending',
      businessDay: day,
      provider: integration.provider,
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  if (inserted[0]) return { kind: 'created', voucherId: inserted[0].id };
  const winner = await voucherIdOf(db, companyId, venueId, day);
  return winner ? { kind: 'exists', voucherId: winner } : { kind: 'empty' };
}

async function voucherIdOf(db: DbOrTx, companyId: string, venueId: string, day: string) {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(eq(vouchers.companyId, companyId), eq(vouchers.venueId, venueId), eq(vouchers.businessDay, day)),
    );
  return row?.id ?? null;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/** The stored voucher: the day voucher as last built, and the provider's series and number once booked. */
export interface StoredVoucher extends DayVoucher {
  series?: string;
  number?: number;
}

/**
 * One attempt to post voucher `voucherId`: rebuilds it from the day's figures and the current
 * mapping and sends it to the enabled accounting integration, with the voucher id as the
 * provider's external reference (a voucher booked before is answered, not booked again).
 * 'retry': the provider was temporarily unavailable (the voucher stays pending); 'failed': it needs
 * a fix first (missing account, no integration, refused), with the message on the voucher.
 */
export async function deliverVoucher(base: PostingBase, voucherId: string): Promise<DeliveryOutcome> {
  const { db } = base;
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  if (!row?.businessDay) return 'failed';
  if (row.status === 'sent') return 'sent';
  const fail = async (message: string, status: 'failed' | 'pending' = 'failed', stored?: StoredVoucher) => {
    await db
      .update(vouchers)
      .set({
        status,
        message,
        ...(stored ? { customerVoucher: stored } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(vouchers.id, voucherId), ne(vouchers.status, 'sent')));
    return status === 'pending' ? ('retry' as const) : ('failed' as const);
  };
  const integration = await activeAccounting(db, row.companyId);
  if (!integration) return fail('No accounting integration is enabled.');
  const [company, venue] = await Promise.all([
    companyOf(db, row.companyId),
    venueOf(db, row.companyId, row.venueId),
  ]);
  if (!company || !venue) return fail('The venue no longer exists.');
  const built = await buildVoucherFor(db, company, venue, row.businessDay, integration.accountMapping);
  if (!built) return fail('Nothing was sold on this day: there is nothing to book.');
  if (!built.ok) return fail(`Accounts missing in the account mapping: ${built.missing.join(', ')}.`);
  const voucher = built.voucher;
  // Never sent unbalanced, whatever changed in the builder.
  assertBalanced(voucher);
  const credentials =
    (await integrationCredentials(db, base.config.jwtSecret, row.companyId, integration.provider)) ?? '';
  await db
    .update(vouchers)
    .set({ attempts: sql`${vouchers.attempts} + 1`, provider: integration.provider, updatedAt: new Date() })
    .where(eq(vouchers.id, voucherId));
  const result = await base.providers.accounting.postVoucher({
    provider: integration.provider,
    companyId: row.companyId,
    credentials,
    externalRef: voucherId,
    voucher,
    variables: integration.variables,
  });
  if (!result.ok) return fail(result.message, result.retryable ? 'pending' : 'failed', voucher);
  const now = new Date();
  await db
    .update(vouchers)
    .set({
      status: 'sent',
      message: null,
      providerVoucherId: result.voucherId,
      sentAt: now,
      updatedAt: now,
      customerVoucher: { ...voucher, series: result.series, number: result.number } satisfies StoredVoucher,
    })
    .where(eq(vouchers.id, voucherId));
  return 'sent';
}

/** After the provider's retries ran out: the voucher fails with the last message it had. */
export async function giveUpVoucher(db: DbOrTx, voucherId: string): Promise<void> {
  await db
    .update(vouchers)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.status, 'pending')));
}

/** How many closed days back the job catches up (a server that was down misses no day). */
export const CATCH_UP_DAYS = 7;

/**
 * The days the posting job closes at `now`: for each venue of each company with an enabled
 * accounting integration, every finished accounting day (§9's 05:30 boundary in the venue's time
 * zone) since the integration was enabled, at most a week back, that has no voucher yet.
 */
export async function dueVoucherDays(
  db: DbOrTx,
  now: Date,
): Promise<{ companyId: string; venueId: string; day: string }[]> {
  const enabled = await db
    .select({ companyId: integrations.companyId, enabledAt: integrations.enabledAt })
    .from(integrations)
    .where(
      and(eq(integrations.status, 'enabled'), inArray(integrations.provider, [...ACCOUNTING_PROVIDERS])),
    );
  const due: { companyId: string; venueId: string; day: string }[] = [];
  for (const { companyId, enabledAt } of enabled) {
    const list = await db
      .select({ id: venues.id, timezone: venues.timezone })
      .from(venues)
      .where(and(eq(venues.companyId, companyId), eq(venues.deleted, false)));
    const done = await db
      .select({ venueId: vouchers.venueId, day: vouchers.businessDay })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.companyId, companyId),
          sql`${vouchers.businessDay} >= ${addDays(accountingDayOf(now), -CATCH_UP_DAYS - 1)}`,
        ),
      );
    const have = new Set(done.map((d) => `${d.venueId}|${d.day}`));
    for (const venue of list) {
      const today = accountingDayOf(now, venue.timezone);
      const first = enabledAt ? accountingDayOf(enabledAt, venue.timezone) : addDays(today, -1);
      for (let back = CATCH_UP_DAYS; back >= 1; back--) {
        const day = addDays(today, -back);
        if (day < first || have.has(`${venue.id}|${day}`)) continue;
        due.push({ companyId, venueId: venue.id, day });
      }
    }
  }
  return due;
}
