import { isAllowedRedirectUrl, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { billingAccounts } from '../../platform/db/schema/index.ts';

/** The company's billing account (the first one opened), or null when it has none. */
export async function companyBillingAccountId(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.companyId, companyId))
    .orderBy(asc(billingAccounts.createdAt), asc(billingAccounts.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * customerPortalLink (§7): the address of a billing-portal session for one of the caller's company
 * billing accounts (FINANCE), returning to `redirectUrl`. Null when the provider opened none; the
 * web then shows the §8 error.
 */
export async function customerPortalLink(
  ctx: Ctx,
  input: { billingAccountId: string; redirectUrl: string },
): Promise<string | null> {
  const user = requireScope(ctx, 'FINANCE');
  if (!isAllowedRedirectUrl(input.redirectUrl)) {
    throw badInput([{ field: 'redirectUrl', message: VALIDATION_MESSAGE_KEYS.url }]);
  }
  const [account] = await ctx.db
    .select({ id: billingAccounts.id, customerId: billingAccounts.providerCustomerId })
    .from(billingAccounts)
    .where(
      and(eq(billingAccounts.id, input.billingAccountId), eq(billingAccounts.companyId, user.companyId)),
    );
  if (!account) throw notFound('Billing account');
  const session = await ctx.providers.billing.createPortalSession({
    billingAccountId: account.id,
    customerId: account.customerId,
    redirectUrl: input.redirectUrl,
  });
  if (!session) {
    ctx.log.warn(
      { requestId: ctx.requestId, billingAccountId: account.id },
      'billing portal session refused',
    );
  }
  return session?.url ?? null;
}
