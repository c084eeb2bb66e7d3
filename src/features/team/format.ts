// How the Team page writes people and dates: people by the app's one display-name rule.
import { displayName } from '../../domain/people';
import type { PendingInvitation, TeamMember } from './team-actions';

export const memberName = (member: Pick<TeamMember, 'full_name' | 'email'>): string => displayName(member);

/** The invitee's name as the admin typed it, else the address. */
export const invitationName = (invitation: Pick<PendingInvitation, 'full_name' | 'email'>): string =>
  displayName(invitation);

/** Who sent an invitation: their name, else their address, else a dash (an account since deleted). */
export const invitedBy = (invitation: Pick<PendingInvitation, 'invited_by_name' | 'invited_by_email'>) =>
  invitation.invited_by_email
    ? displayName({ email: invitation.invited_by_email, full_name: invitation.invited_by_name })
    : invitation.invited_by_name?.trim() || '—';

export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
