// Starts the sync engine for the signed-in user once the dashboard has painted: the engine module is
// loaded on demand so the first paint does not wait for it (docs/design.md §9).
import type { BriefsmithDB } from '../data/db';
import type { SyncEngine } from '../sync/engine';
import { config } from '../lib/config';
import { loadSupabase } from '../lib/load-supabase';
import { stopBeforeUpdate } from '../lib/pwa';

export interface UserSync {
  engine: SyncEngine;
  stop(): Promise<void>;
}

/** Null when `isCancelled()` became true while the engine module loaded (nothing was started then). */
export async function startUserSync(
  db: BriefsmithDB,
  userId: string,
  isCancelled: () => boolean,
): Promise<UserSync | null> {
  const [{ createSyncEngine }, supabase] = await Promise.all([import('../sync/engine'), loadSupabase()]);
  if (isCancelled()) return null;
  const engine = createSyncEngine({
    db,
    supabase,
    userId,
    files: { apiUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey },
  });
  engine.start();
  // Reload into a new version stops syncing first (src/lib/pwa.ts says why); the reload starts it again.
  const forget = stopBeforeUpdate(() => engine.stop());
  return {
    engine,
    stop: () => {
      forget();
      return engine.stop();
    },
  };
}
