import { useCallback, useEffect, useRef, useState } from 'react';
import { signOut as forgetTokens, hasStoredToken, loadSession, type Session } from './auth-api.ts';

export type SessionState =
  | { status: 'loading' }
  /** `errorCodes` explains why a stored session was dropped (empty after a plain sign-out). */
  | { status: 'signed-out'; errorCodes: string[] }
  | { status: 'signed-in'; session: Session }
  /** The session may be fine but could not be loaded (network, server error). */
  | { status: 'error'; errorCodes: string[] };

/** The current session, loaded from the stored token; `refresh` reloads it after signing in. */
export function useSession() {
  const [state, setState] = useState<SessionState>(() =>
    hasStoredToken() ? { status: 'loading' } : { status: 'signed-out', errorCodes: [] },
  );
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'loading' });
    const result = await loadSession(controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok) setState({ status: 'signed-in', session: result.session });
    else if (result.signedOut) setState({ status: 'signed-out', errorCodes: result.errorCodes });
    else setState({ status: 'error', errorCodes: result.errorCodes });
  }, []);

  const signOut = useCallback(() => {
    inFlight.current?.abort();
    forgetTokens();
    setState({ status: 'signed-out', errorCodes: [] });
  }, []);

  useEffect(() => {
    if (hasStoredToken()) void refresh();
    return () => inFlight.current?.abort();
  }, [refresh]);

  return { state, refresh, signOut };
}
