import { invitationName, invitedBy, shortDate } from './format';
import { TEAM } from './strings';
import type { PendingInvitation } from './team-actions';
import { cell, RowAction, TeamTable } from './team-table';

export interface InvitationActionHandlers {
  onResend(invitation: PendingInvitation): void;
  onRevoke(invitation: PendingInvitation): void;
}

export interface InvitationsTableProps extends InvitationActionHandlers {
  invitations: PendingInvitation[];
  now: number;
}

/** Invitations not yet accepted: an expired one can be resent (a new link), any can be revoked. */
export function InvitationsTable({ invitations, now, ...handlers }: InvitationsTableProps) {
  return (
    <TeamTable
      caption={TEAM.invitationsHeading}
      columns={[
        TEAM.columns.name,
        TEAM.columns.email,
        TEAM.columns.role,
        TEAM.columns.invitedBy,
        TEAM.columns.expires,
        TEAM.columns.actions,
      ]}
      minWidth="min-w-[44rem]"
    >
      {invitations.map((invitation) => (
        <tr key={invitation.id} aria-label={invitation.email}>
          <th scope="row" className={`${cell} font-medium text-fg`}>
            {invitationName(invitation)}
          </th>
          <td className={cell}>{invitation.email}</td>
          <td className={cell}>{TEAM.role[invitation.role]}</td>
          <td className={cell}>{invitedBy(invitation)}</td>
          <td className={cell}>
            <InvitationExpiry invitation={invitation} now={now} />
          </td>
          <td className={cell}>
            <InvitationActions invitation={invitation} {...handlers} />
          </td>
        </tr>
      ))}
    </TeamTable>
  );
}

export function InvitationExpiry({ invitation, now }: { invitation: PendingInvitation; now: number }) {
  const date = shortDate(invitation.expires_at);
  const expired = new Date(invitation.expires_at).getTime() <= now;
  return expired ? <span className="font-medium text-warning-strong">{TEAM.expired(date)}</span> : date;
}

export function InvitationActions({
  invitation,
  onResend,
  onRevoke,
}: InvitationActionHandlers & { invitation: PendingInvitation }) {
  return (
    <div className="flex flex-wrap gap-2">
      <RowAction onPress={() => onResend(invitation)}>{TEAM.resend}</RowAction>
      <RowAction onPress={() => onRevoke(invitation)}>{TEAM.revoke}</RowAction>
    </div>
  );
}
