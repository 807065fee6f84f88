import { createId } from '@paralleldrive/cuid2';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingAccounts, companies, sandboxBillingSessions } from '../db/schema/index.ts';
import { createSandboxCheckout, type LicensePrice, type SandboxCheckout } from './billing-checkout.ts';
import { sandboxId, sandboxNumber } from './sandbox.ts';

/** The billing provider (subscriptions and invoices of the companies using Fika). */
export interface BillingProvider {
  /**
   * A customer-portal session where the customer manages plan, payment method and invoices, then
   * returns to `redirectUrl`. Null when the provider could not open one.
   */
  createPortalSession(input: {
    billingAccountId: string;
    /** The customer's id at the provider. */
    customerId: string;
    redirectUrl: string;
  }): Promise<{ url: string } | null>;
  /** A new customer at the provider for a company that has none; null when the provider refused. */
  createCustomer(input: { companyName: string }): Promise<{ customerId: string } | null>;
  /** Monthly licence prices (minor units) in the currency the provider bills `currency` in. */
  licensePrices(currency: string): Promise<{ currency: string; prices: LicensePrice[] }>;
  /**
   * A hosted checkout for licences (products and quantities) that returns to `redirectUrl` once
   * paid; paying creates the licences (once). Null when the provider could not open one.
   */
  createCheckoutSession(input: {
    billingAccountId: string;
    customerId: string;
    currency: string;
    items: readonly { product: string; quantity: number }[];
    redirectUrl: string;
  }): Promise<{ id: string; url: string } | null>;
}

/** Portal sessions end after 30 minutes, as the real provider's do. */
export const PORTAL_SESSION_LIFETIME_MS = 30 * 60 * 1000;

/** Customer ids starting with this make the sandbox refuse to open a portal, as a provider outage would. */
export const SANDBOX_FAILING_CUSTOMER_PREFIX = 'cus_sandbox_fail';

export const SANDBOX_PORTAL_PATH = '/sandbox/billing/portal';

export interface SandboxInvoice {
  number: string;
  date: Date;
  amount: number;
  status: 'Paid' | 'Open';
}

/** Everything the sandbox portal page shows; amounts are minor units of `currency`. */
export interface SandboxPortalView {
  companyName: string;
  billingAccountId: string;
  customerId: string;
  currency: string;
  plan: { name: string; monthlyPrice: number; renewsOn: Date };
  card: { brand: string; last4: string; expires: string };
  invoices: SandboxInvoice[];
  returnUrl: string;
}

export type SandboxPortalPage =
  | { state: 'open'; view: SandboxPortalView }
  | { state: 'expired'; returnUrl: string }
  | { state: 'missing' };

export interface SandboxBillingProvider extends BillingProvider {
  /** The sandbox's own portal page for a session id (what the real provider would host). */
  portalPage(sessionId: string, now?: Date): Promise<SandboxPortalPage>;
  /** The sandbox's hosted checkout page's state for a session id. */
  checkoutPage: SandboxCheckout['checkoutPage'];
  /** Pays a checkout on the sandbox's page; `onPaid` (the fulfilment) runs once, in its transaction. */
  payCheckout: SandboxCheckout['payCheckout'];
}

const PLANS = ['Fika Start', 'Fika Pro', 'Fika Enterprise'] as const;

// Monthly plan prices in minor units per currency; other currencies are priced like EUR.
const PLAN_PRICES: Readonly<Record<string, readonly [number, number, number]>> = {
  SEK: [49900, 89900, 149900],
  NOK: [49900, 89900, 149900],
  DKK: [34900, 64900, 109900],
  EUR: [4500, 7900, 12900],
  GBP: [3900, 6900, 11900],
};
const EXTRA_TERMINAL: Readonly<Record<string, number>> = {
  SEK: 9900,
  NOK: 9900,
  DKK: 6900,
  EUR: 900,
  GBP: 800,
};
const CARDS = [
  { brand: 'Visa', last4: '4242' },
  { brand: 'Mastercard', last4: '4444' },
  { brand: 'American Express', last4: '8431' },
] as const;

const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

