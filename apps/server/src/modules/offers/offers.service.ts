// Offers (§3, §7, issue #14 point 1): every offer type with its targets, venues, schedule and
// steps. A venue-restricted manager sees the offers that apply at one of their venues (or at every
// venue) but changes only offers limited to their own venues: an offer for every venue prices
// sales at venues that are not theirs. Children are replaced as a whole in the offer's transaction.
import {
  canAccessVenue,
  type DiscountValueType,
  formatTimeOfDay,
  isVenueRestricted,
  OFFER_MESSAGE_KEYS,
  type OfferChannel,
  type OfferData,
  type OfferType,
  offerInputSchema,
  offerNameSchema,
  parseTimeOfDay,
} from '@fika/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, type FieldError, forbidden, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, restrictedVenues, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  categories,
  items,
  offerSchedules,
  offerStepChoices,
  offerSteps,
  offers,
  offerTargets,
  offerVenues,
  venues,
} from '../../platform/db/schema/index.ts';
import { loadOfferChildren, NO_CHILDREN, type OfferChildren } from './pricing-offers.ts';

const KEYS = OFFER_MESSAGE_KEYS;

/** An offer's own fields (§3); its targets, venues, schedule and steps load on demand. */
export interface OfferView {
  id: string;
  name: string;
  description: string;
  type: OfferType;
  discountType: DiscountValueType;
  /** Minor units for FIXED and PRICE, whole percent for PERCENTAGE. */
  value: number;
  usableInPos: boolean;
  active: boolean;
  automatic: boolean;
  priority: number;
  combinable: boolean;
  channels: OfferChannel[];
  serviceTypes: string[];
  minQuantity: number | null;
  minOrderAmount: number | null;
  startsOn: string | null;
  endsOn: string | null;
  deleted: boolean;
  updatedAt: Date;
}

/** The columns of {@link OfferView} (POS layout buttons select them with their offer). */
export const offerColumns = {
  id: offers.id,
  name: offers.name,
  description: offers.description,
  type: offers.type,
  discountType: offers.discountType,
  value: offers.value,
  usableInPos: offers.usableInPos,
  active: offers.active,
  automatic: offers.automatic,
  priority: offers.priority,
  combinable: offers.combinable,
  channels: offers.channels,
  serviceTypes: offers.serviceTypes,
  minQuantity: offers.minQuantity,
  minOrderAmount: offers.minOrderAmount,
  startsOn: offers.startsOn,
  endsOn: offers.endsOn,
  deleted: offers.deleted,
  updatedAt: offers.updatedAt,
};

type OfferRow = { type: string; discountType: string; channels: string[] } & Omit<
  OfferView,
  'type' | 'discountType' | 'channels'
>;

/** An offer row as {@link OfferView}. */
export const toOfferView = (row: OfferRow): OfferView => ({
  ...row,
  type: row.type as OfferType,
  discountType: row.discountType as DiscountValueType,
  channels: row.channels as OfferChannel[],
});

const hasNoVenues = sql`not exists (select 1 from ${offerVenues} v where v.offer_id = ${offers.id})`;

/** The live offers `user` sees: all, or for a restricted user those of their venues or every venue. */
export function visibleOffers(user: UserPrincipal): SQL {
  const mine = restrictedVenues(user);
  if (!mine) return live(offers, user);
  return and(
    live(offers, user),
    or(
      hasNoVenues,
      sql`exists (select 1 from ${offerVenues} v where v.offer_id = ${offers.id} and v.venue_id = any(${mine}))`,
    ),
  ) as SQL;
}

/** Whether `user` may change an offer that applies at `venueIds` (empty: every venue). */
export function isOfferEditable(user: UserPrincipal, venueIds: readonly string[]): boolean {
  if (!isVenueRestricted(user.permissions)) return true;
  return venueIds.length > 0 && venueIds.every((id) => canAccessVenue(user.permissions, id));
}

