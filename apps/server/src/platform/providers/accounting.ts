// The accounting systems a day's voucher is posted to (Fortnox, Visma eEkonomi, Tripletex, …).
import type { DayVoucher, IntegrationProvider } from '@fika/domain';

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
  }): Promise<PostVoucherResult>;
}

/** Placeholder until the vouchers part lands the sandbox ledger. */
export function createSandboxAccounting(): AccountingProvider {
  return {
    postVoucher: async () => ({
      ok: false,
      message: 'The accounting sandbox is not built yet.',
      retryable: false,
    }),
  };
}
