// Where supabase-js keeps the session in localStorage. Its own module, so the code that reads the stored
// session on start (offline sign-in) does not load the network client for one string.

/** Fixed so that the offline sign-in fallback can read the stored session (see features/auth). */
export const AUTH_STORAGE_KEY = 'briefsmith-auth';
