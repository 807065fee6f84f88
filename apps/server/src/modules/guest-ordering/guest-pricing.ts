// Prices a guest's basket on the server: items and modifications from the menu as it is now (never
// the browser's prices), through the pricing engine with the venue's ONLINE offers, the member's
// level discount and the promo code's offer and level. A quote and the order it becomes price the
// same way, so the page shows what the order charges.
import {
  type BasketLine,
  type GuestErrorCode,
  type GuestQuote,
  localMomentAt,
  type OnlineServiceType,
  type OrderTotals,
  orderTotals,
  type PricedBasketLine,
  type PricingOffer,
  priceBasket,
  type UiLanguage,
} from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { FieldError } from '../../kernel/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { members, membershipLevels } from '../../platform/db/schema/index.ts';
import { type CheckedPromo, checkPromoCode } from '../loyalty/promo-redemption.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';
import { GuestError } from './guest-errors.ts';
import type { LoadedMenu, MenuItemFacts } from './guest-menu.ts';
import type { GuestVenueFacts } from './guest-venue.ts';

/** A basket line as the page sends it. */
export interface RequestedLine {
  itemId: string;
  quantity: number;
  modificationIds: string[];
}

/** One priced line, with what the order stores of it. */
export interface PricedGuestLine {
  item: MenuItemFacts;
  name: string;
  quantity: number;
  unitPrice: number;
  modifications: { modificationId: string; name: string; price: number }[];
  gross: number;
  discount: number;
  net: number;
  discountNames: string[];
  /** The largest discount that came from a real offer (the line files under it); null: none. */
  offer: { id: string; name: string } | null;
}

/** A priced basket: the guest's quote and what an order of it records. */
export interface PricedBasket {
  quote: GuestQuote;
  lines: PricedGuestLine[];
  promo: CheckedPromo | null;
  promoProblem: GuestErrorCode | null;
  /** The order's total, VAT and VAT per rate, as terminals' orders are summed. */
  totals: OrderTotals;
}

// Prefixes of the engine offers that are not offers of the company (they file as MANUAL).
const LEVEL_OFFER = 'level:';

/** The member's level discount as an automatic order discount applied after every offer. */
function levelOffer(level: { id: string; title: string; discountPercentage: number }): PricingOffer {
  return {
    id: `${LEVEL_OFFER}${level.id}`,
    name: level.title,
    type: 'ORDER_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: level.discountPercentage,
    active: true,
    automatic: true,
    priority: -1_000_000,
    combinable: true,
    usableInPos: true,
    channels: ['ONLINE'],
    serviceTypes: [],
    venueIds: [],
    schedule: [],
    startsOn: null,
    endsOn: null,
    minQuantity: null,
    minOrderAmount: null,
    targets: [],
    steps: [],
  };
}

/** A level's title in the guest's language (levels are titled in se/en/es/no). */
export function levelTitle(title: Partial<Record<string, string>>, lang: UiLanguage): string {
  const key = lang === 'sv' ? 'se' : lang;
  return title[key] || title.en || title.se || Object.values(title).find(Boolean) || '';
}

/** The member's level (discount and title), or null. */
export async function memberLevel(
  db: DbOrTx,
  companyId: string,
  memberId: string | null,
  lang: UiLanguage,
): Promise<{ id: string; title: string; discountPercentage: number } | null> {
  if (!memberId) return null;
  const [row] = await db
    .select({
      id: membershipLevels.id,
      title: membershipLevels.title,
      pct: membershipLevels.discountPercentage,
    })
    .from(members)
    .innerJoin(
      membershipLevels,
      and(
        eq(membershipLevels.id, members.membershipLevelId),
        eq(membershipLevels.companyId, members.companyId),
      ),
    )
    .where(and(eq(members.companyId, companyId), eq(members.id, memberId)));
  return row ? { id: row.id, title: levelTitle(row.title, lang), discountPercentage: row.pct } : null;
}

/**
 * The basket's lines against the menu: every item on the menu now, every modification one of its
 * item's options, each group's min/max kept. All problems are reported at once.
 */
function checkLines(menu: LoadedMenu, lines: readonly RequestedLine[]) {
  const unavailable: FieldError[] = [];
  const invalid: FieldError[] = [];
  const checked = lines.map((line, i) => {
    const item = menu.items.get(line.itemId);
    if (!item) {
      unavailable.push({ field: `lines.${i}.itemId`, message: 'errors.itemUnavailable' });
      return null;
    }
    const chosen = new Set(line.modificationIds);
    const modifications: PricedGuestLine['modifications'] = [];
    let known = 0;
    for (const group of item.groups) {
      let count = 0;
      for (const [id, option] of group.options) {
        if (!chosen.has(id)) continue;
        count++;
        known++;
        modifications.push({ modificationId: id, name: option.name, price: option.price });
      }
      if (count < group.min || count > group.max) {
        invalid.push({ field: `lines.${i}.modificationIds`, message: 'errors.modificationInvalid' });
      }
    }
    // A modification that is not one of the item's options, or one given twice.
    if (known !== line.modificationIds.length) {
      invalid.push({ field: `lines.${i}.modificationIds`, message: 'errors.modificationInvalid' });
    }
    return { item, quantity: line.quantity, modifications };
  });
  if (unavailable.length > 0) throw new GuestError('itemUnavailable', unavailable);
  if (invalid.length > 0) throw new GuestError('modificationInvalid', invalid);
  return checked.filter((l) => l !== null);
}

