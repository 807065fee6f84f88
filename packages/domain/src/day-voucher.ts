// A venue's accounting day as one balanced voucher (§3 day vouchers): the Z-report's figures turned
// into ledger lines through the company's account mapping. Every amount is an integer in minor
// units, every line is built from the same figures, and a rounding line takes whatever öre the
// inputs do not agree on, so the voucher balances by construction; `assertBalanced` guards the
// sender anyway.
import type { AccountMapping, AccountMappingKey, DayVoucher, VoucherLine } from './integrations.ts';
import type { VatLine } from './orders.ts';

/** One payment method's day: taken (tips excluded), tips on it, and paid back by refunds (tips excluded). */
export interface DayVoucherPayment {
  /** The code terminals record (order_payments.method), e.g. CARD: the mapping key is `payment.<method>`. */
  method: string;
  /** The company's name for the method, the line's text. */
  name: string;
  amount: number;
  tips: number;
  refunds: number;
}

/** What a day voucher is built from: the figures of the venue's Z-report for the day. */
export interface DayVoucherInput {
  venueId: string;
  day: string;
  currency: string;
  description: string;
  /** Sales per VAT rate, VAT included, after discounts and refunds (the Z-report's VAT lines). */
  sales: readonly VatLine[];
  /** Discounts given per VAT rate (VAT included): already off the sales, booked on their own account. */
  discounts: readonly VatLine[];
  /** Refunds per VAT rate (VAT included): already off the sales, booked on their own account. */
  refunds: readonly VatLine[];
  payments: readonly DayVoucherPayment[];
}

/** The texts of the voucher's lines, in the company's language. */
export interface DayVoucherTexts {
  sales: (rate: number) => string;
  vat: (rate: number) => string;
  tips: string;
  discounts: string;
  refunds: string;
  rounding: string;
}

export const ENGLISH_VOUCHER_TEXTS: DayVoucherTexts = {
  sales: (rate) => `Sales ${rate} % VAT`,
  vat: (rate) => `Output VAT ${rate} %`,
  tips: 'Tips owed to staff',
  discounts: 'Discounts',
  refunds: 'Refunds',
  rounding: 'Rounding',
};

export type DayVoucherResult =
  | { ok: true; voucher: DayVoucher }
  | { ok: false; missing: AccountMappingKey[] };

/** Thrown by {@link assertBalanced}: a voucher that must never reach an accounting system. */
export class UnbalancedVoucherError extends Error {}

const sumBy = (lines: readonly VatLine[], rate: number, pick: (l: VatLine) => number) =>
  lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + pick(l), 0);

/**
 * The day voucher of `input` through `mapping`: per VAT rate the sales before discounts and refunds
 * net of VAT credited, and the output VAT credited; discounts and refunds (net of VAT) debited on
 * their accounts; each payment method debited with what it took in less what it paid back; tips
 * credited as owed to staff; the öre difference, if any, on the rounding account. A negative amount
 * moves to the other side; zero lines are left out. Refused, naming the keys, when a key the voucher
 * posts to has no account.
 */
export function buildDayVoucher(
  input: DayVoucherInput,
  mapping: AccountMapping,
  texts: DayVoucherTexts = ENGLISH_VOUCHER_TEXTS,
): DayVoucherResult {
  // Signed amounts: positive = debit, negative = credit.
  const entries: { key: AccountMappingKey; amount: number; text: string }[] = [];
  const rates = [...new Set([...input.sales, ...input.discounts, ...input.refunds].map((l) => l.rate))].sort(
    (a, b) => b - a,
  );
  let discountNet = 0;
  let refundNet = 0;
  for (const rate of rates) {
    const net = (lines: readonly VatLine[]) => sumBy(lines, rate, (l) => l.gross - l.vat);
    const salesNet = net(input.sales);
    const discount = net(input.discounts);
    const refund = net(input.refunds);
    discountNet += discount;
    refundNet += refund;
    entries.push({ key: `sales.${rate}`, amount: -(salesNet + discount + refund), text: texts.sales(rate) });
    if (rate !== 0) {
      entries.push({
        key: `vat.${rate}`,
        amount: -sumBy(input.sales, rate, (l) => l.vat),
        text: texts.vat(rate),
      });
    }
  }
  entries.push({ key: 'discounts', amount: discountNet, text: texts.discounts });
  entries.push({ key: 'refunds', amount: refundNet, text: texts.refunds });
  let tips = 0;
  for (const p of input.payments) {
    tips += p.tips;
    entries.push({ key: `payment.${p.method}`, amount: p.amount + p.tips - p.refunds, text: p.name });
  }
  entries.push({ key: 'tips', amount: -tips, text: texts.tips });
  const difference = entries.reduce((sum, e) => sum + e.amount, 0);
  entries.push({ key: 'rounding', amount: -difference, text: texts.rounding });

  const used = entries.filter((e) => e.amount !== 0);
  const missing = [...new Set(used.map((e) => e.key))].filter((key) => !mapping[key]?.trim());
  if (missing.length > 0) return { ok: false, missing };
  const lines: VoucherLine[] = used.map((e) => ({
    account: (mapping[e.key] ?? '').trim(),
    key: e.key,
    debit: Math.max(e.amount, 0),
    credit: Math.max(-e.amount, 0),
    text: e.text,
  }));
  const voucher: DayVoucher = {
    venueId: input.venueId,
    day: input.day,
    currency: input.currency,
    description: input.description,
    lines,
  };
  assertBalanced(voucher);
  return { ok: true, voucher };
}

/** The voucher's debit and credit totals. */
export function voucherTotals(voucher: DayVoucher): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of voucher.lines) {
    debit += line.debit;
    credit += line.credit;
  }
  return { debit, credit };
}

/**
 * Throws unless every line is one non-negative whole amount on one side of an account and the
 * debits equal the credits. Called before anything is sent or exported.
 */
export function assertBalanced(voucher: DayVoucher): void {
  for (const line of voucher.lines) {
    const valid =
      Number.isSafeInteger(line.debit) &&
      Number.isSafeInteger(line.credit) &&
      line.debit >= 0 &&
      line.credit >= 0 &&
      (line.debit === 0) !== (line.credit === 0) &&
      line.account.trim() !== '';
    if (!valid) throw new UnbalancedVoucherError(`Invalid voucher line on ${line.key}`);
  }
  const { debit, credit } = voucherTotals(voucher);
  if (debit !== credit) throw new UnbalancedVoucherError(`Voucher does not balance: ${debit} ≠ ${credit}`);
}
