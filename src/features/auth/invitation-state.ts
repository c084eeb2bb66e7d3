// What an invitation link leads to, from the `invitation_status` RPC (the invitations table is not
// readable by anonymous callers, docs/design.md §4; the token is the only key). A dead link says why — used,
// expired, revoked or superseded by a newer e-mail — and whether its address already has an account,
// so the page can offer "Sign in" instead of a form that can only fail.
import type { Invitation } from '../../domain/entities';

export type DeadReason = 'used' | 'expired' | 'revoked' | 'superseded';

export type InvitationLookup =
  | { status: 'valid'; invitation: Invitation }
  | { status: 'dead'; reason: DeadReason; email: string; hasAccount: boolean }
  | { status: 'unknown' };

export interface InvitationStatusRow {
  status: 'valid' | DeadReason;
  email: string;
  role: Invitation['role'];
  expires_at: string;
  has_account: boolean;
  full_name?: string | null;
}

/** The lookup for a token and the row the server returned for it (none for an unknown token). */
export function invitationLookup(
  token: string,
  row: InvitationStatusRow | null,
  now = Date.now(),
): InvitationLookup {
  if (!row) return { status: 'unknown' };
  // The server's clock decides; an invitation that expired since is expired here too.
  const reason = row.status === 'valid' && new Date(row.expires_at).getTime() <= now ? 'expired' : row.status;
  if (reason === 'valid') {
    return {
      status: 'valid',
      invitation: {
        token,
        email: row.email,
        role: row.role,
        expires_at: row.expires_at,
        used_at: null,
        full_name: row.full_name ?? null,
      },
    };
  }
  return { status: 'dead', reason, email: row.email, hasAccount: row.has_account };
}
