import { upsellSchema } from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { live, scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { items, upsellItems, upsells } from '../../platform/db/schema/index.ts';
import { assertLiveItems, type LinkedItemView } from '../catalogue/item-links.ts';

/** An upsell (§3: name, displayOrder, items in order). */
export interface UpsellView {
  id: string;
  name: string;
  displayOrder: number;
  /** The live items it suggests, in order. */
  items: LinkedItemView[];
}

async function upsellsWhere(db: DbOrTx, companyId: string, ids?: readonly string[]): Promise<UpsellView[]> {
  const rows = await db
    .select({ id: upsells.id, name: upsells.name, displayOrder: upsells.displayOrder })
    .from(upsells)
    .where(and(live(upsells, companyId), ids ? inArray(upsells.id, [...ids]) : undefined))
    .orderBy(asc(upsells.displayOrder), asc(upsells.name), asc(upsells.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ upsellId: upsellItems.upsellId, id: items.id, title: items.title })
    .from(upsellItems)
    .innerJoin(items, and(eq(items.id, upsellItems.itemId), live(items, companyId)))
    .where(
      and(
        scoped(upsellItems, companyId),
        inArray(
          upsellItems.upsellId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(upsellItems.position));
  const byUpsell = new Map<string, LinkedItemView[]>();
  for (const { upsellId, id, title } of links) {
    const list = byUpsell.get(upsellId) ?? [];
    list.push({ id, title });
    byUpsell.set(upsellId, list);
  }
  return rows.map((r) => ({ ...r, items: byUpsell.get(r.id) ?? [] }));
}

async function upsellOf(db: DbOrTx, companyId: string, id: string): Promise<UpsellView> {
  const [upsell] = await upsellsWhere(db, companyId, [id]);
  if (!upsell) throw notFound('Upsell');
  return upsell;
}

/** The company's live upsells in display order (POS_CUSTOMIZATION). */
export async function listUpsells(ctx: Ctx): Promise<UpsellView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return upsellsWhere(ctx.db, user.companyId);
}

/** One live upsell of the caller's company; another company's id is NOT_FOUND. */
export async function getUpsell(ctx: Ctx, id: string): Promise<UpsellView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return upsellOf(ctx.db, user.companyId, id);
}

/** createUpsell / updateUpsell (`id` given): name, display order and the suggested items in order. */
export async function saveUpsell(ctx: Ctx, id: string | null, raw: unknown): Promise<UpsellView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const { companyId } = user;
  // `id !== null`, not `if (id)`: an update must find its row, whatever the id, and never create one.
  if (id !== null) await upsellOf(ctx.db, companyId, id);
  const input = parseInput(upsellSchema, raw);
  const upsellId = id ?? newId();
  await ctx.db.transaction(async (tx) => {
    await assertLiveItems(tx, companyId, input.itemIds);
    const values = { name: input.name, displayOrder: input.displayOrder };
    if (id !== null) {
      await tx
        .update(upsells)
        .set(values)
        .where(and(scoped(upsells, companyId), eq(upsells.id, id)));
      await tx.delete(upsellItems).where(and(scoped(upsellItems, companyId), eq(upsellItems.upsellId, id)));
    } else {
      await tx.insert(upsells).values({ id: upsellId, companyId, ...values });
    }
    if (input.itemIds.length > 0) {
      await tx
        .insert(upsellItems)
        .values(input.itemIds.map((itemId, position) => ({ companyId, upsellId, itemId, position })));
    }
  });
  return upsellOf(ctx.db, companyId, upsellId);
}
