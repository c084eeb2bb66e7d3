import { linkError } from '../../../src/session/link-errors.ts';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from '../../../src/domain/auth-errors.ts';
import { signUpProblem } from '../../../src/features/auth/validation.ts';

describe('auth error messages (docs/spec.md §8)', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password. Please check your credentials and try again.'],
    ['Email not confirmed', 'Email not confirmed'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('sign-in error %j reads %j', (server, shown) => {
    expect(signInErrorMessage(server)).toBe(shown);
  });

  it.each([
    ['User already registered', 'An account with this email already exists. Please sign in instead.'],
    [
      'Unable to validate email address: invalid format',
      'Invalid email or password format. Please check your input.',
    ],
    ['requested path is invalid', 'Authentication redirect error. Please contact support if this persists.'],
    ['Sign-ups need an invitation', 'Sign-ups need an invitation'],
  ])('sign-up error %j reads %j', (server, shown) => {
    expect(signUpErrorMessage(server)).toBe(shown);
  });

  it.each([
    [{ hasInvite: false, email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' }, 'no-invite'],
    [
      { hasInvite: true, email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' },
      'Passwords do not match.',
    ],
    [
      { hasInvite: true, email: 'a@b.co', password: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters long.',
    ],
    [{ hasInvite: true, email: 'a@b.co', password: 'abcdef', confirmPassword: 'abcdef' }, null],
  ])('sign-up input %j → %j', (input, problem) => {
    expect(signUpProblem(input)).toBe(problem);
  });
});

describe('sign-in link errors in the URL fragment', () => {
  it.each([
    [
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      'Email link is invalid or has expired',
    ],
    ['#access_token=abc&refresh_token=def', null],
    ['', null],
  ])('%j → %j', (hash, message) => {
    expect(linkError(hash)).toBe(message);
  });
});
