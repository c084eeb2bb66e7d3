import { ArrowLeft, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink, PlainButton } from '../../components/ui/native-button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../session';
import { memberName } from './format';
import { InvitationsTable } from './invitations-table';
import { MemberConfirmation, type MemberChange } from './member-confirmation';
import { MembersTable } from './members-table';
import { TEAM, TEAM_TOASTS } from './strings';
import { InvitationCards, MemberCards } from './team-cards';
import {
  changeRole,
  resendInvitation,
  revokeInvitation,
  setMemberActive,
  transferBriefs,
  type PendingInvitation,
  type TeamMember,
} from './team-actions';
import { TransferForm } from './transfer-form';
import { useTeam, type TeamState } from './use-team';
import { useWideLayout } from './use-wide-layout';

/**
 * /team: an admin's view of the members and pending invitations, and the operations on them. Members
 * never get here from the app; if they type the address (or lose the admin role while here) the page
 * says it is for admins, and the server refuses every call anyway.
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
  const wide = useWideLayout();
  const { state, busy, run, reload } = useTeam();
  const [transferFrom, setTransferFrom] = useState<TeamMember | null>(null);
  const [asking, setAsking] = useState<MemberChange | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  // Closing the transfer form removes the focused control: keyboard users continue from the table.
  const closeTransfer = () => {
    setTransferFrom(null);
    membersHeading.current?.focus();
  };

  if (state.status !== 'ready') return <TeamStatus state={state} onRetry={() => void reload()} />;

  const confirmed = (change: MemberChange) => {
    setAsking(null);
    const { member } = change;
    if (change.kind === 'role') {
      void run(
        () => changeRole(member.user_id, change.role),
        () => TEAM_TOASTS.roleChanged(memberName(member), change.role),
      );
    } else {
      void run(
        () => setMemberActive(member.user_id, false),
        () => TEAM_TOASTS.deactivated(memberName(member)),
      );
    }
  };
  const memberHandlers = {
    onChangeRole: (member: TeamMember, role: TeamMember['role']) => setAsking({ kind: 'role', member, role }),
    onDeactivate: (member: TeamMember) => setAsking({ kind: 'deactivate', member }),
    onReactivate: (member: TeamMember) =>
      void run(
        () => setMemberActive(member.user_id, true),
        () => TEAM_TOASTS.reactivated(memberName(member)),
      ),
    onTransfer: setTransferFrom,
  };
  const onTransfer = (to: TeamMember) => {
    const from = transferFrom;
    if (!from) return;
    void run(
      () => transferBriefs(from.user_id, to.user_id),
      (count) => TEAM_TOASTS.transferred(count, memberName(to)),
    ).then((ok) => ok && closeTransfer());
  };
  const invitationHandlers = {
    onResend: (invitation: PendingInvitation) =>
      void run(
        () => resendInvitation(invitation.id),
        () => TEAM_TOASTS.resent(invitation.email),
      ),
    onRevoke: (invitation: PendingInvitation) =>
      void run(
        () => revokeInvitation(invitation.id),
        () => TEAM_TOASTS.revoked(invitation.email),
      ),
  };
  const members = { members: state.members, currentUserId, ...memberHandlers };
  const invitations = { invitations: state.invitations, now, ...invitationHandlers };

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
        {wide ? <MembersTable {...members} /> : <MemberCards {...members} />}
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
        {state.invitations.length === 0 ? (
          <p className="text-sm text-fg-muted">{TEAM.noInvitations}</p>
        ) : wide ? (
          <InvitationsTable {...invitations} />
        ) : (
          <InvitationCards {...invitations} />
        )}
      </section>
      <MemberConfirmation change={asking} onConfirm={confirmed} onCancel={() => setAsking(null)} />
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
  if (state.status === 'not-admin') return <p role="alert">{TEAM.notAdmin}</p>;
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
