// The quick-search matcher (SPEC §2.5): pure, no React, so the benchmark runs it as the palette does.
// Everything that depends only on the entries is prepared once in createSearchIndex; a keystroke
// costs one regular-expression pass over the prepared keys plus ranking of a bounded set.
import { compareItems } from '@fika/domain';
import uFuzzy from '@leeoniya/ufuzzy';

/** What a search result points at. */
export type SearchEntryKind = 'page' | 'item' | 'category' | 'staff';

/** One searchable thing: a back-office page or an entity with its deep link. */
export interface SearchEntry {
  readonly id: string;
  readonly kind: SearchEntryKind;
  readonly title: string;
  /** Shown beside the title: an item's first category name. */
  readonly subtitle?: string;
  readonly href: string;
}

/** The results of one query: at most `limit` entries, and how many matched in all. */
export interface SearchResults {
  readonly entries: readonly SearchEntry[];
  readonly total: number;
}

/** A prepared index over a fixed list of entries. */
export interface SearchIndex {
  /** Number of distinct entries in the index. */
  readonly size: number;
  /** The entry with `id`, if the index holds one. */
  get(id: string): SearchEntry | undefined;
  /** Pages first, then the ranked entities; an empty (normalized) query matches nothing. */
  search(query: string, limit?: number): SearchResults;
}

/** How many results the palette renders at most; the total is still reported. */
export const MAX_RESULTS = 50;

/**
 * Above this many raw matches (typically one or two letters typed) ranking would cost more than a
 * keystroke may: matches then keep the alphabetical order prepared at build time, prefixes first.
 */
const RANK_LIMIT = 1000;

const ENTITY_PATHS = {
  item: '/pim/products',
  category: '/pim/categories',
  staff: '/staff',
} as const satisfies Record<Exclude<SearchEntryKind, 'page'>, string>;

/** An entity kind that has a deep link (§2.2). */
export type EntityKind = keyof typeof ENTITY_PATHS;

/** The deep link of an entity (§2.2); `'new'` as id opens the creation form. */
export function entityHref(kind: EntityKind, id: string): string {
  return `${ENTITY_PATHS[kind]}?id=${encodeURIComponent(id)}`;
}

/** An item as the search needs it. */
export interface SearchableItem {
  readonly id: string;
  readonly title: string;
  readonly categories?: readonly { readonly name: string }[] | null;
}

/** A category or a staff member as the search needs it. */
export interface NamedEntity {
  readonly id: string;
  readonly name: string;
}

/** An item result: its first category name shows beside the title. */
export function itemEntry(item: SearchableItem): SearchEntry {
  const subtitle = item.categories?.[0]?.name;
  return {
    id: item.id,
    kind: 'item',
    title: item.title,
    ...(subtitle ? { subtitle } : {}),
    href: entityHref('item', item.id),
  };
}

/** A category result. */
export function categoryEntry(category: NamedEntity): SearchEntry {
  return {
    id: category.id,
    kind: 'category',
    title: category.name,
    href: entityHref('category', category.id),
  };
}

/** A staff result. */
export function staffEntry(staff: NamedEntity): SearchEntry {
  return { id: staff.id, kind: 'staff', title: staff.name, href: entityHref('staff', staff.id) };
}

// Spaces and hyphens in the query are ignored (§2.5), so 'coca cola', 'coca-cola' and 'cocacola'
// are one query; the keys drop word breaks too, or such a query could never match across one.
const SPACES_AND_HYPHENS = /[\s\-‐‑‒–—]+/gu;

/** The query as it is matched: without spaces and hyphens, lower case, accents stripped. */
export function normalizeQuery(query: string): string {
  return uFuzzy.latinize(query.replace(SPACES_AND_HYPHENS, '').toLocaleLowerCase());
}

