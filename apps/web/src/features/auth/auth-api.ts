import { request } from '../../lib/request.ts';
import { clearTokens, getAdminToken, getToken, setAdminToken, setToken } from '../../lib/token-storage.ts';
import {
  LOGIN_MUTATION,
  type LoginData,
  type LoginVariables,
  USER_METADATA_QUERY,
  type UserMetadata,
  type UserMetadataData,
} from './auth.graphql.ts';

/** Who is signed in: a company user, or an organisation administrator who has not picked a user yet. */
export type Session = { kind: 'user'; user: UserMetadata } | { kind: 'organizationAdmin' };

export type SignInResult = { ok: true; organizationAdmin: boolean } | { ok: false; errorCodes: string[] };

export type SessionLoadResult =
  | { ok: true; session: Session }
  /** No usable token; `errorCodes` says why when a stored one was refused. */
  | { ok: false; signedOut: true; errorCodes: string[] }
  | { ok: false; signedOut: false; errorCodes: string[] };

const SESSION_ENDED_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

export function hasStoredToken(): boolean {
  return getToken() !== null || getAdminToken() !== null;
}

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

/** Loads the signed-in user's metadata; clears the tokens when the server no longer accepts them. */
export async function loadSession(signal?: AbortSignal): Promise<SessionLoadResult> {
  if (!hasStoredToken()) return { ok: false, signedOut: true, errorCodes: [] };
  const result = await request<UserMetadataData>(USER_METADATA_QUERY, undefined, { signal });
  if (!result.success) {
    if (result.errorCodes.some((code) => SESSION_ENDED_CODES.has(code))) {
      clearTokens();
      return { ok: false, signedOut: true, errorCodes: result.errorCodes };
    }
    return { ok: false, signedOut: false, errorCodes: result.errorCodes };
  }
  const user = result.data.userMetadata;
  if (user) return { ok: true, session: { kind: 'user', user } };
  if (getToken() === null && getAdminToken() !== null)
    return { ok: true, session: { kind: 'organizationAdmin' } };
  clearTokens();
  return { ok: false, signedOut: true, errorCodes: ['SESSION_EXPIRED'] };
}

/** Forgets both tokens. */
export function signOut(): void {
  clearTokens();
}
