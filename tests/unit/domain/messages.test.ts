import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from '../../../src/domain/auth-errors.ts';
import {
  MESSAGES,
  briefCreatedMessage,
  briefSharedMessage,
  fileCounterText,
  invitationSentMessage,
  inviteErrorMessage,
  magicLinkFailedMessage,
  shareErrorMessage,
} from '../../../src/domain/messages.ts';

describe('templated messages of docs/spec.md §8', () => {
  it.each([
    [
      briefCreatedMessage('Launch'),
      { title: 'Brief created successfully', description: 'Launch is ready for editing.' },
    ],
    [
      briefSharedMessage('Launch', 'ann@example.com'),
      { title: 'Brief shared successfully', description: 'Launch has been shared with ann@example.com' },
    ],
    [shareErrorMessage('boom'), { title: 'Error sharing brief', description: 'boom' }],
    [shareErrorMessage(undefined), { title: 'Error sharing brief', description: 'Please try again.' }],
    [
      invitationSentMessage('new@example.com', 'admin'),
      { title: 'Invitation sent', description: 'Invitation sent to new@example.com with admin role' },
    ],
    [inviteErrorMessage(''), { title: 'Error sending invitation', description: 'Failed to send invitation' }],
    [inviteErrorMessage('Not allowed'), { title: 'Error sending invitation', description: 'Not allowed' }],
  ])('%j', (toast, expected) => {
    expect(toast).toEqual(expected);
  });

  it.each([
    [magicLinkFailedMessage('Rate limited'), 'Failed to send magic link: Rate limited'],
    [magicLinkFailedMessage(null), 'Failed to send magic link: Unknown error'],
    [fileCounterText(3, 20), '3/20 files uploaded'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('rule: sign-in with invalid credentials reads as the spec sentence; other errors show the server message', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password. Please check your credentials and try again.'],
    ['Email not confirmed', 'Email not confirmed'],
    ['', 'An unexpected error occurred. Please try again.'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (server, shown) => {
    expect(signInErrorMessage(server)).toBe(shown);
  });
});

describe('rule: sign-up errors — already registered, invalid, requested path is invalid, else the server message', () => {
  it.each([
    ['User already registered', 'An account with this email already exists. Please sign in instead.'],
    [
      'Unable to validate email address: invalid format',
      'Invalid email or password format. Please check your input.',
    ],
    ['Password is Invalid', 'Invalid email or password format. Please check your input.'],
    ['requested path is invalid', 'Authentication redirect error. Please contact support if this persists.'],
    ['Signups not allowed for this instance', 'Signups not allowed for this instance'],
    [null, 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (server, shown) => {
    expect(signUpErrorMessage(server)).toBe(shown);
  });
});

describe('the docs/spec.md §8 catalogue, word for word', () => {
  it.each([
    ['signedOut', 'Signed out successfully', 'You have been logged out of your account.'],
    ['signOutError', 'Error signing out', 'Please try again.'],
    ['userNotFound', 'User not found', 'No user found with that email address.'],
    ['alreadyShared', 'Already shared', 'This brief is already shared with this user.'],
    ['shareRemoved', 'Share removed', 'Access has been revoked successfully.'],
    ['shareRemoveError', 'Error removing share', undefined],
    ['createError', 'Error creating brief', 'Please try again.'],
    ['briefDeleted', 'Brief deleted', 'The brief has been permanently removed.'],
    ['deleteError', 'Error deleting brief', 'Please try again.'],
    ['briefNotFound', 'Brief not found', 'The requested brief could not be found.'],
    ['loadError', 'Error loading brief', 'Please try again.'],
    ['briefSaved', 'Brief saved', 'Your changes have been saved successfully.'],
    ['saveError', 'Error saving brief', 'Please try again.'],
    ['emailRequired', 'Email required', 'Please enter an email address'],
    ['invalidInvitation', 'Invalid invitation', 'This invitation link is invalid or has expired.'],
    [
      'registrationUnavailable',
      'Registration unavailable',
      'Registration is by invitation only. Please contact an administrator.',
    ],
    ['signedIn', 'Welcome back!', 'You have been successfully signed in.'],
    [
      'signUpMagicLinkFailed',
      'Sign up successful!',
      'Account created but magic link sending failed. You can try the "Send Magic Link" button below.',
    ],
    [
      'signUpMagicLinkSent',
      'Magic link sent!',
      'Check your email and click the magic link to sign in instantly.',
    ],
    ['magicLinkSent', 'Magic link sent!', 'Check your email and click the link to sign in instantly.'],
  ] as [keyof typeof MESSAGES, string, string | undefined][])('%s: %j / %j', (key, title, description) => {
    expect(MESSAGES[key]).toEqual(description === undefined ? { title } : { title, description });
  });

  it.each([
    ['invalidCredentials', 'Invalid email or password. Please check your credentials and try again.'],
    ['accountExists', 'An account with this email already exists. Please sign in instead.'],
    ['invalidFormat', 'Invalid email or password format. Please check your input.'],
    ['redirectError', 'Authentication redirect error. Please contact support if this persists.'],
    ['unexpectedError', 'An unexpected error occurred. Please try again.'],
    ['passwordsDoNotMatch', 'Passwords do not match.'],
    ['passwordTooShort', 'Password must be at least 6 characters long.'],
    ['magicLinkNeedsEmail', 'Please enter your email address first.'],
    ['deleteConfirm', 'Are you sure you want to delete this brief?'],
    ['useAuthOutsideProvider', 'useAuth must be used within an AuthProvider'],
  ] as [keyof typeof MESSAGES, string][])('%s: %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});
