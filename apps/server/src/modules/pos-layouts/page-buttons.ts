import { findPageCycle, LAYOUT_MESSAGE_KEYS, type PageButtonInput, type PageButtonType } from '@fika/domain';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  items,
  offers,
  pageButtons,
  pages,
  type Translations,
} from '../../platform/db/schema/index.ts';
import { type TranslationsView, toTranslations } from '../catalogue/catalogue.service.ts';
import { type OfferView, offerColumns, toOfferView } from '../offers/offers.service.ts';

/** A page as the editor lists it: name, grid and whether it was deleted. */
export interface PageView {
  id: string;
  layoutId: string;
  name: string;
  nameLang: TranslationsView;
  columns: number;
  rows: number;
  deleted: boolean;
}

/** The columns of {@link PageView}, for selects and joins. */
export const pageColumns = {
  id: pages.id,
  layoutId: pages.layoutId,
  name: pages.name,
  nameLang: pages.nameLang,
  columns: pages.columns,
  rows: pages.rows,
  deleted: pages.deleted,
};

/** A page row as {@link PageView}. */
export const toPageView = (row: Omit<PageView, 'nameLang'> & { nameLang: Translations }): PageView => ({
  ...row,
  nameLang: toTranslations(row.nameLang),
});

/** A button of a page with what it points at; a target that was deleted says so. */
export interface PageButtonView {
  id: string;
  pageId: string;
  position: number;
  type: PageButtonType;
  label: string | null;
  color: string | null;
  item: { id: string; title: string; defaultPrice: number; deleted: boolean } | null;
  targetPage: PageView | null;
  category: { id: string; name: string; color: string | null; deleted: boolean } | null;
  offer: OfferView | null;
}

const targetPages = alias(pages, 'target_pages');

/** The buttons of `pageIds` in position order, with their targets, in one query. */
export async function loadButtons(
  db: DbOrTx,
  companyId: string,
  pageIds: readonly string[],
): Promise<PageButtonView[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .select({
      id: pageButtons.id,
      pageId: pageButtons.pageId,
      position: pageButtons.position,
      type: pageButtons.type,
      label: pageButtons.label,
      color: pageButtons.color,
      item: { id: items.id, title: items.title, defaultPrice: items.defaultPrice, deleted: items.deleted },
      targetPage: {
        id: targetPages.id,
        layoutId: targetPages.layoutId,
        name: targetPages.name,
        nameLang: targetPages.nameLang,
        columns: targetPages.columns,
        rows: targetPages.rows,
        deleted: targetPages.deleted,
      },
      category: {
        id: categories.id,
        name: categories.name,
        color: categories.color,
        deleted: categories.deleted,
      },
      offer: offerColumns,
    })
    .from(pageButtons)
    .leftJoin(items, and(eq(items.companyId, pageButtons.companyId), eq(items.id, pageButtons.itemId)))
    .leftJoin(
      targetPages,
      and(eq(targetPages.companyId, pageButtons.companyId), eq(targetPages.id, pageButtons.targetPageId)),
    )
    .leftJoin(
      categories,
      and(eq(categories.companyId, pageButtons.companyId), eq(categories.id, pageButtons.categoryId)),
    )
    .leftJoin(offers, and(eq(offers.companyId, pageButtons.companyId), eq(offers.id, pageButtons.offerId)))
    .where(and(eq(pageButtons.companyId, companyId), inArray(pageButtons.pageId, [...pageIds])))
    .orderBy(asc(pageButtons.pageId), asc(pageButtons.position));
  return rows.map((row) => ({
    ...row,
    type: row.type as PageButtonType,
    targetPage: row.targetPage && toPageView(row.targetPage),
    offer: row.offer && toOfferView(row.offer),
  }));
}

const loaders = new WeakMap<Ctx, DataLoader<string, PageButtonView[]>>();

/**
 * The buttons of one page, batched per request: a list of pages asking for its buttons costs one
 * query. Not cached, so a page read after updatePage in the same request sees the new buttons.
 */
export function buttonsOfPage(ctx: Ctx, pageId: string): Promise<PageButtonView[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    const { companyId } = requireScope(ctx, 'POS_CUSTOMIZATION');
    loader = new DataLoader(
      async (ids) => {
        const buttons = await loadButtons(ctx.db, companyId, ids);
        return ids.map((id) => buttons.filter((b) => b.pageId === id));
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader.load(pageId);
}

/** What a page's buttons pointed at before an update: those links may stay even if since deleted. */
export interface ButtonTargets {
  itemId: string | null;
  targetPageId: string | null;
  categoryId: string | null;
  offerId: string | null;
}

const distinct = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => v !== undefined)),
];

