import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../../src/domain/entities.ts';
import {
  DELETE_CONFIRMATION,
  addChip,
  canCreateBrief,
  canSubmitShare,
  hasCredentials,
  isInvitationValid,
  normalizeEmail,
  parseUserRole,
  removeChipAt,
  validateCreateBrief,
  validateInvitation,
  validateInvite,
  isEmailAddress,
  validateMagicLinkEmail,
  validatePasswordLength,
  validatePasswordsMatch,
  validateSignUp,
} from '../../../src/domain/validation.ts';

describe('rule: Create Brief needs a title and a company (trimmed, non-empty)', () => {
  it.each([
    [
      { title: 'Launch', company: 'Acme' },
      { ok: true, value: { title: 'Launch', company: 'Acme', description: '' } },
    ],
    [
      { title: '  Launch ', company: ' Acme ', description: ' New look ' },
      { ok: true, value: { title: 'Launch', company: 'Acme', description: 'New look' } },
    ],
    [{ title: '', company: 'Acme' }, { ok: false }],
    [{ title: '   ', company: 'Acme' }, { ok: false }],
    [{ title: 'Launch', company: '' }, { ok: false }],
    [{ title: 'Launch', company: '\t\n' }, { ok: false }],
  ])('%j → %j', (input, expected) => {
    expect(validateCreateBrief(input)).toMatchObject(expected);
    expect(canCreateBrief(input)).toBe(expected.ok);
  });
});

describe('rule: the share e-mail is lower-cased and trimmed; Share is disabled while it is empty or a request is pending', () => {
  it.each([
    ['  Ann@Example.COM ', 'ann@example.com'],
    ['bob@example.com', 'bob@example.com'],
    ['   ', ''],
  ])('%j normalises to %j', (email, normalised) => {
    expect(normalizeEmail(email)).toBe(normalised);
  });

  it.each([
    ['ann@example.com', false, true],
    ['ann@example.com', true, false],
    ['', false, false],
    ['   ', false, false],
  ])('e-mail %j, pending %s → can submit %s', (email, pending, expected) => {
    expect(canSubmitShare({ email, pending })).toBe(expected);
  });
});

describe("rule: Invite needs an e-mail ('Email required' / 'Please enter an email address'); role is user or admin, default user", () => {
  it.each([
    [{ email: '' }, { ok: false, title: 'Email required', message: 'Please enter an email address' }],
    [{ email: '  ' }, { ok: false, title: 'Email required', message: 'Please enter an email address' }],
    [{ email: 'new@example.com' }, { ok: true, value: { email: 'new@example.com', role: 'user' } }],
    [
      { email: ' New@Example.com', role: 'admin' },
      { ok: true, value: { email: 'new@example.com', role: 'admin' } },
    ],
    [
      { email: 'new@example.com', role: 'user' },
      { ok: true, value: { email: 'new@example.com', role: 'user' } },
    ],
    [
      { email: 'new@example.com', role: 'owner' },
      { ok: true, value: { email: 'new@example.com', role: 'user' } },
    ],
  ])('%j → %j', (input, expected) => {
    expect(validateInvite(input)).toEqual(expected);
  });

  it.each([
    ['admin', 'admin'],
    ['user', 'user'],
    ['Admin', 'user'],
    [null, 'user'],
    [undefined, 'user'],
  ])('role %j reads as %j (user is also the fallback when lookup fails)', (value, role) => {
    expect(parseUserRole(value)).toBe(role);
  });
});

describe('rule: an invitation goes to something@domain.tld without spaces (as send-invitation checks)', () => {
  it.each([
    ['maya@studio.test', true],
    ['  Maya@Studio.TEST ', true],
    ['first.click@', false],
    ['first.click@example', false],
    ['no at sign.com', false],
    ['two words@example.com', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isEmailAddress(email)).toBe(expected);
  });
});

