import { shortDate } from './format';
import { TEAM } from './strings';
import type { PendingInvitation } from './team-actions';
import { cell, RowAction, TeamTable } from './team-table';

export interface InvitationsTableProps {
  invitations: PendingInvitation[];
  now: number;
  onResend(invitation: PendingInvitation): void;
  onRevoke(invitation: PendingInvitation): void;
}

/** Invitations not yet accepted: an expired one can be resent (a new link), any can be revoked. */
export function InvitationsTable({ invitations, now, onResend, onRevoke }: InvitationsTableProps) {
  if (invitations.length === 0) return <p className="text-sm text-fg-muted">{TEAM.noInvitations}</p>;
  return (
    <TeamTable
      caption={TEAM.invitationsHeading}
      columns={[
        TEAM.columns.email,
        TEAM.columns.role,
        TEAM.columns.invitedBy,
        TEAM.columns.expires,
        TEAM.columns.actions,
      ]}
      minWidth="min-w-[40rem]"
    >
      {invitations.map((invitation) => {
        const expired = new Date(invitation.expires_at).getTime() <= now;
        const date = shortDate(invitation.expires_at);
        return (
          <tr key={invitation.id} aria-label={invitation.email}>
            <th scope="row" className={`${cell} font-medium text-fg`}>
              {invitation.email}
            </th>
            <td className={cell}>{TEAM.role[invitation.role]}</td>
            <td className={cell}>{invitation.invited_by_name || invitation.invited_by_email || '—'}</td>
            <td className={cell}>
              {expired ? <span className="font-medium text-warning-strong">{TEAM.expired(date)}</span> : date}
            </td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                <RowAction onPress={() => onResend(invitation)}>{TEAM.resend}</RowAction>
                <RowAction onPress={() => onRevoke(invitation)}>{TEAM.revoke}</RowAction>
              </div>
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}
