import { createHash } from 'node:crypto';
import {
  accountingDayOf,
  accountingDayStart,
  addDays,
  COUNTRY_CURRENCY,
  isCountryCode,
  normalizeCountry,
} from '@fika/domain';
import { sandboxId } from './sandbox.ts';

export const CARD_BRANDS = ['Visa', 'Mastercard', 'Amex', 'Maestro'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The acquirer's statuses of a card transaction, in the order a sale passes through them. */
export const PAYMENT_STATUSES = [
  'Authorised',
  'SentForSettle',
  'Settled',
  'Refunded',
  'Chargeback',
  'Refused',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYOUT_STATUSES = ['Pending', 'InTransit', 'PaidOut', 'Failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A balance account of a legal entity: where its card sales are booked and paid out from. */
export interface BalanceAccount {
  id: string;
  legalEntityId: string;
  accountHolderId: string;
  name: string;
  currency: string;
  /** Business days and "today" are reckoned in this zone. */
  timezone: string;
}

/** The fees of one transaction in minor units; `total` = interchange + scheme + markup. */
export interface TransactionFees {
  interchange: number;
  scheme: number;
  /** The acquirer's own processing fee (also carries refund and chargeback fees). */
  markup: number;
  total: number;
}

/** One card transaction as the acquirer reports it; amounts are minor units of `currency`. */
export interface CardTransaction {
  /** The PSP reference. */
  id: string;
  balanceAccountId: string;
  merchantReference: string;
  createdAt: Date;
  /** The local (accounting) day of the sale. */
  day: string;
  brand: CardBrand;
  last4: string;
  currency: string;
  status: PaymentStatus;
  /** What the cardholder was charged. */
  amount: number;
  /** What counts towards a payout: the amount while the sale stands, 0 once refused or reversed. */
  payable: number;
  fees: TransactionFees;
  /** payable − fees.total: what the merchant receives for it (negative for a reversed sale's fee). */
  net: number;
  /** The business day the transaction is settled and paid out (T+2); null when refused. */
  settlementDay: string | null;
  /** The payout it was batched into, once that payout exists. */
  payoutId: string | null;
}

/** The settled transactions of one business day, paid out as one bank transfer net of fees. */
export interface Payout {
  id: string;
  balanceAccountId: string;
  /** The business day the batch was booked. */
  day: string;
  /** When the money is expected on (or reached) the bank account: the next business day. */
  arrivalDay: string;
  status: PayoutStatus;
  currency: string;
  transactionCount: number;
  gross: number;
  fees: number;
  net: number;
}

export interface DayRange {
  from: string;
  to: string;
}

/** A payout report as the acquirer produces it: the payouts booked in a range with their totals. */
export interface PayoutReportData {
  balanceAccountId: string;
  currency: string;
  from: string;
  to: string;
  payouts: Payout[];
  totals: { count: number; transactionCount: number; gross: number; fees: number; net: number };
}

export type PayoutReportResult = { ok: true; report: PayoutReportData } | { ok: false; errors: string[] };

/** The legal entity as the payments provider knows it. */
export interface PaymentsLegalEntity {
  id: string;
  name: string;
  country: string;
  timezone: string;
}

/** The card-acquiring provider: balance accounts, card transactions, payouts and payout reports. */
export interface PaymentsProvider {
  balanceAccounts(entity: PaymentsLegalEntity): Promise<BalanceAccount[]>;
  /** Transactions of local days `range` (inclusive), newest first. */
  transactions(account: BalanceAccount, range: DayRange, now?: Date): Promise<CardTransaction[]>;
  /** Payouts booked on days of `range` (inclusive), newest first. */
  payouts(account: BalanceAccount, range: DayRange, now?: Date): Promise<Payout[]>;
  /** A payout with its transactions; null for an id the account does not have. */
  payout(
    account: BalanceAccount,
    payoutId: string,
    now?: Date,
  ): Promise<{ payout: Payout; transactions: CardTransaction[] } | null>;
  payoutReport(account: BalanceAccount, range: DayRange, now?: Date): Promise<PayoutReportResult>;
}

/** The sandbox answers a payout report longer than this with an internal server error, as the real one does. */
export const SANDBOX_MAX_REPORT_DAYS = 366;
/** Payouts reach back at most this far (the sandbox keeps two years of history). */
const HISTORY_DAYS = 730;
/** Settlement delay in business days (T+2). */
export const SETTLEMENT_BUSINESS_DAYS = 2;

// Card-brand mix of a Nordic café: weights out of 1000.
const BRAND_WEIGHTS: ReadonlyArray<readonly [CardBrand, number]> = [
  ['Visa', 500],
  ['Mastercard', 350],
  ['Amex', 60],
  ['Maestro', 90],
];
// Interchange and scheme fees in basis points (EU caps: 0.2 % debit, 0.3 % credit; Amex is not capped).
const INTERCHANGE_BPS: Readonly<Record<CardBrand, number>> = {
  Visa: 30,
  Mastercard: 30,
  Amex: 160,
  Maestro: 20,
};
const SCHEME_BPS: Readonly<Record<CardBrand, number>> = { Visa: 8, Mastercard: 9, Amex: 25, Maestro: 6 };
const MARKUP_BPS = 50;
// Fixed fees per currency, minor units: processing per transaction, and the chargeback fee.
const FIXED_FEE: Readonly<Record<string, number>> = { SEK: 100, NOK: 100, DKK: 80, EUR: 11, GBP: 10 };
const CHARGEBACK_FEE: Readonly<Record<string, number>> = {
  SEK: 17000,
  NOK: 17000,
  DKK: 11000,
  EUR: 1500,
  GBP: 1300,
};
// Amounts are drawn in SEK-sized minor units and divided for currencies worth about ten times more.
const AMOUNT_DIVISOR: Readonly<Record<string, number>> = { EUR: 10, GBP: 12 };
// Weights by local hour 0–23: closed before 07, peaks at lunch (12) and dinner (19).
const HOUR_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  0, 0, 0, 0, 0, 0, 0, 2, 3, 3, 3, 8, 12, 9, 4, 3, 3, 6, 10, 11, 8, 5, 2, 1,
].map((weight, hour) => [hour, weight] as const);
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
// Busier at the end of the week: Sunday … Saturday, in percent of a Monday.
const WEEKDAY_PERCENT = [130, 100, 100, 105, 110, 125, 150] as const;

// Eight stable 32-bit draws from one digest: a transaction needs several, one hash serves them all.
function draws(...parts: string[]): number[] {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const isBusinessDay = (day: string) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6;

/** The business day `n` business days after `day` (weekends skipped; no bank holidays in the sandbox). */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** Inclusive list of days from `from` to `to`. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

function pick<T>(weights: ReadonlyArray<readonly [T, number]>, total: number, draw: number): T {
  let point = draw % total;
  for (const [value, weight] of weights) {
    if (point < weight) return value;
    point -= weight;
  }
  return (weights[0] as readonly [T, number])[0];
}

function feesOf(brand: CardBrand, amount: number, currency: string, status: PaymentStatus): TransactionFees {
  const fixed = FIXED_FEE[currency] ?? 10;
  const bps = (rate: number) => Math.round((amount * rate) / 10_000);
  let interchange = bps(INTERCHANGE_BPS[brand]);
  let scheme = bps(SCHEME_BPS[brand]);
  let markup = bps(MARKUP_BPS) + fixed;
  // A refused authorisation costs nothing; a refund costs the fixed fee; a chargeback its own fee.
  if (status === 'Refused') [interchange, scheme, markup] = [0, 0, 0];
  if (status === 'Refunded') [interchange, scheme, markup] = [0, 0, fixed];
  if (status === 'Chargeback') [interchange, scheme, markup] = [0, 0, CHARGEBACK_FEE[currency] ?? 1500];
  return { interchange, scheme, markup, total: interchange + scheme + markup };
}

/** The sandbox's transactions of one balance account on one local day, as of `now`, oldest first. */
export function sandboxDayTransactions(account: BalanceAccount, day: string, now: Date): CardTransaction[] {
  const today = accountingDayOf(now, account.timezone);
  if (day > today) return [];
  const [volume = 0, noise = 0] = draws(account.id, 'volume', day);
  const base = 20 + ((draws(account.id, 'size')[0] ?? 0) % 40);
  const count =
    Math.round((base * (WEEKDAY_PERCENT[weekdayOf(day)] ?? 100) * (80 + (noise % 41))) / 10_000) +
    (volume % 3);
  const dayStart = accountingDayStart(day, account.timezone).getTime();
  const settlementDay = addBusinessDays(day, SETTLEMENT_BUSINESS_DAYS);
  const divisor = AMOUNT_DIVISOR[account.currency] ?? 1;
  const list: CardTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const [h = 0, m = 0, a = 0, big = 0, b = 0, s = 0, l = 0] = draws(account.id, day, String(i));
    const hour = pick(HOUR_WEIGHTS, HOUR_TOTAL, h);
    // Minutes since the accounting day began at 05:30 local.
    const minutes = (hour - 5) * 60 - 30 + (m % 60);
    const createdAt = new Date(dayStart + minutes * 60_000 + (m % 60_000));
    if (createdAt > now) continue;
    const dinner = hour >= 17 ? 15 : 10;
    const raw = ((4_000 + (a % 30_000) + (big % 10 === 0 ? 40_000 + (b % 110_000) : 0)) * dinner) / 10;
    const amount = Math.max(100, Math.round(raw / divisor / 100) * 100);
    const brand = pick(BRAND_WEIGHTS, 1000, b);
    // Status as of `now`: refused at once; captured at the day's end; settled T+2 business days.
    const roll = s % 1000;
    const captured = today > day;
    let status: PaymentStatus;
    if (roll < 30) status = 'Refused';
    else if (!captured) status = 'Authorised';
    else if (roll < 50) status = 'Refunded';
    else if (roll < 53) status = 'Chargeback';
    else status = settlementDay <= today ? 'Settled' : 'SentForSettle';
    const fees = feesOf(brand, amount, account.currency, status);
    const payable = status === 'Refused' || status === 'Refunded' || status === 'Chargeback' ? 0 : amount;
    const settles = status !== 'Refused' && status !== 'Authorised';
    list.push({
      id: sandboxId('', 16, account.id, day, String(i), 'psp'),
      balanceAccountId: account.id,
      merchantReference: '',
      createdAt,
      day,
      brand,
      last4: String(l % 10_000).padStart(4, '0'),
      currency: account.currency,
      status,
      amount,
      payable,
      fees,
      net: status === 'Refused' ? 0 : payable - fees.total,
      settlementDay: settles || status === 'Authorised' ? settlementDay : null,
      payoutId: settles && settlementDay <= today ? payoutIdOf(account, settlementDay) : null,
    });
  }
  // The draws give each sale a random time: put the day in time order (every list and payout
  // says newest or oldest first), and number the merchant references in that order, as a till does.
  list.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1));
  const prefix = day.replaceAll('-', '');
  return list.map((t, index) => ({
    ...t,
    merchantReference: `${prefix}-${String(index + 1).padStart(4, '0')}`,
  }));
}

