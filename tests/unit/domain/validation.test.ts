import { describe, expect, it } from 'vitest';
import {
  addChip,
  canSubmitShare,
  hasCredentials,
  normalizeEmail,
  parseUserRole,
  removeChipAt,
  validateCreateBrief,
  validateInvite,
  isEmailAddress,
  validatePassword,
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

describe("rule: a new password — at sign-up, reset and change — must match its confirmation ('Passwords do not match.'), then be at least 6 characters ('Password must be at least 6 characters long.')", () => {
  const match = { ok: false, message: 'Passwords do not match.' };
  const short = { ok: false, message: 'Password must be at least 6 characters long.' };
  it.each([
    ['secret', 'secret', { ok: true }],
    ['1234567', '1234567', { ok: true }],
    ['secret', 'Secret', match],
    ['', 'x', match],
    ['abc', 'abd', match],
    ['12345', '12345', short],
    ['', '', short],
  ])('%j / %j → %j', (password, confirmation, expected) => {
    expect(validatePassword(password, confirmation)).toEqual(
      expected.ok ? { ok: true, value: undefined } : expected,
    );
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
