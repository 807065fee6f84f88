import {
  applyPriceChange,
  bulkItemsSchema,
  CATALOGUE_MESSAGE_KEYS,
  checkVatRate,
  defaultItemVat,
  type ItemCreate,
  type ItemUpdate,
  isStorablePrice,
  itemCreateSchema,
  itemUpdateSchema,
  priceSchema,
} from '@fika/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ActionResult, ok } from '../../kernel/builder.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { slices } from '../../lib/slices.ts';
import type { Tx } from '../../platform/db/client.ts';
import { categories, itemCategories, items, itemUpsells } from '../../platform/db/schema/index.ts';
import { syncAllArticlesEntry } from './all-articles.ts';
import { companyCountry, type ItemView, itemsByIds, storedTranslations } from './catalogue.service.ts';
import { writeItemModifications, writeItemStations } from './item-links.ts';
import { assertLive, REFERABLE } from './references.ts';

/** One live item of the caller's company, or NOT_FOUND. */
async function itemOf(ctx: Ctx, user: UserPrincipal, id: string): Promise<ItemView> {
  const [item] = await itemsByIds(ctx.db, user.companyId, [id]);
  if (!item) throw notFound('Item');
  return item;
}

/** One item with every §3 field (POS_CUSTOMIZATION); another company's id is NOT_FOUND. */
export async function getItem(ctx: Ctx, id: string): Promise<ItemView> {
  return itemOf(ctx, requireScope(ctx, 'POS_CUSTOMIZATION'), id);
}

type Links = Pick<
  ItemUpdate,
  'categoryIds' | 'appliedVariationIds' | 'defaultVariationsIds' | 'upsellIds' | 'stationIds'
>;

// Every id an item points at must be a live entity the caller may see (another company's reads
// like a missing one); modification groups, preselections and stations are checked where they are
// written.
async function checkReferences(
  tx: Tx,
  user: UserPrincipal,
  input: Links & { courseTypeId?: string | null; imageId?: string | null },
): Promise<void> {
  const { companyId } = user;
  await assertLive(tx, REFERABLE.category, companyId, input.categoryIds ?? []);
  await assertLive(tx, REFERABLE.courseType, companyId, [input.courseTypeId]);
  await assertLive(tx, REFERABLE.image, companyId, [input.imageId]);
  await assertLive(tx, REFERABLE.upsell, companyId, input.upsellIds ?? []);
}

// The modifications area names the preselection field after its own mutations; items call it
// defaultVariationsIds (§3).
async function writeModifications(tx: Tx, companyId: string, itemId: string, links: Links): Promise<void> {
  if (links.appliedVariationIds === undefined && links.defaultVariationsIds === undefined) return;
  try {
    await writeItemModifications(tx, companyId, itemId, {
      groupIds: links.appliedVariationIds,
      defaultIds: links.defaultVariationsIds,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
    throw badInput(
      error.fieldErrors.map((e) =>
        e.field === 'defaultModificationIds' || e.field === 'modificationIds'
          ? { ...e, field: 'defaultVariationsIds' }
          : e,
      ),
    );
  }
}

// Replaces each link list the input names; lists it leaves out stay as they are.
async function writeLinks(tx: Tx, user: UserPrincipal, itemId: string, links: Links): Promise<void> {
  const { companyId } = user;
  if (links.categoryIds !== undefined) {
    await tx
      .delete(itemCategories)
      .where(and(eq(itemCategories.companyId, companyId), eq(itemCategories.itemId, itemId)));
    if (links.categoryIds.length > 0) {
      await tx
        .insert(itemCategories)
        .values(
          links.categoryIds.map((categoryId, position) => ({ companyId, itemId, categoryId, position })),
        );
    }
  }
  await writeModifications(tx, companyId, itemId, links);
  if (links.upsellIds !== undefined) {
    await tx
      .delete(itemUpsells)
      .where(and(eq(itemUpsells.companyId, companyId), eq(itemUpsells.itemId, itemId)));
    if (links.upsellIds.length > 0) {
      await tx
        .insert(itemUpsells)
        .values(links.upsellIds.map((upsellId) => ({ companyId, itemId, upsellId })));
    }
  }
  if (links.stationIds !== undefined) await writeItemStations(tx, user, itemId, links.stationIds);
}

function assertVat(user: UserPrincipal, vatRate: number, field = 'vatRate'): void {
  const problem = checkVatRate(companyCountry(user), vatRate);
  if (problem) throw badInput([{ field, message: problem }]);
}

/** The VAT of a new item: as given, else its first category's, else the country's standard rate. */
async function newItemVat(tx: Tx, user: UserPrincipal, input: Pick<ItemCreate, 'vatRate' | 'categoryIds'>) {
  if (input.vatRate !== undefined) return input.vatRate;
  const first = input.categoryIds[0];
  const [category] = first
    ? await tx
        .select({ vatRate: categories.vatRate })
        .from(categories)
        .where(and(eq(categories.companyId, user.companyId), eq(categories.id, first)))
    : [];
  return defaultItemVat(companyCountry(user), category?.vatRate);
}

/**
 * createItem (§7): a new item of the caller's company with its links, and its 'All articles'
 * entry in the same transaction. The VAT defaults to the first category's and must be one of the
 * country's choices (§9).
 */
export async function createItem(ctx: Ctx, raw: unknown): Promise<ItemView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(itemCreateSchema, raw);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, user, input);
    const vatRate = await newItemVat(tx, user, input);
    assertVat(user, vatRate);
    await tx.insert(items).values({
      id,
      companyId: user.companyId,
      title: input.title,
      titleLang: storedTranslations(input.titleLang),
      description: input.description,
      descriptionLang: storedTranslations(input.descriptionLang),
      defaultPrice: input.defaultPrice ?? 0,
      manualPrice: input.manualPrice,
      volumeSuffix: input.volumeSuffix,
      weightUnit: input.weightUnit,
      vatRate,
      courseTypeId: input.courseTypeId,
      allergens: input.allergens,
      imageId: input.imageId,
    });
    await writeLinks(tx, user, id, input);
    await syncAllArticlesEntry(tx, user.companyId, [id]);
  });
  return itemOf(ctx, user, id);
}

