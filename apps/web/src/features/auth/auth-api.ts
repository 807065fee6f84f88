import { request } from '../../lib/request.ts';
import { clearTokens, setAdminToken, setToken } from '../../lib/token-storage.ts';
import { LOGIN_MUTATION, type LoginData, type LoginVariables } from './auth.graphql.ts';

export type SignInResult = { ok: true; organizationAdmin: boolean } | { ok: false; errorCodes: string[] };

/**
 * Signs in to the back office and stores the token in its slot (spec §6): an organisation
 * administrator's token goes to the admin slot, anyone else's to the user slot.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  // No bearer header: a stale token from an earlier session must not travel with a new sign-in.
  const result = await request<LoginData, LoginVariables>(
    LOGIN_MUTATION,
    { username: email.trim(), password, backoffice: true },
    { token: null },
  );
  if (!result.success) return { ok: false, errorCodes: result.errorCodes };
  const { login } = result.data;
  if (!login.success || !login.token)
    return { ok: false, errorCodes: login.errorCode ? [login.errorCode] : [] };
  if (login.organizationAdmin) {
    setToken(null);
    setAdminToken(login.token);
  } else {
    // A new identity: an administrator token left from an earlier sign-in must not linger.
    setAdminToken(null);
    setToken(login.token);
  }
  return { ok: true, organizationAdmin: Boolean(login.organizationAdmin) };
}

/** Forgets both tokens. */
export function signOut(): void {
  clearTokens();
}
