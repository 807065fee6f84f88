// What a POS terminal submits for an order, checked field by field before any money rule runs.
// Amounts are integer minor units of the company currency, VAT-inclusive.

import { createHash } from 'node:crypto';
import { ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '@fika/domain';
import { z } from 'zod';

const MAX_AMOUNT = 1_000_000_000;

/** Where a line's discount came from (order_lines.discount_kind). */
export const DISCOUNT_KINDS = ['OFFER', 'MANUAL'] as const;

const amount = (min: number) =>
  z
    .number({ error: 'orders.errors.notAnInteger' })
    .int({ error: 'orders.errors.notAnInteger' })
    .min(min, { error: min > 0 ? 'orders.errors.notPositive' : 'orders.errors.negative' })
    .max(MAX_AMOUNT, { error: 'orders.errors.tooLarge' });

const signedAmount = z
  .number({ error: 'orders.errors.notAnInteger' })
  .int({ error: 'orders.errors.notAnInteger' })
  .min(-MAX_AMOUNT, { error: 'orders.errors.tooLarge' })
  .max(MAX_AMOUNT, { error: 'orders.errors.tooLarge' });

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

const optionalText = (max: number) => text(max).nullish();

const instant = z.iso.datetime({ offset: true, error: 'orders.errors.invalidDate' });

/** Statuses a submission may carry: REFUNDED comes only from the back office. */
export const SUBMITTABLE_STATUSES = ORDER_STATUSES.filter((s) => s !== 'REFUNDED');

const modificationSchema = z.object({
  modificationId: optionalText(100),
  name: text(200),
  price: signedAmount,
});

const lineSchema = z.object({
  itemId: optionalText(100),
  title: text(200),
  categoryId: optionalText(100),
  categoryName: optionalText(200),
  quantity: z
    .number({ error: 'orders.errors.notAnInteger' })
    .int({ error: 'orders.errors.notAnInteger' })
    .min(1, { error: 'orders.errors.notPositive' })
    .max(10_000, { error: 'orders.errors.tooLarge' }),
  unitPrice: signedAmount,
  modifications: z.array(modificationSchema).max(50, { error: 'validation.invalid' }).default([]),
  discountAmount: amount(0).default(0),
  /** Where the discount came from: an offer of the feed (offerId) or staff's own (MANUAL). */
  discountKind: z.enum(DISCOUNT_KINDS, { error: 'validation.invalid' }).nullish(),
  offerId: optionalText(100),
  /** The percent staff typed for a MANUAL discount (the amount is still discountAmount). */
  manualDiscountPercent: z
    .number({ error: 'validation.invalid' })
    .min(0, { error: 'orders.errors.negative' })
    .max(100, { error: 'orders.errors.tooLarge' })
    .nullish(),
  vatRate: z.number({ error: 'orders.errors.notAnInteger' }).int({ error: 'orders.errors.notAnInteger' }),
  voided: z.boolean().default(false),
  voidReason: optionalText(500),
});

const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }),
  amount: amount(1),
  tipAmount: amount(0).default(0),
  cardBrand: optionalText(50),
  providerReference: optionalText(200),
  paidAt: instant.nullish(),
});

// A line names its offer only with kind OFFER, and a typed percent only with kind MANUAL.
function checkLineDiscount(
  line: { discountKind?: string | null; offerId?: string | null; manualDiscountPercent?: number | null },
  i: number,
  issue: z.core.$RefinementCtx,
): void {
  if (line.discountKind === 'OFFER' && !line.offerId) {
    issue.addIssue({ code: 'custom', path: ['lines', i, 'offerId'], message: 'validation.required' });
  }
  if (line.offerId && line.discountKind !== 'OFFER') {
    issue.addIssue({ code: 'custom', path: ['lines', i, 'discountKind'], message: 'validation.invalid' });
  }
  if (line.manualDiscountPercent != null && line.discountKind !== 'MANUAL') {
    issue.addIssue({ code: 'custom', path: ['lines', i, 'discountKind'], message: 'validation.invalid' });
  }
}

