import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { sessionData } from '../../test/back-office.tsx';
import { badUserInput, callsTo, mockGraphQL } from '../../test/mock-graphql.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { DiscountsPage } from './discounts-page.tsx';

let fetchMock: Mock<typeof fetch>;

const BASE = {
  description: '',
  usableInPos: true,
  automatic: true,
  priority: 0,
  combinable: true,
  channels: ['POS', 'ONLINE'],
  serviceTypes: [],
  minQuantity: null,
  minOrderAmount: null,
  startsOn: null,
  endsOn: null,
  editable: true,
  venueIds: [],
  targets: [],
  schedule: [],
  steps: [],
};

const OFFERS = [
  {
    ...BASE,
    id: 'o1',
    name: 'Lunch coffee',
    type: 'ITEM_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: 20,
    active: true,
    targets: [{ itemId: 'coffee', categoryId: null, quantity: 1 }],
    schedule: [{ weekday: 'MONDAY', start: '11:00', end: '14:00' }],
  },
  {
    ...BASE,
    id: 'o2',
    name: 'Fikapaket',
    type: 'BUNDLE',
    discountType: 'PRICE',
    value: 5500,
    active: false,
    venueIds: ['v1'],
  },
];

const CHOICES = {
  items: [
    { id: 'coffee', name: 'Bryggkaffe', price: 3500 },
    { id: 'bun', name: 'Kanelbulle', price: 3900 },
  ],
  categories: [{ id: 'drinks', name: 'Dryck' }],
};

function serve(extra: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    offers: () => ({ data: { offers: OFFERS } }),
    offerChoices: () => ({ data: { offerChoices: CHOICES } }),
    createOffer: () => ({ data: { createOffer: { id: 'o3' } } }),
    ...extra,
  });
}

const render = (url: string) =>
  renderRoute(<DiscountsPage />, url, { namespaces: ['backoffice', 'discounts'] });

describe('DiscountsPage', () => {
  afterEach(cleanup);

  it('lists offers with their type, value, schedule, venues and status, filtered on the server', async () => {
    serve();
    await render('/discounts?type=BUNDLE&active=no&q=fika');
    const lunch = (await screen.findByText('Lunch coffee')).closest('tr') as HTMLElement;
    expect(within(lunch).getByText('Item discount')).toBeTruthy();
    expect(within(lunch).getByText('20% off')).toBeTruthy();
    expect(within(lunch).getByText('1 time slot')).toBeTruthy();
    expect(within(lunch).getByText('Every venue')).toBeTruthy();
    expect(within(lunch).getByText('Active')).toBeTruthy();
    const bundle = screen.getByText('Fikapaket').closest('tr') as HTMLElement;
    expect(within(bundle).getByText('Inactive')).toBeTruthy();
    expect(within(bundle).getByText('Södermalm')).toBeTruthy();
    // The test basket has its own tab.
    expect(screen.getByRole('tab', { name: 'Test basket' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Offers', selected: true })).toBeTruthy();
    expect(callsTo(fetchMock, 'Offers')[0]).toEqual({
      filter: { search: 'fika', type: 'BUNDLE', active: false, venueId: null, channel: null },
    });
  });

  it('says so when there are no offers, and when they cannot be loaded', async () => {
    serve({ offers: () => ({ data: { offers: [] } }) });
    await render('/discounts');
    expect(await screen.findByText('No offers yet')).toBeTruthy();
    cleanup();
    serve({
      offers: () => ({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    await render('/discounts');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('checks the offer rules before sending, then creates an order discount', async () => {
    serve();
    await render('/discounts?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New offer' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Big order' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Percentage off/ }), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateOffer')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Percentage off/ }), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(fetchMock, 'CreateOffer')).toHaveLength(1));
    expect(callsTo(fetchMock, 'CreateOffer')[0]).toMatchObject({
      input: {
        name: 'Big order',
        type: 'ITEM_DISCOUNT',
        discountType: 'PERCENTAGE',
        value: 15,
        channels: ['POS', 'ONLINE'],
        targets: [],
        schedule: [],
        steps: [],
      },
    });
    expect(await screen.findByText('Offer “Big order” created')).toBeTruthy();
  }, 20_000);

  it('shows the server’s field errors under the fields', async () => {
    serve({ createOffer: () => badUserInput([{ field: 'venueIds', message: 'validation.venue' }]) });
    await render('/discounts?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New offer' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose venues you manage.')).toBeTruthy();
  }, 20_000);

  it('opens an offer with its schedule and targets, and duplicates it', async () => {
    serve({ duplicateOffer: () => ({ data: { duplicateOffer: { id: 'o9' } } }) });
    await render('/discounts?id=o1');
    const dialog = await screen.findByRole('dialog', { name: 'Lunch coffee' });
    expect((within(dialog).getAllByRole('textbox', { name: /^Start on/ })[0] as HTMLInputElement).value).toBe(
      '11:00',
    );
    expect(await within(dialog).findByText('Bryggkaffe')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DuplicateOffer')).toEqual([{ id: 'o1', name: 'Copy of Lunch coffee' }]),
    );
  }, 20_000);
});
