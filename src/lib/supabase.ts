// The one Supabase client of the app (docs/spec.md §1): session persisted in localStorage under a fixed key,
// tokens refreshed automatically, magic-link sessions picked up from the URL fragment.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';
import type { Database } from './database';

import { AUTH_STORAGE_KEY } from './auth-storage';

export { AUTH_STORAGE_KEY };

/** Typed by the schema (src/lib/database/, `npm run gen:types`): tables, columns and RPCs. */
export type AppSupabaseClient = SupabaseClient<Database>;

export const supabase: AppSupabaseClient = createClient<Database>(
  config.supabaseUrl,
  config.supabaseAnonKey,
  {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
    },
  },
);
