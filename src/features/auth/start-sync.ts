// Starts the sync engine for the signed-in user. Placeholder until src/sync/engine.ts lands.
import type { BriefsmithDB } from '../../data/db';

export interface UserSync {
  engine: null;
  stop(): void;
}

export async function startUserSync(_db: BriefsmithDB, _userId: string): Promise<UserSync> {
  return { engine: null, stop() {} };
}
