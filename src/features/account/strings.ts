// Strings of the account's own screens: password reset and change, profile. Ours: the spec
// names the PASSWORD_RECOVERY event but gives no wording.
import { PASSWORD_RESET } from '../auth';

export const ACCOUNT = {
  ...PASSWORD_RESET,
  newPasswordTitle: 'Set a new password',
  newPasswordIntro: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setPassword: 'Set new password',
  changePasswordTitle: 'Change password',
  changePasswordIntro: 'For your security, enter your current password first.',
  currentPassword: 'Current password',
  changePassword: 'Change password',
  saving: 'Saving...',
  cancel: 'Cancel',
  profileTitle: 'Profile',
  profileIntro: 'Your name is shown to colleagues on the briefs you share with them.',
  fullName: 'Full name',
  email: 'Email',
  save: 'Save',
  offline: "You're offline. This needs an internet connection.",
  wrongCurrentPassword: 'Your current password is not correct.',
} as const;

export const ACCOUNT_TOASTS = {
  passwordSet: { title: 'Password updated', description: 'You are signed in with your new password.' },
  passwordChanged: { title: 'Password changed', description: 'Use your new password next time you sign in.' },
  profileSaved: { title: 'Profile saved', description: 'Your name is updated on the briefs you share.' },
  failed: (message: string) => ({ title: 'That did not work', description: message }),
} as const;
