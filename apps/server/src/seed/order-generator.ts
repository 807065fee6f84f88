// Realistic, reproducible orders for the demo data, the bulk-load bench and the terminal simulator.
// Pure: a seeded PRNG (mulberry32) and no clock, so the same seed and calls give the same orders.
// Orders are in the shape a terminal submits them (plus the accounting day and hour they file under).
import { accountingDayOf, accountingDayStart, localHourOf, orderTotals, percentOf } from '@fika/domain';

/** A catalogue item orders are made of (price in minor units, VAT-inclusive). */
export interface GeneratorItem {
  itemId: string;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  price: number;
  vatRate: number;
}

/** A staff member who can take orders. */
export interface GeneratorStaff {
  id: string;
  name: string;
}

/** A line as the terminal sends it. */
export interface GeneratedLine {
  itemId: string | null;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  quantity: number;
  unitPrice: number;
  modifications: { name: string; price: number }[];
  discountAmount: number;
  /** OFFER: an offer staff chose (offerId); MANUAL: staff's own discount (manualDiscountPercent). */
  discountKind?: 'OFFER' | 'MANUAL';
  offerId?: string;
  /** The offer's name, for the rollups the bulk loader writes (the terminal API looks it up). */
  offerName?: string;
  manualDiscountPercent?: number;
  vatRate: number;
  voided?: boolean;
  voidReason?: string;
}

/**
 * An offer staff choose at the till that takes `percent` % off every line (an ITEM_DISCOUNT
 * without targets, not automatic: e.g. a student discount), as the pricing engine prices it.
 */
export interface GeneratorOffer {
  id: string;
  name: string;
  percent: number;
  /** Share of orders staff choose it for (0–1). */
  share: number;
}

/** A payment as the terminal sends it (amount excludes the tip). */
export interface GeneratedPayment {
  method: string;
  amount: number;
  tipAmount: number;
  cardBrand?: string;
}

/** One order in the terminal's shape, with totals computed by the domain's `orderTotals`. */
export interface GeneratedOrder {
  clientOrderId: string;
  channel: string;
  serviceType: string;
  status: string;
  placedAt: Date;
  /** Null for an order still open on a table. */
  closedAt: Date | null;
  staffId: string | null;
  staffName: string | null;
  tableCode: string | null;
  guestCount: number | null;
  currency: string;
  lines: GeneratedLine[];
  payments: GeneratedPayment[];
  totalAmount: number;
  vatAmount: number;
  discountAmount: number;
  tipAmount: number;
  /** Accounting day and local hour of closedAt (placedAt while open): where the rollups file it. */
  accountingDay: string;
  hour: number;
}

/** What the generator is built from. */
export interface GeneratorOptions {
  seed: number;
  items: readonly GeneratorItem[];
  staff?: readonly GeneratorStaff[];
  timezone: string;
  /** ISO country of the venue: SE pays by Swish, NO by Vipps. */
  country?: string;
  currency?: string;
  /** Prefix of the generated clientOrderIds (unique per generator run). */
  idPrefix?: string;
  /** Table codes for table service; T1–T12 by default. */
  tables?: readonly string[];
  /**
   * Every order on the POS channel, as a till rings it up (the simulator); otherwise the mix of
   * POS, app, express and third-party orders a venue's day has.
   */
  tillOnly?: boolean;
  /** Offers staff choose for some orders; none by default. */
  offers?: readonly GeneratorOffer[];
  /**
   * Prices each order's lines before its totals are made (the simulator's till runs the pricing
   * engine with the feed's offers here); it may set a line's discount, kind and offer.
   */
  discounts?: (
    lines: GeneratedLine[],
    order: { placedAt: Date; channel: string; serviceType: string },
  ) => void;
}

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

// Relative order volume per local hour while open (07–22): lunch and dinner peaks.
const HOUR_WEIGHTS: Readonly<Record<number, number>> = {
  7: 3,
  8: 5,
  9: 4,
  10: 4,
  11: 8,
  12: 14,
  13: 11,
  14: 5,
  15: 4,
  16: 5,
  17: 8,
  18: 12,
  19: 12,
  20: 9,
  21: 5,
  22: 2,
};
const HOURS: Weighted<number> = Object.entries(HOUR_WEIGHTS).map(([h, w]) => [Number(h), w] as const);

const MODIFICATIONS = [
  { name: 'Extra shot', price: 500 },
  { name: 'Oat milk', price: 600 },
  { name: 'No onion', price: 0 },
  { name: 'Extra cheese', price: 1500 },
  { name: 'Gluten free', price: 1000 },
  { name: 'Large', price: 1000 },
] as const;
const VOID_REASONS = ['Customer changed their mind', 'Wrong item', 'Kitchen out of stock'] as const;
const CARD_BRANDS = ['VISA', 'MASTERCARD', 'VISA', 'MASTERCARD', 'AMEX'] as const;