export interface PriceOptions {
  serviceType: OnlineServiceType;
  lines: readonly RequestedLine[];
  promoCode: string | null;
  memberId: string | null;
  lang: UiLanguage;
  now: Date;
}

/** Prices a basket for a quote or an order. */
export async function priceGuestBasket(
  db: DbOrTx,
  venue: GuestVenueFacts,
  menu: LoadedMenu,
  options: PriceOptions,
): Promise<PricedBasket> {
  const lines = checkLines(menu, options.lines);
  const [offers, level, promoCheck] = await Promise.all([
    loadPricingOffers(db, venue.companyId, { venueId: venue.venueId }),
    memberLevel(db, venue.companyId, options.memberId, options.lang),
    options.promoCode
      ? checkPromoCode(db, venue.companyId, options.promoCode, {
          at: options.now,
          channel: 'ONLINE',
          memberId: options.memberId,
        })
      : Promise.resolve(null),
  ]);
  const promo = promoCheck && !promoCheck.problem ? promoCheck.promo : null;
  const engineOffers = [...offers];
  const chosen: string[] = [];
  if (promo?.offer) {
    // The code's offer applies even when it is not automatic: the code is the guest's choice.
    if (!engineOffers.some((o) => o.id === promo.offer?.id)) engineOffers.push(promo.offer);
    chosen.push(promo.offer.id);
  }
  // One level discount: the better of the member's own and the one the code grants.
  const granted = promo?.membershipLevel
    ? {
        id: promo.membershipLevel.id,
        title: levelTitle(promo.membershipLevel.title, options.lang),
        discountPercentage: promo.membershipLevel.discountPercentage,
      }
    : null;
  const levels = [level, granted].filter((l) => l !== null && l.discountPercentage > 0);
  const bestLevel = levels.sort((a, b) => (b?.discountPercentage ?? 0) - (a?.discountPercentage ?? 0))[0];
  if (bestLevel) engineOffers.push(levelOffer(bestLevel));

  const basketLines: BasketLine[] = lines.map((l, i) => ({
    lineNo: i + 1,
    itemId: l.item.id,
    categoryIds: l.item.categoryIds,
    quantity: l.quantity,
    unitPrice: l.item.price,
    modifications: l.modifications.map((m) => ({ price: m.price })),
  }));
  const result = priceBasket(
    {
      venueId: venue.venueId,
      channel: 'ONLINE',
      serviceType: options.serviceType,
      at: localMomentAt(options.now, venue.timezone),
      lines: basketLines,
      chosenOfferIds: chosen,
    },
    engineOffers,
  );
  const names = new Map(menu.view.categories.flatMap((c) => c.items.map((i) => [i.id, i.name] as const)));
  const priced = lines.map((l, i): PricedGuestLine => {
    const p = result.lines[i] as PricedBasketLine;
    const real = p.discounts
      .filter((d) => !d.offerId.startsWith(LEVEL_OFFER))
      .sort((a, b) => b.amount - a.amount)[0];
    return {
      item: l.item,
      name: names.get(l.item.id) ?? l.item.title,
      quantity: l.quantity,
      unitPrice: l.item.price + l.modifications.reduce((sum, m) => sum + m.price, 0),
      modifications: l.modifications,
      gross: p.grossAmount,
      discount: p.discountAmount,
      net: p.netAmount,
      discountNames: [...new Set(p.discounts.map((d) => d.offerName))],
      offer: real ? { id: real.offerId, name: real.offerName } : null,
    };
  });
  const totals = orderTotals(
    priced.map((l) => ({
      quantity: l.quantity,
      unitPrice: l.item.price,
      modifications: l.modifications,
      discountAmount: l.discount,
      vatRate: l.item.vatRate,
    })),
  );
  const titleKey = options.lang === 'sv' ? 'se' : options.lang === 'es' ? 'es' : 'en';
  return {
    lines: priced,
    promo,
    promoProblem: promoCheck?.problem ?? null,
    totals,
    quote: {
      lines: priced.map((l) => ({
        itemId: l.item.id,
        name: l.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        gross: l.gross,
        discount: l.discount,
        net: l.net,
        discountNames: l.discountNames,
      })),
      subtotal: result.grossAmount,
      discountTotal: result.discountAmount,
      total: totals.total,
      vatTotal: totals.vat,
      promo: options.promoCode
        ? {
            code: promo?.code ?? options.promoCode.toUpperCase(),
            title: promo ? promo.title[titleKey] || promo.title.en || promo.title.se || null : null,
            applied: promo !== null,
            errorCode: promoCheck?.problem ?? null,
          }
        : null,
      memberDiscountPercentage: level?.discountPercentage ?? 0,
      minOrderAmount: venue.minOrderAmount,
      meetsMinimum: totals.total >= venue.minOrderAmount,
    },
  };
}
