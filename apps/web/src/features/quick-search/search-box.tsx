import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './quick-search.module.css';

/** Whether the keyboard has a Command key (macOS, iOS, iPadOS): the shortcut is then ⌘K, else Ctrl+K. */
export function isApplePlatform(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const hints = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return /mac|iphone|ipad|ipod/i.test(hints?.platform || nav.platform || nav.userAgent);
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Opens the palette: pass the function {@link useSearchHotkey} returns, so the reopen delay holds. */
  readonly onOpen: () => void;
}

/** The top bar's search box (§2.4): looks like a search field, opens the quick-search palette. */
export function SearchBox({ onOpen }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const apple = isApplePlatform();
  const label = t('trigger', { shortcut: apple ? '⌘K' : 'Ctrl+K' });
  return (
    <UnstyledButton
      className={classes.trigger}
      onClick={onOpen}
      // On a phone only the magnifier shows; the name stays.
      aria-label={label}
      aria-haspopup="dialog"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
    >
      <IconSearch size={16} stroke={1.75} aria-hidden="true" />
      <span className={classes.triggerText} aria-hidden="true">
        {label}
      </span>
    </UnstyledButton>
  );
}
