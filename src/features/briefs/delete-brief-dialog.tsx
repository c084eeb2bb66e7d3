import { useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import type { BriefCard } from '../../data/records';
import { useUserData } from '../../session';
import { deleteBriefWithToast } from './brief-actions';
import { DELETE_BRIEF } from './strings';

/** Delete confirmation (docs/spec.md §5): 'Are you sure you want to delete this brief?'. */
export default function DeleteBriefDialog({ brief, onClose }: { brief: BriefCard | null; onClose(): void }) {
  const { db, repositoryContext } = useUserData();
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    if (!brief) return;
    setBusy(true);
    await deleteBriefWithToast(db, brief.id, repositoryContext);
    setBusy(false);
    onClose();
  }

  return (
    <AlertDialog
      isOpen={brief !== null}
      onOpenChange={(open) => !open && onClose()}
      title={DELETE_BRIEF.title}
      description={DELETE_BRIEF.question}
      confirmLabel={DELETE_BRIEF.confirm}
      isBusy={busy}
      onConfirm={() => void onConfirm()}
    />
  );
}
