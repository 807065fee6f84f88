// One word for one thing: the sidebar entry, the quick-search page name and the heading of the
// screen it opens say the same in every language (the Swedish sidebar said "Beställningar" over
// a screen titled "Ordrar").
import { SCREENS, SIDEBAR, UI_LANGUAGES } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import type { NavKey } from './nav-model.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function text(language: string, namespace: string, key: string): unknown {
  let node: unknown = bundles[`../../locales/${language}/${namespace}.json`];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** Each sidebar entry that opens one screen, and that screen's heading (namespace, key). */
const SCREEN_TITLES: readonly [NavKey, string, string][] = [
  ['dashboard', 'finance', 'title'],
  ['products', 'catalogue', 'products.title'],
  ['menus', 'menus', 'page.title'],
  ['orders', 'orders', 'title'],
  ['posLayouts', 'layouts', 'title'],
  ['transactions', 'payments', 'transactions.title'],
  ['payouts', 'payments', 'payouts.title'],
  ['paymentsReports', 'payments', 'reports.title'],
  ['api', 'payments', 'api.title'],
];

describe.each(UI_LANGUAGES)('%s', (language) => {
  it.each(SCREEN_TITLES)('the %s entry names its screen as the screen does', (nav, namespace, key) => {
    const label = text(language, 'backoffice', `nav.${nav}`);
    expect(typeof label).toBe('string');
    expect(text(language, namespace, key)).toBe(label);
    // The search's page name, except where it says more to be found (payments' "Reports").
    if (nav !== 'paymentsReports') expect(text(language, 'backoffice', `pages.${nav}`)).toBe(label);
  });
});

describe.each(UI_LANGUAGES)('%s: the screen manifest’s texts', (language) => {
  it('has a title for every screen, and a search title and quick action where it has them', () => {
    for (const screen of SCREENS) {
      expect([screen.path, typeof text(language, 'backoffice', `pages.${screen.title}`)]).toEqual([
        screen.path,
        'string',
      ]);
      if (screen.search) expect(typeof text(language, 'search', `pages.${screen.search}`)).toBe('string');
      if (screen.createAction)
        expect(typeof text(language, 'search', `actions.${screen.createAction}`)).toBe('string');
    }
    for (const entry of SIDEBAR)
      expect(typeof text(language, 'backoffice', `nav.${entry.key}`)).toBe('string');
  });

  it('has the section navigation and first-venue texts', () => {
    expect(text(language, 'backoffice', 'sectionNav.label')).toContain('{{section}}');
    for (const key of ['title', 'dashboard', 'screen', 'create', 'createHint', 'askAdmin'])
      expect(typeof text(language, 'backoffice', `firstVenue.${key}`)).toBe('string');
  });
});

/**
 * Each section-navigation link (the screen's manifest title) and the heading of its screen, where
 * the screen names itself from its own namespace. Payments' "Reports" is left out: beside Finance's
 * reports the link says more ("Payment reports").
 */
const SECTION_TITLES: readonly [string, string, string][] = [
  ['reports', 'reports', 'pages.reports'],
  ['zReports', 'reports', 'pages.zReports'],
  ['scheduledReports', 'reports', 'pages.scheduledReports'],
  ['transactions', 'payments', 'transactions.title'],
  ['payouts', 'payments', 'payouts.title'],
  ['products', 'catalogue', 'products.title'],
  ['categories', 'catalogue', 'categories.title'],
  ['courses', 'catalogue', 'courses.title'],
  ['menus', 'menus', 'page.title'],
  ['manageVenueMenus', 'menus', 'venues.title'],
  ['voidJournal', 'orders', 'voidJournal.title'],
  ['openTables', 'orders', 'tables.title'],
  ['audit', 'orders', 'audit.title'],
  ['company', 'settings', 'company.title'],
  ['venues', 'settings', 'venues.title'],
  ['terminals', 'terminals', 'title'],
  ['api', 'payments', 'api.title'],
];

describe.each(UI_LANGUAGES)('%s: section navigation', (language) => {
  it.each(SECTION_TITLES)('the %s link names its screen as the screen does', (page, namespace, key) => {
    expect(SCREENS.some((screen) => screen.title === page)).toBe(true);
    expect(text(language, 'backoffice', `pages.${page}`)).toBe(text(language, namespace, key));
  });
});
