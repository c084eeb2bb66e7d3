// The auth feature's public entry: the auth state every screen reads, the route guard, and the Auth
// screen (loaded on demand). Other modules import from here only (docs/architecture.md).
export {
  AuthContextProvider,
  AuthProvider,
  useAuth,
  type AuthContextValue,
  type AuthStatus,
} from './auth-provider';
export { RequireAuth } from './require-auth';
export { readStoredUser, type Role } from './stored-session';
export { AUTH_MESSAGES, AUTH_TOASTS } from './strings';
// The account feature's forms share the auth screens' alert and the reset wording.
export { FormAlert } from './form-alert';
export { PASSWORD_RESET } from './reset-strings';

export const loadAuthPage = () => import('./auth-page');
