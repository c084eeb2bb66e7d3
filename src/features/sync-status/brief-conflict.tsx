// A brief's conflict shown where the user works on it — the editor and the view — with both values,
// who changed them and when, and Keep mine / Take theirs. Its "Sync conflict" badge leads here.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { PushColumn } from '../../data/records';
import { getConflict } from '../../data/markers';
import { errorMessage } from '../../lib/errors';
import { useSyncEngine, useUserData } from '../../session';
import { ConflictCard } from './conflict-card';
import { SYNC } from './strings';

export const BRIEF_CONFLICT_ID = 'brief-conflict';

/** Scrolls to the brief's conflict and moves focus there (the badge's action). */
export function openBriefConflict() {
  const panel = document.getElementById(BRIEF_CONFLICT_ID);
  // Focusing scrolls it into view too; centring is a nicety where supported.
  panel?.focus();
  panel?.scrollIntoView?.({ block: 'center' });
}

export function BriefConflict({ briefId, title }: { briefId: string; title: string }) {
  const { db } = useUserData();
  const engine = useSyncEngine();
  const [busy, setBusy] = useState(false);
  const conflict = useLiveQuery(() => getConflict(db, briefId), [db, briefId]);
  if (!conflict) return null;

  async function resolve(field: string, choice: 'mine' | 'theirs') {
    setBusy(true);
    try {
      await engine?.resolveConflict(briefId, field as PushColumn | '*', choice);
    } catch (error) {
      toast({ title: SYNC.actionFailed, description: errorMessage(error) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      id={BRIEF_CONFLICT_ID}
      tabIndex={-1}
      role="region"
      aria-label={SYNC.fieldConflicts}
      className="flex flex-col gap-2 outline-none print:hidden"
    >
      <p className="text-sm text-fg-secondary">{SYNC.fieldConflictsIntro}</p>
      <ConflictCard
        title={title}
        conflict={conflict}
        isBusy={busy || !engine}
        onResolve={(field, choice) => void resolve(field, choice)}
      />
    </div>
  );
}
