import { useEffect, useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import type { BriefCard } from '../../data/records';
import { useUserData } from '../../session';
import { deleteBriefWithToast } from './brief-actions';
import { useDashboardExtras } from './dashboard-extras';
import { countShares } from './share-count';
import { DELETE_BRIEF } from './strings';

/**
 * Delete confirmation (docs/spec.md §5): 'Are you sure you want to delete this brief?', naming the brief and, once
 * the server has said, how many people it is shared with.
 */
export default function DeleteBriefDialog({ brief, onClose }: { brief: BriefCard | null; onClose(): void }) {
  const { db, repositoryContext } = useUserData();
  const { deleteWithUndo } = useDashboardExtras();
  const [busy, setBusy] = useState(false);
  const [shares, setShares] = useState<{ briefId: string; count: number | null } | null>(null);
  const briefId = brief?.id;

  useEffect(() => {
    if (!briefId) return;
    let current = true;
    void countShares(briefId).then((count) => current && setShares({ briefId, count }));
    return () => {
      current = false;
    };
  }, [briefId]);

  async function onConfirm() {
    if (!brief) return;
    setBusy(true);
    await deleteBriefWithToast(db, brief.id, repositoryContext, deleteWithUndo);
    setBusy(false);
    onClose();
  }

  const shareCount = shares?.briefId === briefId ? (shares?.count ?? null) : null;
  return (
    <AlertDialog
      isOpen={brief !== null}
      onOpenChange={(open) => !open && onClose()}
      title={DELETE_BRIEF.title}
      description={DELETE_BRIEF.description(brief?.title ?? '', shareCount)}
      confirmLabel={DELETE_BRIEF.confirm}
      isBusy={busy}
      onConfirm={() => void onConfirm()}
    />
  );
}
