import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/token-storage.ts';
import { LoginPage } from '../pages/login-page.tsx';
import { goToBackOffice } from './navigation.ts';
import { callsTo, mockGraphQL, renderPublic } from './test-utils.tsx';

vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  goToBackOffice: vi.fn(),
}));

const loginFailed = (errorCode: string) => ({
  data: { login: { success: false, error: 'English', errorCode, token: null, organizationAdmin: false } },
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(goToBackOffice).mockClear();
});
afterEach(cleanup);

describe('login page', () => {
  it('checks the fields before sending anything', async () => {
    const fetchMock = mockGraphQL({});
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Fika' })).toBeTruthy();
    fill('not-an-email', '');

    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Enter a valid e-mail address, like name@example.com.',
    );
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the password reset and to the free trial', async () => {
    mockGraphQL({});
    await renderPublic('/sv-se/login', (route) => <LoginPage route={route} />, 'sv');
    expect(screen.getByRole('link', { name: 'Glömt lösenordet?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(
      screen
        .getByRole('link', { name: 'Inte medlem? Starta din kostnadsfria provperiod på 30 dagar' })
        .getAttribute('href'),
    ).toBe('/sv-se/register');
  });

  it('explains wrong credentials and keeps what was typed', async () => {
    mockGraphQL({ login: () => loginFailed('INVALID_CREDENTIALS') });
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);
    fill('anna@example.com', 'wrong-password1');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.com');
    expect(getToken()).toBeNull();
    expect(goToBackOffice).not.toHaveBeenCalled();
  });

  it('offers to send the activation e-mail again', async () => {
    const fetchMock = mockGraphQL({
      login: () => loginFailed('ACCOUNT_NOT_ACTIVATED'),
      resendActivationEmail: () => ({ data: { resendActivationEmail: { success: true, errorCode: null } } }),
    });
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);
    fill('anna@example.com', 'secret123');

    await screen.findByText('Your account is not activated yet. Use the link in the e-mail we sent you.');
    fireEvent.click(screen.getByRole('button', { name: 'Send the activation e-mail again' }));

    expect(
      await screen.findByText('We sent a new activation link to anna@example.com. Check your inbox.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'ResendActivationEmail')).toEqual([{ username: 'anna@example.com' }]);
  });

  it('tells a blocked account to contact an administrator', async () => {
    mockGraphQL({ login: () => loginFailed('ACCOUNT_BLOCKED') });
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);
    fill('anna@example.com', 'secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account has been blocked. Contact an administrator of your company.',
    );
    expect(getToken()).toBeNull();
  });

  it('explains rate limiting and network failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockGraphQL({ login: () => loginFailed('RATE_LIMITED') });
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);
    fill('anna@example.com', 'secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait 15 minutes and try again, or reset your password.',
    );

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Could not reach Fika. Check your internet connection and try again.'),
    ).toBeTruthy();
  });

  it('stores the token and opens the back office', async () => {
    mockGraphQL({
      login: () => ({
        data: {
          login: { success: true, error: null, errorCode: null, token: 'tok', organizationAdmin: false },
        },
      }),
    });
    await renderPublic('/en-gb/login', (route) => <LoginPage route={route} />);
    fill('anna@example.com', 'secret123');

    await vi.waitFor(() => expect(goToBackOffice).toHaveBeenCalled());
    expect(getToken()).toBe('tok');
  });
});
