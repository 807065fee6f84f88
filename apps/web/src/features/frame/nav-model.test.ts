import { canOpenPath, FULL_ACCESS, type Permissions, SCOPES } from '@fika/domain';
import { describe, expect, it } from 'vitest';
import { footerEntries, isEntryActive, type NavContext, sidebarEntries } from './nav-model.ts';

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

  it('follows the scopes: an entry shows only where its screen opens', () => {
    expect(keys({ permissions: only('POS_CUSTOMIZATION', 'MENUS') })).toEqual([
      'products',
      'menus',
      'onlineOrdering',
      'discounts',
      'tables',
      'posLayouts',
    ]);
    expect(keys({ permissions: only('ACCOUNTS') })).toEqual(['onlineOrdering', 'staffAccounts']);
    expect(keys({ permissions: only('ORDERS', 'FINANCE') })).toEqual([
      'dashboard',
      'finance',
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

  it('sends Staff & Accounts to /accounts for a user with ACCOUNTS but not STAFF', () => {
    const entry = sidebarEntries({ ...base, permissions: only('ACCOUNTS') }, null).find(
      (e) => e.key === 'staffAccounts',
    );
    expect(entry?.path).toBe('/accounts');
    expect(entry && isEntryActive(entry, '/staff')).toBe(true);
  });

  it('never leads to a screen the user may not open (no dead end), for any single scope', () => {
    const contexts: NavContext[] = [
      ...SCOPES.map((scope) => ({ ...base, permissions: only(scope) })),
      { ...base, permissions: only('POS_CUSTOMIZATION', 'MENUS') },
      { ...base, permissions: only('STAFF'), isPaymentsOnly: true },
    ];
    for (const ctx of contexts) {
      for (const entry of [...sidebarEntries(ctx, null), ...footerEntries(ctx)]) {
        expect([
          ctx.permissions.scopes.join(),
          entry.path,
          canOpenPath(ctx.permissions, entry.path, ctx),
        ]).toEqual([ctx.permissions.scopes.join(), entry.path, true]);
      }
    }
  });

  it('shows only Select User while an administrator chooses whom to act as', () => {
    expect(sidebarEntries({ ...base, selectingUser: true }, null)).toEqual([
      { key: 'selectUser', path: '/' },
    ]);
  });
});

describe('footerEntries', () => {
  it('offers Monitoring only with a monitoring screen to open, and Settings only with SETTINGS', () => {
    const footer = (ctx: Partial<NavContext>) => footerEntries({ ...base, ...ctx }).map((e) => e.key);
    expect(footer({})).toEqual(['monitoring', 'settings']);
    // The venue manager of the demo: neither screen would open for them.
    expect(footer({ permissions: only('POS_CUSTOMIZATION', 'MENUS') })).toEqual([]);
    expect(footer({ permissions: only('ORDERS') })).toEqual(['monitoring']);
    // SETTINGS or ACCOUNTS alone opens the audit log, so Monitoring opens there.
    expect(footer({ permissions: only('SETTINGS') })).toEqual(['monitoring', 'settings']);
    expect(footerEntries({ ...base, permissions: only('ACCOUNTS') })).toEqual([
      { key: 'monitoring', path: '/monitoring/audit', alsoActiveOn: ['/monitoring'] },
    ]);
    expect(footerEntries({ ...base, permissions: only('FINANCE') })[0]?.path).toBe(
      '/monitoring/void-journal',
    );
    expect(footer({ isPaymentsOnly: true })).toEqual(['monitoring']);
    expect(footer({ selectingUser: true })).toEqual([]);
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
