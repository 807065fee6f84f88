// The billing sandbox's licence checkout (issue #16 [9]): customers, prices per product and
// currency, hosted checkout sessions and their payment page's state. Paying flips a session from
// open to paid once; the caller's `onPaid` (Fika's fulfilment, as the real provider's webhook would
// trigger it) runs in the same transaction, so a double click or a replayed form pays once.
import { createId } from '@paralleldrive/cuid2';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { billingAccounts, companies, sandboxBillingCheckouts } from '../db/schema/index.ts';

/** One product line of a checkout: how many licences at which monthly unit price (minor units). */
export interface CheckoutLine {
  product: string;
  quantity: number;
  unitPrice: number;
  currency: string;
}

/** A paid checkout, as the fulfilment sees it. */
export interface PaidCheckout {
  id: string;
  companyId: string;
  billingAccountId: string;
  lines: CheckoutLine[];
  paidAt: Date;
}

/** A product's monthly price at the provider. */
export interface LicensePrice {
  product: string;
  unitPrice: number;
}

/** Checkout sessions stay payable for 24 hours, as the real provider's do. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const SANDBOX_CHECKOUT_PATH = '/sandbox/billing/checkout';

/** The sandbox declines this card (and approves any other well-formed one), like the guest checkout. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** A company whose name contains this cannot become a customer: the sandbox's provider outage. */
export const SANDBOX_FAILING_COMPANY_MARKER = '[billing-outage]';

const SEK_PRICES: Readonly<Record<string, number>> = {
  EPOS: 49900,
  QSR: 29900,
  TSR: 29900,
  KDS: 19900,
  APP: 39900,
  CUSTOMER_DISPLAY: 9900,
  HANDHELD_ORDER: 14900,
  HANDHELD_PAY: 19900,
};

// Monthly licence prices in minor units per currency; other currencies are priced in EUR.
const PRICES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  SEK: SEK_PRICES,
  // Norway is priced like Sweden, krona for krone.
  NOK: SEK_PRICES,
  DKK: {
    EPOS: 34900,
    QSR: 19900,
    TSR: 19900,
    KDS: 13900,
    APP: 27900,
    CUSTOMER_DISPLAY: 6900,
    HANDHELD_ORDER: 9900,
    HANDHELD_PAY: 13900,
  },
  EUR: {
    EPOS: 4500,
    QSR: 2700,
    TSR: 2700,
    KDS: 1800,
    APP: 3600,
    CUSTOMER_DISPLAY: 900,
    HANDHELD_ORDER: 1300,
    HANDHELD_PAY: 1800,
  },
  GBP: {
    EPOS: 3900,
    QSR: 2300,
    TSR: 2300,
    KDS: 1500,
    APP: 3100,
    CUSTOMER_DISPLAY: 800,
    HANDHELD_ORDER: 1100,
    HANDHELD_PAY: 1500,
  },
};

/** The currency the sandbox bills a company in: its own where priced, else EUR. */
export const billingCurrency = (currency: string): string => (PRICES[currency] ? currency : 'EUR');

/** Every product's monthly price in the billing currency of `currency`. */
export function sandboxLicensePrices(currency: string): { currency: string; prices: LicensePrice[] } {
  const billed = billingCurrency(currency);
  const table = PRICES[billed] ?? {};
  return {
    currency: billed,
    prices: Object.entries(table).map(([product, unitPrice]) => ({ product, unitPrice })),
  };
}

/** What the sandbox's checkout page shows for a session id. */
export type SandboxCheckoutPage =
  | {
      state: 'open' | 'paid';
      id: string;
      companyName: string;
      lines: CheckoutLine[];
      currency: string;
      returnUrl: string;
    }
  | { state: 'expired'; returnUrl: string }
  | { state: 'missing' };

/** The outcome of paying on the sandbox's checkout page. */
export type SandboxPayment =
  | { outcome: 'paid'; returnUrl: string }
  | { outcome: 'declined' }
  | { outcome: 'alreadyPaid'; returnUrl: string }
  | { outcome: 'expired'; returnUrl: string }
  | { outcome: 'missing' };

function readLines(value: unknown): CheckoutLine[] {
  return Array.isArray(value) ? (value as CheckoutLine[]) : [];
}

