import { FULL_ACCESS, type Permissions, type Scope } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/search.json';
import { pageEntry, QUICK_ACTIONS, quickActions, SEARCH_PAGES, searchablePages } from './search-pages.ts';

const only = (...scopes: Scope[]): Permissions => ({ scopes, venueIds: [] });
const paths = (permissions: Permissions) => searchablePages(permissions).map((page) => page.path);
const actionHrefs = (permissions: Permissions) => quickActions(permissions).map((action) => action.href);

describe('searchable pages', () => {
  it('are the eighteen pages of §2.5 and the audit log, each with an English title', () => {
    expect(SEARCH_PAGES).toHaveLength(19);
    for (const page of SEARCH_PAGES) {
      const key = page.titleKey.replace('pages.', '') as keyof typeof en.pages;
      expect(en.pages[key], page.path).toBeTruthy();
    }
    expect(pageEntry(SEARCH_PAGES[0]!, 'Z-report')).toEqual({
      id: 'page:/reports/z-report',
      kind: 'page',
      title: 'Z-report',
      href: '/reports/z-report',
    });
  });

  it('are all offered with full access', () => {
    expect(paths(FULL_ACCESS)).toEqual(SEARCH_PAGES.map((page) => page.path));
  });

  it('follow the route guards: staff only', () => {
    expect(paths(only('STAFF'))).toEqual(['/staff', '/staff/competitions', '/licenses', '/support']);
  });

  it('follow the route guards: the catalogue needs POS_CUSTOMIZATION', () => {
    expect(paths(only('POS_CUSTOMIZATION'))).toEqual([
      '/pim/products',
      '/pim/categories',
      '/pim/courses',
      '/pim/variations',
      '/pim/stations',
      '/discounts',
      '/tables',
      '/licenses',
      '/support',
    ]);
  });

  it('follow the route guards: finance, settings, integrations and accounts', () => {
    expect(paths(only('FINANCE'))).toEqual(['/reports/z-report', '/', '/licenses', '/support']);
    expect(paths(only('SETTINGS', 'INTEGRATIONS', 'ACCOUNTS'))).toEqual([
      '/settings/predefined-messages',
      '/integrations',
      '/accounts',
      '/licenses',
      '/support',
      '/settings/company',
      '/settings/receipt',
      '/monitoring/audit',
    ]);
    expect(paths(only('ACCOUNTS'))).toContain('/monitoring/audit');
    expect(paths(only('ORDERS'))).not.toContain('/monitoring/audit');
  });
});

describe('quick actions', () => {
  it('create a product, a category or a staff member', () => {
    expect(QUICK_ACTIONS.map((action) => action.href)).toEqual([
      '/pim/products?id=new',
      '/pim/categories?id=new',
      '/staff?id=new',
    ]);
    expect(actionHrefs(FULL_ACCESS)).toHaveLength(3);
  });

  it('show only where the user may go', () => {
    expect(actionHrefs(only('STAFF'))).toEqual(['/staff?id=new']);
    expect(actionHrefs(only('POS_CUSTOMIZATION'))).toEqual([
      '/pim/products?id=new',
      '/pim/categories?id=new',
    ]);
    expect(actionHrefs(only('FINANCE'))).toEqual([]);
  });
});
