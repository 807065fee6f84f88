import {
  isPermutation,
  MODIFICATION_MESSAGE_KEYS,
  type ModificationGroup,
  modificationGroupSchema,
  modificationSchema,
} from '@fika/domain';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  itemDefaultModifications,
  itemModificationGroups,
  modificationGroups,
  modifications,
} from '../../platform/db/schema/index.ts';
import { storedTranslations, type TranslationsView, toTranslations } from '../catalogue/catalogue.service.ts';
import { writeGroupItems } from '../catalogue/item-links.ts';

/** A modification as the API shows it. */
export interface ModificationView {
  id: string;
  groupId: string;
  name: string;
  nameLang: TranslationsView;
  /** Minor units; negative takes money off (e.g. "no cheese"). */
  price: number;
  position: number;
}

/** A modification group with its live modifications in order. */
export interface ModificationGroupView {
  id: string;
  title: string;
  titleLang: TranslationsView;
  minSelections: number;
  maxSelections: number | null;
  modifications: ModificationView[];
}

/** §3 "Modification group: result carries success, error, message, id" — plus the saved group. */
export interface ModificationGroupResult {
  success: boolean;
  error: string | null;
  message: string | null;
  id: string;
  group: ModificationGroupView;
}

const liveGroup = (companyId: string) =>
  and(eq(modificationGroups.companyId, companyId), eq(modificationGroups.deleted, false));
const liveModification = (companyId: string) =>
  and(eq(modifications.companyId, companyId), eq(modifications.deleted, false));

const modificationColumns = {
  id: modifications.id,
  groupId: modifications.groupId,
  name: modifications.name,
  nameLang: modifications.nameLang,
  price: modifications.price,
  position: modifications.position,
};

type ModificationRow = Omit<ModificationView, 'nameLang'> & {
  nameLang: Parameters<typeof toTranslations>[0];
};
const toModificationView = (row: ModificationRow): ModificationView => ({
  ...row,
  nameLang: toTranslations(row.nameLang),
});

// Groups first (a company has tens of them), then all their modifications in one query beside.
async function groupsWhere(
  db: DbOrTx,
  companyId: string,
  ids?: readonly string[],
): Promise<ModificationGroupView[]> {
  const groups = await db
    .select({
      id: modificationGroups.id,
      title: modificationGroups.title,
      titleLang: modificationGroups.titleLang,
      minSelections: modificationGroups.minSelections,
      maxSelections: modificationGroups.maxSelections,
    })
    .from(modificationGroups)
    .where(and(liveGroup(companyId), ids ? inArray(modificationGroups.id, [...ids]) : undefined))
    .orderBy(asc(modificationGroups.title), asc(modificationGroups.id));
  if (groups.length === 0) return [];
  const rows = await db
    .select(modificationColumns)
    .from(modifications)
    .where(
      and(
        liveModification(companyId),
        inArray(
          modifications.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(modifications.position), asc(modifications.name));
  const byGroup = new Map<string, ModificationView[]>();
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? [];
    list.push(toModificationView(row));
    byGroup.set(row.groupId, list);
  }
  return groups.map((g) => ({
    ...g,
    titleLang: toTranslations(g.titleLang),
    modifications: byGroup.get(g.id) ?? [],
  }));
}

async function groupOf(db: DbOrTx, companyId: string, id: string): Promise<ModificationGroupView> {
  const [group] = await groupsWhere(db, companyId, [id]);
  if (!group) throw notFound('Modification group');
  return group;
}

/** The company's live modification groups by title, each with its modifications (POS_CUSTOMIZATION). */
export async function listModificationGroups(ctx: Ctx): Promise<ModificationGroupView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return groupsWhere(ctx.db, user.companyId);
}

/** One live group of the caller's company; another company's id is NOT_FOUND. */
export async function getModificationGroup(ctx: Ctx, id: string): Promise<ModificationGroupView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return groupOf(ctx.db, user.companyId, id);
}

