// The validation rules of docs/spec.md §5, as pure functions returning the spec's exact messages.
// They are for the user's comfort: the server enforces every rule again (docs/design.md §1).
import type { UserRole } from './constants';
import { MIN_PASSWORD_LENGTH } from './constants';
import { MESSAGES } from './messages';

export type Invalid = { ok: false; title?: string; message: string };
export type Valid<T> = { ok: true; value: T };
export type ValidationResult<T = undefined> = Valid<T> | Invalid;

const valid = <T>(value: T): Valid<T> => ({ ok: true, value });
const invalid = (message: string, title?: string): Invalid =>
  title === undefined ? { ok: false, message } : { ok: false, title, message };

// --- Create Brief -------------------------------------------------------------------------------

export type CreateBriefInput = { title: string; company: string; description?: string };
export type CreateBriefValues = { title: string; company: string; description: string };

/**
 * Title and company are required (trimmed, non-empty); otherwise submission does nothing, so the
 * message is ours and need not be shown. The values come back trimmed.
 */
export function validateCreateBrief(input: CreateBriefInput): ValidationResult<CreateBriefValues> {
  const title = input.title.trim();
  const company = input.company.trim();
  if (title === '' || company === '') return invalid('Title and company are required.');
  return valid({ title, company, description: (input.description ?? '').trim() });
}

// --- E-mail addresses: share and invite ------------------------------------------------------

/** The e-mail is lower-cased and trimmed before lookup. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The Share button is disabled while the e-mail is empty or a request is pending. */
export function canSubmitShare(input: { email: string; pending: boolean }): boolean {
  return normalizeEmail(input.email) !== '' && !input.pending;
}

/** Role is user or admin; anything else (a failed lookup too) falls back to user. */
export function parseUserRole(value: unknown): UserRole {
  return value === 'admin' ? 'admin' : 'user';
}

export type InviteValues = { email: string; role: UserRole };

/** An address the invitation e-mail can go to: something@domain.tld, without spaces (as the server checks). */
export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizeEmail(email));
}

/** Empty e-mail → 'Email required' / 'Please enter an email address'; role defaults to user. */
export function validateInvite(input: { email: string; role?: unknown }): ValidationResult<InviteValues> {
  const email = normalizeEmail(input.email);
  if (email === '') return invalid(MESSAGES.emailRequired.description, MESSAGES.emailRequired.title);
  return valid({ email, role: parseUserRole(input.role) });
}

// --- List chips ------------------------------------------------------------------------------

/** Enter adds the trimmed value; a value empty after trimming is ignored (the list comes back unchanged). */
export function addChip(list: readonly string[], value: string): string[] {
  const chip = value.trim();
  return chip === '' ? [...list] : [...list, chip];
}

/** Chips are removed by position. */
export function removeChipAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_item, position) => position !== index);
}

// --- Sign-in, sign-up, magic link --------------------------------------------------------------

/** E-mail and password are required. */
export function hasCredentials(input: { email: string; password: string }): boolean {
  return input.email.trim() !== '' && input.password !== '';
}

/**
 * A new password, at sign-up, reset and change alike: typed twice alike, then at least
 * MIN_PASSWORD_LENGTH characters (docs/spec.md §5, in that order).
 */
export function validatePassword(password: string, confirmation: string): ValidationResult {
  if (password !== confirmation) return invalid(MESSAGES.passwordsDoNotMatch);
  if (password.length < MIN_PASSWORD_LENGTH) return invalid(MESSAGES.passwordTooShort);
  return valid(undefined);
}

/**
 * Sign-up: refused without an invite token ('Registration unavailable'); then the password and
 * its confirmation must match, then the password must be long enough.
 */
export function validateSignUp(input: {
  inviteToken: string | null | undefined;
  password: string;
  confirmPassword: string;
}): ValidationResult {
  if (!input.inviteToken) {
    return invalid(MESSAGES.registrationUnavailable.description, MESSAGES.registrationUnavailable.title);
  }
  return validatePassword(input.password, input.confirmPassword);
}