/** updateItem (§7): changes the fields `data` names; a new default price moves the 'All articles' entry too. */
export async function updateItem(ctx: Ctx, id: string, raw: unknown): Promise<ItemView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const data = parseInput(itemUpdateSchema, raw);
  await itemOf(ctx, user, id);
  if (data.vatRate !== undefined) assertVat(user, data.vatRate);
  await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, user, data);
    const set: Partial<typeof items.$inferInsert> = {};
    if (data.title !== undefined) set.title = data.title;
    if (data.titleLang !== undefined) set.titleLang = storedTranslations(data.titleLang);
    if (data.description !== undefined) set.description = data.description;
    if (data.descriptionLang !== undefined) set.descriptionLang = storedTranslations(data.descriptionLang);
    if (data.defaultPrice !== undefined) set.defaultPrice = data.defaultPrice;
    if (data.manualPrice !== undefined) set.manualPrice = data.manualPrice;
    if (data.volumeSuffix !== undefined) set.volumeSuffix = data.volumeSuffix;
    if (data.weightUnit !== undefined) set.weightUnit = data.weightUnit;
    if (data.vatRate !== undefined) set.vatRate = data.vatRate;
    if (data.courseTypeId !== undefined) set.courseTypeId = data.courseTypeId;
    if (data.allergens !== undefined) set.allergens = data.allergens;
    if (data.imageId !== undefined) set.imageId = data.imageId;
    await tx
      .update(items)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(items.companyId, user.companyId), eq(items.id, id)));
    await writeLinks(tx, user, id, data);
    if (data.defaultPrice !== undefined) await syncAllArticlesEntry(tx, user.companyId, [id]);
  });
  return itemOf(ctx, user, id);
}

/** updateItemPrice (§5, §7): the item's default price and its 'All articles' entry, together. */
export async function updateItemPrice(ctx: Ctx, itemId: string, price: unknown): Promise<ActionResult> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const parsed = priceSchema.safeParse(price);
  if (!parsed.success) throw badInput([{ field: 'price', message: CATALOGUE_MESSAGE_KEYS.price }]);
  await itemOf(ctx, user, itemId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ defaultPrice: parsed.data, updatedAt: new Date() })
      .where(and(eq(items.companyId, user.companyId), eq(items.id, itemId)));
    await syncAllArticlesEntry(tx, user.companyId, [itemId]);
  });
  return ok();
}

/** What a bulk edit changed. */
export interface BulkResult {
  success: boolean;
  count: number;
}

/**
 * bulkUpdateItems: the same categories, VAT and/or price change for every selected item, all or
 * nothing — one unknown id, a VAT outside the country's choices or a price a change would make
 * invalid, and nothing is written.
 */
export async function bulkUpdateItems(ctx: Ctx, raw: unknown): Promise<BulkResult> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(bulkItemsSchema, raw);
  const companyId = user.companyId;
  if (input.vatRate != null) assertVat(user, input.vatRate);
  await ctx.db.transaction(async (tx) => {
    const current: { id: string; price: number }[] = [];
    for (const ids of slices(input.ids)) {
      current.push(
        ...(await tx
          .select({ id: items.id, price: items.defaultPrice })
          .from(items)
          .where(and(eq(items.companyId, companyId), eq(items.deleted, false), inArray(items.id, ids)))),
      );
    }
    if (current.length !== input.ids.length) throw notFound('Item');
    if (input.categoryIds) await assertLive(tx, REFERABLE.category, companyId, input.categoryIds);
    const change = input.price;
    const priced = change
      ? current.map((row) => ({ id: row.id, price: applyPriceChange(row.price, change) }))
      : [];
    if (priced.some((row) => !isStorablePrice(row.price))) {
      throw badInput([{ field: 'price', message: CATALOGUE_MESSAGE_KEYS.price }]);
    }

    const categoryIds = input.categoryIds;
    for (const ids of slices(input.ids)) {
      if (categoryIds) {
        await tx
          .delete(itemCategories)
          .where(and(eq(itemCategories.companyId, companyId), inArray(itemCategories.itemId, ids)));
        const links = ids.flatMap((itemId) =>
          categoryIds.map((categoryId, position) => ({ companyId, itemId, categoryId, position })),
        );
        for (const part of slices(links)) await tx.insert(itemCategories).values(part);
      }
      if (input.vatRate != null) {
        await tx
          .update(items)
          .set({ vatRate: input.vatRate, updatedAt: new Date() })
          .where(and(eq(items.companyId, companyId), inArray(items.id, ids)));
      }
    }
    for (const part of slices(priced)) {
      const values = sql.join(
        part.map((row) => sql`(${row.id}, ${row.price}::integer)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${items} set default_price = v.price, updated_at = now() from (values ${values}) as v(id, price) where ${items.companyId} = ${companyId} and ${items.id} = v.id and ${items.defaultPrice} <> v.price`,
      );
    }
    if (priced.length > 0) await syncAllArticlesEntry(tx, companyId, input.ids);
  });
  return { success: true, count: input.ids.length };
}
