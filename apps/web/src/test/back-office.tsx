// Test-only: what the back office's component tests share across features — the signed-in
// session, the GraphQL fetch stub, and rendering a catalogue or PIM screen the way the back office
// does. It lives here, not in one feature, so that no feature's test imports another feature.
import { ALL_FEATURES_LICENSED, type LicensedFeatures, type Permissions } from '@fika/domain';
import type { ReactElement } from 'react';
import { renderRoute } from './render-app.tsx';

export { badUserInput, callsTo, conflictUnlessForced, mockGraphQL } from './mock-graphql.ts';

/**
 * Olivia, owner of Demo Bistro (SE): every scope, every venue unless `permissions` says less; every
 * feature licensed unless `licensedFeatures` says less.
 */
export function sessionData(
  permissions: Permissions = { scopes: [], venueIds: [] },
  licensedFeatures: LicensedFeatures = ALL_FEATURES_LICENSED,
) {
  return {
    data: {
      authorizeUser: {
        userId: 'u1',
        userName: 'Olivia Owner',
        userFirstName: 'Olivia',
        userLastName: 'Owner',
        email: 'owner@demo.fika.test',
        companyId: 'c1',
        companyName: 'Demo Bistro',
        legalname: 'Demo Bistro AB',
        country: 'SE',
        currency: 'SEK',
        timezone: 'Europe/Stockholm',
        language: 'se',
        scopes: permissions.scopes,
        venueIds: permissions.venueIds,
        isPaymentsOnly: false,
        organizationId: null,
        legalEntityId: null,
        billingAccountId: null,
        balanceAccountId: null,
        isOrganizationAdmin: false,
        actingAs: false,
        licensedFeatures,
        hasUnreadChangelog: false,
      },
      userMetadata: {
        id: 'u1',
        name: 'Olivia Owner',
        email: 'owner@demo.fika.test',
        role: 'SUPER_ADMIN',
        permissions,
        venues: [
          {
            id: 'v1',
            name: 'Södermalm',
            active: true,
            deleted: false,
            legalEntityId: null,
            timezone: 'Europe/Stockholm',
          },
        ],
      },
    },
  };
}

/** Renders `screen` at `url` (e.g. '/pim/products?id=new') inside the back office's providers. */
export function renderCatalogue(screen: ReactElement, url: string) {
  return renderRoute(screen, url, { namespaces: ['pim', 'catalogue'] });
}

// Where the PIM screens' links lead (their own route is the path part of `url`).
const GROUPS_PATH = '/pim/modification-groups';

/** Renders `screen` at `url` (e.g. '/pim/stations?id=new'); the path part names its route. */
export function renderPim(screen: ReactElement, url: string) {
  return renderRoute(screen, url, {
    namespaces: ['backoffice', 'catalogue', 'pim'],
    routes: [{ path: GROUPS_PATH, component: () => <p>Modification groups</p> }],
  });
}

/** The demo items the pickers offer. */
export const ITEMS = [
  { id: 'i1', title: 'Cappuccino' },
  { id: 'i2', title: 'Caffè latte' },
];
