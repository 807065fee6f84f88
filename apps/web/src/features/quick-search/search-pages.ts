// The pages and quick actions the palette offers (SPEC §2.5), each shown only to users who may open
// it: the same canOpenPath as the frame's route guards, so the palette never links to access denied.
import { canOpenPath, type Permissions } from '@fika/domain';
import type searchMessages from '../../locales/en/search.json';
import { type EntityKind, entityHref, type SearchEntry } from './search-engine.ts';

/** The i18n key (namespace 'search') of a page title. */
export type PageTitleKey = `pages.${keyof (typeof searchMessages)['pages']}`;
/** The i18n key (namespace 'search') of a quick action. */
export type QuickActionKey = `actions.${keyof (typeof searchMessages)['actions']}`;

/** A back-office page the palette can find. */
export interface SearchPage {
  readonly path: string;
  readonly titleKey: PageTitleKey;
}

/** Every searchable page, in the order of §2.5 (the finance report is /reports/z-report here), then the audit log. */
export const SEARCH_PAGES: readonly SearchPage[] = [
  { path: '/reports/z-report', titleKey: 'pages.zReport' },
  { path: '/', titleKey: 'pages.dashboard' },
  { path: '/pim/products', titleKey: 'pages.products' },
  { path: '/pim/categories', titleKey: 'pages.categories' },
  { path: '/pim/courses', titleKey: 'pages.courses' },
  { path: '/pim/variations', titleKey: 'pages.modifications' },
  { path: '/settings/predefined-messages', titleKey: 'pages.predefinedMessages' },
  { path: '/pim/stations', titleKey: 'pages.stations' },
  { path: '/discounts', titleKey: 'pages.discounts' },
  { path: '/tables', titleKey: 'pages.tables' },
  { path: '/staff', titleKey: 'pages.staff' },
  { path: '/staff/competitions', titleKey: 'pages.staffCompetitions' },
  { path: '/integrations', titleKey: 'pages.integrations' },
  { path: '/accounts', titleKey: 'pages.accounts' },
  { path: '/licenses', titleKey: 'pages.licenses' },
  { path: '/support', titleKey: 'pages.support' },
  { path: '/settings/company', titleKey: 'pages.companySettings' },
  { path: '/settings/receipt', titleKey: 'pages.receiptSettings' },
  // Beyond §2.5: Monitoring › Audit (SETTINGS or ACCOUNTS).
  { path: '/monitoring/audit', titleKey: 'pages.audit' },
];

/** The pages `permissions` lets the user open. */
export function searchablePages(permissions: Permissions): SearchPage[] {
  return SEARCH_PAGES.filter((page) => canOpenPath(permissions, page.path));
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

const creation = (kind: EntityKind, labelKey: QuickActionKey): QuickAction => ({
  id: `new:${kind}`,
  labelKey,
  href: entityHref(kind, 'new'),
});

/** Every quick action, in display order. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  creation('item', 'actions.createProduct'),
  creation('category', 'actions.createCategory'),
  creation('staff', 'actions.createStaff'),
];

/** The quick actions `permissions` lets the user open. */
export function quickActions(permissions: Permissions): QuickAction[] {
  return QUICK_ACTIONS.filter((action) => canOpenPath(permissions, action.href));
}
