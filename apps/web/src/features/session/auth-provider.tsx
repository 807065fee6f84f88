import {
  COUNTRY_CURRENCY,
  contentLocale,
  isCountryCode,
  type Permissions,
  pickVenue,
  type Scope,
} from '@fika/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type CompanyFacts, CompanyProvider, FALLBACK_CURRENCY } from '../../lib/company.tsx';
import { ContentLocaleProvider } from '../../lib/content-locale.tsx';
import type { ResultOf } from '../../lib/graphql.ts';
import { identifyMonitoringUser } from '../../lib/monitoring.ts';
import { errorCodesOf, gqlQuery, RequestError, request } from '../../lib/request.ts';
import { changeToken, clearTokens, getAdminToken, getToken } from '../../lib/token-storage.ts';
import { BACK_OFFICE_SESSION_QUERY, GRANT_POS_ACCESS_MUTATION } from './session.graphql.ts';
import { storedVenuePrefix, storeVenue } from './session-store.ts';

type SessionData = ResultOf<typeof BACK_OFFICE_SESSION_QUERY>;
/** Session metadata of §3 as the server reports it. */
export type SessionMetadata = SessionData['authorizeUser'];
/** The signed-in user (null for an organisation administrator who has not picked a user). */
export type CurrentUser = NonNullable<SessionData['userMetadata']>;
/** A venue the user may see. */
export type SessionVenue = CurrentUser['venues'][number];

/** The signed-in session once loaded. */
export interface Session {
  metadata: SessionMetadata;
  user: CurrentUser | null;
  permissions: Permissions;
  /** Non-deleted venues the user may see. */
  venues: SessionVenue[];
  /** The venue the back office works on, or null when there is none. */
  venue: SessionVenue | null;
  /** An organisation administrator is signed in and has not picked a user to act as yet (§2.3). */
  selectingUser: boolean;
  /** The organisation-administrator token is stored: Select user is offered (§6). */
  hasAdminToken: boolean;
}

/** What {@link useAuth} gives. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'error'; errorCodes: string[]; retry: () => void }
  | ({ status: 'ready' } & Session);

interface AuthContextValue {
  state: AuthState;
  selectVenue: (venueId: string) => void;
  signOut: () => void;
  /** Drops the acted-as user's token and reloads into user selection (§2.3 Select user). */
  selectAnotherUser: () => void;
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The query key of the session: invalidate it after changing the company, venues or permissions. */
export const SESSION_QUERY_KEY = ['session'] as const;

const SESSION_ENDED = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

/** Where a signed-out visitor goes: the public sign-in page (its language is added there, §2.1). */
export const SIGN_IN_PATH = '/login';

function fetchSession(signal: AbortSignal): Promise<SessionData> {
  return gqlQuery(BACK_OFFICE_SESSION_QUERY, undefined, { signal, mute: true });
}

const sessionEnded = (error: unknown) => errorCodesOf(error).some((c) => SESSION_ENDED.has(c));

function leaveToSignIn(): void {
  clearTokens();
  window.location.replace(SIGN_IN_PATH);
}

/** Loads the session for the stored token and keeps the chosen venue; every back-office screen sits inside. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    // The frame shows its own session problem screen.
    throwOnError: false,
    retry: (count, error) => !sessionEnded(error) && count < 2,
  });
  const [venuePrefix, setVenuePrefix] = useState(storedVenuePrefix);

  const ended = sessionEnded(query.error);
  useEffect(() => {
    if (ended) leaveToSignIn();
  }, [ended]);

  const grant = useMutation({
    mutationFn: () => request(GRANT_POS_ACCESS_MUTATION),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  const data = query.data;
  const needsPosAccess =
    data?.userMetadata != null && data.userMetadata.venues.length === 0 && !data.authorizeUser.isPaymentsOnly;
  useEffect(() => {
    // §4: a user whose company has no venues is granted POS access, once.
    if (needsPosAccess && grant.isIdle) grant.mutate();
  }, [needsPosAccess, grant]);

  const userName = data?.authorizeUser.userName ?? null;
  // §9: monitoring writes the user's name where a log line has the company-name placeholder.
  useEffect(() => identifyMonitoringUser(userName), [userName]);

  const state = useMemo((): AuthState => {
    if (data) {
      const { authorizeUser: metadata, userMetadata: user } = data;
      const venues = (user?.venues ?? []).filter((venue) => !venue.deleted);
      return {
        status: 'ready',
        metadata,
        user,
        // The user's own permissions: authorizeUser's venueIds lists the visible venues, which for
        // an unrestricted user is every venue, not "restricted to these".
        permissions: user
          ? { scopes: user.permissions.scopes as Scope[], venueIds: user.permissions.venueIds }
          : { scopes: metadata.scopes as Scope[], venueIds: [] },
        venues,
        venue: pickVenue(venues, venuePrefix),
        selectingUser: metadata.isOrganizationAdmin && !metadata.actingAs,
        hasAdminToken: getAdminToken() !== null,
      };
    }
    if (query.isError && !ended) {
      const codes = query.error instanceof RequestError ? [...query.error.codes] : ['UNKNOWN'];
      return { status: 'error', errorCodes: codes, retry: () => void query.refetch() };
    }
    return { status: 'loading' };
  }, [data, venuePrefix, query.isError, query.error, query.refetch, ended]);

  const selectVenue = useCallback((venueId: string) => {
    storeVenue(venueId);
    setVenuePrefix(storedVenuePrefix());
  }, []);

  const signOut = useCallback(() => {
    queryClient.clear();
    leaveToSignIn();
  }, [queryClient]);

  const selectAnotherUser = useCallback(() => {
    if (getToken() === null && getAdminToken() === null) return;
    window.history.replaceState(null, '', '/');
    changeToken(null);
  }, []);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const value = useMemo(
    () => ({ state, selectVenue, signOut, selectAnotherUser, refresh }),
    [state, selectVenue, signOut, selectAnotherUser, refresh],
  );
  const locale = data ? contentLocale(data.authorizeUser.language) : null;
  const metadata = state.status === 'ready' ? state.metadata : null;
  const company = useMemo(() => metadata && companyFacts(metadata), [metadata]);
  return (
    <AuthContext.Provider value={value}>
      <ContentLocaleProvider value={locale}>
        <CompanyProvider value={company}>{children}</CompanyProvider>
      </ContentLocaleProvider>
    </AuthContext.Provider>
  );
}

/** Country and currency of the session's company (the currency from its country when it has none set). */
function companyFacts({ currency, country }: SessionMetadata): CompanyFacts {
  const fromCountry = country && isCountryCode(country) ? COUNTRY_CURRENCY[country] : FALLBACK_CURRENCY;
  return { country: country ?? null, currency: currency || fromCountry };
}

/** The session state and its actions; throws outside {@link AuthProvider} (§8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within a AuthProvider');
  return value;
}

/** The loaded session, for screens that render only once it is there; throws 'Metadata not available' otherwise (§8). */
export function useSession(): Session {
  const { state } = useAuth();
  if (state.status !== 'ready') throw new Error('Metadata not available');
  return state;
}

/** The venue the back office works on, or null. */
export function useSelectedVenue(): SessionVenue | null {
  return useSession().venue;
}
