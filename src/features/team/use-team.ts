import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, type ToastInput } from '../../components/ui/toast-store';
import { useOnline } from '../../lib/online';
import { fetchTeam, isNotAdmin, type Outcome, type PendingInvitation, type TeamMember } from './team-actions';
import { TEAM_TOASTS } from './strings';

export type TeamState =
  | { status: 'offline' }
  | { status: 'loading' }
  /** The server says the caller is not an active admin (never was, or was demoted while here). */
  | { status: 'not-admin' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; members: TeamMember[]; invitations: PendingInvitation[] };

function teamState(result: Awaited<ReturnType<typeof fetchTeam>>): TeamState {
  if (result.ok) return { status: 'ready', ...result.value };
  return isNotAdmin(result) ? { status: 'not-admin' } : { status: 'failed', message: result.message };
}

/**
 * The team as the server has it (never cached on the device: it is admin data and online-only), and
 * `run` for an operation: one at a time, its toast, and a fresh read afterwards; `busy` meanwhile.
 */
export function useTeam() {
  const online = useOnline();
  const [state, setState] = useState<TeamState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  // Buttons stay enabled while an operation runs (disabling one would take the keyboard focus away);
  // a second press is ignored instead.
  const running = useRef(false);

  const load = useCallback(async () => setState(teamState(await fetchTeam())), []);

  // Offline is read from the connection, not stored; back online, the team is read again.
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void fetchTeam().then((result) => !cancelled && setState(teamState(result)));
    return () => {
      cancelled = true;
      setState({ status: 'loading' });
    };
  }, [online]);

  const run = useCallback(
    async <T>(operation: () => Promise<Outcome<T>>, success: (value: T) => ToastInput): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      const result = await operation();
      await load();
      running.current = false;
      setBusy(false);
      // Announced once the list shows the change, so what the toast says is what the page shows. An
      // admin demoted meanwhile is told by the page itself that it is for admins, once.
      if (result.ok) toast({ ...success(result.value), variant: 'success' });
      else if (!isNotAdmin(result)) toast({ ...TEAM_TOASTS.failed(result.message), variant: 'destructive' });
      return result.ok;
    },
    [load],
  );

  return { state: online ? state : ({ status: 'offline' } as TeamState), busy, run, reload: load };
}
