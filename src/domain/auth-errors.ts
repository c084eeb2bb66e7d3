// How server auth errors read to the user (docs/spec.md §8). Matching is on the server's message text,
// case-insensitive, because that is all GoTrue's error gives the client reliably.
import { MESSAGES } from './messages';

/** Invalid credentials get the spec's sentence; other sign-in errors show the server message. */
export function signInErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage ?? '';
  if (/invalid login credentials|invalid credentials/i.test(message)) return MESSAGES.invalidCredentials;
  // GoTrue's ban is how a deactivated member is kept out.
  if (/user is banned|user banned/i.test(message)) return MESSAGES.accountDeactivated;
  return message || MESSAGES.unexpectedError;
}

/**
 * Sign-up errors. 'requested path is invalid' is checked before the general 'invalid' rule —
 * it contains the word, and the spec gives it its own sentence.
 */
export function signUpErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage ?? '';
  const lower = message.toLowerCase();
  if (lower.includes('already registered') || lower.includes('already exists')) return MESSAGES.accountExists;
  if (lower.includes('requested path is invalid')) return MESSAGES.redirectError;
  if (lower.includes('invalid')) return MESSAGES.invalidFormat;
  return message || MESSAGES.unexpectedError;
}