// Lowering maxSelections below what items already preselect would break their defaults.
async function assertMaxCoversDefaults(
  tx: Tx,
  companyId: string,
  groupId: string,
  maxSelections: number | null,
) {
  if (maxSelections === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(itemDefaultModifications)
    .innerJoin(
      modifications,
      and(
        eq(modifications.id, itemDefaultModifications.modificationId),
        eq(modifications.companyId, companyId),
        eq(modifications.groupId, groupId),
        eq(modifications.deleted, false),
      ),
    )
    .where(eq(itemDefaultModifications.companyId, companyId))
    .groupBy(itemDefaultModifications.itemId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if ((row?.n ?? 0) > maxSelections) {
    throw badInput([{ field: 'maxSelections', message: MODIFICATION_MESSAGE_KEYS.maxBelowDefaults }]);
  }
}

// The group's modifications become exactly `list`, in its order: entries with an id update that
// modification, new ones are created, the rest are deleted and leave the items' defaults.
async function syncModifications(
  tx: Tx,
  companyId: string,
  groupId: string,
  list: NonNullable<ModificationGroup['modifications']>,
): Promise<void> {
  const current = await tx
    .select({ id: modifications.id })
    .from(modifications)
    .where(and(liveModification(companyId), eq(modifications.groupId, groupId)));
  const known = new Set(current.map((m) => m.id));
  if (list.some((m) => m.id !== null && !known.has(m.id))) throw notFound('Modification');
  const kept = list.map((m) => m.id).filter((id): id is string => id !== null);
  const dropped = [...known].filter((id) => !kept.includes(id));
  if (dropped.length > 0) await removeModifications(tx, companyId, dropped);
  for (const [position, m] of list.entries()) {
    const values = { name: m.name, nameLang: storedTranslations(m.nameLang), price: m.price, position };
    if (m.id === null) {
      await tx.insert(modifications).values({ id: newId(), companyId, groupId, ...values });
    } else {
      await tx
        .update(modifications)
        .set(values)
        .where(and(eq(modifications.companyId, companyId), eq(modifications.id, m.id)));
    }
  }
}

/** Soft-deletes modifications and takes them off every item's defaults. */
export async function removeModifications(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(itemDefaultModifications)
    .where(
      and(
        eq(itemDefaultModifications.companyId, companyId),
        inArray(itemDefaultModifications.modificationId, [...ids]),
      ),
    );
  await tx
    .update(modifications)
    .set({ deleted: true })
    .where(and(eq(modifications.companyId, companyId), inArray(modifications.id, [...ids])));
}

/** Soft-deletes a group and its modifications, and takes it off every item (with those defaults). */
export async function removeModificationGroup(tx: Tx, companyId: string, groupId: string): Promise<void> {
  const own = await tx
    .select({ id: modifications.id })
    .from(modifications)
    .where(and(eq(modifications.companyId, companyId), eq(modifications.groupId, groupId)));
  await removeModifications(
    tx,
    companyId,
    own.map((m) => m.id),
  );
  await tx
    .delete(itemModificationGroups)
    .where(and(eq(itemModificationGroups.companyId, companyId), eq(itemModificationGroups.groupId, groupId)));
  await tx
    .update(modificationGroups)
    .set({ deleted: true })
    .where(and(eq(modificationGroups.companyId, companyId), eq(modificationGroups.id, groupId)));
}

function saved(group: ModificationGroupView, message: string): ModificationGroupResult {
  return { success: true, error: null, message, id: group.id, group };
}

/**
 * createModificationGroup: titles in four languages, min/max selections (min <= max), optionally
 * its modifications in order and the items that offer it, all in one transaction.
 */
export async function createModificationGroup(ctx: Ctx, raw: unknown): Promise<ModificationGroupResult> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(modificationGroupSchema, raw);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(modificationGroups).values({
      id,
      companyId: user.companyId,
      title: input.title,
      titleLang: storedTranslations(input.titleLang),
      minSelections: input.minSelections,
      maxSelections: input.maxSelections,
    });
    if (input.modifications) {
      if (input.modifications.some((m) => m.id !== null)) throw notFound('Modification');
      await syncModifications(tx, user.companyId, id, input.modifications);
    }
    if (input.itemIds) await writeGroupItems(tx, user.companyId, id, input.itemIds);
  });
  return saved(await groupOf(ctx.db, user.companyId, id), 'Modification group created.');
}

