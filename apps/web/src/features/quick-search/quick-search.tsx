import { isScreenOffered, type LicensedFeatures, type Permissions, SCREENS, type Screen } from '@fika/domain';
import { Modal } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLocale } from '../../lib/content-locale.tsx';
import { QuickSearchPanel } from './quick-search-panel.tsx';
import { createSearchIndex } from './search-engine.ts';
import { pageEntry, quickActions, quickActionsOf, searchablePages, searchPagesOf } from './search-pages.ts';
import { useQuickSearchData } from './use-quick-search-data.ts';

/** Props of {@link QuickSearch}. */
export interface QuickSearchProps {
  /** The layout flag the frame owns (§2.5); the frame also closes the palette on route change. */
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Decides which pages, entities and quick actions the palette offers. */
  readonly permissions: Permissions;
  /** What the company's licences switch on (§6): pages of a feature that is off are not offered. */
  readonly licensedFeatures?: LicensedFeatures | null;
  /** Opens an app path (the router's navigate); the palette closes itself afterwards. */
  readonly onNavigate: (href: string) => void;
  /** The screen manifest the pages and quick actions come from (tests pass their own). */
  readonly screens?: readonly Screen[];
}

/**
 * The quick-search palette (§2.5): finds back-office pages, items, categories and staff by title.
 * Entities load when it first opens and stay cached for a few minutes; the index is built once per
 * change of the data or the language, not per keystroke.
 */
export function QuickSearch({
  opened,
  onClose,
  permissions,
  licensedFeatures,
  onNavigate,
  screens = SCREENS,
}: QuickSearchProps) {
  const { t } = useTranslation('search');
  // Staff results open the staff screen: none while it is not built.
  const data = useQuickSearchData(permissions, opened, isScreenOffered('/staff', screens));
  const searchPages = useMemo(() => searchPagesOf(screens), [screens]);

  // A string, so a new but equal permissions object does not rebuild the index.
  const visiblePaths = searchablePages(permissions, searchPages, licensedFeatures)
    .map((page) => page.path)
    .join('\n');
  const pages = useMemo(() => {
    const paths = new Set(visiblePaths.split('\n'));
    return searchPages
      .filter((page) => paths.has(page.path))
      .map((page) => pageEntry(page, t(page.titleKey)));
  }, [searchPages, visiblePaths, t]);
  // Hits are mostly the company's items, named in its content language: they sort in that (§9).
  const locale = useContentLocale();
  const index = useMemo(
    () => createSearchIndex([...pages, ...data.entries], locale),
    [pages, data.entries, locale],
  );
  const actions = useMemo(() => quickActions(permissions, quickActionsOf(screens)), [permissions, screens]);

  function choose(href: string) {
    onNavigate(href);
    onClose();
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="10vh">
      <Modal.Overlay />
      <Modal.Content aria-label={t('dialogLabel')}>
        {/* The content unmounts after each close, so every opening starts with an empty query. */}
        <QuickSearchPanel
          index={index}
          permissions={permissions}
          actions={actions}
          loading={data.loading}
          failed={data.failed}
          onChoose={choose}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
