// One brief's local sync state has one owner: `reconcile(state, event) → { next, effects }` says what
// every event does to the brief's record (base, version, deleted/revoked), its outbox entries and its
// conflict. Plain values in and out: no database, no clock (time comes in the event), no randomness (a
// new entry's op id comes in the event). data/sync-writer.ts stores `next` in one transaction; the
// rules themselves are in reconcile-user.ts (the user's actions), reconcile-push.ts (the server's
// answers to a push) and reconcile-pull.ts (pulled rows and removals).
import type { BriefSyncState } from '../data/records';
import { reconcilePulled, reconcileRemoval } from './reconcile-pull';
import { reconcileClaim, reconcileHeld, reconcilePushed, reconcileRefused } from './reconcile-push';
import { unchanged } from './reconcile-queue';
import type { ReconcileEvent, Reconciled } from './reconcile-types';
import {
  reconcileChoice,
  reconcileDelete,
  reconcileDiscard,
  reconcileRetry,
  reconcileSave,
  reconcileUndo,
} from './reconcile-user';

export type * from './reconcile-types';

export function reconcile(state: BriefSyncState, event: ReconcileEvent): Reconciled {
  switch (event.type) {
    case 'save':
      return reconcileSave(state, event);
    case 'delete':
      return reconcileDelete(state, event);
    case 'undo':
      return reconcileUndo(state, event);
    case 'choose':
      return reconcileChoice(state, event);
    case 'discard-blocked':
      return reconcileDiscard(state);
    case 'retry-blocked':
      return reconcileRetry(state, event.now, (entry) => entry.status === 'blocked');
    case 'retry-now':
      return reconcileRetry(state, event.now, (entry) => entry.status === 'pending');
    case 'claim':
      return reconcileClaim(state, event.opIds);
    case 'pushed':
      return reconcilePushed(state, event);
    case 'refused':
      return reconcileRefused(state, event.opIds, event.reason);
    case 'held':
      return reconcileHeld(state, event);
    case 'released':
      return reconcileHeld(state, { opId: event.opId });
    case 'moot':
      return unchanged({ ...state, entries: state.entries.filter((e) => !event.opIds.includes(e.opId)) });
    case 'pulled':
      return reconcilePulled(state, event.row, event.userId);
    case 'removed':
      return reconcileRemoval(state, event);
    case 'deleter-named':
      return unchanged(
        state.conflict ? { ...state, conflict: { ...state.conflict, theirsBy: event.name } } : state,
      );
  }
}