/**
 * The references of a new set of buttons for page `page`: every item, category, bundle offer and
 * page must belong to the company (pages to the same layout), else NOT_FOUND. A deleted one may
 * stay where the page already had it, never be placed anew. No link may close a loop of pages.
 */
export async function checkButtonTargets(
  tx: DbOrTx,
  companyId: string,
  page: { id: string; layoutId: string },
  buttons: readonly PageButtonInput[],
  before: readonly ButtonTargets[],
): Promise<void> {
  const kept = (field: keyof ButtonTargets) => new Set(before.map((b) => b[field]));
  const wanted = (field: keyof ButtonTargets) => distinct(buttons.map((b) => b[field]));
  const itemIds = wanted('itemId');
  const pageIds = wanted('targetPageId');
  const categoryIds = wanted('categoryId');
  const offerIds = wanted('offerId');
  // Each kind of target in one query: its id and whether it was deleted, within the company.
  const rowsOf = async (
    table: typeof items | typeof pages | typeof categories | typeof offers,
    ids: string[],
    extra?: SQL,
  ) =>
    ids.length === 0
      ? []
      : tx
          .select({ id: table.id, deleted: table.deleted })
          .from(table)
          .where(and(eq(table.companyId, companyId), inArray(table.id, ids), extra));
  const [itemRows, pageRows, categoryRows, offerRows, links] = await Promise.all([
    rowsOf(items, itemIds),
    rowsOf(pages, pageIds, eq(pages.layoutId, page.layoutId)),
    rowsOf(categories, categoryIds),
    rowsOf(offers, offerIds, and(eq(offers.type, 'BUNDLE'), eq(offers.usableInPos, true))),
    layoutLinks(tx, companyId, page),
  ]);

  const usable = (rows: { id: string; deleted: boolean }[], field: keyof ButtonTargets) => {
    const before = kept(field);
    return new Set(rows.filter((r) => !r.deleted || before.has(r.id)).map((r) => r.id));
  };
  const checks = [
    { ids: itemIds, ok: usable(itemRows, 'itemId'), what: 'Item' },
    { ids: categoryIds, ok: usable(categoryRows, 'categoryId'), what: 'Category' },
    { ids: offerIds, ok: usable(offerRows, 'offerId'), what: 'Offer' },
    { ids: pageIds, ok: new Set(pageRows.map((r) => r.id)), what: 'Page' },
  ];
  for (const { ids, ok, what } of checks) {
    if (ids.some((id) => !ok.has(id))) throw notFound(what);
  }

  const errors: FieldError[] = [];
  const field = (index: number) => `buttons.set.${index}.targetPageId`;
  const deletedPages = new Set(pageRows.filter((r) => r.deleted).map((r) => r.id));
  const linkedBefore = kept('targetPageId');
  buttons.forEach((button, index) => {
    const target = button.targetPageId;
    if (target && deletedPages.has(target) && !linkedBefore.has(target)) {
      errors.push({ field: field(index), message: LAYOUT_MESSAGE_KEYS.deletedPage });
    }
  });
  const loop = findPageCycle(page.id, pageIds, links);
  if (loop !== undefined) {
    const index = buttons.findIndex((b) => b.targetPageId === loop);
    errors.push({ field: field(index), message: LAYOUT_MESSAGE_KEYS.pageCycle });
  }
  if (errors.length > 0) throw badInput(errors);
}

// The sub-page links of the layout's other pages: page id → the pages its buttons open.
async function layoutLinks(tx: DbOrTx, companyId: string, page: { id: string; layoutId: string }) {
  const rows = await tx
    .select({ from: pageButtons.pageId, to: pageButtons.targetPageId })
    .from(pageButtons)
    .innerJoin(pages, and(eq(pages.companyId, pageButtons.companyId), eq(pages.id, pageButtons.pageId)))
    .where(
      and(
        eq(pageButtons.companyId, companyId),
        eq(pages.layoutId, page.layoutId),
        eq(pageButtons.type, 'PAGE'),
        ne(pageButtons.pageId, page.id),
      ),
    );
  const links = new Map<string, string[]>();
  for (const { from, to } of rows) {
    if (!to) continue;
    const list = links.get(from);
    if (list) list.push(to);
    else links.set(from, [to]);
  }
  return links;
}
