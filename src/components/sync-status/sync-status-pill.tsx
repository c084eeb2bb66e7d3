import {
  AlertTriangle,
  CheckCircle2,
  CloudOff,
  GitMerge,
  LogIn,
  RefreshCw,
  ServerCrash,
  UserX,
} from 'lucide-react';
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
      deactivated: 'border-danger-line bg-danger-soft text-danger-fg',
      synced: 'border-success-line bg-success-soft text-success-fg',
      pending: 'border-line bg-surface-muted text-fg-secondary',
      syncing: 'border-line bg-surface-muted text-fg-secondary',
      'first-sync': 'border-line bg-surface-muted text-fg-secondary',
      offline: 'border-line-strong bg-surface text-fg-secondary',
      'signed-out': 'border-warning-line bg-warning-soft text-warning-fg',
      error: 'border-danger-line bg-danger-soft text-danger-fg',
      blocked: 'border-danger-line bg-danger-soft text-danger-fg',
      conflicts: 'border-warning-line bg-warning-soft text-warning-fg',
    },
  },
});

const ICONS: Record<SyncPillState, typeof CloudOff> = {
  deactivated: UserX,
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
