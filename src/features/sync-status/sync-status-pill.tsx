import { AlertTriangle, CheckCircle2, CloudOff, GitMerge, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { tv } from 'tailwind-variants';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { useUserData } from '../../session';
import { relativeTime } from '../../domain/time';
import { SYNC } from './strings';
import { pillState, useSyncSummary, type SyncPillState } from './use-sync-summary';
import { useLastSyncedAt } from './use-last-synced';

const SyncIssuesDialog = lazy(() => import('./sync-issues-dialog'));

const pillStyles = tv({
  base: `${NATIVE_FOCUS_RING} inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium whitespace-nowrap [&_svg]:size-3.5`,
  variants: {
    state: {
      synced: 'border-emerald-200 bg-emerald-50 text-emerald-800',
      pending: 'border-slate-200 bg-slate-100 text-slate-700',
      offline: 'border-slate-300 bg-white text-slate-700',
      blocked: 'border-red-200 bg-red-50 text-red-800',
      conflicts: 'border-amber-200 bg-amber-50 text-amber-900',
    },
  },
});

const ICONS: Record<SyncPillState, typeof CloudOff> = {
  synced: CheckCircle2,
  pending: RefreshCw,
  offline: CloudOff,
  blocked: AlertTriangle,
  conflicts: GitMerge,
};

/** The header's unobtrusive sync status; pressing it opens the details and the conflict resolution. */
export function SyncStatusPill() {
  const { db } = useUserData();
  const summary = useSyncSummary(db);
  const lastSyncedAt = useLastSyncedAt();
  const [open, setOpen] = useState(false);
  const state = pillState(summary);
  const Icon = ICONS[state];
  const text = pillText(state, summary, lastSyncedAt);

  return (
    <>
      <button
        type="button"
        aria-label={`${SYNC.statusLabel}: ${text}`}
        onClick={() => setOpen(true)}
        className={pillStyles({ state })}
      >
        <Icon aria-hidden="true" />
        <span>{text}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SyncIssuesDialog isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

function pillText(
  state: SyncPillState,
  summary: { pending: number; blocked: number; conflicts: number },
  lastSyncedAt: string | null,
): string {
  switch (state) {
    case 'conflicts':
      return SYNC.conflicts(summary.conflicts);
    case 'blocked':
      return SYNC.blocked(summary.blocked);
    case 'offline':
      return summary.pending > 0 ? `${SYNC.offline} · ${SYNC.pending(summary.pending)}` : SYNC.offline;
    case 'pending':
      return SYNC.pending(summary.pending);
    case 'synced':
      return lastSyncedAt ? SYNC.syncedAgo(relativeTime(lastSyncedAt)) : SYNC.synced;
  }
}
