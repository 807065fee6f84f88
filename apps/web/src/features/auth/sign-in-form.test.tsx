import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n.ts';
import { getAdminToken, getToken, setToken } from '../../lib/token-storage.ts';
import { AuthScreen } from './auth-screen.tsx';

type Handler = (variables: Record<string, unknown>, headers: Record<string, string>) => unknown;

let fetchMock: Mock<typeof fetch>;
let handlers: Record<string, Handler>;

const ANNA = {
  id: 'u1',
  email: 'anna@example.com',
  name: 'Anna Svensson',
  permissions: { scopes: [], venueIds: [] },
  venues: [{ id: 'v1', name: 'Södermalm' }],
  company: { id: 'c1', name: 'Café Linnea', country: 'SE', defaultCurrency: 'SEK' },
};

const loginOk = (organizationAdmin = false) => ({
  data: { login: { success: true, error: null, errorCode: null, token: 'fresh-token', organizationAdmin } },
});

const loginFailed = (errorCode: string) => ({
  data: {
    login: { success: false, error: 'English text', errorCode, token: null, organizationAdmin: false },
  },
});

function requestsTo(operationName: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .filter(([, init]) => JSON.parse(String(init?.body)).operationName === operationName)
    .map(([, init]) => init?.headers as Record<string, string>);
}

function fillAndSubmit(
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  handlers = {};
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    const handler = handlers[body.operationName];
    if (!handler) throw new Error(`Unexpected operation ${body.operationName}`);
    const result = handler(body.variables, init?.headers as Record<string, string>);
    return new Response(JSON.stringify(result), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  localStorage.clear();
});

describe('sign-in', () => {
  it('shows the translated reason when the credentials are wrong', async () => {
    handlers.Login = () => loginFailed('INVALID_CREDENTIALS');
    render(<AuthScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Fika' })).toBeTruthy();
    fillAndSubmit('anna@example.com', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
    expect(getToken()).toBeNull();
  });

  it('shows the reason in the chosen language', async () => {
    await changeLanguage('sv');
    handlers.Login = () => loginFailed('ACCOUNT_NOT_ACTIVATED');
    render(<AuthScreen />);

    fillAndSubmit('anna@example.com', 'secret123', {
      email: 'E-post',
      password: 'Lösenord',
      submit: 'Logga in',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ditt konto är inte aktiverat än. Använd länken i mejlet vi skickade till dig.',
    );
  });

  it('explains a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AuthScreen />);

    fillAndSubmit('anna@example.com', 'secret123');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach Fika. Check your internet connection and try again.',
    );
  });

  it('signs in, shows who is signed in and signs out again', async () => {
    handlers.Login = (variables) => {
      expect(variables).toEqual({ username: 'anna@example.com', password: 'secret123', backoffice: true });
      return loginOk();
    };
    handlers.GetUserMetadata = () => ({ data: { userMetadata: ANNA } });
    render(<AuthScreen />);

    fillAndSubmit('  anna@example.com ', 'secret123');

    expect(await screen.findByText('Signed in as Anna Svensson')).toBeTruthy();
    expect(screen.getByText('Café Linnea')).toBeTruthy();
    expect(getToken()).toBe('fresh-token');
    expect(getAdminToken()).toBeNull();
    expect(requestsTo('Login')[0]).not.toHaveProperty('Authorization');
    expect(requestsTo('GetUserMetadata')[0]?.Authorization).toBe('Bearer fresh-token');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('keeps an organisation administrator in the admin slot', async () => {
    setToken('stale-user-token');
    handlers.GetUserMetadata = (_variables, headers) => {
      // The stale token is refused; after sign-in only the admin token remains.
      if (headers.Authorization === 'Bearer stale-user-token') {
        return { data: null, errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] };
      }
      return { data: { userMetadata: null } };
    };
    handlers.Login = () => loginOk(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AuthScreen />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    fillAndSubmit('admin@example.com', 'secret123');

    expect(await screen.findByText('Signed in as organisation administrator')).toBeTruthy();
    expect(getAdminToken()).toBe('fresh-token');
    expect(getToken()).toBeNull();
  });

  it('restores a stored session on load', async () => {
    setToken('kept-token');
    handlers.GetUserMetadata = () => ({ data: { userMetadata: ANNA } });
    render(<AuthScreen />);

    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(await screen.findByText('Signed in as Anna Svensson')).toBeTruthy();
  });
});
