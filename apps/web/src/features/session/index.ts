export type { AuthState, CurrentUser, Session, SessionMetadata, SessionVenue } from './auth-provider.tsx';
export {
  AuthProvider,
  SESSION_QUERY_KEY,
  SIGN_IN_PATH,
  useAuth,
  useSelectedVenue,
  useSession,
} from './auth-provider.tsx';
