// TEMPORARY stand-ins for what other parts of #15 land (hours: loadOpeningSchedule; loyalty:
// checkPromoCode, redeemPromoCode). Replaced by their real exports as they land on main.
import type { OpeningSchedule, Weekday } from '@fika/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { openingExceptions, openingHours } from '../../platform/db/schema/index.ts';

export async function loadOpeningSchedule(
  db: DbOrTx,
  companyId: string,
  venueId: string,
  now: Date = new Date(),
): Promise<OpeningSchedule> {
  const from = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const [weekly, exceptions] = await Promise.all([
    db
      .select({
        weekday: openingHours.weekday,
        startMinute: openingHours.startMinute,
        endMinute: openingHours.endMinute,
      })
      .from(openingHours)
      .where(and(eq(openingHours.companyId, companyId), eq(openingHours.venueId, venueId))),
    db
      .select({
        date: openingExceptions.date,
        closed: openingExceptions.closed,
        intervals: openingExceptions.intervals,
      })
      .from(openingExceptions)
      .where(
        and(
          eq(openingExceptions.companyId, companyId),
          eq(openingExceptions.venueId, venueId),
          gte(openingExceptions.date, from),
        ),
      ),
  ]);
  return { weekly: weekly.map((w) => ({ ...w, weekday: w.weekday as Weekday })), exceptions };
}

/** A promo code as a quote needs it (loyalty's checkPromoCode). */
export interface PromoForQuote {
  id: string;
  code: string;
  title: Partial<Record<'en' | 'es' | 'se', string>>;
  /** The offer the code grants, as the pricing engine reads it. */
  offer: import('@fika/domain').PricingOffer | null;
  /** The level the code grants (its discount applies to the order). */
  level: { id: string; title: string; discountPercentage: number } | null;
}

export async function checkPromoCode(
  db: DbOrTx,
  companyId: string,
  code: string,
  _opts: { at: Date; channel: 'POS' | 'ONLINE'; memberId: string | null },
): Promise<{ promo: PromoForQuote | null; problem: import('@fika/domain').GuestErrorCode | null }> {
  const { promoCodes } = await import('../../platform/db/schema/index.ts');
  const { and, eq, sql } = await import('drizzle-orm');
  const { loadPricingOffers } = await import('../offers/pricing-offers.ts');
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), sql`lower(${promoCodes.code}) = ${code.toLowerCase()}`));
  if (!row || !row.active) return { promo: null, problem: 'promoUnknown' };
  if (row.maxUses !== null && row.uses >= row.maxUses) return { promo: null, problem: 'promoUsedUp' };
  const [offer] = row.offerId ? await loadPricingOffers(db, companyId, { offerIds: [row.offerId] }) : [];
  return {
    promo: { id: row.id, code: row.code, title: row.title, offer: offer ?? null, level: null },
    problem: null,
  };
}

export async function redeemPromoCode(
  tx: import('../../platform/db/client.ts').Tx,
  args: { companyId: string; promoCodeId: string; memberId: string | null; orderId: string },
): Promise<void> {
  const { promoCodes, promoRedemptions } = await import('../../platform/db/schema/index.ts');
  const { and, eq, sql, or, isNull, lt } = await import('drizzle-orm');
  const { newId } = await import('../../lib/ids.ts');
  const { guestError } = await import('./guest-errors.ts');
  const done = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.companyId, args.companyId),
        eq(promoCodes.id, args.promoCodeId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (done.length === 0) throw guestError('promoUsedUp', 'promoCode');
  await tx.insert(promoRedemptions).values({ id: newId(), ...args });
}
