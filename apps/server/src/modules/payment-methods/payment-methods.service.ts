// The company's payment methods (GetPaymentMethods): what terminals take payments with, named as
// the company calls them. Reports, Z-reports, day vouchers and the account mapping use these names.
import { PAYMENT_METHODS, paymentMethodLabel } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentMethods } from '../../platform/db/schema/index.ts';

export interface CompanyPaymentMethod {
  /** The code terminals record on a payment (order_payments.method). */
  internalId: string;
  name: string;
}

/**
 * The company's live payment methods, oldest first. A company that never saved any has the
 * standard ones, named in `language`.
 */
export async function paymentMethodsOf(
  db: Db,
  companyId: string,
  language: string,
): Promise<CompanyPaymentMethod[]> {
  const rows = await db
    .select({ internalId: paymentMethods.internalId, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.deleted, false)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  if (rows.length > 0) return rows;
  return PAYMENT_METHODS.map((internalId) => ({
    internalId,
    name: paymentMethodLabel(internalId, language),
  }));
}
