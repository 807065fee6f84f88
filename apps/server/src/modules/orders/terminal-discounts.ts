// The server's second look at a terminal order's discounts. The till has already charged, so
// nothing here refuses an order: the engine (packages/domain priceBasket) prices the same basket
// with the company's offers, and where the till's discount differs — or names an offer that is not
// live, or does not apply there and then, or a manual discount goes over the staff member's cap —
// a difference is noted for Monitoring (discount_differences).
import {
  type Basket,
  type BasketPricer,
  type DiscountDifferenceKind,
  localMomentAt,
  manualDiscountCapOf,
  offerChannelOf,
  type PricingOffer,
  permissionsAt,
  preparePricing,
} from '@fika/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  accessLevels,
  accessLevelVenues,
  discountDifferences,
  itemCategories,
  offers,
  staff,
} from '../../platform/db/schema/index.ts';
import { loadPricingOffers } from '../offers/pricing-offers.ts';
import type { TerminalOrderInput } from './terminal-input.ts';
import type { TerminalRef } from './terminal-rules.ts';

/** The kinds of discount_differences rows (the domain names them once for Monitoring too). */
export type DifferenceKind = DiscountDifferenceKind;

/** One discount the server would not have given as the till did. */
export interface DiscountDifference {
  lineNo: number;
  kind: DifferenceKind;
  offerId: string | null;
  offerName: string | null;
  terminalAmount: number;
  expectedAmount: number;
}

/** The company's live offers and the engine prepared for them (preparePricing). */
export interface OfferSet {
  offers: readonly PricingOffer[];
  price: BasketPricer;
}

/** The offers as a set the engine prices with. */
export const offerSetOf = (offers: readonly PricingOffer[]): OfferSet => ({
  offers,
  price: preparePricing(offers),
});

/** The company's offers for a terminal: from a cache keyed by feed version, or loaded. */
export type OffersSource = (db: DbOrTx, terminal: TerminalRef) => Promise<OfferSet>;

/** Loads the offers on every call (scripts and tests; the terminal API passes its cache). */
export const loadOffersOf: OffersSource = async (db, terminal) =>
  offerSetOf(await loadPricingOffers(db, terminal.companyId));

/** What the comparison needs besides the order: offers, catalogue categories and the staff's rights. */
export interface DiscountFacts {
  /** The company's live offers (every venue: the engine says WRONG_VENUE itself). */
  offers: OfferSet;
  /** Names of named offers that are not live (deleted), by id. */
  otherNames: ReadonlyMap<string, string>;
  /** Each item's categories in the catalogue. */
  categoriesOf: ReadonlyMap<string, readonly string[]>;
  /** The staff member's manual-discount cap at the venue (0: not allowed; null: no cap); undefined: no staff named. */
  manualCap: number | null | undefined;
}

const grossOf = (line: TerminalOrderInput['lines'][number]) =>
  (line.unitPrice + line.modifications.reduce((sum, m) => sum + m.price, 0)) * line.quantity;

// A discount without a kind is staff's own: tills from before offers only had manual discounts.
const isManual = (line: TerminalOrderInput['lines'][number]) =>
  line.discountKind === 'MANUAL' || (!line.discountKind && line.discountAmount > 0);

/** Whether the order has a manual discount whose staff member's cap must be looked up. */
const needsCap = (input: TerminalOrderInput) =>
  Boolean(input.staffId) && input.lines.some((l) => !l.voided && isManual(l));

