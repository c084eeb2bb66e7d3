// What the sync status says (docs/design.md §6 "Status in the UI").
import { countOf } from '../../domain/plural';
export const SYNC = {
  offline: 'Offline',
  syncing: 'Syncing...',
  synced: 'Synced',
  syncedAgo: (relative: string) => `Synced · ${relative}`,
  notSyncedYet: 'Not synced yet',
  firstSync: (done: number, total: number | null) =>
    total === null
      ? `Syncing… ${countOf(done, 'brief', 'briefs')}`
      : `Syncing… ${done.toLocaleString('en-US')} of ${countOf(total, 'brief', 'briefs')}`,
  signInToSync: 'Sign in to sync',
  sessionExpired:
    'Your session has expired. Sign in again to sync; your changes stay on this device until then.',
  signInAgain: 'Sign in again',
  deactivated: 'Account deactivated',
  deactivatedDetail:
    'An administrator deactivated this account, so your changes cannot sync. They stay on this device and are sent when the account is reactivated and you sign in again.',
  deactivatedPending: (n: number) =>
    `${n} ${n === 1 ? 'brief has' : 'briefs have'} unsynced changes kept on this device.`,
  serverError: (retry: string | null) => (retry ? `Sync error · retrying ${retry}` : 'Sync error'),
  lastError: (message: string) => `Last error: ${message}`,
  pending: (n: number) => `${n} pending ${n === 1 ? 'change' : 'changes'}`,
  blocked: (n: number) => `${n} blocked ${n === 1 ? 'change' : 'changes'}`,
  conflicts: (n: number) => `${n} ${n === 1 ? 'conflict' : 'conflicts'}`,
  markerPending: 'Unsynced changes',
  markerBlocked: 'Sync blocked',
  markerConflict: 'Sync conflict',
  statusLabel: 'Sync status',
  offlineHint: 'You are offline. Your changes are saved on this device and will sync when you reconnect.',
  needsConnection: 'This needs an internet connection. Please reconnect and try again.',
  syncNow: 'Sync now',
  dialogTitle: 'Sync status',
  actionFailed: 'Could not complete that',
  resolveDescription: 'Some changes could not be synced. Choose what to keep for each of them.',
  conflictIntro: 'Changed here and on the server. Pick which value to keep.',
  mine: 'Your version',
  theirs: 'Server version',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepAllMine: 'Keep all mine',
  takeAllTheirs: 'Take all theirs',
  empty: '(empty)',
  deletedElsewhere: 'This brief was deleted on another device while you edited it.',
  restoreMine: 'Restore my version',
  acceptDelete: 'Accept the delete',
  editedElsewhere: 'You deleted this brief, but it was changed on another device.',
  deleteAnyway: 'Delete anyway',
  keepTheirs: 'Keep the brief',
  blockedIntro: 'The server refused this change.',
  reason: (message: string) => `Reason: ${message}`,
  retry: 'Retry',
  discard: 'Discard change',
  nothingToResolve: 'Everything is in sync.',
  pendingOnline: (n: number) =>
    `${n} ${n === 1 ? 'brief has' : 'briefs have'} changes on their way to the server.`,
  lastSynced: (relative: string) => `Last synced ${relative}.`,
  close: 'Close',
  changedBy: (name: string, time: string) =>
    time ? `${name} changed this at ${time}` : `${name} changed this`,
  deletedBy: (name: string) => `This brief was deleted by ${name} while you were editing.`,
  editedBy: (name: string) => `You deleted this brief, but ${name} changed it.`,
  fieldConflicts: 'Changed by someone else too',
  fieldConflictsIntro: 'Your version and theirs are both kept until you choose. Nothing you typed is lost.',
  // The conflict at the field (editor and view).
  fieldConflict: (label: string) => `Conflict: ${label}`,
  yourVersion: 'Your version',
  theirVersion: (name: string) => `${name}'s version`,
  theirsInField: (name: string) =>
    `${name}'s version is in the field now; yours is kept here until you choose.`,
  serverInField: 'The server version is in the field now; yours is kept here until you choose.',
  fieldsChangedBy: (n: number, name: string) =>
    `${n} ${n === 1 ? 'field' : 'fields'} changed by ${name} — review below`,
  fieldsChangedElsewhere: (n: number) =>
    `${n} ${n === 1 ? 'field' : 'fields'} changed here and on the server — review below`,
  fetchingBrief: 'Opening the brief...',
  notHereYet: 'This brief is not on this device yet',
  notHereYetDetail: 'It will open when you are back online.',
  backToDashboard: 'Back to Dashboard',
  noLongerShared: 'You no longer have access to this brief',
  noLongerSharedDetail: 'It is not shared with you any more. Ask its owner to share it again.',
} as const;
