import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  badUserInput,
  callsTo,
  errorOf,
  field,
  mockGraphQL,
  renderSettings,
  sessionData,
  type,
  VENUE_RESTRICTED,
} from './test-utils.tsx';
import type { SettingsVenue } from './use-settings.ts';
import { VenueSettingsPage } from './venue-settings-page.tsx';

const SODERMALM: SettingsVenue = {
  id: 'v1',
  name: 'Södermalm',
  legalName: 'Demo Bistro AB',
  organizationId: '5591234567',
  phone: '+46 8 123 456',
  timezone: 'Europe/Stockholm',
  staffIdleTimeout: 300,
  active: true,
  location: { id: 'l1', name: 'Södermalm', street: 'Götgatan 1', zip: '118 46', city: 'Stockholm' },
};

const GRUNERLOKKA: SettingsVenue = {
  id: 'v2',
  name: 'Grünerløkka',
  legalName: null,
  organizationId: null,
  phone: '0',
  timezone: 'Europe/Oslo',
  staffIdleTimeout: 0,
  active: false,
  location: null,
};

let fetchMock: Mock<typeof fetch>;

type Handler = (variables: Record<string, unknown>) => unknown;

/** A server holding two venues; mutations can be replaced per test. */
function serve(options: { createVenue?: Handler; updateVenue?: Handler; restricted?: boolean } = {}) {
  let venues = [SODERMALM, GRUNERLOKKA];
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(options.restricted ? VENUE_RESTRICTED : undefined),
    settingsVenues: () => ({ data: { venues } }),
    createVenue:
      options.createVenue ??
      ((variables) => {
        const input = variables.input as Record<string, unknown>;
        const venue = {
          ...GRUNERLOKKA,
          id: 'v3',
          active: true,
          ...input,
          phone: input.phone ?? '0',
        } as SettingsVenue;
        venues = [...venues, venue];
        return { data: { createVenue: venue } };
      }),
    updateVenue:
      options.updateVenue ??
      ((variables) => {
        const active = variables.active as boolean | undefined;
        venues = venues.map((venue) =>
          venue.id === variables.id ? { ...venue, ...(active === undefined ? {} : { active }) } : venue,
        );
        return { data: { updateVenue: venues.find((venue) => venue.id === variables.id) } };
      }),
  });
}

/** Renders the page at a width: the table from 768 px up, cards below. */
async function renderPage({ wide = true } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: wide,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  const view = await renderSettings(<VenueSettingsPage />, { path: '/settings/venues' });
  await screen.findByText('Södermalm');
  return view;
}

async function openNewVenue() {
  fireEvent.click(screen.getByRole('button', { name: 'New venue' }));
  return screen.findByRole('dialog', { name: 'New venue' });
}

afterEach(() => {
  cleanup();
});

