import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { PaymentMethodsPage } from './payment-methods-page.tsx';

let fetchMock: Mock<typeof fetch>;

const METHODS = [
  { id: 'm1', createdAt: '2026-01-01T00:00:00Z', internalId: 'CARD', name: 'Kort', deleted: false },
  { id: 'm2', createdAt: '2026-01-01T00:00:01Z', internalId: 'SWISH', name: 'Swish', deleted: false },
];

function serve(create = () => ({ data: { createPaymentMethod: { id: 'm3' } } }) as unknown) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(),
    paymentMethods: () => ({ data: { paymentMethods: METHODS } }),
    createPaymentMethod: create,
    renamePaymentMethod: () => ({ data: { renamePaymentMethod: { id: 'm1' } } }),
    deletePaymentMethod: () => ({ data: { deletePaymentMethod: true } }),
  });
}

const render = (url: string) =>
  renderRoute(<PaymentMethodsPage />, url, { namespaces: ['backoffice', 'payment-methods'] });

describe('PaymentMethodsPage', () => {
  afterEach(cleanup);

  it('lists the company’s methods and adds one of a kind it does not have yet', async () => {
    serve();
    await render('/settings/payment-methods');
    expect(await screen.findByText('Kort')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment method' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    // Card and Swish are taken: only the others are offered.
    expect(screen.queryByRole('option', { name: 'Card' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Gift card' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
        'Gift card',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'CreatePaymentMethod')).toEqual([
        { input: { internalId: 'GIFT_CARD', name: 'Gift card' } },
      ]),
    );
  });

  it('renames a method: only the name is sent', async () => {
    serve();
    await render('/settings/payment-methods?id=m1');
    const dialog = await screen.findByRole('dialog', { name: 'Kort' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'Bankkort' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'RenamePaymentMethod')).toEqual([{ id: 'm1', name: 'Bankkort' }]),
    );
  });

  it('shows the server’s refusal under the type field', async () => {
    serve(() => badUserInput([{ field: 'internalId', message: 'validation.paymentMethodTaken' }]));
    await render('/settings/payment-methods?id=new');
    const dialog = await screen.findByRole('dialog', { name: 'New payment method' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('You already have a payment method of this type.')).toBeTruthy();
  });
});
