// Every string of the Team page. Ours: the spec has no team administration.
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
  makeAdmin: 'Make admin',
  makeMember: 'Make member',
  // The server refuses it too (set_member_role); said on the admin's own row instead of a button.
  cannotDemoteSelf: 'You cannot make yourself a member: another admin has to.',
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
  membersListLabel: 'Members',
  invitationsListLabel: 'Pending invitations',
} as const;

/** The questions asked before a change that takes something away or hands power over. */
export const TEAM_CONFIRM = {
  makeAdmin: (name: string) => ({
    title: `Make ${name} an admin?`,
    description: `${name} will see every brief, invite people and manage the team, including other admins.`,
    confirm: TEAM.makeAdmin,
  }),
  makeMember: (name: string) => ({
    title: `Make ${name} a member?`,
    description: `${name} will no longer see every brief, invite people or manage the team. Their own briefs and the briefs shared with them stay.`,
    confirm: TEAM.makeMember,
  }),
  deactivate: (name: string) => ({
    title: `Deactivate ${name}?`,
    description: `${name} is signed out at once and can no longer sign in, open or edit any brief, or be asked for a review. Their briefs stay: you can transfer them, or reactivate ${name} later.`,
    confirm: TEAM.deactivate,
  }),
} as const;

export const TEAM_TOASTS = {
  roleChanged: (name: string, role: 'user' | 'admin') => ({
    title: 'Role changed',
    description: `${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
  }),
  deactivated: (name: string) => ({
    title: 'Member deactivated',
    description: `${name} can no longer sign in. Their briefs stay.`,
  }),
  reactivated: (name: string) => ({
    title: 'Member reactivated',
    description: `${name} can sign in again.`,
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