// Punctuation in a title ('[TA] - ', '&', '0,5 l') separates words like a space does: the query
// cannot contain those word breaks (§2.5), and punctuation typed in a query splits it into terms.
const WORD_BREAKS = /[^\p{L}\p{M}\p{N}']+/u;

/**
 * The key a title is matched against: accents stripped, word breaks dropped, and each word
 * capitalised so the word starts stay visible to the ranking ('Iced tea' → 'IcedTea': 'tea' starts
 * a word there, while in 'Latte' it does not).
 */
export function searchKey(title: string): string {
  let key = '';
  for (const word of uFuzzy.latinize(title).split(WORD_BREAKS)) {
    if (word === '') continue;
    const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
    key += first.toUpperCase() + word.slice(first.length).toLowerCase();
  }
  return key;
}

// Unicode-aware classes: titles are Swedish, Norwegian, Danish, Turkish, Spanish or Arabic as often
// as English. One error (typo, swap, missing or extra letter) is tolerated within longer terms.
const matcher = new uFuzzy({
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{L}\\d|\\d\\p{L}|\\p{Ll}\\p{Lu}',
  interBound: '[^\\p{L}\\d]',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
  intraMode: 1,
});

/** One group of entries (pages, or entities) with its keys, in alphabetical order. */
interface Shelf {
  readonly entries: readonly SearchEntry[];
  readonly keys: string[];
  /** The keys in lower case, for the cheap prefix test of the unranked path. */
  readonly lowerKeys: readonly string[];
}

function shelf(entries: readonly SearchEntry[], locale: string): Shelf {
  const sorted = entries
    .map((entry) => ({
      entry,
      sortable: { title: entry.title, categories: [{ name: entry.subtitle ?? '' }] },
    }))
    .sort((a, b) => compareItems(a.sortable, b.sortable, locale))
    .map(({ entry }) => entry);
  const keys = sorted.map((entry) => searchKey(entry.title));
  return { entries: sorted, keys, lowerKeys: keys.map((key) => key.toLocaleLowerCase()) };
}

// The type declarations leave out the tie-breaking comparator that uFuzzy's default sort accepts.
type RankFn = (
  info: uFuzzy.Info,
  haystack: string[],
  needle: string,
  compare: (a: string, b: string) => number,
) => uFuzzy.InfoIdxOrder;
const rank = matcher.sort as RankFn;
// Equally good matches keep the alphabetical order of the shelf: the sort is stable and the
// filtered positions arrive in shelf order.
const keepShelfOrder = () => 0;

/** The matching positions in `shelf`, best first. */
function match(target: Shelf, needle: string): number[] {
  const idxs = matcher.filter(target.keys, needle);
  if (!idxs || idxs.length === 0) return [];
  if (idxs.length > RANK_LIMIT) {
    const prefixed = idxs.filter((i) => target.lowerKeys[i]?.startsWith(needle));
    const rest = idxs.filter((i) => !target.lowerKeys[i]?.startsWith(needle));
    return prefixed.concat(rest);
  }
  const info = matcher.info(idxs, target.keys, needle);
  return rank(info, target.keys, needle, keepShelfOrder).map((order) => info.idx[order] as number);
}

/**
 * Prepares the search over `entries` (duplicates by id removed, the first kept). Pages come first
 * in every answer; `locale` orders equally good matches alphabetically.
 */
export function createSearchIndex(entries: readonly SearchEntry[], locale = 'en'): SearchIndex {
  const byId = new Map<string, SearchEntry>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  const unique = [...byId.values()];
  const pages = shelf(
    unique.filter((entry) => entry.kind === 'page'),
    locale,
  );
  const entities = shelf(
    unique.filter((entry) => entry.kind !== 'page'),
    locale,
  );

  return {
    size: unique.length,
    get: (id) => byId.get(id),
    search(query, limit = MAX_RESULTS) {
      const needle = normalizeQuery(query);
      if (needle === '') return { entries: [], total: 0 };
      const pageHits = match(pages, needle);
      const entityHits = match(entities, needle);
      const found: SearchEntry[] = [];
      for (const i of pageHits) {
        if (found.length >= limit) break;
        found.push(pages.entries[i] as SearchEntry);
      }
      for (const i of entityHits) {
        if (found.length >= limit) break;
        found.push(entities.entries[i] as SearchEntry);
      }
      return { entries: found, total: pageHits.length + entityHits.length };
    },
  };
}
