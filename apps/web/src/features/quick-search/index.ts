// What the rest of the back office uses of the quick search. The box and the hotkey sit in the
// shell; the palette (fuzzy matcher, lists, data) is lazy, so it loads in its own chunk when the
// search first opens. Re-exporting more from here would bring it back into the shell.
import { lazy } from 'react';

export type { QuickSearchProps } from './quick-search.tsx';
export { SearchBox, type SearchBoxProps } from './search-box.tsx';
export { type SearchHotkeyOptions, useSearchHotkey } from './use-search-hotkey.ts';

/** The palette, fetched the first time it renders (inside a Suspense). */
export const QuickSearch = lazy(() =>
  import('./quick-search.tsx').then((module) => ({ default: module.QuickSearch })),
);
