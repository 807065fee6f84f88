import { type AllArticlesMismatch, DEFAULT_MENU_NAME, findAllArticlesMismatches } from '@fika/domain';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { slices } from '../../lib/slices.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { companies, items, menuEntries, menus } from '../../platform/db/schema/index.ts';
import { defaultMenuId } from '../catalogue/all-articles.ts';

/**
 * The id of the company's 'All articles' menu (§5, §9), created when the company has none: one
 * entry per live item at its default price.
 *
 * Safe against concurrent writers. Item writers (catalogue's syncAllArticlesEntry) leave a company
 * without a default menu alone, so the menu must not miss an item committed while it is being
 * made: the SHARE lock on `items` waits for every open item write to commit and holds new ones
 * back until this transaction commits, after which they find the menu and add their entry. Two
 * creators at once meet at the one-default-per-company unique index: the second waits, does
 * nothing and reads the first one's menu. A menu is made once in a company's life, so the brief
 * table lock costs nothing in practice. Never call this from a transaction that has written items
 * (two of those could deadlock on the lock).
 */
export async function ensureAllArticlesMenu(tx: Tx, companyId: string): Promise<string> {
  const existing = await defaultMenuId(tx, companyId);
  if (existing) return existing;
  await tx.execute(sql`lock table ${items} in share mode`);
  const [company] = await tx
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`Company ${companyId} does not exist`);
  const [created] = await tx
    .insert(menus)
    .values({ id: newId(), companyId, name: DEFAULT_MENU_NAME, currency: company.currency, isDefault: true })
    .onConflictDoNothing({
      target: menus.companyId,
      where: sql`${menus.isDefault} and not ${menus.deleted}`,
    })
    .returning({ id: menus.id });
  if (!created) {
    const other = await defaultMenuId(tx, companyId);
    if (!other) throw new Error(`No 'All articles' menu for ${companyId} after a conflict`);
    return other;
  }
  const live = await tx
    .select({ id: items.id, price: items.defaultPrice })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.deleted, false)))
    .orderBy(items.title, items.id);
  for (const slice of slices(live)) {
    await tx.insert(menuEntries).values(
      slice.map((item) => ({
        id: newId(),
        companyId,
        menuId: created.id,
        itemId: item.id,
        price: item.price,
      })),
    );
  }
  return created.id;
}

/** One mismatch with the item's title for the log (null when the item is gone). */
export interface AllArticlesMismatchView extends AllArticlesMismatch {
  title: string | null;
}

/** The entries of the 'All articles' menu `menuId`, whatever their items. */
export function allArticlesEntries(db: DbOrTx, companyId: string, menuId: string) {
  return db
    .select({ id: menuEntries.id, itemId: menuEntries.itemId, price: menuEntries.price })
    .from(menuEntries)
    .where(and(eq(menuEntries.companyId, companyId), eq(menuEntries.menuId, menuId)));
}

/**
 * How the 'All articles' entries differ from the live items (§5). The constraint trigger of
 * migration 0006 keeps this empty; the client logs whatever it finds.
 */
export function allArticlesMismatches(
  liveItems: readonly { id: string; title: string; defaultPrice: number }[],
  entries: readonly { itemId: string; price: number }[],
): AllArticlesMismatchView[] {
  const titles = new Map(liveItems.map((item) => [item.id, item.title]));
  return findAllArticlesMismatches(liveItems, entries).map((mismatch) => ({
    ...mismatch,
    title: titles.get(mismatch.itemId) ?? null,
  }));
}
