// The sync engine operations the status view needs. The engine (src/sync) provides them; the UI keeps
// to this narrow shape so it does not depend on the engine's internals.
export type Choice = 'mine' | 'theirs';

export interface SyncControls {
  syncNow(): unknown;
  resolveConflict(briefId: string, field: string, choice: Choice): Promise<unknown>;
  retryBlocked?(briefId: string): Promise<unknown>;
  discardBlocked?(briefId: string): Promise<unknown>;
}
