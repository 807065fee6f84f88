import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { sessionData } from '../../test/back-office.tsx';
import { callsTo, mockGraphQL } from '../../test/mock-graphql.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { AccessLevelsPage } from './access-levels-page.tsx';
import { GetStartedPage } from './get-started-page.tsx';

let fetchMock: Mock<typeof fetch>;

const LEVELS = [
  {
    id: 'l1',
    name: 'Kassör',
    permissions: ['HISTORY', 'MAKE_PAYMENT'],
    manualDiscountCap: null,
    venueIds: [],
    staffCount: 2,
    editable: true,
  },
  {
    id: 'l2',
    name: 'Servitör',
    permissions: ['MAKE_PAYMENT', 'MANUAL_DISCOUNT'],
    manualDiscountCap: 10,
    venueIds: ['v1'],
    staffCount: 1,
    editable: true,
  },
];

function serve(extra: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    accessLevels: () => ({ data: { accessLevels: LEVELS } }),
    createAccessLevel: () => ({ data: { createAccessLevel: { id: 'l3' } } }),
    ...extra,
  });
}

const render = (url: string) =>
  renderRoute(<AccessLevelsPage />, url, { namespaces: ['backoffice', 'access-levels'] });

describe('AccessLevelsPage', () => {
  afterEach(cleanup);

  it('lists levels with their permissions, discount cap, venues and staff', async () => {
    serve();
    await render('/staff/access-levels');
    const cashier = (await screen.findByText('Kassör')).closest('tr') as HTMLElement;
    expect(within(cashier).getByText('2 of 17')).toBeTruthy();
    expect(within(cashier).getByText('Not allowed')).toBeTruthy();
    expect(within(cashier).getByText('Every venue')).toBeTruthy();
    expect(within(cashier).getByText('2 people')).toBeTruthy();
    const waiter = screen.getByText('Servitör').closest('tr') as HTMLElement;
    expect(within(waiter).getByText('Up to 10%')).toBeTruthy();
    expect(within(waiter).getByText('Södermalm')).toBeTruthy();
  });

  it('creates a level from ?id=new with permissions ticked from their descriptions', async () => {
    serve();
    await render('/staff/access-levels?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New access level' });
    expect(within(dialog).getByText('See past transactions.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'CreateAccessLevel')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Bartender' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Refund/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Manual discounts/ }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Largest manual discount/ }), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreateAccessLevel')).toEqual([
        {
          input: {
            name: 'Bartender',
            permissions: ['MANUAL_DISCOUNT', 'REFUND'],
            manualDiscountCap: 15,
            venueIds: [],
          },
        },
      ]),
    );
    expect(await screen.findByText('Access level “Bartender” created')).toBeTruthy();
  }, 20_000);
});

describe('GetStartedPage', () => {
  afterEach(cleanup);

  it('ticks what real data shows done and links to what is left', async () => {
    serve({
      staffSetupProgress: () => ({
        data: {
          staffSetupProgress: {
            accessLevels: 3,
            staff: 4,
            staffWithoutPin: 1,
            staffWithoutVenue: 0,
            terminals: 1,
            lastConfigReadAt: null,
          },
        },
      }),
    });
    await renderRoute(<GetStartedPage />, '/staff/get-started', {
      namespaces: ['backoffice', 'access-levels'],
    });
    expect(await screen.findByText('3 of 5 done')).toBeTruthy();
    const levels = screen.getByRole('listitem', { name: 'Create access levels' });
    expect(within(levels).getByText('Done')).toBeTruthy();
    expect(within(levels).getByText('3 access levels decide what staff may do.')).toBeTruthy();
    expect(within(levels).getByRole('link', { name: 'Access levels' }).getAttribute('href')).toBe(
      '/staff/access-levels',
    );
    const pins = screen.getByRole('listitem', { name: 'Give everyone a PIN' });
    expect(within(pins).getByText('To do')).toBeTruthy();
    expect(within(pins).getByText('1 staff member has no PIN and cannot sign in yet.')).toBeTruthy();
    const feed = screen.getByRole('listitem', { name: 'Connect a till' });
    expect(within(feed).getByText('To do')).toBeTruthy();
  }, 20_000);
});