/** The server filter of the offers list. */
export interface OfferFilter {
  search?: string | null;
  type?: OfferType | null;
  active?: boolean | null;
  /** Offers that apply at this venue: its own and those of every venue. */
  venueId?: string | null;
  channel?: OfferChannel | null;
}

const MAX_SEARCH = 200;

/** offers (POS_CUSTOMIZATION): the live offers the caller sees, filtered on the server, by name. */
export async function listOffers(ctx: Ctx, filter: OfferFilter = {}): Promise<OfferView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const where: (SQL | undefined)[] = [visibleOffers(user)];
  const search = filter.search?.trim() ?? '';
  if (search.length > MAX_SEARCH || search.includes('\u0000')) {
    throw badInput([{ field: 'search', message: 'validation.invalid' }]);
  }
  if (search)
    where.push(or(ilike(offers.name, likePattern(search)), ilike(offers.description, likePattern(search))));
  if (filter.type) where.push(eq(offers.type, filter.type));
  if (filter.active !== null && filter.active !== undefined) where.push(eq(offers.active, filter.active));
  if (filter.channel) where.push(sql`${filter.channel} = any(${offers.channels})`);
  if (filter.venueId) {
    await venueScope(ctx.db, user, filter.venueId);
    where.push(
      or(
        hasNoVenues,
        sql`exists (select 1 from ${offerVenues} v where v.offer_id = ${offers.id} and v.venue_id = ${filter.venueId})`,
      ),
    );
  }
  const rows = await ctx.db
    .select(offerColumns)
    .from(offers)
    .where(and(...where))
    .orderBy(asc(sql`lower(${offers.name})`), asc(offers.id));
  return rows.map(toOfferView);
}

/** One live offer the caller sees, or NOT_FOUND (another company's id reads the same). */
export async function offerOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<OfferView> {
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .where(and(visibleOffers(user), eq(offers.id, id)));
  if (!row) throw notFound('Offer');
  return toOfferView(row);
}

/** offer(id) (POS_CUSTOMIZATION). */
export async function getOffer(ctx: Ctx, id: string): Promise<OfferView> {
  return offerOf(ctx.db, requireScope(ctx, 'POS_CUSTOMIZATION'), id);
}

/** An offer's children as `user` may see them (a restricted user: only their venues named). */
export function childrenFor(
  user: UserPrincipal,
  children: OfferChildren,
): { venueIds: string[] } & OfferChildren {
  return { ...children, venueIds: children.venueIds.filter((id) => canAccessVenue(user.permissions, id)) };
}

// Every item, category and venue named must be the company's, live, and (venues) visible to the
// caller: anything else is a field error at the place it was named, and nothing is written.
async function checkReferences(db: DbOrTx, user: UserPrincipal, input: OfferData): Promise<void> {
  const errors: FieldError[] = [];
  const itemIds = new Set<string>();
  const categoryIds = new Set<string>();
  for (const t of input.targets) {
    if (t.itemId) itemIds.add(t.itemId);
    if (t.categoryId) categoryIds.add(t.categoryId);
  }
  for (const step of input.steps) for (const c of step.choices) itemIds.add(c.itemId);
  const [knownItems, knownCategories, knownVenues] = await Promise.all([
    itemIds.size === 0
      ? []
      : db
          .select({ id: items.id })
          .from(items)
          .where(and(live(items, user), inArray(items.id, [...itemIds]))),
    categoryIds.size === 0
      ? []
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(and(live(categories, user), inArray(categories.id, [...categoryIds]))),
    input.venueIds.length === 0
      ? []
      : db
          .select({ id: venues.id })
          .from(venues)
          .where(and(live(venues, user), inArray(venues.id, input.venueIds))),
  ]);
  const item = new Set(knownItems.map((r) => r.id));
  const category = new Set(knownCategories.map((r) => r.id));
  const venue = new Set(knownVenues.map((r) => r.id));
  input.targets.forEach((t, index) => {
    if (t.itemId && !item.has(t.itemId)) errors.push({ field: `targets.${index}`, message: KEYS.item });
    if (t.categoryId && !category.has(t.categoryId)) {
      errors.push({ field: `targets.${index}`, message: KEYS.category });
    }
  });
  input.steps.forEach((step, s) => {
    step.choices.forEach((c, index) => {
      if (!item.has(c.itemId))
        errors.push({ field: `steps.${s}.choices.${index}.itemId`, message: KEYS.item });
    });
  });
  input.venueIds.forEach((id, index) => {
    if (!venue.has(id) || !canAccessVenue(user.permissions, id)) {
      errors.push({ field: `venueIds.${index}`, message: KEYS.venue });
    }
  });
  // A restricted manager cannot make an offer for every venue: it would price sales beyond theirs.
  if (input.venueIds.length === 0 && isVenueRestricted(user.permissions)) {
    errors.push({ field: 'venueIds', message: KEYS.venue });
  }
  if (errors.length > 0) throw badInput(errors);
}

