import { memberName, shortDate } from './format';
import { TEAM } from './strings';
import type { TeamMember } from './team-actions';
import { cell, RowAction, TeamTable } from './team-table';

export interface MembersTableProps {
  members: TeamMember[];
  currentUserId: string | undefined;
  onChangeRole(member: TeamMember): void;
  onSetActive(member: TeamMember, active: boolean): void;
  onTransfer(member: TeamMember): void;
}

/** Every member: who they are, role, joined, briefs owned, active or not, and what an admin can do. */
export function MembersTable({
  members,
  currentUserId,
  onChangeRole,
  onSetActive,
  onTransfer,
}: MembersTableProps) {
  return (
    <TeamTable
      caption={TEAM.membersHeading}
      columns={[
        TEAM.columns.name,
        TEAM.columns.email,
        TEAM.columns.role,
        TEAM.columns.joined,
        TEAM.columns.briefs,
        TEAM.columns.status,
        TEAM.columns.actions,
      ]}
      minWidth="min-w-[48rem]"
    >
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
                <RowAction onPress={() => onChangeRole(member)}>{TEAM.changeRole}</RowAction>
                {!isMe && (
                  <RowAction onPress={() => onSetActive(member, !member.active)}>
                    {member.active ? TEAM.deactivate : TEAM.reactivate}
                  </RowAction>
                )}
                {member.briefs_owned > 0 && (
                  <RowAction onPress={() => onTransfer(member)}>{TEAM.transferBriefs}</RowAction>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}
