import { checkGridButtons, type GridSize, pageInputSchema, pageUpdateSchema, resizeGrid } from '@fika/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { layoutCategories, layouts, pageButtons, pages } from '../../platform/db/schema/index.ts';
import { lockLayout } from './layouts.service.ts';
import { checkButtonTargets, loadButtons, type PageView, pageColumns, toPageView } from './page-buttons.ts';
import { buttonsOutsideGrid, categoryPageNotDeletable } from './pos-layouts.errors.ts';

const inLiveLayout = (db: DbOrTx, companyId: string) =>
  inArray(
    pages.layoutId,
    db
      .select({ id: layouts.id })
      .from(layouts)
      .where(and(eq(layouts.companyId, companyId), eq(layouts.deleted, false))),
  );

/**
 * GetPosLayouts (§7), its pages: every page of the company's live layouts, deleted ones included
 * (flagged), so buttons that open a deleted sub-page can say so.
 */
export async function listPages(ctx: Ctx): Promise<PageView[]> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const rows = await ctx.db
    .select(pageColumns)
    .from(pages)
    .where(and(eq(pages.companyId, user.companyId), inLiveLayout(ctx.db, user.companyId)))
    .orderBy(asc(pages.createdAt), asc(pages.id));
  return rows.map(toPageView);
}

async function pageById(db: DbOrTx, companyId: string, pageId: string): Promise<PageView> {
  const [row] = await db
    .select(pageColumns)
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.id, pageId), inLiveLayout(db, companyId)));
  if (!row) throw notFound('Page');
  return toPageView(row);
}

/** GetPage (§7): one page of a live layout of the company (its buttons resolve beside it). */
export async function getPage(ctx: Ctx, pageId: string): Promise<PageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  return pageById(ctx.db, user.companyId, pageId);
}

/** createPage: a sub-page of a layout, reached through a button that links to it. */
export async function createPage(ctx: Ctx, layoutId: string, raw: unknown): Promise<PageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(pageInputSchema, raw);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await lockLayout(tx, user.companyId, layoutId);
    await tx.insert(pages).values({ id, companyId: user.companyId, layoutId, ...input });
  });
  return pageById(ctx.db, user.companyId, id);
}

/**
 * updatePage (§7, "updatePage id with buttons set"): name, translations and grid, and with
 * `buttons.set` all of the page's buttons replaced at once. Without a new set, a resized grid
 * keeps each button at its row and column and is refused if one would fall outside; with one, the
 * positions are read in the new grid. Nothing changes unless every rule holds.
 */
export async function updatePage(ctx: Ctx, pageId: string, raw: unknown): Promise<PageView> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const input = parseInput(pageUpdateSchema, raw);
  const companyId = user.companyId;
  await ctx.db.transaction(async (tx) => {
    const page = await pageById(tx, companyId, pageId);
    if (page.deleted) throw notFound('Page');
    // One editor of a layout's links at a time, so two saves cannot close a loop between them.
    await lockLayout(tx, companyId, page.layoutId);
    const grid: GridSize = { columns: input.columns ?? page.columns, rows: input.rows ?? page.rows };
    const before = await loadButtons(tx, companyId, [pageId]);
    const beforeIds = new Set(before.map((b) => b.id));

    let next: (typeof pageButtons.$inferInsert)[] | null = null;
    if (input.buttons) {
      const set = input.buttons.set;
      const issues = checkGridButtons(set, grid, pageId);
      if (issues.length > 0) {
        throw badInput(
          issues.map((i) => ({ field: `buttons.set.${i.index}.${i.field}`, message: i.message })),
        );
      }
      await checkButtonTargets(
        tx,
        companyId,
        page,
        set,
        before.map((b) => ({
          itemId: b.item?.id ?? null,
          targetPageId: b.targetPage?.id ?? null,
          categoryId: b.category?.id ?? null,
          offerId: b.offer?.id ?? null,
        })),
      );
      const usedIds = new Set<string>();
      next = set.map((button) => {
        // A button keeps its id across saves (the editor tracks it); a new or repeated one gets a new id.
        const id = button.id && beforeIds.has(button.id) && !usedIds.has(button.id) ? button.id : newId();
        usedIds.add(id);
        return {
          id,
          companyId,
          pageId,
          position: button.position,
          type: button.type,
          itemId: button.itemId ?? null,
          targetPageId: button.targetPageId ?? null,
          categoryId: button.categoryId ?? null,
          offerId: button.offerId ?? null,
          label: button.label ?? null,
          color: button.color ?? null,
        };
      });
    } else if (grid.columns !== page.columns || grid.rows !== page.rows) {
      const { kept, outside } = resizeGrid(before, page, grid);
      if (outside.length > 0) {
        const shrunk = (['columns', 'rows'] as const).filter((side) => grid[side] < page[side]);
        throw buttonsOutsideGrid(outside.length, shrunk);
      }
      if (page.columns !== grid.columns) {
        next = kept.map((b) => ({
          id: b.id,
          companyId,
          pageId,
          position: b.position,
          type: b.type,
          itemId: b.item?.id ?? null,
          targetPageId: b.targetPage?.id ?? null,
          categoryId: b.category?.id ?? null,
          offerId: b.offer?.id ?? null,
          label: b.label,
          color: b.color,
        }));
      }
    }

    await tx
      .update(pages)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.nameLang !== undefined ? { nameLang: input.nameLang } : {}),
        columns: grid.columns,
        rows: grid.rows,
      })
      .where(and(eq(pages.companyId, companyId), eq(pages.id, pageId)));
    if (next) {
      // Positions are unique per page: the old buttons go before the new ones come.
      await tx
        .delete(pageButtons)
        .where(and(eq(pageButtons.companyId, companyId), eq(pageButtons.pageId, pageId)));
      if (next.length > 0) await tx.insert(pageButtons).values(next);
    }
  });
  return pageById(ctx.db, companyId, pageId);
}

/**
 * deletePage: soft-deletes a sub-page. Buttons that open it stay and show it as deleted, so the
 * editor can offer to remove them (§2.4). A category's own page goes only with its category.
 */
export async function deletePage(ctx: Ctx, pageId: string): Promise<void> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  const companyId = user.companyId;
  await ctx.db.transaction(async (tx) => {
    const page = await pageById(tx, companyId, pageId);
    if (page.deleted) throw notFound('Page');
    await lockLayout(tx, companyId, page.layoutId);
    const [owner] = await tx
      .select({ id: layoutCategories.id })
      .from(layoutCategories)
      .where(and(eq(layoutCategories.companyId, companyId), eq(layoutCategories.pageId, pageId)));
    if (owner) throw categoryPageNotDeletable();
    await tx
      .update(pages)
      .set({ deleted: true })
      .where(and(eq(pages.companyId, companyId), eq(pages.id, pageId)));
  });
}
