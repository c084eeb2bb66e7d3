import { PlainButton } from '../../components/ui/native-button';
import { memberName, shortDate } from './format';
import { TEAM } from './strings';
import type { TeamMember } from './team-actions';

export interface MembersTableProps {
  members: TeamMember[];
  currentUserId: string | undefined;
  onChangeRole(member: TeamMember): void;
  onSetActive(member: TeamMember, active: boolean): void;
  onTransfer(member: TeamMember): void;
}

const cell = 'px-3 py-2 align-middle';

/** Every member: who they are, role, joined, briefs owned, active or not, and what an admin can do. */
export function MembersTable({
  members,
  currentUserId,
  onChangeRole,
  onSetActive,
  onTransfer,
}: MembersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{TEAM.membersHeading}</caption>
        <thead className="bg-surface-subtle text-xs uppercase tracking-wide text-fg-muted">
          <tr>
            <th scope="col" className={cell}>
              {TEAM.columns.name}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.email}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.role}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.joined}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.briefs}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.status}
            </th>
            <th scope="col" className={cell}>
              {TEAM.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-subtle">
          {members.map((member) => {
            const isMe = member.user_id === currentUserId;
            return (
              <tr key={member.user_id} aria-label={member.email}>
                <th scope="row" className={`${cell} font-medium text-fg`}>
                  {memberName(member)} {isMe && <span className="text-fg-muted">{TEAM.you}</span>}
                </th>
                <td className={cell}>{member.email}</td>
                <td className={cell}>{TEAM.role[member.role]}</td>
                <td className={cell}>{shortDate(member.joined_at)}</td>
                <td className={cell}>{member.briefs_owned}</td>
                <td className={cell}>
                  <span className={member.active ? 'text-success-fg' : 'font-medium text-warning-strong'}>
                    {member.active ? TEAM.active : TEAM.deactivated}
                  </span>
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <PlainButton
                      size="sm"
                      variant="outline"

                      onPress={() => onChangeRole(member)}
                    >
                      {TEAM.changeRole}
                    </PlainButton>
                    {!isMe && (
                      <PlainButton
                        size="sm"
                        variant="outline"

                        onPress={() => onSetActive(member, !member.active)}
                      >
                        {member.active ? TEAM.deactivate : TEAM.reactivate}
                      </PlainButton>
                    )}
                    {member.briefs_owned > 0 && (
                      <PlainButton
                        size="sm"
                        variant="outline"

                        onPress={() => onTransfer(member)}
                      >
                        {TEAM.transferBriefs}
                      </PlainButton>
                    )}
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
