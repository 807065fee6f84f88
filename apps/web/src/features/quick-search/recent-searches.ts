// The palette remembers the last results chosen (SPEC §2.5, §9): in this browser only, most recent
// first, at most three, each once. Whatever is stored is checked on the way in: storage written by
// an older version, another app on the same origin or a hand edit must not break the palette.
import { readStorage, writeStorage } from '../../lib/storage.ts';
import type { SearchEntry, SearchEntryKind } from './search-engine.ts';

/** The local-storage key of the remembered results. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
/** How many chosen results are remembered (§9). */
export const MAX_RECENT_SEARCHES = 3;

const KINDS: readonly SearchEntryKind[] = ['page', 'item', 'category', 'staff'];

function isEntry(value: unknown): value is SearchEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, kind, title, subtitle, href } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    typeof href === 'string' &&
    // Only app-relative links: a stored value is never allowed to send the user elsewhere.
    href.startsWith('/') &&
    !href.startsWith('//') &&
    (subtitle === undefined || typeof subtitle === 'string') &&
    KINDS.includes(kind as SearchEntryKind)
  );
}

/** `entry` in front of `recent`, without an older copy of it, cut to the maximum. */
export function withRecent(recent: readonly SearchEntry[], entry: SearchEntry): SearchEntry[] {
  return [entry, ...recent.filter((other) => other.id !== entry.id)].slice(0, MAX_RECENT_SEARCHES);
}

/** The remembered results, most recent first; an empty list when nothing valid is stored. */
export function readRecentSearches(): SearchEntry[] {
  const raw = readStorage(RECENT_SEARCHES_KEY);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isEntry).reduceRight<SearchEntry[]>((list, entry) => withRecent(list, entry), []);
}

/** Remembers `entry` as the most recent result and returns the new list. */
export function rememberSearch(entry: SearchEntry): SearchEntry[] {
  const { id, kind, title, subtitle, href } = entry;
  const next = withRecent(readRecentSearches(), { id, kind, title, ...(subtitle ? { subtitle } : {}), href });
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
