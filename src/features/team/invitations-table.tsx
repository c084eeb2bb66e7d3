import { PlainButton } from '../../components/ui/native-button';
import { shortDate } from './format';
import { TEAM } from './strings';
import type { PendingInvitation } from './team-actions';

export interface InvitationsTableProps {
  invitations: PendingInvitation[];
  now: number;
  onResend(invitation: PendingInvitation): void;
  onRevoke(invitation: PendingInvitation): void;
}

const cell = 'px-3 py-2 align-middle';

/** Invitations not yet accepted: an expired one can be resent (a new link), any can be revoked. */
export function InvitationsTable({ invitations, now, onResend, onRevoke }: InvitationsTableProps) {
  if (invitations.length === 0) return <p className="text-sm text-fg-muted">{TEAM.noInvitations}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{TEAM.invitationsHeading}</caption>
        <thead className="bg-surface-subtle text-xs uppercase tracking-wide text-fg-muted">
          <tr>
            <th scope="col" className={cell}>
              {TEAM.columns.email}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.role}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.invitedBy}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.expires}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-subtle">
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
                  {expired ? (
                    <span className="font-medium text-warning-strong">{TEAM.expired(date)}</span>
                  ) : (
                    date
                  )}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <PlainButton
                      size="sm"
                      variant="outline"

                      onPress={() => onResend(invitation)}
                    >
                      {TEAM.resend}
                    </PlainButton>
                    <PlainButton
                      size="sm"
                      variant="outline"

                      onPress={() => onRevoke(invitation)}
                    >
                      {TEAM.revoke}
                    </PlainButton>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
