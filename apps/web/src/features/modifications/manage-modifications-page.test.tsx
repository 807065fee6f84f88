import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { ManageModificationsPage } from './manage-modifications-page.tsx';
import { callsTo, groupData, mockGraphQL, renderPim, sessionData } from './test-utils.tsx';

let fetchMock: Mock<typeof fetch>;
let price = 500;

function serve() {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    modificationGroups: () => ({
      data: {
        modificationGroups: [
          groupData('g1', 'Mjölk', [
            { id: 'm1', name: 'Standard', price: 0 },
            { id: 'm2', name: 'Havre', price },
          ]),
          groupData('g2', 'Extra', [{ id: 'm3', name: 'Vaniljsirap', price: 600 }]),
        ],
      },
    }),
    updateVariation: (v) => {
      price = (v.input as { price: number }).price;
      return { data: { updateVariation: { id: v.id, name: 'Havre', price } } };
    },
  });
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ManageModificationsPage', () => {
  afterEach(() => {
    cleanup();
    price = 500;
  });

  it('lists every modification of every group, searchable and filtered by group', async () => {
    serve();
    await renderPim(<ManageModificationsPage />, '/pim/manage-modifications');
    await screen.findByText('Vaniljsirap');
    expect(rowNames()).toEqual(['Vaniljsirap', 'Standard', 'Havre']); // by group title
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'mjolk' } });
    expect(rowNames()).toEqual(['Standard', 'Havre']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Group', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Extra' }));
    expect(rowNames()).toEqual(['Vaniljsirap']);
  });

  it('saves a new price when the field loses focus, keeping the name and its translations', async () => {
    serve();
    await renderPim(<ManageModificationsPage />, '/pim/manage-modifications');
    const input = await screen.findByRole('textbox', { name: 'Price of Havre' });
    fireEvent.change(input, { target: { value: '7,50' } });
    fireEvent.blur(input);
    await waitFor(() => expect(callsTo(fetchMock, 'UpdateVariation')).toHaveLength(1));
    expect(callsTo(fetchMock, 'UpdateVariation')[0]).toEqual({
      id: 'm2',
      input: { name: 'Havre', nameLang: { en: null, se: null, es: null, no: null }, price: 750 },
    });
    expect(await screen.findByText('Price of “Havre” saved')).toBeTruthy();
    // An unchanged price is not sent again.
    fireEvent.blur(await screen.findByRole('textbox', { name: 'Price of Standard' }));
    expect(callsTo(fetchMock, 'UpdateVariation')).toHaveLength(1);
  });
});
