// Places a guest's order (POST venues/:slug/orders) and shows it as it goes (GET orders/:token).
// Every refusal of the "bad input and safety" list happens before anything is written;
// the order, its promo redemption and its rollups are written in one transaction.
import { createHash } from 'node:crypto';
import {
  GUEST_ORDER_STATUSES,
  type GuestOrderStatus,
  type GuestOrderView,
  type GuestPlacedOrder,
  isOneOf,
  type OnlineServiceType,
  type UiLanguage,
} from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { badInput } from '../../kernel/errors.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import {
  members,
  onlineOrderingSettings,
  orderLines,
  orderPayments,
  orders,
  venues,
} from '../../platform/db/schema/index.ts';
import type { CardCheckout } from '../../platform/providers/card-checkout.ts';
import { PromoRefusedError, redeemPromoCode } from '../loyalty/promo-redemption.ts';
import { AlreadyRecorded, recordOnlineOrder } from '../orders/record.ts';
import { GuestError, guestError } from './guest-errors.ts';
import { guestOrderSchema } from './guest-input.ts';
import { guestLanguage, loadGuestMenu, offeredServiceType } from './guest-menu.ts';
import { priceGuestBasket } from './guest-pricing.ts';
import { checkAcceptingOrders, isPickupSlotOf, loadGuestVenue, resolveVenueTable } from './guest-venue.ts';
import { orderIdOfToken, orderToken } from './order-token.ts';

export interface PlaceOrderDeps {
  db: Db;
  config: Config;
  checkout: CardCheckout;
}

// The checkout's key names the order among the venue's (orders.client_order_id).
const clientOrderIdOf = (idempotencyKey: string) => `online-${idempotencyKey}`;

async function storedOrder(db: DbOrTx, companyId: string, venueId: string, clientOrderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.venueId, venueId),
        eq(orders.clientOrderId, clientOrderId),
      ),
    );
  return row;
}

const guestStatus = (status: string): GuestOrderStatus =>
  isOneOf(GUEST_ORDER_STATUSES, status) ? status : status === 'REFUNDED' ? 'COMPLETED' : 'ACCEPTED';

/**
 * Places an order. The same idempotency key again answers the order already placed (also when the
 * two arrive at once), whatever the venue's state is by then.
 */
export async function placeGuestOrder(
  deps: PlaceOrderDeps,
  slug: string,
  raw: unknown,
  memberId: string | null,
  rawLang: string | undefined,
  now: Date = new Date(),
): Promise<{ placed: GuestPlacedOrder; replayed: boolean }> {
  const { db, config } = deps;
  const input = parseInput(guestOrderSchema, raw);
  const venue = await loadGuestVenue(db, slug);
  const clientOrderId = clientOrderIdOf(input.idempotencyKey);
  const answer = (order: { id: string; orderNumber: number; status: string }, total: number) => ({
    token: orderToken(config.jwtSecret, order.id),
    orderNumber: order.orderNumber,
    status: guestStatus(order.status),
    total,
  });
  const earlier = await storedOrder(db, venue.companyId, venue.venueId, clientOrderId);
  if (earlier) return { placed: answer(earlier, earlier.total), replayed: true };

  checkAcceptingOrders(venue, now);
  const serviceType = offeredServiceType(venue, input.serviceType);
  let table: { code: string } | null = null;
  if (input.tableRef) table = await resolveVenueTable(db, config.jwtSecret, venue, input.tableRef);
  else if (serviceType === 'TABLE_SERVICE') throw guestError('tableInvalid', 'tableRef');
  const pickupAt = new Date(input.pickupAt);
  if (!isPickupSlotOf(venue, pickupAt, now)) throw guestError('pickupTimeInvalid', 'pickupAt');
  if (input.payment === 'CARD' && !venue.cardPayments)
    throw badInput([{ field: 'payment', message: 'validation.invalid' }]);
  if (input.payment === 'COUNTER' && !venue.counterPayments) {
    throw badInput([{ field: 'payment', message: 'validation.invalid' }]);
  }
  if (input.payment === 'CARD' && !input.card)
    throw badInput([{ field: 'card', message: 'validation.required' }]);
  if (input.tipAmount > 0 && !venue.tipsEnabled)
    throw badInput([{ field: 'tipAmount', message: 'validation.invalid' }]);

  const lang: UiLanguage = guestLanguage(rawLang, venue.companyLanguage);
  const menu = await loadGuestMenu(db, venue, serviceType, lang, now);
  const priced = await priceGuestBasket(db, venue, menu, {
    serviceType,
    lines: input.lines,
    promoCode: input.promoCode,
    memberId,
    lang,
    now,
  });
  if (priced.promoProblem) throw guestError(priced.promoProblem, 'promoCode');
  const total = priced.quote.total;
  if (total < venue.minOrderAmount) throw guestError('belowMinimum', 'lines');
  if (input.expectedTotal !== total) throw guestError('priceChanged', 'expectedTotal');

  let cardPayment: { providerReference: string; brand: string } | null = null;
  if (input.payment === 'CARD' && input.card) {
    const charged = await deps.checkout.charge({
      ...input.card,
      amount: total + input.tipAmount,
      currency: venue.currency,
      reference: `${venue.venueId}:${clientOrderId}`,
    });
    if (!charged.approved) throw guestError('cardDeclined', 'card.number');
    cardPayment = { providerReference: charged.providerReference, brand: charged.brand };
  }

  const payloadHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  try {
    const recorded = await db.transaction(async (tx) => {
      const result = await recordOnlineOrder(tx, {
        companyId: venue.companyId,
        venueId: venue.venueId,
        clientOrderId,
        serviceType,
        timezone: venue.timezone,
        currency: venue.currency,
        placedAt: now,
        tableCode: table?.code ?? null,
        customerName: input.customer.name,
        customerEmail: input.customer.email ?? null,
        customerPhone: input.customer.phone ?? null,
        pickupAt,
        memberId,
        promoCodeId: priced.promo?.id ?? null,
        lines: priced.lines.map((l) => ({
          itemId: l.item.id,
          title: l.item.title,
          categoryId: l.item.categoryIds[0] ?? null,
          categoryName: l.item.categoryName,
          quantity: l.quantity,
          unitPrice: l.item.price,
          modifications: l.modifications,
          discountAmount: l.discount,
          // A discount from one of the company's offers files under it; a level's as the venue's own.
          discountKind: l.discount > 0 ? (l.offer ? 'OFFER' : 'MANUAL') : null,
          offerId: l.discount > 0 ? (l.offer?.id ?? null) : null,
          offerName: l.discount > 0 ? (l.offer?.name ?? null) : null,
          vatRate: l.item.vatRate,
        })),
        totals: priced.totals,
        tipAmount: input.tipAmount,
        cardPayment,
        payloadHash,
      });
      if (priced.promo) {
        await redeemPromoCode(tx, {
          companyId: venue.companyId,
          promoCodeId: priced.promo.id,
          memberId,
          orderId: result.order.id,
          at: now,
          channel: 'ONLINE',
        });
      }
      if (memberId) {
        await tx
          .update(members)
          .set({ orderCount: sql`${members.orderCount} + 1`, lastOrderAt: now })
          .where(and(eq(members.companyId, venue.companyId), eq(members.id, memberId)));
      }
      return result;
    });
    return { placed: answer(recorded.order, total), replayed: false };
  } catch (error) {
    // The code's last use went to another order meanwhile: refused, nothing stored.
    if (error instanceof PromoRefusedError) throw guestError(error.problem, 'promoCode');
    if (error instanceof AlreadyRecorded) {
      const stored = await storedOrder(db, venue.companyId, venue.venueId, clientOrderId);
      return { placed: answer(error.order, stored?.total ?? total), replayed: true };
    }
    throw error;
  }
}

