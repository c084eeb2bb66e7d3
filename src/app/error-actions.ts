// What the error screen's buttons do when React itself may be broken: plain page loads, no app state.
import { AUTH_STORAGE_KEY } from '../lib/auth-storage';
import { loadSupabase } from '../lib/load-supabase';
import type { ErrorScreenActions } from './error-screen';

/**
 * Sign out even when the server cannot be reached: the stored session is dropped on this device. The
 * user's local database is kept (it is per user), so unsynced work syncs at the next sign-in here.
 */
async function signOutHere(): Promise<void> {
  try {
    await (await loadSupabase()).auth.signOut();
  } catch {
    // Offline or broken: the local session is dropped below either way.
  }
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
}

export const browserErrorActions: ErrorScreenActions = {
  reload: () => window.location.reload(),
  goHome: () => window.location.assign('/'),
  signOut: () => void signOutHere().finally(() => window.location.assign('/auth')),
};
