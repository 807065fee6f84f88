export { QuickSearch, type QuickSearchProps } from './quick-search.tsx';
export { SEARCH_DEBOUNCE_MS } from './quick-search-panel.tsx';
export {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
  withRecent,
} from './recent-searches.ts';
export { isApplePlatform, SearchBox, type SearchBoxProps } from './search-box.tsx';
export {
  categoryEntry,
  createSearchIndex,
  type EntityKind,
  entityHref,
  itemEntry,
  MAX_RESULTS,
  normalizeQuery,
  type SearchEntry,
  type SearchEntryKind,
  type SearchIndex,
  type SearchResults,
  searchKey,
  staffEntry,
} from './search-engine.ts';
export {
  type PageTitleKey,
  pageEntry,
  QUICK_ACTIONS,
  type QuickAction,
  quickActions,
  SEARCH_PAGES,
  type SearchPage,
  searchablePages,
} from './search-pages.ts';
export { type QuickSearchData, useQuickSearchData } from './use-quick-search-data.ts';
export { SEARCH_REOPEN_DELAY_MS, type SearchHotkeyOptions, useSearchHotkey } from './use-search-hotkey.ts';
