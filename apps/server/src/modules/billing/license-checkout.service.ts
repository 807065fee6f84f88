// Buying licences (issue #16 [9]): the billing customer a company needs, the prices, the hosted
// checkout link, and the fulfilment that turns a paid checkout into licences exactly once.
import {
  isAllowedRedirectUrl,
  MAX_CHECKOUT_QUANTITY,
  PURCHASABLE_LICENSE_PRODUCTS,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Tx } from '../../platform/db/client.ts';
import { billingAccounts, companies, licenses } from '../../platform/db/schema/index.ts';
import type { PaidCheckout } from '../../platform/providers/billing-checkout.ts';

/** The provider is down or refused: nothing was created; the web says so and offers to try again. */
export const billingUnavailable = () =>
  new AppError(
    'CONFLICT',
    'errors.billingUnavailable',
    'The billing provider could not be reached. Nothing was charged: try again in a moment.',
  );

/** The company's billing account with its customer id at the provider, or null. */
async function accountOf(db: Ctx['db'] | Tx, companyId: string, billingAccountId?: string | null) {
  const [row] = await db
    .select({ id: billingAccounts.id, customerId: billingAccounts.providerCustomerId })
    .from(billingAccounts)
    .where(
      and(
        eq(billingAccounts.companyId, companyId),
        billingAccountId ? eq(billingAccounts.id, billingAccountId) : undefined,
      ),
    )
    .orderBy(asc(billingAccounts.createdAt), asc(billingAccounts.id))
    .limit(1);
  return row ?? null;
}

/**
 * createBillingCustomer (§7): the company's billing account, opening a customer at the provider
 * when it has none. A burst of calls opens one: the company's row is locked while it checks.
 */
export async function createBillingCustomer(ctx: Ctx): Promise<{ id: string; customerId: string }> {
  const user = requireScope(ctx, 'FINANCE');
  const existing = await accountOf(ctx.db, user.companyId);
  if (existing) return existing;
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, user.companyId))
      .for('update');
    const again = await accountOf(tx, user.companyId);
    if (again) return again;
    const customer = await ctx.providers.billing.createCustomer({ companyName: user.company.name });
    if (!customer) throw billingUnavailable();
    const id = newId();
    await tx
      .insert(billingAccounts)
      .values({ id, companyId: user.companyId, providerCustomerId: customer.customerId });
    return { id, customerId: customer.customerId };
  });
}

/** The licence products on sale with their monthly prices, in the currency the company is billed in. */
export async function licensePrices(ctx: Ctx) {
  const user = requireScope(ctx, 'FINANCE');
  const { currency, prices } = await ctx.providers.billing.licensePrices(user.company.defaultCurrency);
  const on = new Map(prices.map((p) => [p.product, p.unitPrice]));
  return {
    currency,
    products: PURCHASABLE_LICENSE_PRODUCTS.flatMap((product) => {
      const unitPrice = on.get(product);
      return unitPrice === undefined ? [] : [{ product, unitPrice }];
    }),
  };
}

const checkoutSchema = z.object({
  products: z
    .array(
      z.object({
        product: z.enum(PURCHASABLE_LICENSE_PRODUCTS, { error: 'validation.invalid' }),
        quantity: z
          .number({ error: 'validation.invalid' })
          .check(
            z.int({ error: 'validation.invalid' }),
            z.minimum(1, { error: 'validation.checkoutQuantity' }),
            z.maximum(MAX_CHECKOUT_QUANTITY, { error: 'validation.checkoutQuantity' }),
          ),
      }),
    )
    .check(
      z.minLength(1, { error: 'validation.checkoutEmpty' }),
      z.maxLength(PURCHASABLE_LICENSE_PRODUCTS.length, { error: 'validation.checkoutEmpty' }),
    ),
  redirectUrl: z.string({ error: 'validation.url' }),
});

/**
 * licenseCheckoutLink (§7 checkout link): a hosted checkout for the licences asked for, returning
 * to `redirectUrl` once paid. Opens the billing customer first when the company has none; with a
 * `billingAccountId`, that account of the caller's company is billed.
 */
export async function licenseCheckoutLink(
  ctx: Ctx,
  raw: { products: unknown; redirectUrl: unknown; billingAccountId?: string | null },
): Promise<{ redirectUrl: string; billingAccountId: string }> {
  const user = requireScope(ctx, 'FINANCE');
  const input = parseInput(checkoutSchema, { products: raw.products, redirectUrl: raw.redirectUrl });
  if (!isAllowedRedirectUrl(input.redirectUrl)) {
    throw badInput([{ field: 'redirectUrl', message: VALIDATION_MESSAGE_KEYS.url }]);
  }
  const seen = new Set<string>();
  input.products.forEach((line, i) => {
    if (seen.has(line.product)) {
      throw badInput([{ field: `products.${i}.product`, message: 'validation.checkoutDuplicate' }]);
    }
    seen.add(line.product);
  });
  let account: { id: string; customerId: string };
  if (raw.billingAccountId) {
    const own = await accountOf(ctx.db, user.companyId, raw.billingAccountId);
    if (!own) throw notFound('Billing account');
    account = own;
  } else {
    account = await createBillingCustomer(ctx);
  }
  const session = await ctx.providers.billing.createCheckoutSession({
    billingAccountId: account.id,
    customerId: account.customerId,
    currency: user.company.defaultCurrency,
    items: input.products,
    redirectUrl: input.redirectUrl,
  });
  if (!session) {
    ctx.log.warn({ requestId: ctx.requestId, billingAccountId: account.id }, 'billing checkout refused');
    throw billingUnavailable();
  }
  return { redirectUrl: session.url, billingAccountId: account.id };
}

/**
 * The fulfilment of a paid checkout (the provider's "checkout completed" event): one ACTIVE monthly
 * licence per unit bought, unassigned, naming the checkout. Runs in the provider's payment
 * transaction, which pays a session once, so a checkout never creates its licences twice.
 */
export async function fulfilLicenseCheckout(tx: Tx, checkout: PaidCheckout): Promise<void> {
  const rows = checkout.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      id: newId(),
      companyId: checkout.companyId,
      product: line.product,
      plan: 'MONTHLY',
      status: 'ACTIVE',
      source: 'checkout',
      sourceRef: checkout.id,
      validFrom: checkout.paidAt,
    })),
  );
  if (rows.length > 0) await tx.insert(licenses).values(rows);
}
