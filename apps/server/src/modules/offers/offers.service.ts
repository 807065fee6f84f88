import { bundleOfferInputSchema, type DiscountValueType, type OfferType } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { offers } from '../../platform/db/schema/index.ts';

/** An offer (§3: name, discountType, type, usable in POS). */
export interface OfferView {
  id: string;
  name: string;
  type: OfferType;
  discountType: DiscountValueType;
  /** Minor units for FIXED and PRICE, whole percent for PERCENTAGE. */
  value: number;
  usableInPos: boolean;
  deleted: boolean;
}

/** The columns of {@link OfferView}. */
export const offerColumns = {
  id: offers.id,
  name: offers.name,
  type: offers.type,
  discountType: offers.discountType,
  value: offers.value,
  usableInPos: offers.usableInPos,
  deleted: offers.deleted,
};

/** An offer row as {@link OfferView}. */
export const toOfferView = (
  row: { type: string; discountType: string } & Omit<OfferView, 'type' | 'discountType'>,
) =>
  ({
    ...row,
    type: row.type as OfferType,
    discountType: row.discountType as DiscountValueType,
  }) satisfies OfferView;

const liveBundles = (companyId: string) =>
  and(eq(offers.companyId, companyId), eq(offers.type, 'BUNDLE'), eq(offers.deleted, false));

/** GetBundleOffers (§7): the company's live offers of type BUNDLE usable at the POS, by name. */
export async function listBundleOffers(ctx: Ctx): Promise<OfferView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const rows = await ctx.db
    .select(offerColumns)
    .from(offers)
    .where(and(liveBundles(user.companyId), eq(offers.usableInPos, true)))
    .orderBy(asc(offers.name), asc(offers.id));
  return rows.map(toOfferView);
}

/** createOffer: a bundle offer (name, how its value reads, the value), usable at the POS unless said. */
export async function createBundleOffer(ctx: Ctx, raw: unknown): Promise<OfferView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(bundleOfferInputSchema, raw);
  const [row] = await ctx.db
    .insert(offers)
    .values({ id: newId(), companyId: user.companyId, type: 'BUNDLE', ...input })
    .returning(offerColumns);
  if (!row) throw notFound('Offer');
  return toOfferView(row);
}

/** updateOffer: changes one of the company's live bundle offers. */
export async function updateBundleOffer(ctx: Ctx, offerId: string, raw: unknown): Promise<OfferView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(bundleOfferInputSchema, raw);
  const [row] = await ctx.db
    .update(offers)
    .set(input)
    .where(and(liveBundles(user.companyId), eq(offers.id, offerId)))
    .returning(offerColumns);
  if (!row) throw notFound('Offer');
  return toOfferView(row);
}
