import { describe, expect, it } from 'vitest';
import {
  CLIENT_LINK_DAYS,
  DEFAULT_CLIENT_LINK_DAYS,
  clientDecisionLine,
  clientDecisionOf,
  clientIdentityProblem,
  clientLinkStatus,
  clientLinkUrl,
  latestClientDecisions,
  type ClientDecisionEntry,
} from '../../../src/domain/client-links.ts';
import { isClientToken } from '../../../src/domain/client-token.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';

describe('client link choices', () => {
  it('offers 1, 7, 14 or 30 days, 14 by default', () => {
    expect(CLIENT_LINK_DAYS).toEqual([1, 7, 14, 30]);
    expect(DEFAULT_CLIENT_LINK_DAYS).toBe(14);
  });
});

describe('clientLinkUrl', () => {
  it.each<[string, string]>([
    ['https://briefs.example.com/', `https://briefs.example.com/c/${TOKEN}`],
    ['http://127.0.0.1:4173/', `http://127.0.0.1:4173/c/${TOKEN}`],
  ])('%s → %s', (root, url) => expect(clientLinkUrl(root, TOKEN)).toBe(url));
});

describe('isClientToken', () => {
  it.each<[string, boolean]>([
    [TOKEN, true],
    [TOKEN.toUpperCase(), false],
    [TOKEN.slice(1), false],
    [`${TOKEN}0`, false],
    ['zz23456789abcdef0123456789abcdef', false],
    ['', false],
  ])('%j → %s', (value, ok) => expect(isClientToken(value)).toBe(ok));
});

describe('clientLinkStatus', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it.each<[string, { expiresAt: string; revokedAt: string | null }, string]>([
    ['works until it expires', { expiresAt: '2026-12-01T12:00:01Z', revokedAt: null }, 'active'],
    ['expired at the second it ends', { expiresAt: '2026-12-01T12:00:00Z', revokedAt: null }, 'expired'],
    ['expired yesterday', { expiresAt: '2026-11-30T12:00:00Z', revokedAt: null }, 'expired'],
    [
      'revoked before it expired',
      { expiresAt: '2026-12-10T00:00:00Z', revokedAt: '2026-12-01T00:00:00Z' },
      'revoked',
    ],
    [
      'revoked and expired: revoked',
      { expiresAt: '2026-11-30T00:00:00Z', revokedAt: '2026-11-29T00:00:00Z' },
      'revoked',
    ],
  ])('%s', (_, link, status) => expect(clientLinkStatus(link, now)).toBe(status));
});

describe('clientDecisionLine', () => {
  it.each<[ClientDecisionEntry['decision'], string, string]>([
    ['approved', 'Ann Client', 'Approved by Ann Client (client)'],
    ['changes_requested', 'Ann Client', 'Changes requested by Ann Client (client)'],
  ])('%s by %s', (decision, name, line) => expect(clientDecisionLine(decision, name)).toBe(line));
});

describe('clientDecisionOf (a history row)', () => {
  const row = (over: Partial<Parameters<typeof clientDecisionOf>[0]>) => ({
    kind: 'approved' as const,
    authorId: null,
    createdAt: '2026-12-01T10:00:00Z',
    details: { note: 'Looks good', client: { name: 'Ann Client' } },
    ...over,
  });
  it.each<[string, Parameters<typeof clientDecisionOf>[0], ClientDecisionEntry | null]>([
    [
      "a client's approval",
      row({}),
      { decision: 'approved', name: 'Ann Client', note: 'Looks good', decidedAt: '2026-12-01T10:00:00Z' },
    ],
    [
      "a client's request for changes without a note",
      row({ kind: 'changes_requested', details: { client: { name: 'Bo' } } }),
      { decision: 'changes_requested', name: 'Bo', note: '', decidedAt: '2026-12-01T10:00:00Z' },
    ],
    ["a member's approval", row({ authorId: 'u1', details: { note: 'ok' } }), null],
    ['an approval by nobody named', row({ details: {} }), null],
    ['an edit', row({ kind: 'updated' }), null],
  ])('%s', (_, entry, expected) => expect(clientDecisionOf(entry)).toEqual(expected));
});

describe('latestClientDecisions', () => {
  const d = (
    name: string,
    decision: ClientDecisionEntry['decision'],
    decidedAt: string,
  ): ClientDecisionEntry => ({
    name,
    decision,
    note: '',
    decidedAt,
  });
  it.each<[string, ClientDecisionEntry[], string[]]>([
    ['none', [], []],
    ['one', [d('Ann', 'approved', '2026-12-01T10:00:00Z')], ['Ann:approved']],
    [
      'each client once, their latest, oldest first',
      [
        d('Bo', 'approved', '2026-12-01T12:00:00Z'),
        d('Ann', 'changes_requested', '2026-12-01T09:00:00Z'),
        d('Ann', 'approved', '2026-12-01T11:00:00Z'),
      ],
      ['Ann:approved', 'Bo:approved'],
    ],
  ])('%s', (_, entries, expected) =>
    expect(latestClientDecisions(entries).map((e) => `${e.name}:${e.decision}`)).toEqual(expected),
  );
});

describe('clientIdentityProblem', () => {
  it.each<[string, string, string | null]>([
    ['Ann Client', 'ann@client.test', null],
    ['  Ann  ', ' ann@client.test ', null],
    ['', 'ann@client.test', 'Enter your name.'],
    ['   ', 'ann@client.test', 'Enter your name.'],
    ['x'.repeat(81), 'ann@client.test', 'Enter your name.'],
    ['x'.repeat(80), 'ann@client.test', null],
    ['Ann', '', 'Enter a valid e-mail address.'],
    ['Ann', 'ann@', 'Enter a valid e-mail address.'],
    ['Ann', `${'a'.repeat(250)}@b.co`, 'Enter a valid e-mail address.'],
  ])('%j, %j → %j', (name, email, problem) => expect(clientIdentityProblem({ name, email })).toBe(problem));
});
