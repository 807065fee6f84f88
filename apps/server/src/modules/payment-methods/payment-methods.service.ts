// The company's payment methods (GetPaymentMethods): what terminals take payments with, named as
// the company calls them. Reports, Z-reports, day vouchers and the account mapping use these names.
// Every company has the standard methods of its country (created at sign-up, in the demo seed, and
// for a company that predates them the first time anything reads them).
import {
  PAYMENT_METHOD_ERRORS,
  paymentMethodLabel,
  paymentMethodNameSchema,
  paymentMethodSchema,
  standardPaymentMethods,
} from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { companies, orderPayments, paymentMethods } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

export interface CompanyPaymentMethod {
  /** The code terminals record on a payment (order_payments.method). */
  internalId: string;
  name: string;
}

/** A payment method as the API shows it (GetPaymentMethods). */
export interface PaymentMethodView extends CompanyPaymentMethod {
  id: string;
  createdAt: Date;
  deleted: boolean;
}

/**
 * Creates the standard methods of `country`, named in `language`, for a company that has none yet
 * (not even deleted ones). Safe under a burst: the unique (company, internal id) of live methods
 * turns a second writer's rows into no-ops.
 */
export async function ensureStandardPaymentMethods(
  db: DbOrTx,
  companyId: string,
  country: string,
  language: string,
): Promise<void> {
  const [any] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId))
    .limit(1);
  if (any) return;
  // One millisecond apart, so "oldest first" keeps the standard order (card, cash, …).
  const start = Date.now();
  await db
    .insert(paymentMethods)
    .values(
      standardPaymentMethods(country).map((internalId, i) => ({
        id: newId(),
        companyId,
        internalId,
        name: paymentMethodLabel(internalId, language),
        createdAt: new Date(start + i),
        updatedAt: new Date(start + i),
      })),
    )
    .onConflictDoNothing();
}

async function ensureForCompany(db: DbOrTx, companyId: string, language?: string): Promise<void> {
  const [company] = await db
    .select({ country: companies.country, language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company)
    await ensureStandardPaymentMethods(db, companyId, company.country, language ?? company.language);
}

const VIEW = {
  id: paymentMethods.id,
  createdAt: paymentMethods.createdAt,
  internalId: paymentMethods.internalId,
  name: paymentMethods.name,
  deleted: paymentMethods.deleted,
};

async function readMethods(db: DbOrTx, companyId: string, includeDeleted: boolean) {
  return db
    .select(VIEW)
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        includeDeleted ? undefined : eq(paymentMethods.deleted, false),
      ),
    )
    .orderBy(asc(paymentMethods.deleted), asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

/**
 * The company's live payment methods, oldest first; a company that never had any gets its
 * country's standard ones first, named in `language`.
 */
export async function paymentMethodsOf(
  db: Db,
  companyId: string,
  language: string,
): Promise<CompanyPaymentMethod[]> {
  let rows = await readMethods(db, companyId, false);
  if (rows.length === 0) {
    await ensureForCompany(db, companyId, language);
    rows = await readMethods(db, companyId, false);
  }
  return rows.map(({ internalId, name }) => ({ internalId, name }));
}

/**
 * The name of each method code the company has ever had (a deleted method still names its old
 * payments), for reports: codes without a row fall back to the label in `language`.
 */
export async function paymentMethodNames(
  db: DbOrTx,
  companyId: string,
  language: string,
): Promise<(method: string) => string> {
  const names = await companyPaymentMethodNames(db, companyId);
  return (method) => names.get(method) ?? paymentMethodLabel(method, language);
}

/**
 * The company's own name of each method code it has ever had (a deleted method still names its
 * old payments; a live one wins over a deleted one of the same code). Codes without a row are absent.
 */
export async function companyPaymentMethodNames(db: DbOrTx, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ internalId: paymentMethods.internalId, name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId))
    // Live rows last, so they win over an older deleted row of the same code.
    .orderBy(sql`${paymentMethods.deleted} desc`, asc(paymentMethods.createdAt));
  return new Map(rows.map((r) => [r.internalId, r.name]));
}

/** GetPaymentMethods: the company's methods, live ones first (oldest first), deleted ones when asked. */
export async function listPaymentMethods(ctx: Ctx, includeDeleted: boolean): Promise<PaymentMethodView[]> {
  const user = requireScope(ctx, 'SETTINGS');
  let rows = await readMethods(ctx.db, user.companyId, includeDeleted);
  if (rows.length === 0) {
    await ensureForCompany(ctx.db, user.companyId);
    rows = await readMethods(ctx.db, user.companyId, includeDeleted);
  }
  return rows;
}

async function methodOf(db: DbOrTx, companyId: string, id: string): Promise<PaymentMethodView> {
  const [row] = await db
    .select(VIEW)
    .from(paymentMethods)
    .where(
      and(scoped(paymentMethods, companyId), eq(paymentMethods.id, id), eq(paymentMethods.deleted, false)),
    );
  if (!row) throw notFound('Payment method');
  return row;
}

/** Adds a method (a PAYMENT_METHODS code the company has no live method for) under its own name. */
export async function createPaymentMethod(ctx: Ctx, raw: unknown): Promise<PaymentMethodView> {
  const user = requireScope(ctx, 'SETTINGS');
  const input = parseInput(paymentMethodSchema, raw);
  const id = newId();
  try {
    await ctx.db.insert(paymentMethods).values({
      id,
      companyId: user.companyId,
      internalId: input.internalId,
      name: input.name,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw badInput([{ field: 'internalId', message: PAYMENT_METHOD_ERRORS.taken }]);
    }
    throw error;
  }
  return methodOf(ctx.db, user.companyId, id);
}

/** Renames a live method; reports and tills show the new name from now on. */
export async function renamePaymentMethod(ctx: Ctx, id: string, raw: unknown): Promise<PaymentMethodView> {
  const user = requireScope(ctx, 'SETTINGS');
  await methodOf(ctx.db, user.companyId, id);
  const input = parseInput(paymentMethodNameSchema, raw);
  await ctx.db
    .update(paymentMethods)
    .set({ name: input.name, updatedAt: sql`now()` })
    .where(and(scoped(paymentMethods, user), eq(paymentMethods.id, id)));
  return methodOf(ctx.db, user.companyId, id);
}

/**
 * Removes a method from the tills: soft-deleted when payments used it (their reports keep its
 * name), removed otherwise. The last live method stays: a till must take payment somehow.
 */
export async function deletePaymentMethod(ctx: Ctx, id: string): Promise<boolean> {
  const user = requireScope(ctx, 'SETTINGS');
  await ctx.db.transaction(async (tx) => {
    // The company's live methods locked, so two deletes at once cannot remove the last two.
    const live = await tx
      .select({ id: paymentMethods.id, internalId: paymentMethods.internalId })
      .from(paymentMethods)
      .where(and(scoped(paymentMethods, user), eq(paymentMethods.deleted, false)))
      .orderBy(asc(paymentMethods.id))
      .for('update');
    const method = live.find((m) => m.id === id);
    if (!method) throw notFound('Payment method');
    if (live.length === 1) throw badInput([{ field: 'id', message: PAYMENT_METHOD_ERRORS.last }]);
    const [used] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(and(scoped(orderPayments, user), eq(orderPayments.method, method.internalId)))
      .limit(1);
    const where = and(scoped(paymentMethods, user), eq(paymentMethods.id, id));
    if (used) await tx.update(paymentMethods).set({ deleted: true, updatedAt: sql`now()` }).where(where);
    else await tx.delete(paymentMethods).where(where);
  });
  return true;
}
