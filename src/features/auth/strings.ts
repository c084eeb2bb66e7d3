import { MESSAGES, magicLinkFailedMessage } from '../../domain/messages';

// Every string of the Auth screen and the auth toasts, word for word from docs/spec.md §2, §5 and §8.
export const AUTH = {
  welcome: 'Welcome',
  signInTab: 'Sign In',
  acceptInviteTab: 'Accept Invite',
  signUpTab: 'Sign Up (Invite Only)',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  emailPlaceholder: 'you@company.com',
  passwordPlaceholder: 'Enter your password',
  createPasswordPlaceholder: 'Create a password (min. 6 characters)',
  confirmPasswordPlaceholder: 'Confirm your password',
  // Ours (the spec's sign-up has no name): how the team will see the new member.
  fullName: 'Full name',
  fullNamePlaceholder: 'Your name as your team will see it',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  orWithoutPassword: 'Or sign in without a password',
  sendMagicLink: 'Send magic link',
  sendingMagicLink: 'Sending...',
  acceptInvitation: 'Accept Invitation',
  creatingAccount: 'Creating account...',
  registrationUnavailableButton: 'Registration Unavailable',
  invitedTitle: "You're invited!",
  // The article follows the role: "as an admin", "as a user" (the invitation e-mail says the same).
  invitedAs: (role: string) => `You've been invited to join as ${role === 'admin' ? 'an admin' : 'a user'}.`,
  inviteOnly: 'Registration is by invitation only. Please contact an administrator to get access.',
  didntReceive: "Didn't receive the magic link?",
  footerInvite: 'Welcome! Complete your invitation to get started.',
  footerNoInvite: 'Need access? Contact an administrator for an invitation.',
  footerMagicHint: 'Magic links sign you in without a password: check your inbox after requesting one.',
  checkingInvite: 'Checking your invitation...',
  // Ours: a link that can no longer be used says why, once.
  deadInvitation: {
    used: 'This invitation has already been used.',
    expired: 'This invitation has expired. Ask an administrator to send you a new one.',
    revoked: 'This invitation has been withdrawn by an administrator.',
    superseded:
      'This invitation was replaced by a newer one. Use the link in the most recent invitation e-mail.',
  },
  deadInvitationHasAccount: (email: string) => `${email} already has an account: sign in instead.`,
  goToSignIn: 'Sign in',
  offline: "You're offline. Signing in and accepting an invitation need an internet connection.",
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: MESSAGES.invalidCredentials,
  alreadyRegistered: MESSAGES.accountExists,
  invalidFormat: MESSAGES.invalidFormat,
  redirectError: MESSAGES.redirectError,
  unexpected: MESSAGES.unexpectedError,
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  passwordTooShort: MESSAGES.passwordTooShort,
  emailFirst: MESSAGES.magicLinkNeedsEmail,
  // Ours: the form's required fields normally stop an empty submit before this is needed.
  emailAndPasswordRequired: 'Please enter your email and password.',
  networkError: 'Network error',
  // Ours.
  deactivated: 'This account has been deactivated. Ask an administrator if you need access again.',
  magicLinkFailed: magicLinkFailedMessage,
} as const;

export const AUTH_TOASTS = {
  welcomeBack: MESSAGES.signedIn,
  signedOut: MESSAGES.signedOut,
  signOutFailed: MESSAGES.signOutError,
  invalidInvitation: MESSAGES.invalidInvitation,
  registrationUnavailable: MESSAGES.registrationUnavailable,
  signUpMagicLinkFailed: MESSAGES.signUpMagicLinkFailed,
  signUpMagicLinkSent: MESSAGES.signUpMagicLinkSent,
  magicLinkSent: MESSAGES.magicLinkSent,
} as const;
