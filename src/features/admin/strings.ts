import { MESSAGES, invitationSentMessage, inviteErrorMessage } from '../../domain/messages';

// The Invite New User dialog (docs/spec.md §2, §5, §8).
export const INVITE = {
  title: 'Invite New User',
  description: 'Send an invitation by e-mail. The link lets them create their account with this role.',
  email: 'Email address',
  emailPlaceholder: 'new.member@company.com',
  emailInvalid: 'Please enter a valid email address',
  fullName: 'Full name',
  fullNameDescription: 'Optional. Greets them in the e-mail and fills in their sign-up.',
  fullNamePlaceholder: 'Sam Taylor',
  role: 'Role',
  user: 'User',
  admin: 'Admin',
  cancel: 'Cancel',
  send: 'Send Invitation',
  sending: 'Sending...',
  offline: 'Invitations need an internet connection. Reconnect to send one.',
} as const;

export const INVITE_TOASTS = {
  emailRequired: MESSAGES.emailRequired,
  sent: invitationSentMessage,
  error: inviteErrorMessage,
} as const;