const payoutIdOf = (account: BalanceAccount, day: string) => sandboxId('PO', 16, account.id, day, 'payout');

// The days whose transactions settle on business day `day`: the T+2 rule run backwards.
function daysSettlingOn(day: string): string[] {
  const days: string[] = [];
  for (let back = 1; back <= 6; back++) {
    const candidate = addDays(day, -back);
    if (addBusinessDays(candidate, SETTLEMENT_BUSINESS_DAYS) === day) days.push(candidate);
  }
  return days;
}

function payoutOfDay(
  account: BalanceAccount,
  day: string,
  now: Date,
): (Payout & { transactions: CardTransaction[] }) | null {
  const today = accountingDayOf(now, account.timezone);
  if (!isBusinessDay(day) || day > today) return null;
  const id = payoutIdOf(account, day);
  const transactions = daysSettlingOn(day)
    .flatMap((d) => sandboxDayTransactions(account, d, now))
    .filter((t) => t.payoutId === id);
  if (transactions.length === 0) return null;
  const sum = (f: (t: CardTransaction) => number) => transactions.reduce((total, t) => total + f(t), 0);
  let status: PayoutStatus = 'PaidOut';
  if (day === today) status = 'Pending';
  else if (addBusinessDays(day, 1) >= today) status = 'InTransit';
  // About one payout in forty bounces (closed or mistyped bank account), as real ones occasionally do.
  if (status !== 'Pending' && (draws(id, 'bank')[0] ?? 1) % 40 === 0) status = 'Failed';
  return {
    id,
    balanceAccountId: account.id,
    day,
    arrivalDay: addBusinessDays(day, 1),
    status,
    currency: account.currency,
    transactionCount: transactions.length,
    gross: sum((t) => t.payable),
    fees: sum((t) => t.fees.total),
    net: sum((t) => t.net),
    transactions,
  };
}

