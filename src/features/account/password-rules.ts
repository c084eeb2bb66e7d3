// A new password's rules, as at sign-up (docs/spec.md §5): at least 6 characters, typed twice alike.
import { AUTH_MESSAGES } from '../auth';

export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < 6) return AUTH_MESSAGES.passwordTooShort;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDoNotMatch;
  return null;
}
