import { MESSAGES, briefSharedMessage, shareErrorMessage } from '../../domain/messages';

// The Share Brief dialog's strings and toasts (docs/spec.md §2, §5, §8).
export const SHARE = {
  title: 'Share Brief',
  description: (title: string) => `Share "${title}" with a team member by e-mail.`,
  email: 'Email address',
  emailPlaceholder: 'colleague@company.com',
  permission: 'Permission',
  share: 'Share',
  sharing: 'Sharing...',
  currentShares: 'Shared with',
  noShares: 'Not shared with anyone yet.',
  loadingShares: 'Loading shares...',
  remove: 'Remove',
  notSynced: 'This brief has not reached the server yet. You can share it once it has synced.',
  offline: 'Sharing needs an internet connection. Reconnect to share this brief or change who has access.',
} as const;

export const SHARE_TOASTS = {
  userNotFound: MESSAGES.userNotFound,
  alreadyShared: MESSAGES.alreadyShared,
  shareError: shareErrorMessage,
  shared: briefSharedMessage,
  removed: MESSAGES.shareRemoved,
  removeError: MESSAGES.shareRemoveError,
} as const;

// "User not found" in the share dialog: what to do next, by role.
export const NOT_MEMBER = {
  adminText: (email: string) =>
    `${email} is not a Briefsmith member yet. Invite them, then share the brief once they have signed up.`,
  memberText: (email: string) => `${email} is not a Briefsmith member yet. Ask an admin to invite them.`,
  invite: 'Invite this address',
} as const;

export const SHARE_PERMISSION_CHANGE = {
  label: (email: string) => `Permission for ${email}`,
  changed: { title: 'Permission changed', description: 'The new permission applies at once.' },
  error: { title: 'Error changing permission', description: 'Please try again.' },
} as const;
