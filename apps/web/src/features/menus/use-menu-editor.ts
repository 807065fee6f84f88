import { NEW_MENU_ENTRY_FOCUS_DELAY_MS } from '@fika/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { logger } from '../../lib/logger.ts';
import {
  addMenuEntries,
  MENUS_QUERY_KEYS,
  type Menu,
  type MenuEntry,
  type MenuItem,
  type MenuProviderData,
  removeMenuEntry,
  updateEntryPrice,
  useMenuChanged,
} from './use-menus.ts';

/** The id of an entry's price input: the editor focuses a new entry's price by it. */
export const entryPriceInputId = (entryId: string) => `menu-entry-price-${entryId}`;

/** The menu editor's actions, with the outcomes of §7. */
export interface MenuEditor {
  /**
   * Adds items at their default prices. A failure is logged and rethrown (§7) for the screen to
   * show; on success the first new entry's price takes focus after 200 ms (§9).
   */
  addItems: (items: readonly MenuItem[]) => Promise<void>;
  /** Removes an entry; false when that failed (§7), for a warning. */
  removeEntry: (entry: MenuEntry) => Promise<boolean>;
  /** A new menu price (on 'All articles' the default price); false when that failed, only logged. */
  changePrice: (entry: MenuEntry, price: number) => Promise<boolean>;
  /** A new default price for the entry's item (through its 'All articles' entry); false when that failed, only logged. */
  changeDefaultPrice: (entry: MenuEntry, price: number) => Promise<boolean>;
  /** Entries added while this menu is open, newest first: the editor lists them on top. */
  recentlyAdded: readonly string[];
}

/** The actions of the menu editor for `menu`. */
export function useMenuEditor(menu: Menu | undefined, provider: MenuProviderData | undefined): MenuEditor {
  const changed = useMenuChanged();
  const client = useQueryClient();
  const [recent, setRecent] = useState<{ menuId: string | undefined; ids: string[] }>({
    menuId: menu?.id,
    ids: [],
  });
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const recentlyAdded = recent.menuId === menu?.id ? recent.ids : [];

  const addItems = async (items: readonly MenuItem[]) => {
    if (!menu || items.length === 0) return;
    const before = new Set(menu.menuEntries.map((e) => e.id));
    // addMenuEntries logs a failure and throws the returned error; it goes on to the screen from here.
    const updated = await addMenuEntries(
      menu.id,
      items.map((item) => ({ itemId: item.id, price: item.defaultPrice })),
    );
    const added = updated.menuEntries.filter((e) => !before.has(e.id)).map((e) => e.id);
    setRecent({ menuId: menu.id, ids: [...added, ...recentlyAdded] });
    await changed(updated);
    const first = added[0];
    if (first) {
      clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => {
        document.getElementById(entryPriceInputId(first))?.focus();
      }, NEW_MENU_ENTRY_FOCUS_DELAY_MS);
    }
  };

  const removeEntry = async (entry: MenuEntry) => {
    if (!menu) return false;
    const updated = await removeMenuEntry(menu.id, entry.id);
    if (!updated) return false;
    await changed(updated);
    return true;
  };

  const changePrice = async (entry: MenuEntry, price: number) => {
    if (!menu) return false;
    const updated = await updateEntryPrice(menu.id, entry.id, price);
    if (!updated) return false;
    await changed(updated, { pricesChanged: menu.isDefault });
    return true;
  };

  const changeDefaultPrice = async (entry: MenuEntry, price: number) => {
    if (!menu) return false;
    if (menu.isDefault) return changePrice(entry, price);
    const allArticles = provider?.allArticles;
    const entryId = provider?.items.find((item) => item.id === entry.item.id)?.allArticlesEntryId;
    if (!allArticles || !entryId) {
      logger.error("The item has no 'All articles' entry to change its default price through", {
        itemId: entry.item.id,
      });
      return false;
    }
    const updated = await updateEntryPrice(allArticles.id, entryId, price);
    if (!updated) return false;
    await Promise.all([
      changed(updated, { pricesChanged: true }),
      client.invalidateQueries({ queryKey: MENUS_QUERY_KEYS.menu(menu.id) }),
    ]);
    return true;
  };

  return { addItems, removeEntry, changePrice, changeDefaultPrice, recentlyAdded };
}
