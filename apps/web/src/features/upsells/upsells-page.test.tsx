import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, ITEMS, mockGraphQL, renderPim, sessionData } from '../../test/back-office.tsx';
import { UpsellsPage } from './upsells-page.tsx';

let fetchMock: Mock<typeof fetch>;

function serve() {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    upsells: () => ({
      data: {
        upsells: [
          { id: 'u2', name: 'Något att dricka?', displayOrder: 2, items: [] },
          { id: 'u1', name: 'Något sött?', displayOrder: 1, items: [{ id: 'i1', title: 'Cappuccino' }] },
        ],
      },
    }),
    itemOptions: () => ({ data: { items: { results: ITEMS } } }),
    updateUpsell: () => ({ data: { updateUpsell: { id: 'u1' } } }),
  });
}

describe('UpsellsPage', () => {
  afterEach(cleanup);

  it('lists upsells in display order with their products', async () => {
    serve();
    await renderPim(<UpsellsPage />, '/pim/upsells');
    await screen.findByText('Något sött?');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Något sött?',
      'Något att dricka?',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Cappuccino')).toBeTruthy();
  });

  it('edits the display order of an upsell and keeps its products', async () => {
    serve();
    await renderPim(<UpsellsPage />, '/pim/upsells?id=u1');
    const dialog = await screen.findByRole('dialog', { name: 'Något sött?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Display order/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'UpdateUpsell')).toEqual([
        { id: 'u1', input: { name: 'Något sött?', displayOrder: 5, itemIds: ['i1'] } },
      ]),
    );
  });
});
