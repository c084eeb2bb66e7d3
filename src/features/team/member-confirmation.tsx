// The question asked before a member's role changes or they are deactivated: it names the person,
// the new role or what they lose, and Cancel is the safe default.
import { AlertDialog } from '../../components/ui/alert-dialog';
import { memberName } from './format';
import { TEAM, TEAM_CONFIRM } from './strings';
import type { TeamMember, TeamRole } from './team-actions';

export type MemberChange =
  { kind: 'role'; member: TeamMember; role: TeamRole } | { kind: 'deactivate'; member: TeamMember };

function question(change: MemberChange) {
  const name = memberName(change.member);
  if (change.kind === 'deactivate') return { ...TEAM_CONFIRM.deactivate(name), destructive: true };
  return change.role === 'admin'
    ? { ...TEAM_CONFIRM.makeAdmin(name), destructive: false }
    : { ...TEAM_CONFIRM.makeMember(name), destructive: true };
}

export interface MemberConfirmationProps {
  change: MemberChange | null;
  onConfirm(change: MemberChange): void;
  onCancel(): void;
}

export function MemberConfirmation({ change, onConfirm, onCancel }: MemberConfirmationProps) {
  const asked = change && question(change);
  return (
    <AlertDialog
      isOpen={change !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={asked?.title ?? ''}
      description={asked?.description ?? ''}
      confirmLabel={asked?.confirm ?? ''}
      cancelLabel={TEAM.cancel}
      variant={asked?.destructive ? 'destructive' : 'primary'}
      onConfirm={() => change && onConfirm(change)}
    />
  );
}
