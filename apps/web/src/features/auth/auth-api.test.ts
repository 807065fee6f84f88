import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminToken, getToken, setAdminToken, setToken } from '../../lib/token-storage.ts';
import { signIn } from './auth-api.ts';

function answerLogin(login: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ data: { login } }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (organizationAdmin: boolean) => ({
  success: true,
  error: null,
  errorCode: null,
  token: 'fresh-token',
  organizationAdmin,
});

describe('signIn', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('stores a user token in the user slot, drops an old admin token and sends no stale bearer', async () => {
    setToken('stale');
    setAdminToken('old-admin');
    const fetchMock = answerLogin(ok(false));
    expect(await signIn('  anna@example.com ', 'secret123')).toEqual({ ok: true, organizationAdmin: false });
    expect(getToken()).toBe('fresh-token');
    expect(getAdminToken()).toBeNull();
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body)).variables).toEqual({
      username: 'anna@example.com',
      password: 'secret123',
      backoffice: true,
    });
  });

  it('keeps an organisation administrator in the admin slot (§6)', async () => {
    setToken('stale');
    answerLogin(ok(true));
    expect(await signIn('admin@example.com', 'secret123')).toEqual({ ok: true, organizationAdmin: true });
    expect(getAdminToken()).toBe('fresh-token');
    expect(getToken()).toBeNull();
  });

  it('reports the error code of a refused sign-in and stores nothing', async () => {
    answerLogin({
      success: false,
      error: 'Wrong',
      errorCode: 'INVALID_CREDENTIALS',
      token: null,
      organizationAdmin: false,
    });
    expect(await signIn('anna@example.com', 'nope')).toEqual({
      ok: false,
      errorCodes: ['INVALID_CREDENTIALS'],
    });
    expect(getToken()).toBeNull();
  });
});
