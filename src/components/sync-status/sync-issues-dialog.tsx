import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import type { PushColumn } from '../../data/records';
import { getConflict, listConflicts } from '../../data/conflict-reads';
import { errorMessage } from '../../lib/errors';
import { useOnline } from '../../lib/online';
import { useSyncEngine, useUserData } from '../../session';
import { relativeTime } from '../../domain/time';
import { ConflictCard } from './conflict-card';
import { useSyncStatus } from './use-sync-status';
import { useAuth } from '../../session';
import { SYNC } from './strings';
import type { Choice, SyncControls } from './sync-controls';

export interface SyncIssuesDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** The sync details: conflicts to resolve (mine/theirs) and blocked changes to retry or discard. */
export default function SyncIssuesDialog({ isOpen, onOpenChange }: SyncIssuesDialogProps) {
  const { db } = useUserData();
  const engine: SyncControls | null = useSyncEngine();
  const online = useOnline();
  const { signOut } = useAuth();
  const pending = useSyncStatus(db, (s) => s.pending);
  const blocked = useSyncStatus(db, (s) => s.blocked);
  const sessionExpired = useSyncStatus(db, (s) => s.state === 'paused-auth');
  const deactivated = useSyncStatus(db, (s) => s.state === 'deactivated');
  const lastSynced = useSyncStatus(db, (s) => Math.max(s.lastPushAt ?? 0, s.lastPullAt ?? 0));
  const lastSyncedAt = lastSynced > 0 ? new Date(lastSynced).toISOString() : null;
  const [busy, setBusy] = useState(false);
  const conflicts = useLiveQuery(async () => {
    const stored = await listConflicts(db);
    const detailed = await Promise.all(stored.map((c) => getConflict(db, c.briefId)));
    const titles = await db.briefs.bulkGet(stored.map((c) => c.briefId));
    return detailed.flatMap((c, i) => (c ? [{ conflict: c, title: titles[i]?.row.title ?? '' }] : []));
  }, [db]);
  const issues = conflicts && { conflicts, blocked };

  async function run(action: () => Promise<unknown> | unknown) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({
        title: SYNC.actionFailed,
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const resolve = (briefId: string) => (field: string, choice: Choice) =>
    void run(() => engine?.resolveConflict(briefId, field as PushColumn | '*', choice));
  const nothing = issues && issues.conflicts.length === 0 && issues.blocked.length === 0;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={SYNC.dialogTitle}
      description={
        !online
          ? SYNC.offlineHint
          : issues === undefined
            ? undefined
            : nothing
              ? SYNC.nothingToResolve
              : SYNC.resolveDescription
      }
      className="max-w-2xl"
    >
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
        {deactivated && (
          <section className="rounded-xl border border-danger-line bg-danger-soft/40 p-4">
            <p className="text-sm text-fg-soft">{SYNC.deactivatedDetail}</p>
          </section>
        )}
        {sessionExpired && (
          <section className="flex flex-col items-start gap-2 rounded-xl border border-warning-line bg-warning-soft/60 p-4">
            <p className="text-sm text-fg-soft">{SYNC.sessionExpired}</p>
            {/* Signing out here keeps this user's local database: the changes sync after signing in. */}
            <Button size="sm" onPress={() => void run(() => signOut())}>
              {SYNC.signInAgain}
            </Button>
          </section>
        )}
        {(pending > 0 || lastSyncedAt) && (
          <p className="text-sm text-fg-secondary">
            {pending > 0 && online
              ? deactivated
                ? SYNC.deactivatedPending(pending)
                : SYNC.pendingOnline(pending)
              : null}
            {pending > 0 && online && lastSyncedAt ? ' ' : null}
            {lastSyncedAt ? SYNC.lastSynced(relativeTime(lastSyncedAt)) : null}
          </p>
        )}
        {issues?.conflicts.map(({ conflict, title }) => (
          <ConflictCard
            key={conflict.briefId}
            title={title}
            conflict={conflict}
            isBusy={busy || !engine}
            onResolve={resolve(conflict.briefId)}
          />
        ))}
        {issues?.blocked.map((entry) => (
          <section
            key={entry.briefId}
            aria-label={entry.title}
            className="flex flex-col gap-2 rounded-xl border border-danger-line bg-danger-soft/40 p-4"
          >
            <h3 className="font-semibold text-fg">{entry.title}</h3>
            <p className="text-sm text-fg-secondary">{SYNC.blockedIntro}</p>
            {entry.reason && (
              <p className="text-sm font-medium text-danger-fg">{SYNC.reason(entry.reason)}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                isDisabled={busy || !engine}
                onPress={() => void run(() => engine?.retryBlockedChange(entry.briefId))}
              >
                {SYNC.retry}
              </Button>
              <Button
                size="sm"
                variant="danger"
                isDisabled={busy || !engine}
                onPress={() => void run(() => engine?.discardBlockedChange(entry.briefId))}
              >
                {SYNC.discard}
              </Button>
            </div>
          </section>
        ))}
      </div>
      <DialogFooter>
        <Button
          variant="outline"
          isDisabled={!online || !engine || busy}
          onPress={() => void run(() => engine?.syncNow())}
        >
          {SYNC.syncNow}
        </Button>
        <Button onPress={() => onOpenChange(false)}>{SYNC.close}</Button>
      </DialogFooter>
    </Dialog>
  );
}
