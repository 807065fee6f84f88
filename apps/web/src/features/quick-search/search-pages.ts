// The pages and quick actions the palette offers (SPEC §2.5), derived from the screen manifest and
// each shown only to users who may open it: the same canOpenPath as the frame's route guards, so the
// palette never links to access denied, and never to a screen that is not built yet.
import {
  canOpenPath,
  isScreenLicensed,
  type LicensedFeatures,
  type Permissions,
  SCREENS,
  type Screen,
} from '@fika/domain';
import type searchMessages from '../../locales/en/search.json';
import type { SearchEntry } from './search-engine.ts';

/** The i18n key (namespace 'search') of a page title. */
export type PageTitleKey = `pages.${keyof (typeof searchMessages)['pages']}`;
/** The i18n key (namespace 'search') of a quick action. */
export type QuickActionKey = `actions.${keyof (typeof searchMessages)['actions']}`;

/** A back-office page the palette can find. */
export interface SearchPage {
  readonly path: string;
  readonly titleKey: PageTitleKey;
  /** The screen it opens, for licence gating (§6). */
  readonly screen?: Screen;
}

/**
 * The searchable pages of the screen manifest (§2.5's list, the finance report at /reports/z-report,
 * then the audit log), in manifest order; a screen not built yet is not offered.
 */
export function searchPagesOf(screens: readonly Screen[]): SearchPage[] {
  return screens.flatMap((screen) =>
    screen.search !== undefined && screen.built
      ? [{ path: screen.path, titleKey: `pages.${screen.search}` as PageTitleKey, screen }]
      : [],
  );
}

/** Every searchable page. */
export const SEARCH_PAGES: readonly SearchPage[] = searchPagesOf(SCREENS);

/** The pages `permissions` lets the user open and the company's licences (§6) switch on. */
export function searchablePages(
  permissions: Permissions,
  pages: readonly SearchPage[] = SEARCH_PAGES,
  licensedFeatures?: LicensedFeatures | null,
): SearchPage[] {
  return pages.filter(
    (page) =>
      canOpenPath(permissions, page.path) &&
      (page.screen === undefined || isScreenLicensed(page.screen, licensedFeatures)),
  );
}

/** The id a page has in the search index and in the recent searches. */
export function pageId(path: string): string {
  return `page:${path}`;
}

/** A page as a search entry, titled in the current language. */
export function pageEntry(page: SearchPage, title: string): SearchEntry {
  return { id: pageId(page.path), kind: 'page', title, href: page.path };
}

/** A shortcut offered while the query is empty: open the creation form of an entity. */
export interface QuickAction {
  readonly id: string;
  readonly labelKey: QuickActionKey;
  readonly href: string;
}

/** The manifest's quick actions (§2.5: create a product, a category, a staff member), in order. */
export function quickActionsOf(screens: readonly Screen[]): QuickAction[] {
  return screens.flatMap((screen) =>
    screen.createAction !== undefined && screen.built
      ? [
          {
            id: `new:${screen.path}`,
            labelKey: `actions.${screen.createAction}` as QuickActionKey,
            href: `${screen.path}?id=new`,
          },
        ]
      : [],
  );
}

/** Every quick action, in display order. */
export const QUICK_ACTIONS: readonly QuickAction[] = quickActionsOf(SCREENS);

/** The quick actions `permissions` lets the user open. */
export function quickActions(
  permissions: Permissions,
  actions: readonly QuickAction[] = QUICK_ACTIONS,
): QuickAction[] {
  return actions.filter((action) => canOpenPath(permissions, action.href));
}
