import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/token-storage.ts';
import { ActivatePage } from '../pages/activate-page.tsx';
import { goToBackOffice } from './navigation.ts';
import { callsTo, mockGraphQL, renderPublic } from './test-utils.tsx';

vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  goToBackOffice: vi.fn(),
}));

const activation = (success: boolean, errorCode: string | null, token: string | null = null) => ({
  data: { activateTemporaryUser: { success, errorCode, token } },
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(goToBackOffice).mockClear();
});
afterEach(cleanup);

describe('activate page', () => {
  it('shows that it is activating, stores the session and opens the back office', async () => {
    const fetchMock = mockGraphQL({ activateTemporaryUser: () => activation(true, null, 'session-1') });
    await renderPublic('/activate/tok-ok', (route) => <ActivatePage route={route} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Activating' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We are verifying your e-mail address…');
    await vi.waitFor(() => expect(goToBackOffice).toHaveBeenCalledTimes(1));
    expect(goToBackOffice).toHaveBeenCalledWith('/welcome');
    expect(getToken()).toBe('session-1');
    expect(callsTo(fetchMock, 'ActivateTemporaryUser')).toEqual([{ token: 'tok-ok' }]);
  });

  it('explains a used link and links to log in', async () => {
    mockGraphQL({ activateTemporaryUser: () => activation(false, 'ACTIVATION_LINK_USED') });
    await renderPublic('/activate/tok-used', (route) => <ActivatePage route={route} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en-gb/login');
    expect(getToken()).toBeNull();
  });

  it('offers a new link when the old one expired', async () => {
    const fetchMock = mockGraphQL({
      activateTemporaryUser: () => activation(false, 'ACTIVATION_LINK_EXPIRED'),
      resendActivationEmail: () => ({ data: { resendActivationEmail: { success: true, errorCode: null } } }),
    });
    await renderPublic('/activate/tok-old', (route) => <ActivatePage route={route} />);

    expect(
      await screen.findByText('The link has expired. Enter your e-mail and we will send you a new one.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText(
        'If anna@example.com has an account waiting to be activated, a new link is on its way.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'ResendActivationEmail')).toEqual([{ username: 'anna@example.com' }]);
  });

  it('lets the visitor retry after a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockGraphQL({ activateTemporaryUser: () => activation(true, null, 'session-2') });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderPublic('/activate/tok-net', (route) => <ActivatePage route={route} />);

    expect(
      await screen.findByText('Could not reach Fika. Check your internet connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(goToBackOffice).toHaveBeenCalled());
    expect(getToken()).toBe('session-2');
  });
});