function payoutsIn(account: BalanceAccount, range: DayRange, now: Date): Payout[] {
  return daysOf(range)
    .reverse()
    .map((day) => payoutOfDay(account, day, now))
    .filter((p) => p !== null)
    .map(({ transactions: _, ...payout }) => payout);
}

function currencyOf(country: string): string {
  const code = normalizeCountry(country);
  return isCountryCode(code) ? COUNTRY_CURRENCY[code] : 'EUR';
}

/**
 * The sandbox acquirer: one balance account per legal entity, a stable made-up stream of card
 * transactions per day (lunch and dinner peaks, busier weekends), T+2 settlement and daily
 * payouts net of fees. Everything is derived from ids and dates: no state, no network call.
 */
export function createSandboxPayments(): PaymentsProvider {
  return {
    async balanceAccounts(entity) {
      return [
        {
          id: sandboxId('BA', 23, entity.id, 'balance-account'),
          legalEntityId: entity.id,
          accountHolderId: sandboxId('AH', 23, entity.id, 'account-holder'),
          name: entity.name,
          currency: currencyOf(entity.country),
          timezone: entity.timezone,
        },
      ];
    },
    async transactions(account, range, now = new Date()) {
      return daysOf(range)
        .reverse()
        .flatMap((day) => sandboxDayTransactions(account, day, now).reverse());
    },
    async payouts(account, range, now = new Date()) {
      return payoutsIn(account, range, now);
    },
    async payout(account, payoutId, now = new Date()) {
      // Payout ids name their day only through the hash: look through the history for it.
      const today = accountingDayOf(now, account.timezone);
      for (let back = 0; back <= HISTORY_DAYS; back++) {
        const day = addDays(today, -back);
        if (payoutIdOf(account, day) !== payoutId) continue;
        const found = payoutOfDay(account, day, now);
        if (!found) return null;
        const { transactions, ...payout } = found;
        return { payout, transactions: [...transactions].reverse() };
      }
      return null;
    },
    async payoutReport(account, range, now = new Date()) {
      if (daysOf(range).length > SANDBOX_MAX_REPORT_DAYS) {
        return {
          ok: false,
          errors: [
            'Internal server error',
            `Payout report for ${account.id} could not be generated: the period exceeds ${SANDBOX_MAX_REPORT_DAYS} days`,
          ],
        };
      }
      const payouts = payoutsIn(account, range, now);
      const sum = (f: (p: Payout) => number) => payouts.reduce((total, p) => total + f(p), 0);
      return {
        ok: true,
        report: {
          balanceAccountId: account.id,
          currency: account.currency,
          from: range.from,
          to: range.to,
          payouts,
          totals: {
            count: payouts.length,
            transactionCount: sum((p) => p.transactionCount),
            gross: sum((p) => p.gross),
            fees: sum((p) => p.fees),
            net: sum((p) => p.net),
          },
        },
      };
    },
  };
}
