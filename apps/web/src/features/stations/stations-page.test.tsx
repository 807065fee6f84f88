import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, ITEMS, mockGraphQL, renderPim, sessionData } from '../../test/back-office.tsx';
import { StationsPage } from './stations-page.tsx';

let fetchMock: Mock<typeof fetch>;

function serve() {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    stations: () => ({
      data: {
        stations: [
          { id: 's1', name: 'Kök', venueId: null, items: [{ id: 'i1', title: 'Cappuccino' }] },
          { id: 's2', name: 'Bar', venueId: 'v1', items: [] },
        ],
      },
    }),
    itemOptions: () => ({ data: { items: { results: ITEMS } } }),
    createStation: () => ({ data: { createStation: { id: 's3' } } }),
  });
}

describe('StationsPage', () => {
  afterEach(cleanup);

  it('lists the stations with their venue, or every venue', async () => {
    serve();
    await renderPim(<StationsPage />, '/pim/stations');
    const kitchen = (await screen.findByText('Kök')).closest('tr') as HTMLElement;
    expect(within(kitchen).getByText('Every venue')).toBeTruthy();
    expect(within(kitchen).getByText('1 product')).toBeTruthy();
    const bar = screen.getByText('Bar').closest('tr') as HTMLElement;
    expect(within(bar).getByText('Södermalm')).toBeTruthy();
  });

  it('creates a station from ?id=new, and refuses an empty name before sending', async () => {
    serve();
    const { router } = await renderPim(<StationsPage />, '/pim/stations?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New station' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateStation')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Dessert' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreateStation')).toEqual([
        { input: { name: 'Dessert', venueId: null, itemIds: [] } },
      ]),
    );
    expect(await screen.findByText('Station “Dessert” created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
