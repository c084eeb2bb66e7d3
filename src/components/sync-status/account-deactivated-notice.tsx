import { UserX } from 'lucide-react';
import { useUserData } from '../../session';
import { SYNC } from './strings';
import { useSyncStatus } from './use-sync-status';

/**
 * Shown on every signed-in screen while the server says the account is deactivated: saving still
 * works on this device, but nothing syncs, and the member is told so wherever they edit — with how
 * many briefs wait, which are sent after the account is reactivated and they sign in again.
 */
export function AccountDeactivatedNotice() {
  const { db } = useUserData();
  const deactivated = useSyncStatus(db, (s) => s.state === 'deactivated');
  const pending = useSyncStatus(db, (s) => s.pending);
  if (!deactivated) return null;
  return (
    <section
      aria-label={SYNC.deactivated}
      className="flex items-start gap-3 border-b border-danger-line bg-danger-soft px-4 py-3 text-sm text-danger-fg"
    >
      <UserX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div role="alert" className="flex flex-col gap-1">
        <strong className="font-semibold">{SYNC.deactivated}</strong>
        <p>{SYNC.deactivatedDetail}</p>
        {pending > 0 && <p>{SYNC.deactivatedPending(pending)}</p>}
      </div>
    </section>
  );
}
