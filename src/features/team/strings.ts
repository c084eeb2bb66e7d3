// Every string of the Team page (issue 11). Ours: the spec has no team administration.
import { countOf } from '../../domain/plural';
export const TEAM = {
  title: 'Team',
  intro: 'Members, pending invitations and who may do what. Only admins see this page.',
  back: 'Back to dashboard',
  offline: "You're offline. Managing the team needs an internet connection.",
  notAdmin: 'Only admins can manage the team.',
  loading: 'Loading the team...',
  loadFailed: 'The team could not be loaded. Please try again.',
  retry: 'Try again',
  membersHeading: 'Members',
  invitationsHeading: 'Pending invitations',
  noInvitations: 'No pending invitations.',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    joined: 'Joined',
    briefs: 'Briefs owned',
    status: 'Status',
    actions: 'Actions',
    invitedBy: 'Invited by',
    expires: 'Expires',
  },
  role: { admin: 'Admin', user: 'User' } as const,
  active: 'Active',
  deactivated: 'Deactivated',
  expired: (date: string) => `Expired ${date}`,
  you: '(you)',
  changeRole: 'Change role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  transferBriefs: 'Transfer briefs',
  resend: 'Resend',
  revoke: 'Revoke',
  transferTitle: (name: string) => `Transfer ${name}'s briefs`,
  transferTo: 'New owner',
  transferConfirm: 'Transfer',
  cancel: 'Cancel',
  noTransferTarget: 'There is no other active member to receive the briefs.',
} as const;

export const TEAM_TOASTS = {
  roleChanged: (email: string, role: string) => ({
    title: 'Role changed',
    description: `${email} is now ${role}.`,
  }),
  deactivated: (email: string) => ({
    title: 'Member deactivated',
    description: `${email} can no longer sign in. Their briefs stay.`,
  }),
  reactivated: (email: string) => ({
    title: 'Member reactivated',
    description: `${email} can sign in again.`,
  }),
  transferred: (count: number, email: string) => ({
    title: 'Briefs transferred',
    description: `${countOf(count, 'brief now belongs', 'briefs now belong')} to ${email}.`,
  }),
  resent: (email: string) => ({
    title: 'Invitation resent',
    description: `A new link was sent to ${email}.`,
  }),
  revoked: (email: string) => ({
    title: 'Invitation revoked',
    description: `The link sent to ${email} no longer works.`,
  }),
  failed: (message: string) => ({ title: 'That did not work', description: message }),
} as const;
