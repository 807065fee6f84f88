import type { Permissions } from '@fika/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { FirstVenueCall } from './first-venue.tsx';
import { Home } from './home.tsx';
import { initFrameI18n } from './test-utils.tsx';

/** The session of Demo Bistro's owner (or `permissions`) in a company without any venue. */
function serveWithoutVenue(permissions: Permissions = { scopes: [], venueIds: [] }) {
  const { data } = sessionData(permissions);
  mockGraphQL({
    backOfficeSession: () => ({ data: { ...data, userMetadata: { ...data.userMetadata, venues: [] } } }),
    // §4: a user whose company has no venue is granted POS access; the owner has it already.
    grantPOSAccessToCurrentUser: () => ({ data: { grantPOSAccessToCurrentUser: false } }),
  });
}

const VENUES_ROUTE = { path: '/settings/venues', component: () => <p>Venue screen</p> };

beforeAll(async () => {
  await initFrameI18n();
});

afterEach(() => {
  cleanup();
});

describe('a company without a venue', () => {
  it('is shown the call to create its first venue instead of an empty dashboard', async () => {
    serveWithoutVenue();
    await renderRoute(<Home dashboard={<p>Dashboard figures</p>} />, '/', { i18n, routes: [VENUES_ROUTE] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Your company has no venue yet')).toBeTruthy();
    expect(screen.queryByText('Dashboard figures')).toBeNull();
    const create = screen.getByRole('link', { name: 'Create your first venue' });
    expect(create.getAttribute('href')).toBe('/settings/venues?id=new');
  });

  it('is told why a screen that works per venue is empty', async () => {
    serveWithoutVenue();
    await renderRoute(<FirstVenueCall page="terminals" />, '/settings/terminals', {
      i18n,
      routes: [VENUES_ROUTE],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terminals' })).toBeTruthy();
    expect(screen.getByText(/^Terminals works per venue/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first venue' })).toBeTruthy();
  });

  it('sends a user who may not create venues to an administrator instead', async () => {
    serveWithoutVenue({ scopes: ['FINANCE'], venueIds: [] });
    await renderRoute(<Home dashboard={<p>Dashboard figures</p>} />, '/', { i18n, routes: [VENUES_ROUTE] });
    expect(await screen.findByText(/Ask an administrator of your company to create one\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create your first venue' })).toBeNull();
  });
});