/** A seeded generator of realistic orders. */
export function orderGenerator(options: GeneratorOptions) {
  if (options.items.length === 0) throw new Error('orderGenerator needs at least one item');
  const random = mulberry32(options.seed);
  // Offers draw from their own stream, so giving offers leaves every other choice as it was.
  const offerRandom = mulberry32(options.seed ^ 0x0ffe7);
  const generatorOffers = options.offers ?? [];
  const staff = options.staff ?? [];
  const tables = options.tables ?? Array.from({ length: 12 }, (_, i) => `T${i + 1}`);
  const mobile = options.country === 'NO' ? 'VIPPS' : 'SWISH';
  const currency = options.currency ?? (options.country === 'NO' ? 'NOK' : 'SEK');
  const prefix = options.idPrefix ?? `gen-${options.seed}`;
  // Cheaper items sell more: weight each item by 1/sqrt(price).
  const itemWeights = options.items.map((item) => 1 / Math.sqrt(Math.max(item.price, 100)));
  const itemWeightTotal = itemWeights.reduce((sum, w) => sum + w, 0);
  let counter = 0;

  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const chance = (p: number) => random() < p;
  function pick<T>(list: readonly T[]): T {
    return list[Math.floor(random() * list.length)] as T;
  }
  function weighted<T>(choices: Weighted<T>): T {
    const total = choices.reduce((sum, [, w]) => sum + w, 0);
    let r = random() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }
  function pickItem(): GeneratorItem {
    let r = random() * itemWeightTotal;
    for (let i = 0; i < itemWeights.length; i++) {
      r -= itemWeights[i] as number;
      if (r < 0) return options.items[i] as GeneratorItem;
    }
    return options.items[options.items.length - 1] as GeneratorItem;
  }

  function makeLines(): GeneratedLine[] {
    const count = weighted([
      [1, 30],
      [2, 30],
      [3, 18],
      [4, 12],
      [5, 6],
      [6, 4],
    ] as const);
    const lines: GeneratedLine[] = [];
    for (let i = 0; i < count; i++) {
      const item = pickItem();
      const quantity = weighted([
        [1, 80],
        [2, 15],
        [3, 5],
      ] as const);
      const modifications = chance(0.15) ? [{ ...pick(MODIFICATIONS) }] : [];
      const gross = (item.price + modifications.reduce((s, m) => s + m.price, 0)) * quantity;
      // Small manual discounts: 10 or 20 % off a line, in whole currency units.
      const manualPercent = chance(0.04) ? pick([10, 20]) : 0;
      const discountAmount = manualPercent > 0 ? Math.floor((gross * manualPercent) / 100 / 100) * 100 : 0;
      lines.push({
        itemId: item.itemId,
        title: item.title,
        categoryId: item.categoryId,
        categoryName: item.categoryName,
        quantity,
        unitPrice: item.price,
        modifications,
        discountAmount,
        ...(discountAmount > 0
          ? { discountKind: 'MANUAL' as const, manualDiscountPercent: manualPercent }
          : {}),
        vatRate: item.vatRate,
      });
    }
    applyChosenOffer(lines);
    // Rarely a line is removed before payment (it stays for the void journal); never the only one.
    if (lines.length > 1 && chance(0.03)) {
      const line = lines[int(0, lines.length - 1)] as GeneratedLine;
      line.voided = true;
      line.voidReason = pick(VOID_REASONS);
    }
    return lines;
  }

  // Now and then staff choose an offer for the order: it takes its percent off every line that
  // has no manual discount, rounded as the engine rounds (percentOf), so intake finds no difference.
  function applyChosenOffer(lines: GeneratedLine[]): void {
    if (generatorOffers.length === 0) return;
    const draw = offerRandom();
    let from = 0;
    const offer = generatorOffers.find((o) => {
      from += o.share;
      return draw < from;
    });
    if (!offer) return;
    for (const line of lines) {
      if (line.discountKind) continue;
      const gross = (line.unitPrice + line.modifications.reduce((s, m) => s + m.price, 0)) * line.quantity;
      line.discountAmount = percentOf(gross, offer.percent);
      line.discountKind = 'OFFER';
      line.offerId = offer.id;
      line.offerName = offer.name;
    }
  }

  function tipFor(amount: number): number {
    if (!chance(0.3)) return 0;
    // 5–10 % rounded to whole currency units, at least one unit.
    return Math.max(100, Math.round((amount * int(5, 10)) / 100 / 100) * 100);
  }

  function card(amount: number): GeneratedPayment {
    return { method: 'CARD', amount, tipAmount: tipFor(amount), cardBrand: pick(CARD_BRANDS) };
  }

  function makePayments(total: number, channel: string): GeneratedPayment[] {
    if (total <= 0) return [];
    // Online and third-party orders are paid by card in the app.
    if (channel === 'APP' || channel === 'THIRD_PARTY')
      return [{ method: 'CARD', amount: total, tipAmount: 0, cardBrand: pick(CARD_BRANDS) }];
    if (total >= 200 && chance(0.04)) {
      // Split bill: two payments, the first a card.
      const first = Math.max(100, Math.round((total * int(30, 70)) / 100));
      if (first < total) {
        const secondMethod = weighted([
          ['CARD', 60],
          ['CASH', 25],
          [mobile, 15],
        ] as const);
        const second: GeneratedPayment =
          secondMethod === 'CARD'
            ? card(total - first)
            : { method: secondMethod, amount: total - first, tipAmount: 0 };
        return [card(first), second];
      }
    }
    const method = weighted([
      ['CARD', 78],
      ['CASH', 9],
      [mobile, 11],
      ['GIFT_CARD', 2],
    ] as const);
    if (method === 'CARD') return [card(total)];
    return [{ method, amount: total, tipAmount: 0 }];
  }

  /**
   * One order placed at `placedAt`. `minutesOpen` is how long until it is paid (default: 20–90
   * minutes for table service, 0–6 otherwise; pass 0 for "paid now"); `open` leaves it unpaid on
   * its table. `localMinute` (minutes after local midnight of accounting day `day`) lets `day()`
   * file it without time-zone conversions.
   */
  function order(
    placedAt: Date,
    opts: { minutesOpen?: number; open?: boolean; day?: string; localMinute?: number } = {},
  ): GeneratedOrder {
    counter++;
    const channel = options.tillOnly
      ? 'POS'
      : weighted([
          ['POS', 80],
          ['APP', 10],
          ['EXPRESS', 5],
          ['THIRD_PARTY', 5],
        ] as const);
    const serviceType =
      opts.open || (channel === 'POS' && chance(0.3))
        ? 'TABLE_SERVICE'
        : channel === 'APP' || channel === 'THIRD_PARTY'
          ? 'TAKE_AWAY'
          : weighted([
              ['EAT_HERE', 60],
              ['TAKE_AWAY', 40],
            ] as const);
    const member = channel === 'POS' && staff.length > 0 ? pick(staff) : null;
    const lines = makeLines();
    options.discounts?.(lines, { placedAt, channel, serviceType });
    const totals = orderTotals(lines);
    const minutesOpen = opts.minutesOpen ?? (serviceType === 'TABLE_SERVICE' ? int(20, 90) : int(0, 6));
    const closedAt = opts.open ? null : new Date(placedAt.getTime() + minutesOpen * 60_000);
    const payments = closedAt ? makePayments(totals.total, channel) : [];
    const filedAt = closedAt ?? placedAt;
    const place =
      opts.day !== undefined && opts.localMinute !== undefined
        ? {
            accountingDay: opts.day,
            hour: Math.floor((opts.localMinute + (closedAt ? minutesOpen : 0)) / 60) % 24,
          }
        : {
            accountingDay: accountingDayOf(filedAt, options.timezone),
            hour: localHourOf(filedAt, options.timezone),
          };
    return {
      clientOrderId: `${prefix}-${counter}`,
      channel,
      serviceType,
      status: closedAt ? 'COMPLETED' : 'ACCEPTED',
      placedAt,
      closedAt,
      staffId: member?.id ?? null,
      staffName: member?.name ?? null,
      tableCode: serviceType === 'TABLE_SERVICE' ? pick(tables) : null,
      guestCount:
        serviceType === 'TABLE_SERVICE'
          ? weighted([
              [1, 15],
              [2, 40],
              [3, 15],
              [4, 20],
              [5, 5],
              [6, 5],
            ] as const)
          : null,
      currency,
      lines,
      payments,
      totalAmount: totals.total,
      vatAmount: totals.vat,
      discountAmount: totals.discount,
      tipAmount: payments.reduce((sum, p) => sum + p.tipAmount, 0),
      accountingDay: place.accountingDay,
      hour: place.hour,
    };
  }

  /** `count` paid orders spread over accounting day `day`'s opening hours (hourly profile), in time order. */
  function day(dayIso: string, count: number): GeneratedOrder[] {
    // Clocks never change between 05:30 and closing, so local time = the day's 05:30 + minutes.
    const start = accountingDayStart(dayIso, options.timezone).getTime();
    const minutes: number[] = [];
    for (let i = 0; i < count; i++) minutes.push(weighted(HOURS) * 60 + random() * 60);
    minutes.sort((a, b) => a - b);
    return minutes.map((minute) =>
      order(new Date(start + Math.floor((minute - 330) * 60_000)), { day: dayIso, localMinute: minute }),
    );
  }

  return { order, day, random };
}

/** An order generator. */
export type OrderGenerator = ReturnType<typeof orderGenerator>;

/**
 * The JSON body a terminal posts to `POST /terminal/v1/orders` for a generated order: instants as
 * ISO strings, the terminal's totals, and no filing fields (the server computes those).
 */
export function toTerminalInput(order: GeneratedOrder) {
  const {
    accountingDay: _day,
    hour: _hour,
    totalAmount,
    vatAmount,
    discountAmount: _d,
    tipAmount: _t,
    ...rest
  } = order;
  return {
    ...rest,
    // The terminal names the offer by id only; its name is the server's to look up.
    lines: rest.lines.map(({ offerName: _name, ...line }) => line),
    placedAt: order.placedAt.toISOString(),
    closedAt: order.closedAt ? order.closedAt.toISOString() : null,
    totals: { totalAmount, vatAmount },
  };
}
