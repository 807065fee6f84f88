// The basket preview (/discounts › Test basket): prices a test basket with the same engine and the
// same offers a terminal order gets, at the venue, service type, channel and local moment the
// operator picks, and says for every other offer why it did not apply. Nothing is written.
import {
  type BasketLine,
  type BasketPreview,
  basketPreviewSchema,
  BASKET_PREVIEW_MESSAGE_KEYS as KEYS,
  localMomentOf,
  type NotAppliedReason,
  type PricingOffer,
  priceBasket,
  type Weekday,
} from '@fika/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  itemCategories,
  itemModificationGroups,
  items,
  menuEntries,
  menus,
  modifications,
  offers,
  venueMenus,
} from '../../platform/db/schema/index.ts';
import { loadPricingOffers } from './pricing-offers.ts';

/** A priced line of the preview: the item, its price and where it came from, and its discounts. */
export interface PreviewLineView {
  lineNo: number;
  itemId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  /** The venue's menu for the service type priced the item; false: its default price. */
  menuPrice: boolean;
  modifications: { id: string; name: string; price: number }[];
  grossAmount: number;
  discountAmount: number;
  netAmount: number;
  discounts: { offerId: string; offerName: string; amount: number }[];
}

/** What an offer asks of a basket, so a reason can say what was missing ("only 11:00–14:00"). */
export interface PreviewConditionsView {
  schedule: PricingOffer['schedule'];
  serviceTypes: readonly string[];
  channels: readonly string[];
  startsOn: string | null;
  endsOn: string | null;
  minQuantity: number | null;
  minOrderAmount: number | null;
}

/** The preview's answer. */
export interface BasketPreviewView {
  /** The local moment priced. */
  date: string;
  weekday: Weekday;
  minute: number;
  lines: PreviewLineView[];
  applied: { offerId: string; offerName: string; amount: number; lineNos: readonly number[] }[];
  shown: { offerId: string; offerName: string }[];
  notApplied: {
    offerId: string;
    offerName: string;
    reason: NotAppliedReason;
    /** BLOCKED_BY_EXCLUSIVE, ALREADY_DISCOUNTED: the offer that took or discounted the lines first. */
    byOfferName: string | null;
    conditions: PreviewConditionsView;
  }[];
  grossAmount: number;
  discountAmount: number;
  netAmount: number;
}

interface Catalogue {
  items: Map<string, { title: string; defaultPrice: number }>;
  /** Modifications by id, with the group they belong to. */
  modifications: Map<string, { name: string; price: number; groupId: string }>;
  /** "itemId groupId" for each group an item offers. */
  itemGroups: Set<string>;
}

async function loadCatalogue(db: DbOrTx, user: UserPrincipal, input: BasketPreview): Promise<Catalogue> {
  const itemIds = [...new Set(input.lines.map((l) => l.itemId))];
  const modificationIds = [...new Set(input.lines.flatMap((l) => l.modificationIds))];
  const [itemRows, modificationRows, groupRows] = await Promise.all([
    itemIds.length === 0
      ? []
      : db
          .select({ id: items.id, title: items.title, defaultPrice: items.defaultPrice })
          .from(items)
          .where(and(live(items, user), inArray(items.id, itemIds))),
    modificationIds.length === 0
      ? []
      : db
          .select({
            id: modifications.id,
            name: modifications.name,
            price: modifications.price,
            groupId: modifications.groupId,
          })
          .from(modifications)
          .where(and(live(modifications, user), inArray(modifications.id, modificationIds))),
    modificationIds.length === 0
      ? []
      : db
          .select({ itemId: itemModificationGroups.itemId, groupId: itemModificationGroups.groupId })
          .from(itemModificationGroups)
          .where(and(scoped(itemModificationGroups, user), inArray(itemModificationGroups.itemId, itemIds))),
  ]);
  return {
    items: new Map(itemRows.map((r) => [r.id, r])),
    modifications: new Map(modificationRows.map((r) => [r.id, r])),
    itemGroups: new Set(groupRows.map((r) => `${r.itemId} ${r.groupId}`)),
  };
}

/** Every line naming an item or a modification the company does not have (or not for that item). */
function catalogueErrors(input: BasketPreview, catalogue: Catalogue): FieldError[] {
  const errors: FieldError[] = [];
  input.lines.forEach((line, index) => {
    if (!catalogue.items.has(line.itemId)) {
      errors.push({ field: `lines.${index}.itemId`, message: KEYS.unknownItem });
      return;
    }
    const offered = line.modificationIds.every((id) => {
      const modification = catalogue.modifications.get(id);
      return modification !== undefined && catalogue.itemGroups.has(`${line.itemId} ${modification.groupId}`);
    });
    if (!offered) errors.push({ field: `lines.${index}.modificationIds`, message: KEYS.unknownModification });
  });
  return errors;
}

/**
 * The price of each item on the venue's menu for the service type (a live menu linked to the
 * venue for it), as a terminal of that venue sells it. Order types without a venue menu (delivery,
 * booking…) and items the menu does not list have none: the item's default price applies.
 */