/** The order a guest's token names, as their status page shows it; 404 for a bad token. */
export async function guestOrderView(db: DbOrTx, config: Config, token: string): Promise<GuestOrderView> {
  const orderId = orderIdOfToken(config.jwtSecret, token);
  if (!orderId) throw guestError('badInput', 'token');
  const [order] = await db
    .select({
      order: orders,
      venueName: venues.name,
      guestName: onlineOrderingSettings.guestName,
      slug: onlineOrderingSettings.slug,
    })
    .from(orders)
    .innerJoin(venues, and(eq(venues.id, orders.venueId), eq(venues.companyId, orders.companyId)))
    .leftJoin(
      onlineOrderingSettings,
      and(
        eq(onlineOrderingSettings.venueId, orders.venueId),
        eq(onlineOrderingSettings.companyId, orders.companyId),
      ),
    )
    .where(and(eq(orders.id, orderId), eq(orders.channel, 'APP')));
  if (!order) throw guestError('badInput', 'token');
  const o = order.order;
  const [lines, payments] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.companyId, o.companyId),
          eq(orderLines.orderId, o.id),
          eq(orderLines.voided, false),
        ),
      )
      .orderBy(asc(orderLines.lineNo)),
    db
      .select({ method: orderPayments.method })
      .from(orderPayments)
      .where(and(eq(orderPayments.companyId, o.companyId), eq(orderPayments.orderId, o.id))),
  ]);
  return {
    token,
    venueName: order.guestName ?? order.venueName,
    venueSlug: order.slug ?? '',
    orderNumber: o.orderNumber,
    status: guestStatus(o.status),
    serviceType: o.serviceType as OnlineServiceType,
    tableCode: o.tableCode,
    pickupAt: o.pickupAt?.toISOString() ?? null,
    currency: o.currency,
    lines: lines.map((l) => ({
      name: l.title,
      quantity: l.quantity,
      total: l.totalAmount,
      modifications: l.modifications.map((m) => m.name),
    })),
    total: o.totalAmount,
    discountTotal: o.discountAmount,
    tipAmount: o.tipAmount,
    payment: payments.some((p) => p.method === 'CARD') ? 'CARD' : 'COUNTER',
    placedAt: o.placedAt.toISOString(),
  };
}

/** The order's status and when it last changed (the events stream polls this). */
export async function guestOrderStatus(
  db: DbOrTx,
  orderId: string,
): Promise<{ status: GuestOrderStatus; updatedAt: number } | null> {
  const [row] = await db
    .select({ status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.channel, 'APP')));
  return row ? { status: guestStatus(row.status), updatedAt: row.updatedAt.getTime() } : null;
}

/** Rethrows anything but a guest refusal; used where a refusal must not be answered. */
export const isGuestError = (error: unknown): error is GuestError => error instanceof GuestError;