/** Reads what `compareDiscounts` needs: a few indexed reads, none when the company has no offers. */
export async function loadDiscountFacts(
  db: DbOrTx,
  terminal: TerminalRef,
  input: TerminalOrderInput,
  offersOf: OffersSource,
): Promise<DiscountFacts> {
  const named = [...new Set(input.lines.flatMap((l) => (l.offerId && !l.voided ? [l.offerId] : [])))];
  const [live, manualCap] = await Promise.all([
    offersOf(db, terminal),
    needsCap(input) ? staffCap(db, terminal, input.staffId ?? '') : Promise.resolve(undefined),
  ]);
  const liveIds = new Set(live.offers.map((o) => o.id));
  const missing = named.filter((id) => !liveIds.has(id));
  const itemIds = [...new Set(input.lines.flatMap((l) => (l.itemId && !l.voided ? [l.itemId] : [])))];
  const [others, links] = await Promise.all([
    missing.length === 0
      ? []
      : db
          .select({ id: offers.id, name: offers.name })
          .from(offers)
          .where(and(eq(offers.companyId, terminal.companyId), inArray(offers.id, missing))),
    live.offers.length === 0 || itemIds.length === 0
      ? []
      : db
          .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
          .from(itemCategories)
          .where(
            and(eq(itemCategories.companyId, terminal.companyId), inArray(itemCategories.itemId, itemIds)),
          ),
  ]);
  const categoriesOf = new Map<string, string[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.itemId);
    if (list) list.push(link.categoryId);
    else categoriesOf.set(link.itemId, [link.categoryId]);
  }
  return {
    offers: live,
    otherNames: new Map(others.map((o) => [o.id, o.name])),
    categoriesOf,
    manualCap,
  };
}

// The staff member's cap at the venue, as the till learnt it at PIN login (manualDiscountCapOf).
async function staffCap(db: DbOrTx, terminal: TerminalRef, staffId: string): Promise<number | null> {
  const [row] = await db
    .select({
      permissions: accessLevels.permissions,
      cap: accessLevels.manualDiscountCap,
      venueIds: sql<string[] | null>`(select array_agg(${accessLevelVenues.venueId}) from ${accessLevelVenues}
        where ${accessLevelVenues.companyId} = ${terminal.companyId} and ${accessLevelVenues.accessLevelId} = ${accessLevels.id})`,
    })
    .from(staff)
    .leftJoin(
      accessLevels,
      and(
        eq(accessLevels.companyId, staff.companyId),
        eq(accessLevels.id, staff.accessLevelId),
        eq(accessLevels.deleted, false),
      ),
    )
    .where(and(eq(staff.companyId, terminal.companyId), eq(staff.id, staffId)));
  const permissions = row?.permissions
    ? permissionsAt({ permissions: row.permissions, venueIds: row.venueIds ?? [] }, terminal.venueId)
    : [];
  return manualDiscountCapOf({ permissions, manualDiscountCap: row?.cap ?? null });
}

/** What the order's lines record and what Monitoring is told. */
export interface DiscountCheck {
  /** Per submitted line (voided ones too): the name of the offer it names, at the time. */
  offerNames: (string | null)[];
  differences: DiscountDifference[];
}

/**
 * Prices the order's basket with the engine and compares it line by line with what the till took
 * off. Pure. Voided lines are left out. A line naming an offer is compared with the engine's whole
 * discount on that line (offers may stack); a manual line only with the staff member's cap
 * (the most it may take off is floor(gross × cap / 100)); a line without a discount is flagged when
 * the engine would have given one (an automatic offer the till missed).
 */
