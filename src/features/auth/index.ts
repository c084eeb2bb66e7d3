// The auth feature's public entry: the route guard and the Auth screen (loaded on demand). Who is signed
// in, and their role, is the session's (src/session). Other modules import from here only
// (docs/architecture.md).
export { RequireAuth } from './require-auth';
export { AUTH_MESSAGES, AUTH_TOASTS } from './strings';
// The account feature's forms share the reset wording.
export { PASSWORD_RESET } from './reset-strings';

export const loadAuthPage = () => import('./auth-page');
