// "Forgot password?" on the Sign In tab: ours, the spec names the PASSWORD_RECOVERY event but
// gives no wording.
export const PASSWORD_RESET = {
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset your password',
  resetIntro: "Enter your account's e-mail address and we will send you a link to set a new password.",
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  backToSignIn: 'Back to sign in',
  resetSent: (email: string) =>
    `If ${email} has an account, a link to reset its password is on its way. Check your inbox.`,
} as const;
