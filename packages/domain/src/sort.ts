/** What item sorting needs to know of an item. */
export type SortableItem = {
  title: string;
  categories?: readonly { name: string }[] | null | undefined;
};

// Take-away copies of items carry this prefix; they sort next to the item they copy.
const TAKE_AWAY_PREFIX = '[TA] - ';

const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    // Numeric so 'Menu 2' sorts before 'Menu 10'; base sensitivity so case and accents tie.
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

function sortTitle(title: string): string {
  return title.startsWith(TAKE_AWAY_PREFIX) ? title.slice(TAKE_AWAY_PREFIX.length) : title;
}

function firstCategoryName(item: SortableItem): string {
  return item.categories?.[0]?.name ?? '';
}

/** Whether two titles tie in the §9 order, so that the first category decides between them. */
export function sameSortTitle(a: string, b: string, locale = 'en'): boolean {
  return collatorFor(locale).compare(sortTitle(a), sortTitle(b)) === 0;
}

/** Orders items by title (ignoring a '[TA] - ' prefix, locale-aware), then by first category name. */
export function compareItems(a: SortableItem, b: SortableItem, locale = 'en'): number {
  const collator = collatorFor(locale);
  return (
    collator.compare(sortTitle(a.title), sortTitle(b.title)) ||
    collator.compare(firstCategoryName(a), firstCategoryName(b)) ||
    // Last resort on the full title, so the order never depends on the order items arrived in.
    collator.compare(a.title, b.title)
  );
}

/** A new array of `items` sorted by compareItems. */
export function sortItems<T extends SortableItem>(items: readonly T[], locale = 'en'): T[] {
  return [...items].sort((a, b) => compareItems(a, b, locale));
}

/**
 * Orders names (categories, staff, menus…) the way item titles are ordered: locale-aware in the
 * content language, so Swedish 'Äpple' follows 'Zucchini' rather than sitting among the A's.
 */
export function compareNames(a: string, b: string, locale = 'en'): number {
  // Names equal to the collator still get one fixed order.
  return collatorFor(locale).compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A new array of `list` ordered by compareNames of each entry's name. */
export function sortByName<T>(list: readonly T[], nameOf: (entry: T) => string, locale = 'en'): T[] {
  return [...list].sort((a, b) => compareNames(nameOf(a), nameOf(b), locale));
}
