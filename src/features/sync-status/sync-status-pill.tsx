import { AlertTriangle, CheckCircle2, CloudOff, GitMerge, LogIn, RefreshCw, ServerCrash } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { tv } from 'tailwind-variants';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { useOnline } from '../../lib/online';
import { useUserData } from '../../session';
import { SYNC } from './strings';
import { pillState, pillText, type SyncPillState } from './pill-view';
import { useSyncStatus } from './use-sync-status';

const SyncIssuesDialog = lazy(() => import('./sync-issues-dialog'));

const pillStyles = tv({
  base: `${NATIVE_FOCUS_RING} inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium whitespace-nowrap [&_svg]:size-3.5`,
  variants: {
    state: {
      synced: 'border-emerald-200 bg-emerald-50 text-emerald-800',
      pending: 'border-slate-200 bg-slate-100 text-slate-700',
      syncing: 'border-slate-200 bg-slate-100 text-slate-700',
      'first-sync': 'border-slate-200 bg-slate-100 text-slate-700',
      offline: 'border-slate-300 bg-white text-slate-700',
      'signed-out': 'border-amber-200 bg-amber-50 text-amber-900',
      error: 'border-red-200 bg-red-50 text-red-800',
      blocked: 'border-red-200 bg-red-50 text-red-800',
      conflicts: 'border-amber-200 bg-amber-50 text-amber-900',
    },
  },
});

const ICONS: Record<SyncPillState, typeof CloudOff> = {
  synced: CheckCircle2,
  pending: RefreshCw,
  syncing: RefreshCw,
  'first-sync': RefreshCw,
  offline: CloudOff,
  'signed-out': LogIn,
  error: ServerCrash,
  blocked: AlertTriangle,
  conflicts: GitMerge,
};

/** The header's unobtrusive sync status; pressing it opens the details, the conflict resolution and,
 *  when the session expired, the way to sign in again. */
export function SyncStatusPill() {
  const { db } = useUserData();
  const status = useSyncStatus(db, (s) => s);
  const browserOnline = useOnline();
  const [open, setOpen] = useState(false);
  const shown = { ...status, online: status.online && browserOnline };
  const state = pillState(shown);
  const Icon = ICONS[state];
  const text = pillText(shown);

  return (
    <>
      <button
        type="button"
        aria-label={`${SYNC.statusLabel}: ${text}`}
        title={status.lastError && state === 'error' ? SYNC.lastError(status.lastError) : undefined}
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