/** The sandbox's checkout side: customers, prices, sessions, the payment page's reads and writes. */
export function createSandboxCheckout(db: Db, publicUrl: string) {
  async function checkoutPage(id: string, now = new Date()): Promise<SandboxCheckoutPage> {
    const [row] = await db
      .select({ checkout: sandboxBillingCheckouts, companyName: companies.name })
      .from(sandboxBillingCheckouts)
      .innerJoin(companies, eq(companies.id, sandboxBillingCheckouts.companyId))
      .where(eq(sandboxBillingCheckouts.id, id));
    if (!row) return { state: 'missing' };
    const { checkout } = row;
    if (checkout.status !== 'paid' && checkout.expiresAt <= now) {
      return { state: 'expired', returnUrl: checkout.returnUrl };
    }
    const lines = readLines(checkout.products);
    return {
      state: checkout.status === 'paid' ? 'paid' : 'open',
      id: checkout.id,
      companyName: row.companyName,
      lines,
      currency: lines[0]?.currency ?? 'EUR',
      returnUrl: checkout.returnUrl,
    };
  }

  return {
    async createCustomer(input: { companyName: string }): Promise<{ customerId: string } | null> {
      if (input.companyName.includes(SANDBOX_FAILING_COMPANY_MARKER)) return null;
      return { customerId: `cus_${createId().slice(0, 14)}` };
    },

    async licensePrices(currency: string) {
      return sandboxLicensePrices(currency);
    },

    async createCheckoutSession(input: {
      billingAccountId: string;
      customerId: string;
      currency: string;
      items: readonly { product: string; quantity: number }[];
      redirectUrl: string;
    }): Promise<{ id: string; url: string } | null> {
      const [account] = await db
        .select({ companyId: billingAccounts.companyId })
        .from(billingAccounts)
        .where(
          and(
            eq(billingAccounts.id, input.billingAccountId),
            eq(billingAccounts.providerCustomerId, input.customerId),
          ),
        );
      if (!account || input.customerId.startsWith('cus_sandbox_fail')) return null;
      const { currency, prices } = sandboxLicensePrices(input.currency);
      const lines: CheckoutLine[] = [];
      for (const item of input.items) {
        const price = prices.find((p) => p.product === item.product);
        // The real provider refuses a price it does not have: the whole session fails.
        if (!price) return null;
        lines.push({ product: item.product, quantity: item.quantity, unitPrice: price.unitPrice, currency });
      }
      const id = `cs_${createId()}`;
      await db.insert(sandboxBillingCheckouts).values({
        id,
        companyId: account.companyId,
        billingAccountId: input.billingAccountId,
        products: lines,
        returnUrl: input.redirectUrl,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      });
      return { id, url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}` };
    },

    checkoutPage,

    /**
     * Pays an open session with `cardNumber` (digits; the declined test card is refused). The
     * status flips open → paid in one conditional update, and `onPaid` runs in that transaction.
     */
    async payCheckout(
      id: string,
      cardNumber: string,
      onPaid: (tx: Tx, checkout: PaidCheckout) => Promise<void>,
      now = new Date(),
    ): Promise<SandboxPayment> {
      const page = await checkoutPage(id, now);
      if (page.state === 'missing') return { outcome: 'missing' };
      if (page.state === 'expired') return { outcome: 'expired', returnUrl: page.returnUrl };
      if (page.state === 'paid') return { outcome: 'alreadyPaid', returnUrl: page.returnUrl };
      if (!/^\d{12,19}$/.test(cardNumber) || cardNumber === SANDBOX_DECLINED_CARD)
        return { outcome: 'declined' };
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(sandboxBillingCheckouts)
          .set({ status: 'paid', completedAt: now })
          .where(
            and(
              eq(sandboxBillingCheckouts.id, id),
              eq(sandboxBillingCheckouts.status, 'open'),
              gt(sandboxBillingCheckouts.expiresAt, now),
            ),
          )
          .returning();
        // Another request paid it between the read and this update.
        if (!paid) return { outcome: 'alreadyPaid', returnUrl: page.returnUrl } as const;
        await onPaid(tx, {
          id: paid.id,
          companyId: paid.companyId,
          billingAccountId: paid.billingAccountId,
          lines: readLines(paid.products),
          paidAt: now,
        });
        return { outcome: 'paid', returnUrl: paid.returnUrl } as const;
      });
    },
  };
}

/** The sandbox's checkout side, as the HTTP page and the tests use it. */
export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
