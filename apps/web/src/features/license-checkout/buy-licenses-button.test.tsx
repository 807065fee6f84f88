import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { BuyLicensesButton } from './buy-licenses-button.tsx';

let fetchMock: Mock<typeof fetch>;

const PRICES = {
  data: {
    licensePrices: {
      currency: 'SEK',
      products: [
        { product: 'EPOS', unitPrice: 49900 },
        { product: 'KDS', unitPrice: 19900 },
        { product: 'APP', unitPrice: 29900 },
      ],
    },
  },
};

function serve(scopes: string[], checkout: () => unknown) {
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData({ scopes: scopes as never, venueIds: [] }),
    licensePrices: () => PRICES,
    licenseCheckoutLink: checkout,
  });
}

const render = () => renderRoute(<BuyLicensesButton />, '/licenses', { namespaces: ['billing'] });

const quantityOf = (drawer: HTMLElement, product: string) =>
  within(drawer).getByRole('textbox', { name: `Number of ${product} licences` });

describe('BuyLicensesButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not there for a user without FINANCE', async () => {
    serve(['ORDERS'], () => null);
    await render();
    // The session has loaded (the route rendered) and still no button.
    await waitFor(() => expect(callsTo(fetchMock, 'BackOfficeSession').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Buy licences/ })).toBeNull();
  });

  it('adds up the chosen licences and sends them to the checkout, then leaves for its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    serve(['FINANCE'], () => ({
      data: {
        licenseCheckoutLink: {
          redirectUrl: 'http://localhost/billing-sandbox/checkout/cs_1',
          billingAccountId: 'b1',
        },
      },
    }));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /Buy licences/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('POS till')).toBeTruthy();
    expect(within(drawer).getByText('Sandbox')).toBeTruthy();
    // Only the products the provider prices are offered.
    expect(within(drawer).queryByText('Table service')).toBeNull();
    const checkout = within(drawer).getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);

    fireEvent.change(quantityOf(drawer, 'POS till'), { target: { value: '2' } });
    fireEvent.change(quantityOf(drawer, 'Kitchen display'), { target: { value: '1' } });
    // 2 × 499 + 199 = 1 197 SEK a month, in the user's language for the company's country.
    await waitFor(() =>
      expect(within(drawer).getByTestId('license-checkout-total').textContent).toMatch(/1,197\.00/),
    );
    fireEvent.click(checkout);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'LicenseCheckoutLink')).toEqual([
        {
          products: [
            { product: 'EPOS', quantity: 2 },
            { product: 'KDS', quantity: 1 },
          ],
          redirectUrl: `${window.location.origin}/licenses`,
        },
      ]),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/billing-sandbox/checkout/cs_1'),
    );
  });

  it('shows the server’s refusal translated and stays', async () => {
    serve(['FINANCE'], () => ({
      data: null,
      errors: [
        {
          message: 'The billing provider could not be reached.',
          extensions: { code: 'CONFLICT', messageKey: 'errors.billingUnavailable' },
        },
      ],
    }));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /Buy licences/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(await waitFor(() => quantityOf(drawer, 'Online ordering app')), {
      target: { value: '3' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Go to checkout' }));
    expect((await within(drawer).findByRole('alert')).textContent).toMatch(/Nothing was charged/);
  });

  it('shows a server field error in the user’s words', async () => {
    serve(['FINANCE'], () =>
      badUserInput([{ field: 'products.0.quantity', message: 'validation.checkoutQuantity' }]),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /Buy licences/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(await waitFor(() => quantityOf(drawer, 'POS till')), { target: { value: '4' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Go to checkout' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe(
      'Choose between 1 and 50 licences of a product.',
    );
  });
});