async function menuPrices(
  db: DbOrTx,
  user: UserPrincipal,
  venueId: string,
  serviceType: string,
  itemIds: string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: menuEntries.itemId, price: menuEntries.price })
    .from(venueMenus)
    .innerJoin(menus, and(eq(menus.id, venueMenus.menuId), live(menus, user)))
    .innerJoin(menuEntries, and(eq(menuEntries.menuId, menus.id), scoped(menuEntries, user)))
    .where(
      and(
        scoped(venueMenus, user),
        eq(venueMenus.venueId, venueId),
        eq(venueMenus.serviceType, serviceType),
        inArray(menuEntries.itemId, itemIds),
      ),
    );
  return new Map(rows.map((r) => [r.itemId, r.price]));
}

/** The live categories of each item (offers may target a category). */
async function categoriesOf(
  db: DbOrTx,
  user: UserPrincipal,
  itemIds: string[],
): Promise<Map<string, string[]>> {
  const byItem = new Map<string, string[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
    .from(itemCategories)
    .innerJoin(categories, and(eq(categories.id, itemCategories.categoryId), live(categories, user)))
    .where(and(scoped(itemCategories, user), inArray(itemCategories.itemId, itemIds)));
  for (const { itemId, categoryId } of rows) byItem.set(itemId, [...(byItem.get(itemId) ?? []), categoryId]);
  return byItem;
}

/** Chosen offers that are not the company's live offers. */
async function unknownChosen(db: DbOrTx, user: UserPrincipal, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(live(offers, user), inArray(offers.id, unique)));
  return rows.length !== unique.length;
}

const conditionsOf = (offer: PricingOffer | undefined): PreviewConditionsView => ({
  schedule: offer?.schedule ?? [],
  serviceTypes: offer?.serviceTypes ?? [],
  channels: offer?.channels ?? [],
  startsOn: offer?.startsOn ?? null,
  endsOn: offer?.endsOn ?? null,
  minQuantity: offer?.minQuantity ?? null,
  minOrderAmount: offer?.minOrderAmount ?? null,
});

/**
 * previewBasket: prices a test basket at a venue the caller may see (another company's or an
 * unpermitted venue is NOT_FOUND), with prices from the venue's menu for the service type (else
 * the item's default price), against the offers that may apply there. Items, modifications and
 * chosen offers must be the company's: anything else is a field error naming the line.
 */
export async function previewBasket(ctx: Ctx, raw: unknown): Promise<BasketPreviewView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(basketPreviewSchema, raw);
  await venueScope(ctx.db, user, input.venueId);
  const catalogue = await loadCatalogue(ctx.db, user, input);
  const errors = catalogueErrors(input, catalogue);
  if (await unknownChosen(ctx.db, user, input.chosenOfferIds)) {
    errors.push({ field: 'chosenOfferIds', message: KEYS.unknownOffer });
  }
  if (errors.length > 0) throw badInput(errors);

  const itemIds = [...catalogue.items.keys()];
  const [prices, itemCategoryIds, pricingOffers] = await Promise.all([
    menuPrices(ctx.db, user, input.venueId, input.serviceType, itemIds),
    categoriesOf(ctx.db, user, itemIds),
    loadPricingOffers(ctx.db, user.companyId, { venueId: input.venueId }),
  ]);

  const at = localMomentOf(input.date, input.time);
  const lines = input.lines.map((line, index) => {
    // Checked above: every line's item and modifications exist.
    const item = catalogue.items.get(line.itemId) ?? { title: '', defaultPrice: 0 };
    const menuPrice = prices.get(line.itemId);
    return {
      lineNo: index + 1,
      itemId: line.itemId,
      title: item.title,
      quantity: line.quantity,
      unitPrice: menuPrice ?? item.defaultPrice,
      menuPrice: menuPrice !== undefined,
      modifications: line.modificationIds.map((id) => {
        const modification = catalogue.modifications.get(id);
        return { id, name: modification?.name ?? '', price: modification?.price ?? 0 };
      }),
    };
  });
  const basketLines: BasketLine[] = lines.map((line) => ({
    lineNo: line.lineNo,
    itemId: line.itemId,
    categoryIds: itemCategoryIds.get(line.itemId) ?? [],
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    modifications: line.modifications.map((m) => ({ price: m.price })),
  }));
  const result = priceBasket(
    {
      venueId: input.venueId,
      channel: input.channel,
      serviceType: input.serviceType,
      at,
      lines: basketLines,
      chosenOfferIds: input.chosenOfferIds,
    },
    pricingOffers,
  );

  const offerById = new Map(pricingOffers.map((o) => [o.id, o]));
  const priced = new Map(result.lines.map((l) => [l.lineNo, l]));
  return {
    ...at,
    lines: lines.map((line) => {
      const p = priced.get(line.lineNo);
      return {
        ...line,
        grossAmount: p?.grossAmount ?? 0,
        discountAmount: p?.discountAmount ?? 0,
        netAmount: p?.netAmount ?? 0,
        discounts: [...(p?.discounts ?? [])],
      };
    }),
    applied: [...result.applied],
    shown: [...result.shown],
    notApplied: result.notApplied.map((n) => ({
      offerId: n.offerId,
      offerName: n.offerName,
      reason: n.reason,
      byOfferName: n.byName ?? (n.by ? (offerById.get(n.by)?.name ?? null) : null),
      conditions: conditionsOf(offerById.get(n.offerId)),
    })),
    grossAmount: result.grossAmount,
    discountAmount: result.discountAmount,
    netAmount: result.netAmount,
  };
}