export function compareDiscounts(
  input: TerminalOrderInput,
  venue: { id: string; timezone: string },
  facts: DiscountFacts,
): DiscountCheck {
  const liveById = new Map(facts.offers.offers.map((o) => [o.id, o]));
  const nameOf = (id: string) => liveById.get(id)?.name ?? facts.otherNames.get(id) ?? null;
  const offerNames = input.lines.map((l) =>
    l.discountKind === 'OFFER' && l.offerId ? nameOf(l.offerId) : null,
  );
  const active = input.lines.flatMap((line, i) => (line.voided ? [] : [{ line, lineNo: i + 1 }]));
  const differences: DiscountDifference[] = [];

  const namesOffer = active.some(({ line }) => line.discountKind === 'OFFER');
  const expected = new Map<number, { amount: number; offerIds: string[] }>();
  if (facts.offers.offers.length > 0 || namesOffer) {
    const basket: Basket = {
      venueId: venue.id,
      channel: offerChannelOf(input.channel),
      serviceType: input.serviceType,
      at: localMomentAt(input.placedAt, venue.timezone),
      lines: active.map(({ line, lineNo }) => ({
        lineNo,
        itemId: line.itemId ?? null,
        categoryIds: [
          ...new Set([
            ...(line.categoryId ? [line.categoryId] : []),
            ...(line.itemId ? (facts.categoriesOf.get(line.itemId) ?? []) : []),
          ]),
        ],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        modifications: line.modifications.map((m) => ({ price: m.price })),
      })),
      chosenOfferIds: [
        ...new Set(
          active.flatMap(({ line }) => (line.discountKind === 'OFFER' && line.offerId ? [line.offerId] : [])),
        ),
      ],
    };
    const result = facts.offers.price(basket);
    for (const priced of result.lines) {
      expected.set(priced.lineNo, {
        amount: priced.discountAmount,
        offerIds: priced.discounts.map((d) => d.offerId),
      });
    }
  }

  for (const { line, lineNo } of active) {
    const engine = expected.get(lineNo) ?? { amount: 0, offerIds: [] };
    const terminalAmount = line.discountAmount;
    if (isManual(line)) {
      const cap = facts.manualCap;
      if (cap === undefined || cap === null) continue;
      const allowed = Math.floor((grossOf(line) * cap) / 100);
      const percentOver = line.manualDiscountPercent != null && line.manualDiscountPercent > cap;
      if (terminalAmount > allowed || percentOver) {
        differences.push({
          lineNo,
          kind: 'CAP_EXCEEDED',
          offerId: null,
          offerName: null,
          terminalAmount,
          expectedAmount: allowed,
        });
      }
      continue;
    }
    if (line.discountKind === 'OFFER' && line.offerId) {
      const offerId = line.offerId;
      const base = {
        lineNo,
        offerId,
        offerName: nameOf(offerId),
        terminalAmount,
        expectedAmount: engine.amount,
      };
      if (!liveById.has(offerId)) differences.push({ ...base, kind: 'OFFER_UNKNOWN' });
      else if (!engine.offerIds.includes(offerId))
        differences.push({ ...base, kind: 'OFFER_NOT_APPLICABLE' });
      else if (engine.amount !== terminalAmount) differences.push({ ...base, kind: 'OFFER_MISMATCH' });
      continue;
    }
    // No discount on the till: one the engine gives by itself was missed.
    if (engine.amount !== terminalAmount) {
      const offerId = engine.offerIds[0] ?? null;
      differences.push({
        lineNo,
        kind: 'OFFER_MISMATCH',
        offerId,
        offerName: offerId ? nameOf(offerId) : null,
        terminalAmount,
        expectedAmount: engine.amount,
      });
    }
  }
  return { offerNames, differences };
}

/**
 * Replaces the order's discount differences with `differences`, in the order's transaction: a
 * resubmitted open order is checked again as a whole, and a replay never gets here.
 */
export async function writeDiscountDifferences(
  tx: Tx,
  order: {
    companyId: string;
    venueId: string;
    id: string;
    orderNumber: number;
    accountingDay: string;
    staffId: string | null;
    staffName: string | null;
  },
  differences: readonly DiscountDifference[],
  replacing: boolean,
): Promise<void> {
  if (replacing) {
    await tx
      .delete(discountDifferences)
      .where(
        and(eq(discountDifferences.companyId, order.companyId), eq(discountDifferences.orderId, order.id)),
      );
  }
  if (differences.length === 0) return;
  await tx.insert(discountDifferences).values(
    differences.map((d) => ({
      id: newId(),
      companyId: order.companyId,
      venueId: order.venueId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      lineNo: d.lineNo,
      kind: d.kind,
      offerId: d.offerId,
      offerName: d.offerName,
      staffId: order.staffId,
      staffName: order.staffName,
      terminalAmount: d.terminalAmount,
      expectedAmount: d.expectedAmount,
      accountingDay: order.accountingDay,
    })),
  );
}
