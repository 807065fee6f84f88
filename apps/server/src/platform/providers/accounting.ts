// The accounting systems a day's voucher is posted to (Fortnox, Visma eEkonomi, Tripletex, …).
// Only the sandbox exists: a ledger in the product's own database (sandbox_accounting_vouchers)
// that books vouchers under provider-looking ids in series A, recognises a voucher it already
// booked by its external reference, and refuses what the real systems refuse.
import { type DayVoucher, type IntegrationProvider, voucherTotals } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxAccountingVouchers } from '../db/schema/index.ts';
import { sandboxId } from './sandbox.ts';

export type PostVoucherResult =
  | { ok: true; voucherId: string; series: string; number: number }
  | {
      ok: false;
      /** The provider's own message, shown on the voucher. */
      message: string;
      /** Whether trying again later may succeed (timeouts, 5xx, rate limits) or needs a fix first. */
      retryable: boolean;
    };

export interface AccountingProvider {
  /**
   * Books `voucher` at the provider. `externalRef` is our voucher id: the provider recognises a
   * voucher it already booked under it and answers with the same booking instead of a second one.
   */
  postVoucher(input: {
    provider: IntegrationProvider;
    companyId: string;
    credentials: string;
    externalRef: string;
    voucher: DayVoucher;
    /** The integration's non-secret settings (setIntegrationVariable); the sandbox reads its test switches there. */
    variables?: Readonly<Record<string, unknown>>;
  }): Promise<PostVoucherResult>;
}

/**
 * Test switches of the sandbox, set as integration variables:
 * - `sandboxFailTimes`: the first N attempts of each voucher answer 503 (a temporary outage);
 * - `sandboxMissingAccounts`: accounts (comma-separated) the sandbox company's chart lacks.
 */
export const SANDBOX_FAIL_TIMES = 'sandboxFailTimes';
export const SANDBOX_MISSING_ACCOUNTS = 'sandboxMissingAccounts';

// The charts the sandbox companies use: BAS (SE) and NS 4102 (NO) have four-digit accounts in
// classes 1–8, as the Swedish and Norwegian systems ship them; DK and GB charts are looser.
const FOUR_DIGIT_CHART: ReadonlySet<IntegrationProvider> = new Set([
  'fortnox',
  'visma-eekonomi',
  'tripletex',
  'poweroffice',
]);

function chartRefusal(provider: IntegrationProvider, account: string, missing: ReadonlySet<string>): boolean {
  if (missing.has(account)) return true;
  if (FOUR_DIGIT_CHART.has(provider)) return !/^[1-8]\d{3}$/.test(account);
  return !/^[0-9A-Za-z]{1,10}$/.test(account);
}

const setting = (variables: Readonly<Record<string, unknown>> | undefined, key: string) => {
  const value = variables?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The sandbox ledger. `delayMs` imitates the provider's answer time (0 under tests). */
export function createSandboxAccounting(db: Db, delayMs = 0): AccountingProvider {
  // Attempts per voucher, for `sandboxFailTimes`: the outage is per server run, as real ones are.
  const attempts = new Map<string, number>();
  return {
    async postVoucher(input) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const key = `${input.provider}:${input.companyId}:${input.externalRef}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      if (!input.credentials.trim()) {
        return {
          ok: false,
          message: '401 Unauthorized: the access token is missing or revoked.',
          retryable: false,
        };
      }
      const failTimes = Number.parseInt(setting(input.variables, SANDBOX_FAIL_TIMES), 10);
      if (Number.isInteger(failTimes) && attempt <= failTimes) {
        return { ok: false, message: '503 Service Unavailable: try again later.', retryable: true };
      }
      const { debit, credit } = voucherTotals(input.voucher);
      if (debit !== credit || input.voucher.lines.length === 0) {
        return { ok: false, message: 'The voucher is not balanced (debit ≠ credit).', retryable: false };
      }
      const missing = new Set(
        setting(input.variables, SANDBOX_MISSING_ACCOUNTS)
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      );
      const unknown = [...new Set(input.voucher.lines.map((l) => l.account))].filter((a) =>
        chartRefusal(input.provider, a, missing),
      );
      if (unknown.length > 0) {
        return {
          ok: false,
          message: `The account ${unknown.join(', ')} does not exist in the chart of accounts.`,
          retryable: false,
        };
      }
      const series = 'A';
      const id = sandboxId('', 12, input.provider, input.companyId, input.externalRef);
      // One statement numbers the voucher next in its series and books it, unless the reference was
      // booked already (then the first booking answers): a lost answer re-sent is not booked twice.
      await db
        .insert(sandboxAccountingVouchers)
        .values({
          id,
          companyId: input.companyId,
          provider: input.provider,
          externalRef: input.externalRef,
          series,
          number: sql`(select coalesce(max(${sandboxAccountingVouchers.number}), 0) + 1 from ${sandboxAccountingVouchers} where ${sandboxAccountingVouchers.companyId} = ${input.companyId} and ${sandboxAccountingVouchers.provider} = ${input.provider} and ${sandboxAccountingVouchers.series} = ${series})`,
          payload: input.voucher,
        })
        .onConflictDoNothing();
      const [booked] = await db
        .select({
          id: sandboxAccountingVouchers.id,
          series: sandboxAccountingVouchers.series,
          number: sandboxAccountingVouchers.number,
        })
        .from(sandboxAccountingVouchers)
        .where(
          and(
            eq(sandboxAccountingVouchers.provider, input.provider),
            eq(sandboxAccountingVouchers.companyId, input.companyId),
            eq(sandboxAccountingVouchers.externalRef, input.externalRef),
          ),
        );
      if (!booked) return { ok: false, message: '500 Internal Server Error', retryable: true };
      return { ok: true, voucherId: booked.id, series: booked.series, number: booked.number };
    },
  };
}
