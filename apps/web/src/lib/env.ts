/**
 * Build-time settings of the web client. Read on every call rather than once at import, so tests can
 * change them with `vi.stubEnv`.
 */

/** Origin of the API without a trailing slash; `''` means the page's own origin. */
export function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '');
}

/** Absolute address of the API, used where the host name matters (token slot names). */
export function apiAddress(): string {
  const base = apiBaseUrl();
  if (base !== '') return base;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** True in `vite dev` (and in tests unless stubbed), false in a production build. */
export function isDevBuild(): boolean {
  return import.meta.env.DEV;
}
