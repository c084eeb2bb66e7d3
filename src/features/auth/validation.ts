// The sign-up form's client-side checks (docs/spec.md §5), from the domain's rules. Server errors are mapped by
// domain/auth-errors.ts, the one mapper for auth.
import { hasCredentials, validateSignUp } from '../../domain/validation';
import { AUTH_MESSAGES } from './strings';

export interface SignUpInput {
  hasInvite: boolean;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Client-side sign-up checks (docs/spec.md §5) in the order the user meets them; null when all pass. */
export function signUpProblem(input: SignUpInput): 'no-invite' | string | null {
  if (!input.hasInvite) return 'no-invite';
  if (!hasCredentials(input)) return AUTH_MESSAGES.emailAndPasswordRequired;
  const checked = validateSignUp({ inviteToken: 'present', ...input });
  return checked.ok ? null : checked.message;
}