/** The made-up but stable plan, card and invoices of a billing account, as of `now`. */
export function sandboxAccountView(
  account: { id: string; customerId: string; companyName: string; currency: string },
  returnUrl: string,
  now: Date,
): SandboxPortalView {
  const currency = PLAN_PRICES[account.currency] ? account.currency : 'EUR';
  const planIndex = sandboxNumber(PLANS.length, account.id, 'plan');
  const monthlyPrice = PLAN_PRICES[currency]?.[planIndex] ?? 0;
  const billingDay = 1 + sandboxNumber(28, account.id, 'day');
  let next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), billingDay));
  if (next <= now) next = addMonths(next, 1);
  const prefix = sandboxId('', 8, account.customerId, 'invoice-prefix');
  const invoices = Array.from({ length: 6 }, (_, i): SandboxInvoice => {
    const extraTerminals = sandboxNumber(3, account.id, 'terminals', String(i));
    return {
      number: `${prefix}-${String(24 - i).padStart(4, '0')}`,
      date: addMonths(next, -(i + 1)),
      amount: monthlyPrice + extraTerminals * (EXTRA_TERMINAL[currency] ?? 0),
      status: 'Paid',
    };
  });
  const card = CARDS[sandboxNumber(CARDS.length, account.customerId, 'card')] ?? CARDS[0];
  const expiryMonth = 1 + sandboxNumber(12, account.customerId, 'expiry');
  return {
    companyName: account.companyName,
    billingAccountId: account.id,
    customerId: account.customerId,
    currency,
    plan: { name: PLANS[planIndex] ?? PLANS[0], monthlyPrice, renewsOn: next },
    card: { ...card, expires: `${String(expiryMonth).padStart(2, '0')}/${(now.getUTCFullYear() + 2) % 100}` },
    invoices,
    returnUrl,
  };
}

/**
 * The sandbox billing provider: opens portal sessions served by this same server at
 * /sandbox/billing/portal/{sessionId} and checkouts at /sandbox/billing/checkout/{id}, clearly labelled as
 * a sandbox. No network call is made.
 */
export function createSandboxBilling(db: Db, publicUrl: string): SandboxBillingProvider {
  return {
    ...createSandboxCheckout(db, publicUrl),
    async createPortalSession({ billingAccountId, customerId, redirectUrl }) {
      if (customerId.startsWith(SANDBOX_FAILING_CUSTOMER_PREFIX)) return null;
      const [account] = await db
        .select({ companyId: billingAccounts.companyId })
        .from(billingAccounts)
        .where(
          and(eq(billingAccounts.id, billingAccountId), eq(billingAccounts.providerCustomerId, customerId)),
        );
      // The real provider answers an unknown customer with an error, which reaches us as null.
      if (!account) return null;
      const id = `bps_${createId()}`;
      await db.insert(sandboxBillingSessions).values({
        id,
        companyId: account.companyId,
        billingAccountId,
        returnUrl: redirectUrl,
        expiresAt: new Date(Date.now() + PORTAL_SESSION_LIFETIME_MS),
      });
      return { url: `${publicUrl}${SANDBOX_PORTAL_PATH}/${id}` };
    },

    async portalPage(sessionId, now = new Date()) {
      const [row] = await db
        .select({
          session: sandboxBillingSessions,
          customerId: billingAccounts.providerCustomerId,
          companyName: companies.name,
          currency: companies.defaultCurrency,
        })
        .from(sandboxBillingSessions)
        .innerJoin(billingAccounts, eq(billingAccounts.id, sandboxBillingSessions.billingAccountId))
        .innerJoin(companies, eq(companies.id, sandboxBillingSessions.companyId))
        .where(eq(sandboxBillingSessions.id, sessionId));
      if (!row) return { state: 'missing' };
      const { session } = row;
      if (session.expiresAt <= now) return { state: 'expired', returnUrl: session.returnUrl };
      const account = {
        id: session.billingAccountId,
        customerId: row.customerId,
        companyName: row.companyName,
        currency: row.currency,
      };
      return { state: 'open', view: sandboxAccountView(account, session.returnUrl, now) };
    },
  };
}
