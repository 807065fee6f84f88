// TEMPORARY stand-ins for what other parts of #15 land (hours: the schedule; library: image URLs).
// Replaced by their real exports before this lands on main.
import type { DbOrTx } from '../../platform/db/client.ts';

export interface OpeningSchedule {
  weekly: { weekday: string; startMinute: number; endMinute: number }[];
  exceptions: { date: string; closed: boolean; intervals: { startMinute: number; endMinute: number }[] }[];
}

export async function loadOpeningSchedule(
  _db: DbOrTx,
  _companyId: string,
  _venueId: string,
): Promise<OpeningSchedule> {
  return { weekly: [], exceptions: [] };
}

export function openStateAt(
  _schedule: OpeningSchedule,
  _at: Date,
  _timeZone: string,
): { open: boolean; closesAt: Date | null; opensAt: Date | null } {
  return { open: true, closesAt: null, opensAt: null };
}

interface SlotOptions {
  preparationMinutes: number;
  slotMinutes: number;
  limit?: number;
}

export function pickupSlots(_s: OpeningSchedule, now: Date, _tz: string, opts: SlotOptions): Date[] {
  const step = opts.slotMinutes * 60_000;
  const first = Math.ceil((now.getTime() + opts.preparationMinutes * 60_000) / step) * step;
  return Array.from({ length: opts.limit ?? 16 }, (_, i) => new Date(first + i * step));
}

export function isPickupSlot(
  s: OpeningSchedule,
  at: Date,
  now: Date,
  tz: string,
  opts: SlotOptions,
): boolean {
  return pickupSlots(s, now, tz, { ...opts, limit: 200 }).some((d) => d.getTime() === at.getTime());
}

export function publicImageUrl(image: { id: string; updatedAt: Date }): string {
  return `/api/guest/v1/images/${image.id}?v=${image.updatedAt.getTime().toString(36)}`;
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
