export { signIn, signOut } from './auth-api.ts';
