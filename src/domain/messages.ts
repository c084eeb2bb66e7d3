// The spec's user-visible strings (§5 validation, §8 error catalogue) word for word, in one place.
// Toasts are {title, description?}: no description where the spec gives only a title.
// Strings the spec does not give (upload limits) are marked as ours.
import { MAX_UPLOAD_MEGABYTES } from './constants';

export type Toast = { title: string; description?: string };

export const MESSAGES = {
  signedOut: { title: 'Signed out successfully', description: 'You have been logged out of your account.' },
  signOutError: { title: 'Error signing out', description: 'Please try again.' },
  userNotFound: { title: 'User not found', description: 'No user found with that email address.' },
  alreadyShared: { title: 'Already shared', description: 'This brief is already shared with this user.' },
  shareError: { title: 'Error sharing brief', description: 'Please try again.' },
  shareRemoved: { title: 'Share removed', description: 'Access has been revoked successfully.' },
  shareRemoveError: { title: 'Error removing share' },
  createError: { title: 'Error creating brief', description: 'Please try again.' },
  briefDeleted: { title: 'Brief deleted', description: 'The brief has been permanently removed.' },
  deleteError: { title: 'Error deleting brief', description: 'Please try again.' },
  briefNotFound: { title: 'Brief not found', description: 'The requested brief could not be found.' },
  loadError: { title: 'Error loading brief', description: 'Please try again.' },
  briefSaved: { title: 'Brief saved', description: 'Your changes have been saved successfully.' },
  saveError: { title: 'Error saving brief', description: 'Please try again.' },
  emailRequired: { title: 'Email required', description: 'Please enter an email address' },
  inviteError: { title: 'Error sending invitation', description: 'Failed to send invitation' },
  invalidInvitation: {
    title: 'Invalid invitation',
    description: 'This invitation link is invalid or has expired.',
  },
  registrationUnavailable: {
    title: 'Registration unavailable',
    description: 'Registration is by invitation only. Please contact an administrator.',
  },
  signedIn: { title: 'Welcome back!', description: 'You have been successfully signed in.' },
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  accountDeactivated: 'This account has been deactivated. Ask an administrator if you need access again.',
  invalidFormat: 'Invalid email or password format. Please check your input.',
  redirectError: 'Authentication redirect error. Please contact support if this persists.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  signUpMagicLinkFailed: {
    title: 'Sign up successful!',
    description:
      'Account created but magic link sending failed. You can try the "Send Magic Link" button below.',
  },
  signUpMagicLinkSent: {
    title: 'Magic link sent!',
    description: 'Check your email and click the magic link to sign in instantly.',
  },
  magicLinkSent: {
    title: 'Magic link sent!',
    description: 'Check your email and click the link to sign in instantly.',
  },
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  magicLinkNeedsEmail: 'Please enter your email address first.',
  deleteConfirm: 'Are you sure you want to delete this brief?',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  // Ours: the spec sets the limits but gives no wording for breaking them.
  fileTooLarge: { title: 'File too large' },
  fileTypeNotSupported: { title: 'File type not supported' },
  tooManyFiles: { title: 'Too many files' },
} as const satisfies Record<string, Toast | string>;

export function briefCreatedMessage(title: string): Toast {
  return { title: 'Brief created successfully', description: `${title} is ready for editing.` };
}

export function briefSharedMessage(title: string, email: string): Toast {
  return { title: 'Brief shared successfully', description: `${title} has been shared with ${email}` };
}

/** The share error: the server's message, or 'Please try again.'. */
export function shareErrorMessage(message?: string | null): Toast {
  return { title: MESSAGES.shareError.title, description: message || MESSAGES.shareError.description };
}

export function invitationSentMessage(email: string, role: string): Toast {
  return { title: 'Invitation sent', description: `Invitation sent to ${email} with ${role} role` };
}

/** The invite error: the server's message, or 'Failed to send invitation'. */
export function inviteErrorMessage(message?: string | null): Toast {
  return { title: MESSAGES.inviteError.title, description: message || MESSAGES.inviteError.description };
}

/** 'Failed to send magic link: {message or Unknown error}'. */
export function magicLinkFailedMessage(message?: string | null): string {
  return `Failed to send magic link: ${message || 'Unknown error'}`;
}

/** The upload counter: 'n/max files uploaded'. */
export function fileCounterText(count: number, max: number): string {
  return `${count}/${max} files uploaded`;
}

/** Ours: named files were refused for size. */
export function fileTooLargeMessage(names: readonly string[]): Toast {
  return {
    title: MESSAGES.fileTooLarge.title,
    description: `${names.join(', ')} not added. Each file can be at most ${MAX_UPLOAD_MEGABYTES} MB.`,
  };
}

/** Ours: named files were refused for their type; `accepted` says what is accepted. */
export function fileTypeMessage(names: readonly string[], accepted: string): Toast {
  return {
    title: MESSAGES.fileTypeNotSupported.title,
    description: `${names.join(', ')} not added. Accepted: ${accepted}.`,
  };
}

/** Ours: named files did not fit under the maximum. */
export function tooManyFilesMessage(names: readonly string[], max: number): Toast {
  return {
    title: MESSAGES.tooManyFiles.title,
    description: `You can upload at most ${max} files. ${names.join(', ')} not added.`,
  };
}