/** An order as a terminal submits it to `POST /terminal/v1/orders`. */
export const terminalOrderSchema = z
  .object({
    clientOrderId: text(100),
    channel: z.enum(ORDER_CHANNELS, { error: 'validation.invalid' }),
    serviceType: z.enum(ORDER_TYPES, { error: 'validation.invalid' }),
    status: z.enum(SUBMITTABLE_STATUSES as [string, ...string[]], { error: 'validation.invalid' }),
    placedAt: instant,
    closedAt: instant.nullish(),
    staffId: optionalText(100),
    staffName: optionalText(200),
    tableCode: optionalText(50),
    guestCount: z.number().int().min(0).max(10_000).nullish(),
    customerEmail: z.email({ error: 'validation.email' }).max(254).nullish(),
    currency: z.string().length(3, { error: 'validation.currency' }),
    lines: z
      .array(lineSchema)
      .min(1, { error: 'orders.errors.noLines' })
      .max(500, { error: 'validation.invalid' }),
    payments: z.array(paymentSchema).max(50, { error: 'validation.invalid' }).default([]),
    totals: z.object({ totalAmount: signedAmount, vatAmount: signedAmount }),
    /** The pager staff handed out, as typed (the venue's range, not held by another open order). */
    beeperNumber: z
      .number({ error: 'validation.beeperNumber' })
      .int({ error: 'validation.beeperNumber' })
      .min(1, { error: 'validation.beeperNumber' })
      .max(9999, { error: 'validation.beeperNumber' })
      .nullish()
      .describe(
        'The pager staff handed out (1–9999): within the venue’s range, not held by another open order.',
      ),
    /** Asks the server for the venue's next free pager (AUTOMATIC venues); the answer names it. */
    assignBeeper: z
      .boolean({ error: 'validation.invalid' })
      .nullish()
      .describe(
        'true: the server assigns the venue’s next free pager (AUTOMATIC venues); the answer names it.',
      ),
  })
  .superRefine((order, issue) => {
    if (order.status === 'COMPLETED' && !order.closedAt) {
      issue.addIssue({ code: 'custom', path: ['closedAt'], message: 'orders.errors.closedAtRequired' });
    }
    if (order.closedAt && Date.parse(order.closedAt) < Date.parse(order.placedAt)) {
      issue.addIssue({ code: 'custom', path: ['closedAt'], message: 'orders.errors.closedBeforePlaced' });
    }
    for (const [i, line] of order.lines.entries()) checkLineDiscount(line, i, issue);
  });

/** A terminal's order submission (parsed: defaults filled in). */
export type TerminalOrderInput = z.output<typeof terminalOrderSchema>;

/**
 * Statuses `POST /terminal/v1/orders/:clientOrderId/status` may set: the moves that carry no money.
 * COMPLETED only hands over an order already paid (an online order paid by card); an unpaid one is
 * completed by the full submission that pays it.
 */
export const STATUS_CHANGES = [
  'ACCEPTED',
  'FINALIZING',
  'READY',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
] as const;

/** A status change of an open order as a terminal reports it. */
/** The order a status change names in its path: the same rule as `clientOrderId` of the order itself. */
export const clientOrderIdPathSchema = z.object({ clientOrderId: text(100) });

export const terminalStatusSchema = z.object({
  status: z.enum(STATUS_CHANGES, { error: 'validation.invalid' }),
  at: instant,
  staffName: optionalText(200),
  reason: optionalText(500),
});

/** A terminal's status change (parsed). */
export type TerminalStatusInput = z.output<typeof terminalStatusSchema>;

// Keys sorted at every level, so the same order in another key order hashes the same.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** SHA-256 of the canonical parsed submission: a retry with the same content has the same hash. */
export function payloadHash(input: TerminalOrderInput): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}
