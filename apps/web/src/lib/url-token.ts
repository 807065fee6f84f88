import { setToken } from './token-storage.ts';

/**
 * A session token in the URL (`?token=…`) is stored and removed from the address (§2.1) — except
 * on /reset-password, whose token is a password-reset token. Returns whether one was taken.
 */
export function takeTokenFromUrl(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token || url.pathname === '/reset-password') return false;
  setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
