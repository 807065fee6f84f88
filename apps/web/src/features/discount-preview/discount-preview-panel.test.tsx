import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { DiscountPreviewPanel } from './discount-preview-panel.tsx';

let fetchMock: Mock<typeof fetch>;

const COFFEE = { id: 'i1', title: 'Coffee', defaultPrice: 4000, appliedVariations: [] };

const conditions = {
  schedule: [],
  serviceTypes: [],
  channels: ['POS', 'ONLINE'],
  startsOn: null,
  endsOn: null,
  minQuantity: null,
  minOrderAmount: null,
};

// What the server answers for one coffee: the lunch discount applies at 12:00 and not at 15:00.
function priced(variables: Record<string, unknown>) {
  const input = variables.input as { time: string; lines: { quantity: number }[]; chosenOfferIds: string[] };
  const lunch = input.time < '14:00' && input.lines.length > 0;
  const quantity = input.lines[0]?.quantity ?? 0;
  const gross = 3500 * quantity;
  const discount = lunch ? gross / 5 : 0;
  const lines = input.lines.map((_, i) => ({
    lineNo: i + 1,
    itemId: 'i1',
    title: 'Coffee',
    quantity,
    unitPrice: 3500,
    menuPrice: true,
    grossAmount: gross,
    discountAmount: discount,
    netAmount: gross - discount,
    modifications: [],
    discounts: lunch ? [{ offerId: 'o1', offerName: 'Lunch coffee', amount: discount }] : [],
  }));
  const lunchSchedule = [{ weekday: 'TUESDAY', startMinute: 660, endMinute: 840 }];
  return {
    data: {
      previewBasket: {
        date: '2026-11-24',
        weekday: 'TUESDAY',
        minute: lunch ? 720 : 900,
        grossAmount: gross,
        discountAmount: discount,
        netAmount: gross - discount,
        lines,
        applied: lunch ? [{ offerId: 'o1', offerName: 'Lunch coffee', amount: discount, lineNos: [1] }] : [],
        shown: [],
        notApplied: [
          ...(lunch
            ? []
            : [
                {
                  offerId: 'o1',
                  offerName: 'Lunch coffee',
                  reason: 'OUTSIDE_HOURS',
                  byOfferName: null,
                  conditions: { ...conditions, schedule: lunchSchedule },
                },
              ]),
          {
            offerId: 'o2',
            offerName: 'Take-away treat',
            reason: 'WRONG_SERVICE_TYPE',
            byOfferName: null,
            conditions: { ...conditions, serviceTypes: ['TAKE_AWAY'] },
          },
          ...(input.chosenOfferIds.includes('o3')
            ? []
            : [
                {
                  offerId: 'o3',
                  offerName: 'Staff pick',
                  reason: 'NOT_CHOSEN',
                  byOfferName: null,
                  conditions,
                },
              ]),
        ],
      },
    },
  };
}

function serve(previewBasket: (variables: Record<string, unknown>) => unknown = priced) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    previewItems: () => ({ data: { items: { count: 1, results: [COFFEE] } } }),
    previewBasket,
  });
}

const render = () =>
  renderRoute(<DiscountPreviewPanel />, '/discounts', { namespaces: ['discount-preview'] });

async function addCoffee() {
  const search = await screen.findByRole('combobox', { name: 'Add an item' });
  fireEvent.click(search);
  fireEvent.change(search, { target: { value: 'Cof' } });
  fireEvent.click(await screen.findByRole('option', { name: /^Coffee/ }));
  await screen.findByTestId('basket-line');
}

const setTime = (time: string) =>
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: time } });

describe('DiscountPreviewPanel', () => {
  afterEach(cleanup);

  it('prices a basket at lunch and explains why an offer does not apply at 15:00', async () => {
    serve();
    await render();
    expect(await screen.findByText('The basket is empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-24' } });
    setTime('12:00');
    await addCoffee();

    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toMatch(/SEK\s?28\.00/));
    const applied = screen.getByTestId('applied-offer');
    expect(within(applied).getByText(/−SEK\s?7\.00/)).toBeTruthy();
    expect(within(applied).getByText('Lunch coffee')).toBeTruthy();
    expect(within(applied).getByText('On Coffee')).toBeTruthy();
    expect(screen.getByTestId('basket-total').textContent).toMatch(/SEK\s?28\.00/);
    expect(screen.getByText('Only on Take away')).toBeTruthy();
    const sent = callsTo(fetchMock, 'PreviewBasket').at(-1)?.input;
    expect(sent).toMatchObject({
      venueId: 'v1',
      serviceType: 'POS',
      channel: 'POS',
      date: '2026-11-24',
      time: '12:00',
      lines: [{ itemId: 'i1', quantity: 1, modificationIds: [] }],
      chosenOfferIds: [],
    });

    setTime('15:00');
    expect(await screen.findByText('Outside its hours (11:00–14:00)')).toBeTruthy();
    expect(screen.getByText('No offer applies to this basket.')).toBeTruthy();
  }, 15_000);

  it('refuses a quantity out of range before asking the server', async () => {
    serve();
    await render();
    await screen.findByText('The basket is empty');
    setTime('12:00');
    await addCoffee();
    await screen.findByTestId('applied-offer');
    await waitFor(() => expect(screen.getByTestId('line-net')).toBeTruthy());
    const calls = callsTo(fetchMock, 'PreviewBasket').length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '1000' } });
    expect(await screen.findByText('Enter a whole number from 1 to 999.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(fetchMock, 'PreviewBasket')).toHaveLength(calls);
  });

  it('chooses a staff-chosen offer as the till would', async () => {
    serve();
    await render();
    await addCoffee();
    const staffPick = (await screen.findByText('Staff pick')).closest('[data-testid="not-applied-offer"]');
    expect(
      within(staffPick as HTMLElement).getByText('Applies only when staff choose it on the till'),
    ).toBeTruthy();
    fireEvent.click(within(staffPick as HTMLElement).getByRole('button', { name: 'Choose it' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PreviewBasket').at(-1)?.input).toMatchObject({ chosenOfferIds: ['o3'] }),
    );
  });

  it('offers a retry when the basket cannot be priced', async () => {
    serve(() => ({
      data: null,
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    await render();
    expect(await screen.findByText('The basket could not be priced.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
