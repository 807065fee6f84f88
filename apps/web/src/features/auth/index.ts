export { type Session, signIn, signOut } from './auth-api.ts';
export { AuthScreen } from './auth-screen.tsx';
export { useSession } from './use-session.ts';
