// Order arithmetic shared by the terminal intake, the refunds, the rollups and the screens. Prices
// are VAT-inclusive integer minor units and VAT rates integer percent, so every total is exact and
// the only rounding is where VAT is taken out of a gross amount (half away from zero).

/** How an order can be paid. */
export const PAYMENT_METHODS = [
  'CARD',
  'CASH',
  'SWISH',
  'VIPPS',
  'MOBILEPAY',
  'GIFT_CARD',
  'INVOICE',
  'OTHER',
] as const;
/** A payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Rollup payment method of an order that has no payment (yet). */
export const NO_PAYMENT_METHOD = 'NONE';

/** Statuses of an order that is still open on a table or in the kitchen (not paid yet). */
export const OPEN_ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'SCHEDULED',
  'FINALIZING',
  'READY',
  'DELIVERING',
] as const;

/** Kinds of entries in the void journal. */
export const VOID_KINDS = ['VOID_LINE', 'REFUND_ORDER', 'REFUND_PAYMENT', 'CANCEL_ORDER'] as const;
/** A void journal entry kind. */
export type VoidKind = (typeof VOID_KINDS)[number];

/** A modification as sold on a line. */
export interface LineModification {
  name: string;
  /** Minor units per unit of the line; may be negative ("no cheese"). */
  price: number;
}

/** The money-relevant part of an order line. */
export interface PricedLine {
  quantity: number;
  unitPrice: number;
  modifications: readonly LineModification[];
  discountAmount: number;
  vatRate: number;
  voided?: boolean;
}

/** (unit price + modification prices) × quantity − discount, in minor units. */
export function lineTotal(line: PricedLine): number {
  const unit = line.unitPrice + line.modifications.reduce((sum, m) => sum + m.price, 0);
  return unit * line.quantity - line.discountAmount;
}

/** VAT contained in a VAT-inclusive `gross` amount at `rate` percent, rounded half away from zero. */
export function vatOfGross(gross: number, rate: number): number {
  if (rate === 0 || gross === 0) return 0;
  const sign = gross < 0 ? -1 : 1;
  // Integer arithmetic: round(|gross| × rate / (100 + rate)) without floating-point error.
  const numerator = Math.abs(gross) * rate;
  const denominator = 100 + rate;
  return sign * Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Gross and VAT of one VAT rate. */
export interface VatLine {
  rate: number;
  gross: number;
  vat: number;
}

/** The totals of an order, computed from its lines (voided lines left out). */
export interface OrderTotals {
  total: number;
  vat: number;
  discount: number;
  /** One entry per VAT rate, ascending; VAT is taken per rate from the rate's summed gross. */
  vatLines: VatLine[];
}

/** Totals of an order's non-voided lines: what the server stores and checks the terminal's against. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const grossByRate = new Map<number, number>();
  let total = 0;
  let discount = 0;
  for (const line of lines) {
    if (line.voided) continue;
    const amount = lineTotal(line);
    total += amount;
    discount += line.discountAmount;
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + amount);
  }
  const vatLines = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, gross, vat: vatOfGross(gross, rate) }));
  return { total, vat: vatLines.reduce((sum, l) => sum + l.vat, 0), discount, vatLines };
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units that add up to `amount`
 * exactly (largest remainder; ties to the earlier weight). All weights zero → all to the first.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  let totalWeight = 0;
  for (const w of weights) totalWeight += w;
  if (totalWeight === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const shares: number[] = new Array(n);
  let left = abs;
  for (let i = 0; i < n; i++) {
    const share = Math.floor((abs * (weights[i] ?? 0)) / totalWeight);
    shares[i] = share;
    left -= share;
  }
  // Fewer units are left than weights: each goes to the largest remainder not served yet (a
  // served one is marked -1). A selection rather than a sort: the pricing engine calls this per set
  // and per order discount.
  if (left > 0) {
    const remainders: number[] = new Array(n);
    for (let i = 0; i < n; i++) remainders[i] = (abs * (weights[i] ?? 0)) % totalWeight;
    for (; left > 0; left--) {
      let best = 0;
      let bestRemainder = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < n; i++) {
        const remainder = remainders[i] ?? 0;
        if (remainder > bestRemainder) {
          best = i;
          bestRemainder = remainder;
        }
      }
      remainders[best] = Number.NEGATIVE_INFINITY;
      shares[best] = (shares[best] ?? 0) + 1;
    }
  }
  if (sign < 0) for (let i = 0; i < n; i++) shares[i] = -(shares[i] ?? 0);
  return shares;
}

/**
 * VAT lines of a refund of `amount` from an order with `vatLines`: the refund is spread over the
 * rates in proportion to their gross, so a full refund gives back exactly the order's VAT.
 */
export function refundVatLines(amount: number, vatLines: readonly VatLine[]): VatLine[] {
  const orderTotal = vatLines.reduce((sum, l) => sum + l.gross, 0);
  if (amount === orderTotal) return vatLines.map((l) => ({ ...l }));
  const parts = allocateProportionally(
    amount,
    vatLines.map((l) => l.gross),
  );
  return vatLines.map((l, i) => {
    const gross = parts[i] ?? 0;
    return { rate: l.rate, gross, vat: vatOfGross(gross, l.rate) };
  });
}

/** The payment method an order's order-level figures are counted under: its largest payment's. */
export function mainPaymentMethod(payments: readonly { method: string; amount: number }[]): string {
  let best: { method: string; amount: number } | undefined;
  for (const p of payments) if (!best || p.amount > best.amount) best = p;
  return best?.method ?? NO_PAYMENT_METHOD;
}
