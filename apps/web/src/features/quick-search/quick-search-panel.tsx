// The inside of the palette: a combobox (the query field) that owns a listbox of results, moved
// through with the arrow keys while the focus stays in the field (aria-activedescendant).
import { canOpenPath, type Permissions } from '@fika/domain';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './quick-search.module.css';
import { readRecentSearches, rememberSearch } from './recent-searches.ts';
import type { SearchEntry, SearchEntryKind, SearchIndex } from './search-engine.ts';
import type { QuickAction } from './search-pages.ts';

/** The palette searches after the user pauses typing for this long (§9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** One row of the listbox. */
interface Option {
  readonly key: string;
  readonly label: string;
  readonly subtitle?: string;
  readonly kind?: SearchEntryKind;
  readonly href: string;
  /** Set for search results, which are remembered when chosen; unset for quick actions. */
  readonly entry?: SearchEntry;
}

interface Group {
  readonly key: string;
  /** Groups without a label are the plain result list. */
  readonly label?: string;
  readonly options: readonly Option[];
}

const entryOption = (entry: SearchEntry, keyPrefix = ''): Option => ({
  key: `${keyPrefix}${entry.id}`,
  label: entry.title,
  subtitle: entry.subtitle,
  kind: entry.kind,
  href: entry.href,
  entry,
});

/** Props of {@link QuickSearchPanel}. */
export interface QuickSearchPanelProps {
  readonly index: SearchIndex;
  readonly permissions: Permissions;
  readonly actions: readonly QuickAction[];
  /** Entities are still loading: a miss is not final yet. */
  readonly loading: boolean;
  /** Some entities could not be loaded. */
  readonly failed: boolean;
  /** Opens `href` and closes the palette. */
  readonly onChoose: (href: string) => void;
}

/** Query field, recent searches, quick actions and results of the palette; mounted while it is open. */
export function QuickSearchPanel({
  index,
  permissions,
  actions,
  loading,
  failed,
  onChoose,
}: QuickSearchPanelProps) {
  const { t } = useTranslation('search');
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState('');
  const [debounced, , { flush }] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [recent, setRecent] = useState(readRecentSearches);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const term = debounced.trim();
  const searching = query.trim() !== '' && term !== '';
  const results = useMemo(() => (term === '' ? null : index.search(term)), [index, term]);

  const groups = useMemo<Group[]>(() => {
    if (searching)
      return results ? [{ key: 'results', options: results.entries.map((e) => entryOption(e)) }] : [];
    // A remembered page shows under its current title, and only while the user may still open it.
    const remembered = recent.flatMap((entry) => {
      if (!canOpenPath(permissions, entry.href)) return [];
      const current = index.get(entry.id);
      if (entry.kind === 'page') return current ? [current] : [];
      return [current ?? entry];
    });
    const shortcuts = actions.map((action) => ({
      key: action.id,
      label: t(action.labelKey),
      href: action.href,
    }));
    return [
      {
        key: 'recent',
        label: t('recentSearches'),
        options: remembered.map((e) => entryOption(e, 'recent:')),
      },
      { key: 'actions', label: t('quickActions'), options: shortcuts },
    ].filter((group) => group.options.length > 0);
  }, [searching, results, recent, permissions, index, actions, t]);

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const active = options[activeIndex];
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const activeId = active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function choose(option: Option) {
    if (option.entry) setRecent(rememberSearch(option.entry));
    setQuery('');
    onChoose(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before the pause has passed means the words typed, not what the list still shows.
      if (query.trim() !== term) {
        const first = query.trim() === '' ? undefined : index.search(query, 1).entries[0];
        if (first) choose(entryOption(first));
        else flush();
      } else if (active) {
        choose(active);
      }
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || options.length === 0) return;
    event.preventDefault();
    // From the state, not this render: key repeat can deliver several presses before a render.
    setActiveKey((current) => {
      const from = Math.max(
        0,
        options.findIndex((option) => option.key === current),
      );
      return options[(from + step + options.length) % options.length]?.key ?? null;
    });
  }

  let rowIndex = 0;
  const renderOption = (option: Option) => {
    const i = rowIndex++;
    const isActive = i === activeIndex;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the listbox from the query field (aria-activedescendant); options are never focused.
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        // Reachable from the keyboard through the query field, never by Tab.
        tabIndex={-1}
        aria-selected={isActive}
        data-active={isActive || undefined}
        className={classes.option}
        // Keeps the focus in the query field, where the keyboard handling lives.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActiveKey(option.key)}
        onClick={() => choose(option)}
      >
        <span className={classes.optionTitle}>{option.label}</span>
        {option.subtitle && <span className={classes.optionSubtitle}>{option.subtitle}</span>}
        {option.kind && <span className={classes.optionKind}>{t(`kinds.${option.kind}`)}</span>}
      </div>
    );
  };

  const hasRecent = groups.some((group) => group.key === 'recent');
  return (
    <div className={classes.panel}>
      <TextInput
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        aria-label={t('inputLabel')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        size="md"
        leftSection={<IconSearch size={18} stroke={1.75} aria-hidden="true" />}
        rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : null}
      />
      {!searching && !hasRecent && (
        <div>
          <div className={classes.groupLabel}>{t('recentSearches')}</div>
          <div className={classes.message}>{t('noRecentSearches')}</div>
        </div>
      )}
      {options.length > 0 && (
        // The listbox itself scrolls: it is what the combobox controls, so the keyboard reaches all of it.
        <div id={listboxId} role="listbox" aria-label={t('resultsLabel')} className={classes.list}>
          {groups.map((group) =>
            group.label ? (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups options with role="group"; a fieldset is for form controls.
              <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`}>
                <div id={`${baseId}-${group.key}`} className={classes.groupLabel}>
                  {group.label}
                </div>
                {group.options.map(renderOption)}
              </div>
            ) : (
              group.options.map(renderOption)
            ),
          )}
        </div>
      )}
      {searching && results?.total === 0 && (
        <div role="status" className={classes.message}>
          {loading ? t('loading') : t('noHits')}
        </div>
      )}
      {searching && results && results.total > results.entries.length && (
        <div className={classes.message}>
          {t('moreResults', { shown: results.entries.length, total: results.total })}
        </div>
      )}
      {failed && <div className={classes.error}>{t('loadFailed')}</div>}
    </div>
  );
}
