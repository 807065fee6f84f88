import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { BeepersPage } from './beepers-page.tsx';

let fetchMock: Mock<typeof fetch>;

const OVERVIEW = [
  {
    venueId: 'v1',
    venueName: 'Södermalm',
    configured: true,
    rangeFrom: 1,
    rangeTo: 20,
    mode: 'AUTOMATIC',
    freeCount: 19,
    nextFree: 2,
    inUse: [
      {
        number: 1,
        orderId: 'o1',
        orderNumber: 1042,
        status: 'ACCEPTED',
        assignedAt: '2026-11-24T10:00:00Z',
        outsideRange: false,
      },
    ],
  },
  {
    venueId: 'v2',
    venueName: 'Grünerløkka',
    configured: false,
    rangeFrom: null,
    rangeTo: null,
    mode: 'AUTOMATIC',
    freeCount: 0,
    nextFree: null,
    inUse: [],
  },
];

function serve(update = () => ({ data: { updateBeeperSettings: { venueId: 'v2' } } }) as unknown) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    beeperOverview: () => ({ data: { beeperOverview: OVERVIEW } }),
    updateBeeperSettings: update,
    releaseBeeper: () => ({ data: { releaseBeeper: { venueId: 'v1' } } }),
  });
}

const render = (url: string) => renderRoute(<BeepersPage />, url, { namespaces: ['backoffice', 'beepers'] });

describe('BeepersPage', () => {
  afterEach(cleanup);

  it('lists every venue with its numbers, and one not set up yet', async () => {
    serve();
    await render('/settings/beepers');
    const sodermalm = await screen.findByTestId('beepers-Södermalm');
    expect(within(sodermalm).getByText('1–20')).toBeTruthy();
    expect(within(sodermalm).getByText('Automatic')).toBeTruthy();
    expect(within(sodermalm).getByText('19')).toBeTruthy();
    expect(within(screen.getByTestId('beepers-Grünerløkka')).getByText('Not set up')).toBeTruthy();
  });

  it('shows which order holds which number', async () => {
    serve();
    await render('/settings/beepers?id=v1');
    const dialog = await screen.findByRole('dialog', { name: 'Beepers at Södermalm' });
    const held = within(dialog).getByTestId('beeper-1');
    expect(within(held).getByRole('link', { name: 'Order 1042' }).getAttribute('href')).toContain('id=o1');
    expect(within(dialog).getByText(/19 of 20 free/)).toBeTruthy();
  });

  it('sets up a venue with the numbers after the other venues’ and manual assignment', async () => {
    serve();
    await render('/settings/beepers?id=v2');
    const dialog = await screen.findByRole('dialog', { name: 'Beepers at Grünerløkka' });
    expect((within(dialog).getByRole('textbox', { name: /^First number/ }) as HTMLInputElement).value).toBe(
      '21',
    );
    fireEvent.click(within(dialog).getByText('Manual'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'UpdateBeeperSettings')).toEqual([
        { venueId: 'v2', input: { rangeFrom: 21, rangeTo: 40, mode: 'MANUAL' } },
      ]),
    );
  });

  it('refuses a backwards range before sending, and shows the server’s overlap under the fields', async () => {
    serve(() => badUserInput([{ field: 'rangeFrom', message: 'validation.beeperRangeOverlap' }]));
    await render('/settings/beepers?id=v2');
    const dialog = await screen.findByRole('dialog', { name: 'Beepers at Grünerløkka' });
    const last = within(dialog).getByRole('textbox', { name: /^Last number/ });
    fireEvent.change(last, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last number must not be below the first.')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateBeeperSettings')).toEqual([]);
    fireEvent.change(last, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Another venue already uses some of these numbers/)).toBeTruthy();
  });
});
