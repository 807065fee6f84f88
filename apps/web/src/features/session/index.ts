export type { AuthState, CurrentUser, Session, SessionMetadata, SessionVenue } from './auth-provider.tsx';
export {
  AuthProvider,
  SESSION_QUERY_KEY,
  SIGN_IN_PATH,
  useAuth,
  useCompanyCountry,
  useSelectedVenue,
  useSession,
} from './auth-provider.tsx';
