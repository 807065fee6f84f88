/** `?menuId=` of /menus: the menu the editor shows ('All articles' without it). */
export interface MenuSearch {
  menuId?: string;
}

/** Reads `?menuId=` of /menus; anything else in the query is dropped. */
export function menuSearch(search: Record<string, unknown>): MenuSearch {
  const menuId = search.menuId;
  return typeof menuId === 'string' && menuId.trim() !== '' ? { menuId: menuId.trim() } : {};
}
