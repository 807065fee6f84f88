import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';

/** After the palette closes it cannot open again for this long (§9). */
export const SEARCH_REOPEN_DELAY_MS = 300;

/** Options of {@link useSearchHotkey}. */
export interface SearchHotkeyOptions {
  /** Whether the palette is open (the frame owns the flag). */
  readonly opened: boolean;
  /** Opens the palette. */
  readonly onOpen: () => void;
  /** False where the search box is hidden (payments-only accounts, user selection): Cmd+K does nothing. */
  readonly enabled?: boolean;
}

/**
 * Cmd+K (Ctrl+K off Apple platforms) opens the quick-search palette, also from inside a text field.
 * Returns the guarded open function for the search box too: for 300 ms after the palette closes,
 * opening is ignored, so the click or key press that closed it cannot open it again at once.
 */
export function useSearchHotkey({ opened, onOpen, enabled = true }: SearchHotkeyOptions): () => void {
  const closedAt = useRef<number | null>(null);
  const wasOpened = useRef(opened);

  useEffect(() => {
    if (wasOpened.current && !opened) closedAt.current = Date.now();
    wasOpened.current = opened;
  }, [opened]);

  const openSearch = useCallback(() => {
    if (!enabled || opened) return;
    if (closedAt.current !== null && Date.now() - closedAt.current < SEARCH_REOPEN_DELAY_MS) return;
    onOpen();
  }, [enabled, opened, onOpen]);

  // No tags ignored and content-editable included: the shortcut works wherever the focus is.
  useHotkeys([['mod+K', openSearch, { preventDefault: enabled }]], [], true);
  return openSearch;
}
