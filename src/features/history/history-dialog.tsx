// History: the versions of a brief and what each changed; an editor may restore a version (asked
// first, naming the fields that will change) or one field of it. Versions this device has seen stay
// readable offline.
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { toast } from '../../components/ui/toast-store';
import type { EditableColumn } from '../../domain/diff';
import { useUserData } from '../../session';
import { useHistory } from './use-history';
import { fieldsToChange, restoreVersion } from './restore';
import { RestoreConfirmDialog, type RestoreConfirmation } from './restore-confirm-dialog';
import { HISTORY } from './strings';
import { VersionDetails } from './version-details';
import { VersionList } from './version-list';

export interface HistoryDialogProps {
  briefId: string;
  canRestore: boolean;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export default function HistoryDialog({ briefId, canRestore, isOpen, onOpenChange }: HistoryDialogProps) {
  const { db, repositoryContext, engine } = useUserData();
  const { entries, load, refresh } = useHistory(db, briefId, isOpen);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [confirmation, setConfirmation] = useState<RestoreConfirmation | null>(null);
  const now = new Date();
  const selected = entries?.find((entry) => entry.id === selectedId) ?? null;

  async function askToRestore(columns: EditableColumn[]) {
    if (!selected) return;
    const changing = await fieldsToChange(db, repositoryContext, selected, columns);
    setConfirmation({ version: selected.version, columns, changing });
  }

  async function onRestore(columns: EditableColumn[]) {
    if (!selected) return;
    setConfirmation(null);
    setRestoring(true);
    try {
      await restoreVersion(db, repositoryContext, selected, columns);
      toast({ ...HISTORY.restoredToast, variant: 'success' });
      // Once the restore reached the server it is a version of its own: show it.
      void engine
        ?.syncNow()
        .then(refresh)
        .catch(() => undefined);
    } catch (error) {
      toast({
        ...HISTORY.restoreError(error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={HISTORY.title}
      description={HISTORY.description}
      className="max-w-4xl"
    >
      <div className="flex flex-col gap-4">
        {load === 'offline' && <OfflineNotice>{HISTORY.offline}</OfflineNotice>}
        {load === 'failed' && (
          <p role="alert" className="text-sm text-danger-strong">
            {HISTORY.loadError}
          </p>
        )}
        {entries === undefined || (entries.length === 0 && load === 'loading') ? (
          <p className="text-sm text-fg-muted">{HISTORY.loading}</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-fg-muted">{HISTORY.empty}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="max-h-[60vh] overflow-y-auto pr-1">
              <VersionList entries={entries} selectedId={selectedId} now={now} onSelect={setSelectedId} />
            </div>
            <div className="max-h-[60vh] overflow-y-auto">
              {selected ? (
                <VersionDetails
                  entry={selected}
                  canRestore={canRestore}
                  isRestoring={restoring}
                  onRestore={(columns) => void onRestore(columns)}
                  onRestoreVersion={(columns) => void askToRestore(columns)}
                />
              ) : (
                <p className="text-sm text-fg-muted">{HISTORY.choose}</p>
              )}
            </div>
          </div>
        )}
      </div>
      <RestoreConfirmDialog
        confirmation={confirmation}
        isBusy={restoring}
        onConfirm={(columns) => void onRestore(columns)}
        onCancel={() => setConfirmation(null)}
      />
    </Dialog>
  );
}
