import { apiAddress } from './env.ts';
import { readStorage, writeStorage } from './storage.ts';

/** Delay between storing a changed token and reloading the page (spec §4, §9). */
export const TOKEN_CHANGE_RELOAD_MS = 150;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the API address points at a development server: a local host, or a host name that
 * starts with `dev.` or contains `.dev.`. Relative addresses are taken against the page's origin.
 */
export function isDevelopmentApi(url: string): boolean {
  let host: string;
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
    host = new URL(url, base).hostname.toLowerCase();
  } catch {
    return false;
  }
  return LOCAL_HOSTS.has(host) || host.startsWith('dev.') || host.includes('.dev.');
}

/** The two browser credential slots of spec §6 for the given API address. */
export interface TokenSlotNames {
  token: string;
  adminToken: string;
}

/**
 * Slot names for an API address. Development and production use different names so that a token
 * issued by a local server is never sent to production (and the reverse) from the same browser.
 */
export function tokenSlotNames(url: string = apiAddress()): TokenSlotNames {
  const prefix = isDevelopmentApi(url) ? 'fika.dev' : 'fika';
  return { token: `${prefix}.token`, adminToken: `${prefix}.adminToken` };
}

/** The regular user's session token, or `null`. */
export function getToken(): string | null {
  return readStorage(tokenSlotNames().token) || null;
}

/** Stores the regular user's session token; `null` removes it. */
export function setToken(token: string | null): void {
  writeStorage(tokenSlotNames().token, token || null);
}

/** The organisation administrator's token, or `null`. */
export function getAdminToken(): string | null {
  return readStorage(tokenSlotNames().adminToken) || null;
}

/** Stores the organisation administrator's token; `null` removes it. */
export function setAdminToken(token: string | null): void {
  writeStorage(tokenSlotNames().adminToken, token || null);
}

/** Removes both tokens (sign out). */
export function clearTokens(): void {
  setToken(null);
  setAdminToken(null);
}

/** Options of {@link changeToken}; `reload` is replaceable for tests. */
export interface ChangeTokenOptions {
  reload?: () => void;
}

/**
 * Swaps the session to another user's token (spec §4): stores it and reloads the page after
 * {@link TOKEN_CHANGE_RELOAD_MS}, so every cache and piece of session state starts afresh.
 */
export function changeToken(token: string | null, options: ChangeTokenOptions = {}): void {
  const reload = options.reload ?? (() => window.location.reload());
  switchingSession = true;
  setToken(token);
  setTimeout(() => {
    switchingSession = false;
    reload();
  }, TOKEN_CHANGE_RELOAD_MS);
}

let switchingSession = false;

/**
 * True between a token change and the reload it schedules: the screen on display still belongs to
 * the previous user, so nothing may be asked with the new token on its behalf (an organisation
 * administrator going back to Select user would otherwise send that screen's queries, refused).
 */
export function isSwitchingSession(): boolean {
  return switchingSession;
}
