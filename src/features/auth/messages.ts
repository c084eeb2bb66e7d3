// Pure mapping of backend auth errors to the spec's messages (§8).
import { AUTH_MESSAGES } from './strings';

export function signInErrorMessage(serverMessage: string | undefined): string {
  if (!serverMessage) return AUTH_MESSAGES.unexpected;
  if (/invalid login credentials/i.test(serverMessage)) return AUTH_MESSAGES.invalidCredentials;
  // GoTrue's ban is how a deactivated member is kept out (issue 11).
  if (/user is banned|user banned/i.test(serverMessage)) return AUTH_MESSAGES.deactivated;
  return serverMessage;
}

export function signUpErrorMessage(serverMessage: string | undefined): string {
  if (!serverMessage) return AUTH_MESSAGES.unexpected;
  const lower = serverMessage.toLowerCase();
  if (lower.includes('already registered') || lower.includes('already exists'))
    return AUTH_MESSAGES.alreadyRegistered;
  if (lower.includes('requested path is invalid')) return AUTH_MESSAGES.redirectError;
  if (lower.includes('invalid')) return AUTH_MESSAGES.invalidFormat;
  return serverMessage;
}

export interface SignUpInput {
  hasInvite: boolean;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Client-side sign-up checks (spec §5) in the order the user meets them; null when all pass. */
export function signUpProblem(input: SignUpInput): 'no-invite' | string | null {
  if (!input.hasInvite) return 'no-invite';
  if (!input.email.trim() || !input.password) return AUTH_MESSAGES.emailAndPasswordRequired;
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (input.password.length < 6) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
