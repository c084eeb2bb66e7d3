import { memberName, shortDate } from './format';
import { MemberActions, type MemberActionHandlers } from './member-actions';
import { TEAM } from './strings';
import type { TeamMember } from './team-actions';
import { cell, TeamTable } from './team-table';

export interface MembersTableProps extends MemberActionHandlers {
  members: TeamMember[];
  currentUserId: string | undefined;
}

/** Every member: who they are, role, joined, briefs owned, active or not, and what an admin can do. */
export function MembersTable({ members, currentUserId, ...handlers }: MembersTableProps) {
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
              <MemberStatus active={member.active} />
            </td>
            <td className={`${cell} max-w-64`}>
              <MemberActions member={member} isMe={isMe} {...handlers} />
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}

export function MemberStatus({ active }: { active: boolean }) {
  return (
    <span className={active ? 'text-success-fg' : 'font-medium text-warning-strong'}>
      {active ? TEAM.active : TEAM.deactivated}
    </span>
  );
}