function offerValues(input: OfferData) {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    discountType: input.discountType,
    value: input.value,
    usableInPos: input.usableInPos,
    active: input.active,
    automatic: input.automatic,
    priority: input.priority,
    combinable: input.combinable,
    channels: input.channels,
    serviceTypes: input.serviceTypes,
    minQuantity: input.minQuantity,
    minOrderAmount: input.minOrderAmount,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}

type OfferChildrenInput = Pick<OfferData, 'targets' | 'venueIds' | 'schedule' | 'steps'>;

/** Writes an offer's children (after its old ones are gone), in the caller's transaction. */
async function insertChildren(tx: Tx, companyId: string, offerId: string, input: OfferChildrenInput) {
  if (input.targets.length > 0) {
    await tx
      .insert(offerTargets)
      .values(input.targets.map((t, position) => ({ companyId, offerId, position, ...t })));
  }
  if (input.venueIds.length > 0) {
    await tx.insert(offerVenues).values(input.venueIds.map((venueId) => ({ companyId, offerId, venueId })));
  }
  if (input.schedule.length > 0) {
    await tx.insert(offerSchedules).values(
      input.schedule.map((range, position) => ({
        companyId,
        offerId,
        position,
        weekday: range.weekday,
        startMinute: parseTimeOfDay(range.start) ?? 0,
        endMinute: parseTimeOfDay(range.end, true) ?? 0,
      })),
    );
  }
  if (input.steps.length === 0) return;
  const steps = input.steps.map((step, position) => ({
    id: newId(),
    companyId,
    offerId,
    position,
    name: step.name,
  }));
  await tx.insert(offerSteps).values(steps);
  const choices = input.steps.flatMap((step, s) =>
    step.choices.map((c, position) => ({
      companyId,
      offerId,
      stepId: steps[s]?.id ?? '',
      position,
      itemId: c.itemId,
      price: c.price,
    })),
  );
  if (choices.length > 0) await tx.insert(offerStepChoices).values(choices);
}

async function deleteChildren(tx: Tx, companyId: string, offerId: string) {
  const mine = (t: { companyId: AnyPgColumn; offerId: AnyPgColumn }) =>
    and(eq(t.companyId, companyId), eq(t.offerId, offerId));
  // Choices go with their steps (cascade).
  await tx.delete(offerTargets).where(mine(offerTargets));
  await tx.delete(offerVenues).where(mine(offerVenues));
  await tx.delete(offerSchedules).where(mine(offerSchedules));
  await tx.delete(offerSteps).where(mine(offerSteps));
}

/** An offer `user` sees and may change (FORBIDDEN when it reaches beyond their venues). */
async function editableOffer(db: DbOrTx, user: UserPrincipal, id: string): Promise<OfferView> {
  const offer = await offerOf(db, user, id);
  const children = (await loadOfferChildren(db, user.companyId, [id])).get(id);
  if (!isOfferEditable(user, children?.venueIds ?? [])) throw forbidden();
  return offer;
}

/**
 * createOffer / updateOffer (`id` given; POS_CUSTOMIZATION): every offer type, checked by the
 * domain's offer rules, with items, categories and venues of the company that the caller sees.
 * The offer row is written first: on an update it locks the offer, so two saves of one offer
 * replace its children one after the other, never interleaved.
 */
