// The one Supabase client of the app (spec §1): session persisted in localStorage under a fixed key,
// tokens refreshed automatically, magic-link sessions picked up from the URL fragment.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';

/** Fixed so that the offline sign-in fallback can read the stored session (see features/auth). */
export const AUTH_STORAGE_KEY = 'briefsmith-auth';

export const supabase: SupabaseClient = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storageKey: AUTH_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
  },
});
