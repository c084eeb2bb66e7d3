import { ArrowLeft, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink, PlainButton } from '../../components/ui/native-button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth';
import { InvitationsTable } from './invitations-table';
import { MembersTable } from './members-table';
import { TEAM, TEAM_TOASTS } from './strings';
import {
  changeRole,
  resendInvitation,
  revokeInvitation,
  setMemberActive,
  transferBriefs,
  type TeamMember,
} from './team-actions';
import { TransferForm } from './transfer-form';
import { useTeam, type TeamState } from './use-team';

/**
 * /team: an admin's view of the members and pending invitations, and the operations on
 * them. Members never get here from the app; if they type the address the page says it is for admins,
 * and the server would refuse every call anyway.
 */
export default function TeamPage() {
  const { user, isAdmin } = useAuth();
  return (
    <div className="min-h-screen bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
          <ButtonLink to="/" variant="ghost">
            <ArrowLeft aria-hidden="true" />
            {TEAM.back}
          </ButtonLink>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="outline-none mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6"
      >
        <div className="flex items-center gap-3">
          <Users aria-hidden="true" className="size-7 text-accent" />
          <div>
            <h1 className="text-2xl font-bold text-fg">{TEAM.title}</h1>
            <p className="text-sm text-fg-muted">{TEAM.intro}</p>
          </div>
        </div>
        {isAdmin ? <TeamAdmin currentUserId={user?.id} /> : <p role="alert">{TEAM.notAdmin}</p>}
      </main>
    </div>
  );
}

function TeamAdmin({ currentUserId }: { currentUserId: string | undefined }) {
  // Expiry is told against the time the page opened; it is read once, not on every render.
  const [now] = useState(Date.now);
  const { state, busy, run, reload } = useTeam();
  const [transferFrom, setTransferFrom] = useState<TeamMember | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  // Closing the transfer form removes the focused control: keyboard users continue from the table.
  const closeTransfer = () => {
    setTransferFrom(null);
    membersHeading.current?.focus();
  };

  if (state.status !== 'ready') return <TeamStatus state={state} onRetry={() => void reload()} />;

  const onChangeRole = (member: TeamMember) => {
    const role = member.role === 'admin' ? 'user' : 'admin';
    void run(
      () => changeRole(member.user_id, role),
      () => TEAM_TOASTS.roleChanged(member.email, role === 'admin' ? 'an admin' : 'a user'),
    );
  };
  const onSetActive = (member: TeamMember, active: boolean) =>
    void run(
      () => setMemberActive(member.user_id, active),
      () => (active ? TEAM_TOASTS.reactivated(member.email) : TEAM_TOASTS.deactivated(member.email)),
    );
  const onTransfer = (to: TeamMember) => {
    const from = transferFrom;
    if (!from) return;
    void run(
      () => transferBriefs(from.user_id, to.user_id),
      (count) => TEAM_TOASTS.transferred(count, to.email),
    ).then((ok) => ok && closeTransfer());
  };

  return (
    <div aria-busy={busy} className="flex flex-col gap-6">
      <section aria-labelledby="team-members" className="flex flex-col gap-3">
        <h2
          id="team-members"
          ref={membersHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-fg outline-none"
        >
          {TEAM.membersHeading}
        </h2>
        <MembersTable
          members={state.members}
          currentUserId={currentUserId}
          onChangeRole={onChangeRole}
          onSetActive={onSetActive}
          onTransfer={setTransferFrom}
        />
        {transferFrom && (
          <TransferForm
            from={transferFrom}
            members={state.members}
            onTransfer={onTransfer}
            onCancel={closeTransfer}
          />
        )}
      </section>
      <section aria-labelledby="team-invitations" className="flex flex-col gap-3">
        <h2 id="team-invitations" className="text-lg font-semibold text-fg">
          {TEAM.invitationsHeading}
        </h2>
        <InvitationsTable
          invitations={state.invitations}
          now={now}
          onResend={(invitation) =>
            void run(
              () => resendInvitation(invitation.id),
              () => TEAM_TOASTS.resent(invitation.email),
            )
          }
          onRevoke={(invitation) =>
            void run(
              () => revokeInvitation(invitation.id),
              () => TEAM_TOASTS.revoked(invitation.email),
            )
          }
        />
      </section>
    </div>
  );
}

function TeamStatus({ state, onRetry }: { state: Exclude<TeamState, { status: 'ready' }>; onRetry(): void }) {
  if (state.status === 'offline') {
    return (
      <p
        role="status"
        className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning-fg"
      >
        {TEAM.offline}
      </p>
    );
  }
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-secondary">
        <Spinner className="size-5" />
        {TEAM.loading}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm text-danger-fg">
      <p>
        {TEAM.loadFailed} {state.message}
      </p>
      <PlainButton variant="outline" onPress={onRetry}>
        {TEAM.retry}
      </PlainButton>
    </div>
  );
}
