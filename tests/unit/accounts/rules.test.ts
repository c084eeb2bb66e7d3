// The accounts' pure rules as tables: what an invitation link leads to (a new password's rules are
// domain/validation.ts's, tested there), and the local GoTrue's reading of `ban_duration` (Go durations, as hosted GoTrue parses them).
import { describe, expect, it } from 'vitest';
import { parseGoDuration } from '../../../supabase/local/auth/ban.ts';
import { invitationLookup, type InvitationStatusRow } from '../../../src/features/auth/invitation-state.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const row = (
  status: InvitationStatusRow['status'],
  expires = '2026-11-30T12:00:00Z',
  hasAccount = false,
) => ({
  status,
  email: 'new.hire@agency.test',
  role: 'admin' as const,
  expires_at: expires,
  has_account: hasAccount,
});

describe('invitationLookup', () => {
  it.each([
    ['no row (unknown token)', null, { status: 'unknown' }],
    [
      'valid',
      row('valid'),
      {
        status: 'valid',
        invitation: {
          token: 'tok',
          email: 'new.hire@agency.test',
          role: 'admin',
          expires_at: '2026-11-30T12:00:00Z',
          used_at: null,
          full_name: null,
        },
      },
    ],
    [
      'valid, with the name the admin gave',
      { ...row('valid'), full_name: 'Nia Newcomer' },
      {
        status: 'valid',
        invitation: {
          token: 'tok',
          email: 'new.hire@agency.test',
          role: 'admin',
          expires_at: '2026-11-30T12:00:00Z',
          used_at: null,
          full_name: 'Nia Newcomer',
        },
      },
    ],
    [
      'valid on the server but expired since',
      row('valid', '2026-11-23T11:59:59Z'),
      { status: 'dead', reason: 'expired', email: 'new.hire@agency.test', hasAccount: false },
    ],
    [
      'used',
      row('used', undefined, true),
      { status: 'dead', reason: 'used', email: 'new.hire@agency.test', hasAccount: true },
    ],
    [
      'revoked',
      row('revoked'),
      { status: 'dead', reason: 'revoked', email: 'new.hire@agency.test', hasAccount: false },
    ],
    [
      'superseded',
      row('superseded'),
      { status: 'dead', reason: 'superseded', email: 'new.hire@agency.test', hasAccount: false },
    ],
    [
      'expired',
      row('expired'),
      { status: 'dead', reason: 'expired', email: 'new.hire@agency.test', hasAccount: false },
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(invitationLookup('tok', input, NOW)).toEqual(expected);
  });
});

describe('parseGoDuration', () => {
  it.each([
    ['876000h', 876000 * 3_600_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
    ['0', 0],
    ['forever', undefined],
    ['10', undefined],
    ['', undefined],
    ['h', undefined],
  ])('%s → %s ms', (input, expected) => {
    expect(parseGoDuration(input)).toBe(expected);
  });
});
