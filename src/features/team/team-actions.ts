// The Team page's calls. Every one is decided by the server: the team RPCs refuse anyone but an active
// admin (and keep the last-admin guards), and the manage-member / resend-invitation functions call
// them with the admin's own token before banning a member or e-mailing a new link.
import { errorMessage } from '../../lib/errors';
import type { Database } from '../../lib/database';
import { supabase } from '../../lib/supabase';
import { functionErrorMessage } from '../../lib/errors';

export type TeamRole = 'user' | 'admin';

export interface TeamMember {
  user_id: string;
  email: string;
  full_name: string | null;
  role: TeamRole;
  joined_at: string;
  briefs_owned: number;
  active: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  /** The invitee's name as the admin typed it, if any. */
  full_name: string | null;
  role: TeamRole;
  invited_by_email: string | null;
  invited_by_name: string | null;
  expires_at: string;
}

/** A refusal carries the server's SQLSTATE when there is one (42501: the caller is not an active admin). */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string; code?: string };

/** The server's answer to anyone but an active admin, from the team RPCs and functions alike. */
export const isNotAdmin = (outcome: Outcome<unknown>): boolean =>
  !outcome.ok && (outcome.code === '42501' || outcome.message === 'Only admins can manage the team');

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

type TeamFunction = keyof Database['public']['Functions'];

// The callers name each answer's shape; the generated types check the function's name.
async function rpc<T>(name: TeamFunction, args: Record<string, unknown> = {}): Promise<Outcome<T>> {
  try {
    const { data, error } = await supabase.rpc(name, args as never);
    if (error) return { ok: false, message: error.message || UNEXPECTED, code: error.code };
    return { ok: true, value: data as T };
  } catch (error) {
    return { ok: false, message: errorMessage(error) ?? UNEXPECTED };
  }
}

async function invoke(name: string, body: Record<string, unknown>): Promise<Outcome> {
  try {
    const { data, error } = await supabase.functions.invoke(name, { body });
    if (error) return { ok: false, message: (await functionErrorMessage(error)) ?? UNEXPECTED };
    const bodyError = (data as { error?: unknown } | null)?.error;
    if (bodyError) return { ok: false, message: errorMessage(bodyError) ?? UNEXPECTED };
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, message: errorMessage(error) ?? UNEXPECTED };
  }
}

export async function fetchTeam(): Promise<
  Outcome<{ members: TeamMember[]; invitations: PendingInvitation[] }>
> {
  const [members, invitations] = await Promise.all([
    rpc<TeamMember[]>('team_members'),
    rpc<PendingInvitation[]>('team_invitations'),
  ]);
  if (!members.ok) return members;
  if (!invitations.ok) return invitations;
  return { ok: true, value: { members: members.value, invitations: invitations.value } };
}

export const changeRole = (memberId: string, role: TeamRole) =>
  rpc('set_member_role', { member_id: memberId, new_role: role });

/** Through the manage-member function: the database deactivates, then GoTrue bans (or both undone). */
export const setMemberActive = (memberId: string, active: boolean) =>
  invoke('manage-member', { user_id: memberId, active });

export const transferBriefs = (fromId: string, toId: string) =>
  rpc<number>('transfer_briefs', { from_member: fromId, to_member: toId });

/** Through the resend-invitation function: a new token and e-mail; the old link stops working. */
export const resendInvitation = (invitationId: string) =>
  invoke('resend-invitation', { invitation_id: invitationId });

export const revokeInvitation = (invitationId: string) =>
  rpc('revoke_invitation', { invitation_id: invitationId });
