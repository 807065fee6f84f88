// The payroll and scheduling systems (Planday, Caspeco, Quinyx) that read a venue's sales per hour
// from the POS to weigh labour cost against revenue.
import type { IntegrationProvider } from '@fika/domain';

export interface HourRevenue {
  /** The hour's start. */
  hour: Date;
  /** Sales in minor units (with tips when the link says so). */
  amount: number;
}

export type SendRevenueResult = { ok: true } | { ok: false; message: string; retryable: boolean };

export interface PayrollProvider {
  /** Sends a venue's revenue per hour; the provider keeps the latest figure of each hour. */
  sendRevenue(input: {
    provider: IntegrationProvider;
    companyId: string;
    venueId: string;
    token: string;
    currency: string;
    hours: HourRevenue[];
  }): Promise<SendRevenueResult>;
}

/** Placeholder until the payroll part lands its sandbox. */
export function createSandboxPayroll(): PayrollProvider {
  return {
    sendRevenue: async () => ({
      ok: false,
      message: 'The payroll sandbox is not built yet.',
      retryable: false,
    }),
  };
}
