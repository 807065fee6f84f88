import { FULL_ACCESS, type Permissions } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { isEntryActive, type NavContext, sidebarEntries } from './nav-model.ts';

const base: NavContext = {
  permissions: FULL_ACCESS,
  venueSelected: true,
  companyId: 'company-1',
  hasOrganization: true,
  isPaymentsOnly: false,
  selectingUser: false,
  onlineOrderingVisited: false,
};
const keys = (ctx: Partial<NavContext>, hidden: string | null = null) =>
  sidebarEntries({ ...base, ...ctx }, hidden).map((entry) => entry.key);
const only = (...scopes: Permissions['scopes']): Permissions => ({ scopes, venueIds: [] });

describe('sidebarEntries', () => {
  it('shows every entry to a full-access user with a venue and an organisation', () => {
    expect(keys({})).toEqual([
      'dashboard',
      'finance',
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'orders',
      'tables',
      'posLayouts',
      'staffAccounts',
      'integrations',
    ]);
  });

  it('hides the venue-bound entries without a selected venue', () => {
    expect(keys({ venueSelected: false })).toEqual([
      'dashboard',
      'products',
      'menus',
      'discounts',
      'staffAccounts',
      'integrations',
    ]);
  });

  it('follows the scopes, with Menus & Prices always there', () => {
    expect(keys({ permissions: only('POS_CUSTOMIZATION', 'MENUS') })).toEqual([
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'tables',
      'posLayouts',
    ]);
    expect(keys({ permissions: only('ACCOUNTS') })).toEqual(['menus', 'onlineOrdering', 'staffAccounts']);
    expect(keys({ permissions: only('ORDERS', 'FINANCE') })).toEqual([
      'dashboard',
      'finance',
      'menus',
      'onlineOrdering',
      'orders',
    ]);
  });

  it('needs an organisation for Integrations', () => {
    expect(keys({ hasOrganization: false })).not.toContain('integrations');
  });

  it('hides online ordering for the one configured company', () => {
    expect(keys({}, 'company-1')).not.toContain('onlineOrdering');
    expect(keys({}, 'company-2')).toContain('onlineOrdering');
  });

  it("keeps online ordering's New badge until a visit is recorded", () => {
    const entry = (visited: boolean) =>
      sidebarEntries({ ...base, onlineOrderingVisited: visited }, null).find(
        (e) => e.key === 'onlineOrdering',
      );
    expect(entry(false)?.isNew).toBe(true);
    expect(entry(true)?.isNew).toBe(false);
  });

  it('gives payments-only accounts their own menu', () => {
    expect(keys({ isPaymentsOnly: true })).toEqual(['transactions', 'payouts', 'paymentsReports', 'api']);
  });

  it('shows only Select User while an administrator chooses whom to act as', () => {
    expect(sidebarEntries({ ...base, selectingUser: true }, null)).toEqual([
      { key: 'selectUser', path: '/' },
    ]);
  });
});

describe('isEntryActive', () => {
  const staff = { path: '/staff', alsoActiveOn: ['/accounts'] };
  it('marks Staff & Accounts on /staff, its sub-pages and /accounts', () => {
    expect(isEntryActive(staff, '/staff')).toBe(true);
    expect(isEntryActive(staff, '/staff/access-levels')).toBe(true);
    expect(isEntryActive(staff, '/accounts')).toBe(true);
    expect(isEntryActive(staff, '/staffing')).toBe(false);
  });

  it('marks the dashboard on / only', () => {
    expect(isEntryActive({ path: '/' }, '/')).toBe(true);
    expect(isEntryActive({ path: '/' }, '/reports')).toBe(false);
  });
});
