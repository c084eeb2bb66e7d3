// Looks an invitation link up with the `invitation_status` RPC (see invitation-state.ts for what the
// answer means).
import { loadSupabase } from '../../lib/load-supabase';
import { invitationLookup, type InvitationLookup, type InvitationStatusRow } from './invitation-state';

export type { DeadReason, InvitationLookup } from './invitation-state';

export async function lookupInvitation(token: string): Promise<InvitationLookup> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.rpc('invitation_status', { invite_token: token }).maybeSingle();
    if (error) return { status: 'unknown' };
    return invitationLookup(token, (data as InvitationStatusRow | null) ?? null);
  } catch {
    return { status: 'unknown' };
  }
}
