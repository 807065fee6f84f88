// The feed's payment methods (kind 'paymentMethod'): the company's live methods, which a till offers
// as its payment buttons under the company's names. Company-wide, so every venue's feed has them.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { paymentMethods } from '../../platform/db/schema/index.ts';
import { within } from './online-feed.ts';

export async function loadPaymentMethods(db: DbOrTx, s: { companyId: string }, ids: string[] | null) {
  return db
    .select({ id: paymentMethods.id, internalId: paymentMethods.internalId, name: paymentMethods.name })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.companyId, s.companyId),
        eq(paymentMethods.deleted, false),
        within(paymentMethods.id, ids),
      ),
    )
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}
