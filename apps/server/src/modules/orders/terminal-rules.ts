// The money and tenancy rules a terminal's order must pass before anything is written. All of them
// are checked and reported together, so a terminal developer fixes a payload in one round.
import {
  type CountryCode,
  lineTotal,
  normalizeCountry,
  type OrderTotals,
  orderTotals,
  recordedTimeProblem,
  VAT_CHOICES,
} from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, items, staff, venues } from '../../platform/db/schema/index.ts';
import type { TerminalOrderInput } from './terminal-input.ts';

/** The terminal a request was authenticated as. */
export interface TerminalRef {
  id: string;
  companyId: string;
  venueId: string;
}

/** What the rules need to know about the terminal's venue and company. */
export interface VenueFacts {
  timezone: string;
  country: string;
  currency: string;
}

/** A field error with the figures behind it, e.g. 'computed 12300, given 12301'. */
export interface DetailedFieldError extends FieldError {
  detail?: string;
}

/** The venue's time zone and the company's country and currency. */
export async function venueFacts(db: DbOrTx, terminal: TerminalRef): Promise<VenueFacts> {
  const [row] = await db
    .select({ timezone: venues.timezone, country: companies.country, currency: companies.defaultCurrency })
    .from(venues)
    .innerJoin(companies, eq(companies.id, venues.companyId))
    .where(and(eq(venues.id, terminal.venueId), eq(venues.companyId, terminal.companyId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'Venue was not found.');
  return { ...row, country: normalizeCountry(row.country) };
}

/** Refuses the submission with every field error at once; nothing has been written yet. */
export function refuse(fieldErrors: DetailedFieldError[]): AppError {
  const details = fieldErrors.map((e) => (e.detail ? `${e.field}: ${e.detail}` : e.field)).join('; ');
  return new AppError(
    'BAD_USER_INPUT',
    fieldErrors.some((e) => e.message === 'orders.errors.totalsMismatch')
      ? 'orders.errors.totalsMismatch'
      : 'errors.badUserInput',
    `The order was refused (${details}).`,
    fieldErrors,
  );
}

/**
 * Refuses times no till can have recorded (before the first accounting day of all time in the
 * venue's time zone, or more than a day ahead of the server's clock), one field error each.
 */
export function checkTimes(
  times: readonly { field: string; at: string | null | undefined }[],
  facts: VenueFacts,
  now: Date = new Date(),
): void {
  const errors: DetailedFieldError[] = [];
  for (const { field, at } of times) {
    if (!at) continue;
    const problem = recordedTimeProblem(new Date(at), facts.timezone, now);
    if (problem) errors.push({ field, message: `orders.errors.${problem}`, detail: at });
  }
  if (errors.length > 0) throw refuse(errors);
}

/** The times of an order submission, by field. */
export const orderTimes = (input: TerminalOrderInput) => [
  { field: 'placedAt', at: input.placedAt },
  { field: 'closedAt', at: input.closedAt },
  ...input.payments.map((p, i) => ({ field: `payments.${i}.paidAt`, at: p.paidAt })),
];

/** Checks currency, VAT rates, line totals, the terminal's totals and the payments; returns the totals. */
export function checkMoney(input: TerminalOrderInput, facts: VenueFacts): OrderTotals {
  const errors: DetailedFieldError[] = [];
  if (input.currency !== facts.currency) {
    errors.push({
      field: 'currency',
      message: 'orders.errors.wrongCurrency',
      detail: `expected ${facts.currency}, given ${input.currency}`,
    });
  }
  const vatChoices = VAT_CHOICES[facts.country as CountryCode] ?? [];
  input.lines.forEach((line, i) => {
    if (!vatChoices.includes(line.vatRate)) {
      errors.push({
        field: `lines.${i}.vatRate`,
        message: 'orders.errors.vatRate',
        detail: `${line.vatRate} is not one of ${vatChoices.join(', ')}`,
      });
    }
    const total = lineTotal(line);
    if (total < 0) {
      errors.push({
        field: `lines.${i}`,
        message: 'orders.errors.negativeLine',
        detail: `line total ${total}`,
      });
    }
  });
  const totals = orderTotals(input.lines);
  if (totals.total !== input.totals.totalAmount) {
    errors.push({
      field: 'totals.totalAmount',
      message: 'orders.errors.totalsMismatch',
      detail: `computed ${totals.total}, given ${input.totals.totalAmount}`,
    });
  }
  if (totals.vat !== input.totals.vatAmount) {
    errors.push({
      field: 'totals.vatAmount',
      message: 'orders.errors.totalsMismatch',
      detail: `computed ${totals.vat}, given ${input.totals.vatAmount}`,
    });
  }
  const paid = input.payments.reduce((sum, p) => sum + p.amount, 0);
  if (input.status === 'COMPLETED' ? paid !== totals.total : paid > totals.total) {
    errors.push({
      field: 'payments',
      message: 'orders.errors.paymentsMismatch',
      detail: `payments ${paid}, order total ${totals.total}`,
    });
  }
  if (errors.length > 0) throw refuse(errors);
  return totals;
}

/** Refuses item and staff ids that are not the terminal's company's (another company's or made up). */
export async function checkReferences(
  db: DbOrTx,
  terminal: TerminalRef,
  input: TerminalOrderInput,
): Promise<void> {
  const itemIds = [...new Set(input.lines.flatMap((l) => (l.itemId ? [l.itemId] : [])))];
  const errors: DetailedFieldError[] = [];
  if (itemIds.length > 0) {
    const found = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.companyId, terminal.companyId), inArray(items.id, itemIds)));
    const known = new Set(found.map((r) => r.id));
    input.lines.forEach((line, i) => {
      if (line.itemId && !known.has(line.itemId)) {
        errors.push({
          field: `lines.${i}.itemId`,
          message: 'orders.errors.unknownItem',
          detail: line.itemId,
        });
      }
    });
  }
  if (input.staffId) {
    const [found] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.companyId, terminal.companyId), eq(staff.id, input.staffId)));
    if (!found)
      errors.push({ field: 'staffId', message: 'orders.errors.unknownStaff', detail: input.staffId });
  }
  if (errors.length > 0) throw refuse(errors);
}