/** updateModificationGroup: like create; lists left out (modifications, itemIds) stay as they are. */
export async function updateModificationGroup(
  ctx: Ctx,
  id: string,
  raw: unknown,
): Promise<ModificationGroupResult> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await groupOf(ctx.db, user.companyId, id);
  const input = parseInput(modificationGroupSchema, raw);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(modificationGroups)
      .set({
        title: input.title,
        titleLang: storedTranslations(input.titleLang),
        minSelections: input.minSelections,
        maxSelections: input.maxSelections,
      })
      .where(and(eq(modificationGroups.companyId, user.companyId), eq(modificationGroups.id, id)));
    if (input.modifications) await syncModifications(tx, user.companyId, id, input.modifications);
    if (input.itemIds) await writeGroupItems(tx, user.companyId, id, input.itemIds);
    await assertMaxCoversDefaults(tx, user.companyId, id, input.maxSelections);
  });
  return saved(await groupOf(ctx.db, user.companyId, id), 'Modification group saved.');
}

async function modificationOf(db: DbOrTx, companyId: string, id: string): Promise<ModificationView> {
  const [row] = await db
    .select(modificationColumns)
    .from(modifications)
    .innerJoin(
      modificationGroups,
      and(eq(modificationGroups.id, modifications.groupId), liveGroup(companyId)),
    )
    .where(and(liveModification(companyId), eq(modifications.id, id)));
  if (!row) throw notFound('Modification');
  return toModificationView(row);
}

/** createVariation: a new modification at the end of a live group of the caller's company. */
export async function createVariation(ctx: Ctx, groupId: string, raw: unknown): Promise<ModificationView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await groupOf(ctx.db, user.companyId, groupId);
  const input = parseInput(modificationSchema, raw);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    // Serialises concurrent additions to one group, so positions stay distinct.
    await tx.execute(
      sql`select 1 from ${modificationGroups} where ${modificationGroups.id} = ${groupId} for update`,
    );
    const [last] = await tx
      .select({ position: max(modifications.position) })
      .from(modifications)
      .where(and(liveModification(user.companyId), eq(modifications.groupId, groupId)));
    await tx.insert(modifications).values({
      id,
      companyId: user.companyId,
      groupId,
      name: input.name,
      nameLang: storedTranslations(input.nameLang),
      price: input.price,
      position: (last?.position ?? -1) + 1,
    });
  });
  return modificationOf(ctx.db, user.companyId, id);
}

/** updateVariation: a modification's name, price and (when given) its name in four languages. */
export async function updateVariation(ctx: Ctx, id: string, raw: unknown): Promise<ModificationView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  await modificationOf(ctx.db, user.companyId, id);
  const input = parseInput(modificationSchema, raw);
  // A quick price edit sends no translations: they stay as they are.
  const givesLang = (raw as { nameLang?: unknown } | null)?.nameLang != null;
  await ctx.db
    .update(modifications)
    .set({
      name: input.name,
      price: input.price,
      ...(givesLang ? { nameLang: storedTranslations(input.nameLang) } : {}),
    })
    .where(and(eq(modifications.companyId, user.companyId), eq(modifications.id, id)));
  return modificationOf(ctx.db, user.companyId, id);
}

/** reorderModifications: the group's modifications in a new order — exactly its live ones, each once. */
export async function reorderModifications(
  ctx: Ctx,
  groupId: string,
  ids: readonly string[],
): Promise<ModificationGroupView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const group = await groupOf(ctx.db, user.companyId, groupId);
  const current = group.modifications.map((m) => m.id);
  if (!isPermutation(current, ids)) {
    throw badInput([{ field: 'modificationIds', message: MODIFICATION_MESSAGE_KEYS.notSameModifications }]);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(modifications)
        .set({ position })
        .where(and(eq(modifications.companyId, user.companyId), eq(modifications.id, id)));
    }
  });
  return groupOf(ctx.db, user.companyId, groupId);
}
