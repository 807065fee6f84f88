import { ALL_FEATURES_LICENSED } from '@fika/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { formatsFor } from '../../lib/format.ts';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { OnlineOrderingOverviewPage } from './overview-page.tsx';
import { venueStatus } from './venue-state.ts';

let fetchMock: Mock<typeof fetch>;

const VENUE = {
  venueId: 'v1',
  venueName: 'Södermalm',
  timeZone: 'Europe/Stockholm',
  enabled: true,
  slug: 'sodermalm',
  guestUrl: 'http://fika.test/order/sodermalm',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  open: true,
  closesAt: '2026-11-24T21:00:00.000Z',
  opensAt: null,
  pausedUntil: null,
  acceptingOrders: true,
  hasHours: true,
  todayOrders: 12,
  todaySales: 154_000,
  currency: 'SEK',
};

function serve(venue = VENUE) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    onlineOrderingOverview: () => ({ data: { onlineOrderingOverview: [venue] } }),
    pauseOnlineOrdering: () => ({
      data: { pauseOnlineOrdering: { ...venue, pausedUntil: '2026-11-24T12:30:00Z' } },
    }),
  });
}

const render = () =>
  renderRoute(<OnlineOrderingOverviewPage />, '/online-ordering', {
    namespaces: ['backoffice', 'online-ordering'],
  });

describe('OnlineOrderingOverviewPage', () => {
  afterEach(cleanup);

  it('without an online ordering licence explains it and links to Licences (§6)', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () =>
        sessionData({ scopes: ['FINANCE'], venueIds: [] }, { ...ALL_FEATURES_LICENSED, appOrders: false }),
    });
    await render();
    const notice = await screen.findByTestId('license-notice');
    expect(within(notice).getByText('Online ordering needs a licence')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Go to Licences' }).getAttribute('href')).toBe(
      '/licenses',
    );
    expect(callsTo(fetchMock, 'OnlineOrderingOverview')).toHaveLength(0);
  });

  it('shows each venue open until its closing time with today’s orders, link and QR code', async () => {
    serve();
    await render();
    const card = await screen.findByRole('region', { name: 'Södermalm' });
    expect(within(card).getByText('Open until 22:00')).toBeTruthy();
    expect(within(card).getByText('Online ordering on')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /order\/sodermalm/ })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'QR code of the ordering page of Södermalm' })).toBeTruthy();
  });

  it('pauses for the length chosen from the switch’s menu', async () => {
    serve();
    await render();
    fireEvent.click(await screen.findByRole('switch', { name: 'Pause orders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'For 30 minutes' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PauseOnlineOrdering')).toEqual([{ venueId: 'v1', minutes: 30 }]),
    );
  });
});

describe('venueStatus', () => {
  const formats = formatsFor('en', 'SE');
  const base = {
    timeZone: 'Europe/Stockholm',
    open: false,
    hasHours: true,
    closesAt: null,
    opensAt: null,
    pausedUntil: null,
  };
  const now = new Date('2026-11-24T20:00:00Z'); // Tuesday 21:00 in Stockholm

  it('says when a closed venue opens: today, tomorrow or on a weekday, in the venue’s time zone', () => {
    expect(venueStatus({ ...base, opensAt: '2026-11-24T21:00:00Z' }, formats, now)).toEqual({
      kind: 'closed',
      opens: '22:00',
      when: 'today',
    });
    expect(venueStatus({ ...base, opensAt: '2026-11-25T06:00:00Z' }, formats, now)).toMatchObject({
      opens: '07:00',
      when: 'tomorrow',
    });
    expect(venueStatus({ ...base, opensAt: '2026-11-27T06:00:00Z' }, formats, now)).toMatchObject({
      when: 'later',
    });
  });

  it('puts a pause first and a venue without hours next', () => {
    expect(venueStatus({ ...base, open: true, pausedUntil: '2026-11-24T20:30:00Z' }, formats, now)).toEqual({
      kind: 'paused',
      until: '21:30',
    });
    expect(venueStatus({ ...base, hasHours: false }, formats, now)).toEqual({ kind: 'noHours' });
  });
});
