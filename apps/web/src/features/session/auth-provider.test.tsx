import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { getAdminToken, getToken, setAdminToken, setToken, tokenSlotNames } from '../../lib/token-storage.ts';
import { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { AuthProvider, type Session, useAuth, useSession } from './auth-provider.tsx';

// Ids that differ within their first ten characters, and go on past them.
const SODERMALM = 'venue00001-sodermalm-7f3a';
const VASASTAN = 'venue00002-vasastan-91c2';
const KUNGSHOLMEN = 'venue00003-kungsholmen-0d4e';

function venue(id: string, name: string, deleted = false) {
  return { id, name, active: true, deleted, legalEntityId: null, timezone: 'Europe/Stockholm' };
}

type Venue = ReturnType<typeof venue>;
type Answer = ReturnType<typeof sessionData>;

/** Demo Bistro's owner (full access) with `venues`. */
function sessionWithVenues(venues: Venue[], answer: Answer = sessionData()): Answer {
  const { data } = answer;
  return { data: { ...data, userMetadata: { ...data.userMetadata, venues } } };
}

const THREE_VENUES = [
  venue(SODERMALM, 'Södermalm'),
  venue(VASASTAN, 'Vasastan'),
  venue(KUNGSHOLMEN, 'Kungsholmen'),
];

let client: QueryClient;
let fetchMock: Mock<typeof fetch>;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

/** Renders useAuth inside the provider and waits for the session to be ready. */
async function readySession() {
  const hook = renderHook(() => useAuth(), { wrapper });
  await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
  return hook;
}

function sessionOf(hook: { result: { current: ReturnType<typeof useAuth> } }): Session {
  const { state } = hook.result.current;
  if (state.status !== 'ready') throw new Error(`session is ${state.status}`);
  return state;
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  client.clear();
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('loads the session (BackOfficeSession) and useSession exposes the permissions of userMetadata', async () => {
    const answer = sessionData({ scopes: ['FINANCE', 'STAFF'], venueIds: ['v1'] });
    // authorizeUser lists the visible venues and scopes differently: they must not be used.
    answer.data.authorizeUser.scopes = [];
    answer.data.authorizeUser.venueIds = ['v1', 'v2'];
    fetchMock = mockGraphQL({ backOfficeSession: () => answer });

    const { result } = renderHook(() => ({ auth: useAuth(), session: useReadySession() }), { wrapper });
    expect(result.current.auth.state.status).toBe('loading');
    await waitFor(() => expect(result.current.session).not.toBeNull());

    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(1);
    const session = result.current.session!;
    expect(session.permissions).toEqual({ scopes: ['FINANCE', 'STAFF'], venueIds: ['v1'] });
    expect(session.metadata.companyName).toBe('Demo Bistro');
    expect(session.user?.name).toBe('Olivia Owner');
    expect(session.venue?.id).toBe('v1');
  });

  it('with several venues picks the one whose id starts with the stored prefix', async () => {
    localStorage.setItem('fika.venue', VASASTAN.slice(0, 10));
    mockGraphQL({ backOfficeSession: () => sessionWithVenues(THREE_VENUES) });
    const hook = await readySession();
    expect(sessionOf(hook).venue?.id).toBe(VASASTAN);
    expect(sessionOf(hook).venues.map((v) => v.id)).toEqual([SODERMALM, VASASTAN, KUNGSHOLMEN]);
  });

  it('picks the first venue without a stored prefix or when the prefix matches none', async () => {
    mockGraphQL({ backOfficeSession: () => sessionWithVenues(THREE_VENUES) });
    const first = await readySession();
    expect(sessionOf(first).venue?.id).toBe(SODERMALM);
    first.unmount();

    localStorage.setItem('fika.venue', 'venue00099');
    const unmatched = await readySession();
    expect(sessionOf(unmatched).venue?.id).toBe(SODERMALM);
  });

  it('selects a single venue by itself, whatever is stored', async () => {
    localStorage.setItem('fika.venue', VASASTAN.slice(0, 10));
    mockGraphQL({ backOfficeSession: () => sessionWithVenues([venue(SODERMALM, 'Södermalm')]) });
    const hook = await readySession();
    expect(sessionOf(hook).venue?.id).toBe(SODERMALM);
  });

  it('never counts deleted venues, even when the stored prefix names one', async () => {
    localStorage.setItem('fika.venue', VASASTAN.slice(0, 10));
    mockGraphQL({
      backOfficeSession: () =>
        sessionWithVenues([
          venue(SODERMALM, 'Södermalm', true),
          venue(VASASTAN, 'Vasastan', true),
          venue(KUNGSHOLMEN, 'Kungsholmen'),
        ]),
    });
    const hook = await readySession();
    expect(sessionOf(hook).venues.map((v) => v.id)).toEqual([KUNGSHOLMEN]);
    expect(sessionOf(hook).venue?.id).toBe(KUNGSHOLMEN);
  });

  it('has no venue when every venue is deleted', async () => {
    mockGraphQL({
      backOfficeSession: () => sessionWithVenues([venue(SODERMALM, 'Södermalm', true)]),
      grantPOSAccessToCurrentUser: () => ({ data: { grantPOSAccessToCurrentUser: { success: true } } }),
    });
    const hook = await readySession();
    expect(sessionOf(hook).venues).toEqual([]);
    expect(sessionOf(hook).venue).toBeNull();
  });

  it('selectVenue stores the ten-character prefix of the id and switches the venue', async () => {
    mockGraphQL({ backOfficeSession: () => sessionWithVenues(THREE_VENUES) });
    const hook = await readySession();
    expect(sessionOf(hook).venue?.id).toBe(SODERMALM);

    act(() => hook.result.current.selectVenue(KUNGSHOLMEN));

    expect(localStorage.getItem('fika.venue')).toBe('venue00003');
    expect(sessionOf(hook).venue?.id).toBe(KUNGSHOLMEN);
  });

  it('grants POS access exactly once to a user without venues, then reloads the session', async () => {
    let granted = false;
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionWithVenues(granted ? [venue(SODERMALM, 'Södermalm')] : []),
      grantPOSAccessToCurrentUser: () => {
        granted = true;
        return { data: { grantPOSAccessToCurrentUser: { success: true, errorCode: null } } };
      },
    });
    const hook = renderHook(() => useAuth(), { wrapper });

    await waitFor(() => expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2));
    await waitFor(() => expect(sessionOf(hook).venue?.id).toBe(SODERMALM));
    expect(callsTo(fetchMock, 'GrantPOSAccessToCurrentUser')).toEqual([{}]);
  });

  it('does not grant again when the reloaded session still has no venues', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionWithVenues([]),
      grantPOSAccessToCurrentUser: () => ({
        data: { grantPOSAccessToCurrentUser: { success: false, errorCode: 'NOTHING_TO_GRANT' } },
      }),
    });
    const hook = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2));
    await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
    // Give a second grant every chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(callsTo(fetchMock, 'GrantPOSAccessToCurrentUser')).toHaveLength(1);
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2);
  });

  it.each(['UNAUTHENTICATED', 'SESSION_EXPIRED'])(
    'a session answered with %s clears both token slots and goes to /login',
    async (code) => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
      setToken('user-token');
      setAdminToken('admin-token');
      fetchMock = mockGraphQL({
        backOfficeSession: () => ({
          data: null,
          errors: [{ message: 'Not signed in', extensions: { code } }],
        }),
      });
      const hook = renderHook(() => useAuth(), { wrapper });

      await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
      expect(replace).toHaveBeenCalledTimes(1);
      expect(getToken()).toBeNull();
      expect(getAdminToken()).toBeNull();
      const slots = tokenSlotNames();
      expect(localStorage.getItem(slots.token)).toBeNull();
      expect(localStorage.getItem(slots.adminToken)).toBeNull();
      // An ended session is never retried and never shown as an error screen.
      expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(1);
      expect(hook.result.current.state.status).toBe('loading');
    },
  );

  it('any other failure is an error state with its codes and keeps the tokens', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    setToken('user-token');
    fetchMock = mockGraphQL({
      backOfficeSession: () => ({
        data: null,
        errors: [{ message: 'Database down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    // The provider retries other failures twice; without the back-off delay here.
    client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const hook = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(hook.result.current.state.status).toBe('error'));

    const { state } = hook.result.current;
    expect(state.status === 'error' && state.errorCodes).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(3);
    expect(replace).not.toHaveBeenCalled();
    expect(getToken()).toBe('user-token');
  });
});

// Returns the session once ready, null before (useSession itself throws then).
function useReadySession(): Session | null {
  const { state } = useAuth();
  return state.status === 'ready' ? state : null;
}

describe('context misuse (§8)', () => {
  beforeEach(() => {
    // React reports the thrown render error on the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('useAuth outside the provider throws', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within a AuthProvider');
  });

  it('useSession throws "Metadata not available" before the session is ready', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    expect(() => renderHook(() => useSession(), { wrapper })).toThrow('Metadata not available');
  });
});
