// The payroll and scheduling systems (Planday, Caspeco, Quinyx) that read a venue's sales per hour
// from the POS to weigh labour cost against revenue. Only the sandbox exists: it keeps what it
// received in sandbox_payroll_revenue (the latest figure of each hour, as Planday's revenue API
// does) and refuses a token the way the real APIs do, so nothing leaves the machine.
import type { IntegrationProvider } from '@fika/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxPayrollRevenue } from '../db/schema/index.ts';

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

/**
 * The sandbox's token rules, so a refusal can be shown on purpose in tests and demos: a token of
 * fewer than 8 characters, or one starting with "invalid", is refused as unauthorised (401); one
 * starting with "unavailable" meets a provider that is down (503, worth retrying). Anything else
 * is accepted.
 */
export function sandboxTokenProblem(token: string): SendRevenueResult | null {
  if (token.length < 8 || token.toLowerCase().startsWith('invalid')) {
    return {
      ok: false,
      message: '401 Unauthorized: the access token is invalid or has been revoked.',
      retryable: false,
    };
  }
  if (token.toLowerCase().startsWith('unavailable')) {
    return { ok: false, message: '503 Service Unavailable: try again later.', retryable: true };
  }
  return null;
}

export function createSandboxPayroll(db: Db): PayrollProvider {
  return {
    async sendRevenue({ provider, companyId, venueId, token, currency, hours }) {
      const refused = sandboxTokenProblem(token);
      if (refused) return refused;
      if (hours.length === 0) return { ok: true };
      await db
        .insert(sandboxPayrollRevenue)
        .values(hours.map(({ hour, amount }) => ({ companyId, provider, venueId, hour, amount, currency })))
        .onConflictDoUpdate({
          target: [
            sandboxPayrollRevenue.provider,
            sandboxPayrollRevenue.companyId,
            sandboxPayrollRevenue.venueId,
            sandboxPayrollRevenue.hour,
          ],
          set: {
            amount: sql`excluded.amount`,
            currency: sql`excluded.currency`,
            receivedAt: sql`now()`,
          },
        });
      return { ok: true };
    },
  };
}
