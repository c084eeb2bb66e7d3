// What an admin can do to one member, the same in the table and on a card. Every choice is a
// question first (see member-confirmation.tsx); the server decides again (set_member_role,
// manage-member), so these are for comfort only.
import { TEAM } from './strings';
import type { TeamMember, TeamRole } from './team-actions';
import { RowAction } from './team-table';

export interface MemberActionHandlers {
  onChangeRole(member: TeamMember, role: TeamRole): void;
  onDeactivate(member: TeamMember): void;
  onReactivate(member: TeamMember): void;
  onTransfer(member: TeamMember): void;
}

export interface MemberActionsProps extends MemberActionHandlers {
  member: TeamMember;
  isMe: boolean;
}

/**
 * "Make admin" / "Make member", "Deactivate" / "Reactivate" and "Transfer briefs". On the admin's own
 * row there is no way to demote or deactivate themselves: the row says why instead.
 */
export function MemberActions({
  member,
  isMe,
  onChangeRole,
  onDeactivate,
  onReactivate,
  onTransfer,
}: MemberActionsProps) {
  const isAdmin = member.role === 'admin';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isMe && isAdmin ? (
        <p className="text-xs text-fg-muted">{TEAM.cannotDemoteSelf}</p>
      ) : (
        <RowAction onPress={() => onChangeRole(member, isAdmin ? 'user' : 'admin')}>
          {isAdmin ? TEAM.makeMember : TEAM.makeAdmin}
        </RowAction>
      )}
      {!isMe &&
        (member.active ? (
          <RowAction onPress={() => onDeactivate(member)}>{TEAM.deactivate}</RowAction>
        ) : (
          <RowAction onPress={() => onReactivate(member)}>{TEAM.reactivate}</RowAction>
        ))}
      {member.briefs_owned > 0 && (
        <RowAction onPress={() => onTransfer(member)}>{TEAM.transferBriefs}</RowAction>
      )}
    </div>
  );
}
