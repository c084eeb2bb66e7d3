import type { SyncEngine } from '../../sync/engine';

// The sync engine operations the status view uses.
export type Choice = 'mine' | 'theirs';

export type SyncControls = Pick<
  SyncEngine,
  'syncNow' | 'resolveConflict' | 'retryBlockedChange' | 'discardBlockedChange'
>;