describe('rule: list chips — Enter adds the trimmed value; a value empty after trimming is ignored', () => {
  it.each([
    [[], 'Bold', ['Bold']],
    [['Bold'], '  Warm ', ['Bold', 'Warm']],
    [['Bold'], '', ['Bold']],
    [['Bold'], '   ', ['Bold']],
    [['Bold'], 'Bold', ['Bold', 'Bold']],
  ])('%j + %j → %j', (list, value, expected) => {
    expect(addChip(list, value)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a', 'a', 'a'], 0, ['a', 'a']],
    [['a'], 5, ['a']],
  ])('chips are removed by position: %j without #%d → %j', (list, index, expected) => {
    expect(removeChipAt(list, index)).toEqual(expected);
  });
});

describe("rule: passwords must match ('Passwords do not match.') and be at least 6 characters ('Password must be at least 6 characters long.')", () => {
  it.each([
    ['secret', 'secret', { ok: true }],
    ['secret', 'Secret', { ok: false, message: 'Passwords do not match.' }],
    ['', 'x', { ok: false, message: 'Passwords do not match.' }],
  ])('%j / %j → %j', (password, confirmation, expected) => {
    expect(validatePasswordsMatch(password, confirmation)).toMatchObject(expected);
  });

  it.each([
    ['123456', { ok: true }],
    ['1234567', { ok: true }],
    ['12345', { ok: false, message: 'Password must be at least 6 characters long.' }],
    ['', { ok: false, message: 'Password must be at least 6 characters long.' }],
  ])('%j → %j', (password, expected) => {
    expect(validatePasswordLength(password)).toMatchObject(expected);
  });
});

describe("rule: sign-up without an invite token is refused ('Registration unavailable'), then the password rules apply", () => {
  const refused = {
    ok: false,
    title: 'Registration unavailable',
    message: 'Registration is by invitation only. Please contact an administrator.',
  };
  it.each([
    [{ inviteToken: null, password: 'secret', confirmPassword: 'secret' }, refused],
    [{ inviteToken: '', password: 'secret', confirmPassword: 'secret' }, refused],
    [
      { inviteToken: 't1', password: 'secret', confirmPassword: 'other!' },
      { ok: false, message: 'Passwords do not match.' },
    ],
    [
      { inviteToken: 't1', password: 'abc', confirmPassword: 'abc' },
      { ok: false, message: 'Password must be at least 6 characters long.' },
    ],
    [{ inviteToken: 't1', password: 'secret', confirmPassword: 'secret' }, { ok: true }],
  ])('%j → %j', (input, expected) => {
    expect(validateSignUp(input)).toMatchObject(expected);
  });
});

describe('rule: e-mail and password are required to sign in', () => {
  it.each([
    ['ann@example.com', 'secret', true],
    ['', 'secret', false],
    ['ann@example.com', '', false],
  ])('%j / %j → %s', (email, password, expected) => {
    expect(hasCredentials({ email, password })).toBe(expected);
  });
});

describe("rule: a magic link request needs an e-mail ('Please enter your email address first.')", () => {
  it.each([
    ['', { ok: false, message: 'Please enter your email address first.' }],
    ['  ', { ok: false, message: 'Please enter your email address first.' }],
    [' ann@example.com ', { ok: true, value: 'ann@example.com' }],
  ])('%j → %j', (email, expected) => {
    expect(validateMagicLinkEmail(email)).toEqual(expected);
  });
});

describe('rule: an invitation is accepted only if its token matches, it has not expired and it is unused', () => {
  const NOW = new Date('2026-03-01T12:00:00Z');
  const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
    token: 'tok-1',
    email: 'new@example.com',
    role: 'user',
    expires_at: '2026-03-08T12:00:00Z',
    used_at: null,
    ...overrides,
  });
  it.each([
    ['valid', invitation(), 'tok-1', true],
    ['other token', invitation(), 'tok-2', false],
    ['empty token', invitation({ token: '' }), '', false],
    ['expired', invitation({ expires_at: '2026-03-01T11:59:59Z' }), 'tok-1', false],
    ['expires this instant', invitation({ expires_at: '2026-03-01T12:00:00Z' }), 'tok-1', false],
    ['used', invitation({ used_at: '2026-02-28T10:00:00Z' }), 'tok-1', false],
    ['unreadable expiry', invitation({ expires_at: 'soon' }), 'tok-1', false],
    ['missing', null, 'tok-1', false],
  ])('%s → %s', (_case, inv, token, expected) => {
    expect(isInvitationValid(inv, token, NOW)).toBe(expected);
    expect(validateInvitation(inv, token, NOW)).toEqual(
      expected
        ? { ok: true, value: inv }
        : {
            ok: false,
            title: 'Invalid invitation',
            message: 'This invitation link is invalid or has expired.',
          },
    );
  });
});

describe('rule: delete asks for confirmation first', () => {
  it("asks 'Are you sure you want to delete this brief?'", () => {
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this brief?');
  });
});
