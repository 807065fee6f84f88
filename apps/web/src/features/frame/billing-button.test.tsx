import type { Permissions } from '@fika/domain';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { callsTo, mockGraphQL } from '../../test/back-office.tsx';
import { BillingButton } from './billing-button.tsx';
import { holdOperation, initFrameI18n, renderInFrame, SESSION_READY, sessionWith } from './test-utils.tsx';

const FULL_ACCESS: Permissions = { scopes: [], venueIds: [] };
const PORTAL_URL = 'https://billing.example.test/p/session_123';

/** A stand-in for the tab window.open gives back. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

let fetchMock: Mock<typeof fetch>;

function serve(
  options: { permissions?: Permissions; billingAccountId?: string | null; portal?: () => unknown } = {},
) {
  const { permissions = FULL_ACCESS, billingAccountId = 'ba_1', portal } = options;
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionWith(permissions, { billingAccountId }),
    customerPortalLink: portal ?? (() => ({ data: { customerPortalLink: PORTAL_URL } })),
  });
}

async function renderButton() {
  const view = renderInFrame(<BillingButton />);
  await screen.findByText(SESSION_READY);
  return view;
}

const billingButton = () => screen.getByRole('button', { name: /^Billing/ });

beforeAll(async () => {
  await initFrameI18n();
});

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

describe('BillingButton', () => {
  it('shows for a user with FINANCE and a billing account', async () => {
    serve({ permissions: { scopes: ['FINANCE'], venueIds: [] } });
    await renderButton();
    expect(billingButton().textContent).toContain('Billing');
    expect(billingButton().getAttribute('aria-busy')).toBe('false');
  });

  it('is hidden without a billing account', async () => {
    serve({ billingAccountId: null });
    await renderButton();
    expect(screen.queryByRole('button', { name: /Billing/ })).toBeNull();
  });

  it('is hidden without FINANCE', async () => {
    serve({ permissions: { scopes: ['STAFF', 'SETTINGS'], venueIds: [] } });
    await renderButton();
    expect(screen.queryByRole('button', { name: /Billing/ })).toBeNull();
  });

  it('shows a spinner and "Opening the billing portal…" while the link is made, then sends the tab there', async () => {
    serve();
    const release = holdOperation('CustomerPortalLink');
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderButton();

    fireEvent.click(billingButton());

    const busy = await screen.findByRole('button', { name: /Opening the billing portal…/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('data-disabled')).toBe(true);
    expect(busy.querySelector('.mantine-Loader-root')).not.toBeNull();
    // A second click while busy neither opens another tab nor asks again.
    fireEvent.click(busy);
    // The tab opens during the click (pop-up blockers allow that), empty until the link is there.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('');

    await act(async () => release());

    await waitFor(() => expect(tab.location.href).toBe(PORTAL_URL));
    expect(callsTo(fetchMock, 'CustomerPortalLink')).toEqual([
      { billingAccountId: 'ba_1', redirectUrl: window.location.href },
    ]);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(billingButton().getAttribute('aria-busy')).toBe('false');
    expect(billingButton().querySelector('.mantine-Loader-root')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the portal in this tab when the new tab was blocked', async () => {
    serve();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderButton();

    fireEvent.click(billingButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
  });

  it('a null link closes the tab and shows the §8 error', async () => {
    serve({ portal: () => ({ data: { customerPortalLink: null } }) });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderButton();

    fireEvent.click(billingButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Something went wrong')).toBeTruthy();
    expect(
      within(toast).getByText('Could not generate Stripe customer portal link. Please try again.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');
    expect(billingButton().getAttribute('aria-busy')).toBe('false');
  });

  it('a failed request shows the same error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // request() logs the failure.
    serve({ portal: () => ({ data: null, errors: [{ message: 'Billing provider unavailable' }] }) });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderButton();

    fireEvent.click(billingButton());

    const toast = await screen.findByRole('alert');
    expect(
      within(toast).getByText('Could not generate Stripe customer portal link. Please try again.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });
});
