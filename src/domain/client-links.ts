// Client review links: a brief shared with someone outside the team through a link that needs no
// account (`/c/{token}`), expires and can be revoked. The server makes the token, checks it on every
// call and records what the client did; these rules only shape what the app offers and shows.
import { isEmailAddress } from './validation';

export const CLIENT_LINK_PERMISSIONS = ['view', 'comment'] as const;
export type ClientLinkPermission = (typeof CLIENT_LINK_PERMISSIONS)[number];

/** How long a new link works, in days; the server refuses any other. */
export const CLIENT_LINK_DAYS = [1, 7, 14, 30] as const;
export type ClientLinkDays = (typeof CLIENT_LINK_DAYS)[number];
export const DEFAULT_CLIENT_LINK_DAYS: ClientLinkDays = 14;

/** The client's page for `token` under the app's root (`siteUrl()`, which ends with '/'). */
export function clientLinkUrl(root: string, token: string): string {
  return `${root.endsWith('/') ? root : `${root}/`}c/${token}`;
}

export type ClientLinkStatus = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired; a link stops working at the second it expires. */
export function clientLinkStatus(
  link: { expiresAt: string; revokedAt: string | null },
  now: Date = new Date(),
): ClientLinkStatus {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

export type ClientDecision = 'approved' | 'changes_requested';

export interface ClientDecisionEntry {
  decision: ClientDecision;
  name: string;
  note: string;
  decidedAt: string;
}

/** 'Approved by Ann Client (client)' / 'Changes requested by Ann Client (client)'. */
export function clientDecisionLine(decision: ClientDecision, name: string): string {
  return `${decision === 'approved' ? 'Approved' : 'Changes requested'} by ${name} (client)`;
}

/**
 * A history row as a client's decision, or null: the server records one with no author and the
 * client's name in its details (`{note, client: {name}}`).
 */
export function clientDecisionOf(entry: {
  kind: string;
  authorId: string | null;
  createdAt: string;
  details: { note?: string; client?: { name?: string } };
}): ClientDecisionEntry | null {
  if (entry.kind !== 'approved' && entry.kind !== 'changes_requested') return null;
  const name = entry.details.client?.name?.trim();
  if (entry.authorId !== null || !name) return null;
  return { decision: entry.kind, name, note: entry.details.note ?? '', decidedAt: entry.createdAt };
}

/** Each client's latest decision (by name), oldest first. */
export function latestClientDecisions(entries: readonly ClientDecisionEntry[]): ClientDecisionEntry[] {
  const latest = new Map<string, ClientDecisionEntry>();
  for (const entry of entries) {
    const seen = latest.get(entry.name);
    if (!seen || Date.parse(seen.decidedAt) <= Date.parse(entry.decidedAt)) latest.set(entry.name, entry);
  }
  return [...latest.values()].sort((a, b) => Date.parse(a.decidedAt) - Date.parse(b.decidedAt));
}

export const CLIENT_NAME_MAX = 80;
const EMAIL_MAX = 254;

/** The server's own words for a name or e-mail it would refuse; null when both are fine. */
export function clientIdentityProblem({ name, email }: { name: string; email: string }): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > CLIENT_NAME_MAX) return 'Enter your name.';
  const address = email.trim();
  if (address.length > EMAIL_MAX || !isEmailAddress(address)) return 'Enter a valid e-mail address.';
  return null;
}