export async function saveOffer(ctx: Ctx, id: string | null, raw: unknown): Promise<OfferView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { companyId } = user;
  if (id !== null) await editableOffer(ctx.db, user, id);
  const input = parseInput(offerInputSchema, raw);
  await checkReferences(ctx.db, user, input);
  const offerId = id ?? newId();
  await ctx.db.transaction(async (tx) => {
    if (id !== null) {
      const updated = await tx
        .update(offers)
        .set({ ...offerValues(input), updatedAt: new Date() })
        .where(and(live(offers, user), eq(offers.id, id)))
        .returning({ id: offers.id });
      // Deleted between the read above and now.
      if (updated.length === 0) throw notFound('Offer');
      await deleteChildren(tx, companyId, id);
    } else {
      await tx.insert(offers).values({ id: offerId, companyId, ...offerValues(input) });
    }
    await insertChildren(tx, companyId, offerId, input);
  });
  return offerOf(ctx.db, user, offerId);
}

/**
 * duplicateOffer: a copy of an offer with all its children, named `name` (the screen words "Copy
 * of …" in the user's language) and inactive, so it never stacks with the original by surprise.
 */
export async function duplicateOffer(ctx: Ctx, id: string, name: string): Promise<OfferView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const source = await editableOffer(ctx.db, user, id);
  const children = (await loadOfferChildren(ctx.db, user.companyId, [id])).get(id) ?? NO_CHILDREN;
  const copyName = parseInput(offerNameSchema, { name }).name;
  const copyId = newId();
  await ctx.db.transaction(async (tx) => {
    const { id: _id, deleted: _deleted, updatedAt: _updatedAt, ...fields } = source;
    await tx
      .insert(offers)
      .values({ ...fields, id: copyId, companyId: user.companyId, name: copyName, active: false });
    await insertChildren(tx, user.companyId, copyId, {
      targets: children.targets.map((t) => ({ ...t })),
      venueIds: [...children.venueIds],
      schedule: children.schedule.map((s) => ({
        weekday: s.weekday,
        start: formatTimeOfDay(s.startMinute),
        end: formatTimeOfDay(s.endMinute),
      })),
      steps: children.steps.map((s) => ({ name: s.name, choices: s.choices.map((c) => ({ ...c })) })),
    });
  });
  return offerOf(ctx.db, user, copyId);
}

/** setOfferActive: turns an offer on or off without touching anything else. */
export async function setOfferActive(ctx: Ctx, id: string, active: boolean): Promise<OfferView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await editableOffer(ctx.db, user, id);
  const updated = await ctx.db
    .update(offers)
    .set({ active, updatedAt: new Date() })
    .where(and(live(offers, user), eq(offers.id, id)))
    .returning({ id: offers.id });
  if (updated.length === 0) throw notFound('Offer');
  return offerOf(ctx.db, user, id);
}

/** What the offer form's pickers offer: the company's live items (with their default price) and categories, by name. */
export async function offerChoices(ctx: Ctx): Promise<{
  items: { id: string; name: string; price: number }[];
  categories: { id: string; name: string }[];
}> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const [itemRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ id: items.id, name: items.title, price: items.defaultPrice })
      .from(items)
      .where(live(items, user))
      .orderBy(asc(items.title), asc(items.id)),
    ctx.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(live(categories, user))
      .orderBy(asc(categories.name), asc(categories.id)),
  ]);
  return { items: itemRows, categories: categoryRows };
}

/** GetBundleOffers (§7): the company's live offers of type BUNDLE usable at the POS, by name. */
export async function listBundleOffers(ctx: Ctx): Promise<OfferView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const rows = await ctx.db
    .select(offerColumns)
    .from(offers)
    .where(and(live(offers, user), eq(offers.type, 'BUNDLE'), eq(offers.usableInPos, true)))
    .orderBy(asc(offers.name), asc(offers.id));
  return rows.map(toOfferView);
}
