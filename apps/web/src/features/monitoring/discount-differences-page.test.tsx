import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { DiscountDifferencesPage } from './discount-differences-page.tsx';
import { discountDifferencesSearch } from './discount-differences-search.ts';

const node = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-20T11:05:00.000Z',
  venueName: 'Södermalm',
  orderId: `order-${id}`,
  orderNumber: 1042,
  lineNo: 1,
  lineTitle: 'Cappuccino',
  kind: 'OFFER_MISMATCH',
  offerName: 'Lunch coffee 20 %',
  staffName: 'Ella',
  terminalAmount: 1500,
  expectedAmount: 900,
  difference: 600,
  currency: 'SEK',
  ...over,
});

const NODES = [
  node('d1'),
  node('d2', {
    kind: 'CAP_EXCEEDED',
    offerName: null,
    lineNo: null,
    lineTitle: null,
    orderNumber: 1043,
    terminalAmount: 2000,
    expectedAmount: 1000,
    difference: 1000,
  }),
];

const page = (nodes = NODES) => ({
  data: {
    discountDifferences: {
      nodes,
      pageInfo: { hasNextPage: false, endCursor: null },
      totals: nodes.length
        ? [
            { kind: 'CAP_EXCEEDED', count: 1, difference: 1000 },
            { kind: 'OFFER_MISMATCH', count: 1, difference: 600 },
          ]
        : [],
    },
  },
});

let fetchMock: Mock<typeof fetch>;
const render = (url = '/monitoring/discounts') =>
  renderRoute(null, url, {
    namespaces: ['discount-differences', 'orders'],
    routes: [
      {
        path: '/monitoring/discounts',
        component: DiscountDifferencesPage,
        validateSearch: discountDifferencesSearch,
      },
      { path: '/orders', component: () => <p>Orders screen</p> },
    ],
  });

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('DiscountDifferencesPage', () => {
  beforeEach(() => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      discountDifferences: () => page(),
      discountDifferencesCsv: () => ({ data: { discountDifferencesCsv: '\uFEFFTime,Venue\r\n' } }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each difference with venue, order, line, offer, staff, kind and the three amounts', async () => {
    await render('/monitoring/discounts?from=2026-11-01&to=2026-11-07&kind=OFFER_MISMATCH&q=1042');
    await screen.findByText('Lunch coffee 20 %');
    expect(callsTo(fetchMock, 'DiscountDifferences')[0]?.filter).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      venueIds: null,
      kinds: ['OFFER_MISMATCH'],
      search: '1042',
    });
    const [first, second] = bodyRows();
    expect(first).toContain('Södermalm');
    expect(first).toContain('#1042');
    expect(first).toContain('Cappuccino');
    expect(first).toContain('Ella');
    expect(first).toContain('Amount differs');
    expect(first).toMatch(/15\.00.*9\.00.*6\.00/);
    // A manual discount over the cap, on the whole order.
    expect(second).toContain('Whole order');
    expect(second).toContain('Manual discount');
    expect(second).toContain('Over the staff cap');
    expect(screen.getByTestId('discount-difference-totals').textContent).toContain('Over the staff cap:');
    // The first render loads the screen's modules: more than the default 5 s on a busy machine.
  }, 20_000);

  it('links the order number to the order for a user who may open orders', async () => {
    await render();
    const link = await screen.findByRole('link', { name: '#1042' });
    expect(link.getAttribute('href')).toBe('/orders?id=order-d1');
    cleanup();
    mockGraphQL({
      backOfficeSession: () => sessionData({ scopes: ['FINANCE'], venueIds: [] }),
      discountDifferences: () => page(),
    });
    await render();
    await screen.findByText('Lunch coffee 20 %');
    expect(screen.queryByRole('link', { name: '#1042' })).toBeNull();
    expect(bodyRows()[0]).toContain('#1042');
  });

  it('exports the same filter as CSV in the interface language', async () => {
    const createObjectURL = vi.fn(() => 'blob:discount-differences');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await render('/monitoring/discounts?from=2026-11-01&to=2026-11-07');
    await screen.findByText('Lunch coffee 20 %');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'DiscountDifferencesCsv')[0]).toEqual({
      filter: { from: '2026-11-01', to: '2026-11-07', venueIds: null, kinds: null, search: null },
      language: 'en',
    });
  });

  it('says when nothing differs, and offers a retry when the list cannot be loaded', async () => {
    mockGraphQL({ backOfficeSession: () => sessionData(), discountDifferences: () => page([]) });
    await render();
    expect(await screen.findByRole('heading', { name: 'No discount differences' })).toBeTruthy();
    cleanup();
    mockGraphQL({
      backOfficeSession: () => sessionData(),
      discountDifferences: () => ({
        errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    await render();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });

  it('drops a kind the server does not know from the URL', () => {
    expect(discountDifferencesSearch({ kind: 'GIFT', from: '2026-11-01', to: 'soon', q: 'x' })).toEqual({
      from: '2026-11-01',
      q: 'x',
    });
    expect(discountDifferencesSearch({ q: 1042 })).toEqual({ q: '1042' });
  });
});