describe('venue settings', () => {
  it('lists the venues in a table on wide screens', async () => {
    serve();
    await renderPage();

    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent)),
    ).toEqual([
      ['SödermalmDemo Bistro AB', 'Stockholm', '+46 8 123 456', 'Europe/Stockholm', '5 minutes', 'Active'],
      ['Grünerløkka', 'Not set', 'Not set', 'Europe/Oslo', 'Never locks', 'Inactive'],
    ]);
    expect(screen.getByRole('button', { name: 'Deactivate Södermalm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate Grünerløkka' })).toBeTruthy();
  });

  it('shows cards on narrow screens', async () => {
    serve();
    await renderPage({ wide: false });

    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('5 minutes')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Inactive')).toBeTruthy();
  });

  it('creates a venue in the company’s time zone without sending an empty phone', async () => {
    serve();
    await renderPage();
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(1);

    const dialog = await openNewVenue();
    expect(field('Time zone', dialog).value).toMatch(/^Europe\/Stockholm/);
    expect(field('Staff idle timeout (seconds)', dialog).value).toBe('0');
    type('Venue name', 'Vasastan', dialog);
    type('City', 'Stockholm', dialog);
    type('Staff idle timeout (seconds)', '90', dialog);
    expect(within(dialog).getByText(/Now: 1 minute, 30 seconds\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create venue' }));

    expect(await screen.findByText('Venue “Vasastan” created')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateVenue')).toEqual([
      {
        input: {
          name: 'Vasastan',
          timezone: 'Europe/Stockholm',
          staffIdleTimeout: 90,
          location: { city: 'Stockholm' },
        },
      },
    ]);
    expect(await screen.findByText('Vasastan')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2);
  });

  it('checks the venue with the domain rules before sending', async () => {
    serve();
    await renderPage();

    const dialog = await openNewVenue();
    type('Phone', 'call us', dialog);
    type('Staff idle timeout (seconds)', '7200', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create venue' }));

    expect(errorOf(field('Venue name', dialog))).toBe('This field is required.');
    expect(errorOf(field('Phone', dialog))).toBe(
      'Enter a valid phone number: digits, spaces and an optional + at the start.',
    );
    expect(errorOf(field('Staff idle timeout (seconds)', dialog))).toBe('This value is not valid.');
    expect(callsTo(fetchMock, 'CreateVenue')).toEqual([]);
  });

  it('shows the server’s field errors under the fields of the address', async () => {
    serve({ createVenue: () => badUserInput([{ field: 'location.zip', message: 'validation.tooLong' }]) });
    await renderPage();

    const dialog = await openNewVenue();
    type('Venue name', 'Vasastan', dialog);
    type('Postcode', '113 50 113 50 113 50 113', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create venue' }));

    await vi.waitFor(() => expect(errorOf(field('Postcode', dialog))).toBe('This is too long.'));
    expect(screen.getByRole('dialog', { name: 'New venue' })).toBeTruthy();
  });

  it('edits a venue with its details filled in', async () => {
    serve();
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Södermalm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Södermalm' });
    expect(field('Venue name', dialog).value).toBe('Södermalm');
    expect(field('Organization ID', dialog).value).toBe('5591234567');
    expect(field('Street address', dialog).value).toBe('Götgatan 1');
    expect(field('Location name', dialog).value).toBe('');
    type('Staff idle timeout (seconds)', '600', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save venue' }));

    expect(await screen.findByText('Venue “Södermalm” saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateVenue')).toEqual([
      {
        id: 'v1',
        input: {
          name: 'Södermalm',
          legalName: 'Demo Bistro AB',
          organizationNumber: '5591234567',
          timezone: 'Europe/Stockholm',
          phone: '+46 8 123 456',
          staffIdleTimeout: 600,
          location: { street: 'Götgatan 1', zip: '118 46', city: 'Stockholm' },
        },
      },
    ]);
  });

  it('deactivates a venue after saying what that means', async () => {
    serve();
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Södermalm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Södermalm?' });
    expect(within(dialog).getByText(/The terminals of a deactivated venue cannot sell\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate venue' }));

    expect(await screen.findByText('“Södermalm” is deactivated')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'UpdateVenue');
    expect(call).toMatchObject({
      id: 'v1',
      active: false,
      input: { name: 'Södermalm', staffIdleTimeout: 300 },
    });
    await vi.waitFor(() => expect(screen.getAllByText('Inactive')).toHaveLength(2));
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2);
  });

  it('reactivates a venue', async () => {
    serve();
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Grünerløkka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Grünerløkka?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate venue' }));

    expect(await screen.findByText('“Grünerløkka” is active again')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateVenue')).toEqual([
      {
        id: 'v2',
        active: true,
        input: { name: 'Grünerløkka', timezone: 'Europe/Oslo', staffIdleTimeout: 0 },
      },
    ]);
  });

  it('offers no new venue to an administrator limited to some venues', async () => {
    serve({ restricted: true });
    await renderPage();

    expect(screen.queryByRole('button', { name: 'New venue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Södermalm' })).toBeTruthy();
  });
});
