// Sharing is an online operation (docs/design.md §3): these calls go straight to Supabase (docs/spec.md §7), and the
// server's RLS decides who may share. Load failures are logged and give an empty list (docs/spec.md §8).
import type { SharePermission } from '../../domain/constants';
import { normalizeEmail } from '../../domain/validation';
import type { BriefShare } from '../../domain/entities';
import { supabase } from '../../lib/supabase';

export async function listShares(briefId: string): Promise<BriefShare[]> {
  try {
    const { data: shares, error } = await supabase.from('brief_shares').select('*').eq('brief_id', briefId);
    if (error) throw error;
    if (!shares?.length) return [];
    const ids = [...new Set(shares.map((s) => s.shared_with_user_id))];
    const { data: profiles, error: profileError } = await supabase
      .from('profiles')
      .select('id, email, full_name')
      .in('id', ids);
    if (profileError) console.error('Error loading share profiles:', profileError);
    const byId = new Map((profiles ?? []).map((p) => [p.id, p]));
    return shares.map((share) => ({
      ...share,
      permission: share.permission === 'write' ? 'write' : 'read',
      profile: byId.get(share.shared_with_user_id) ?? null,
    }));
  } catch (error) {
    console.error('Error loading shares:', error);
    return [];
  }
}

export type ShareOutcome =
  | { status: 'shared'; email: string; userId: string }
  | { status: 'user-not-found' }
  | { status: 'already-shared' }
  | { status: 'error'; message?: string };

export async function shareBrief(input: {
  briefId: string;
  email: string;
  permission: SharePermission;
  sharedBy: string;
}): Promise<ShareOutcome> {
  const email = normalizeEmail(input.email);
  try {
    const { data: profile, error: lookupError } = await supabase
      .from('profiles')
      .select('id')
      .eq('email', email)
      .single();
    if (lookupError || !profile) return { status: 'user-not-found' };
    const userId = profile.id;
    const { error } = await supabase.from('brief_shares').insert({
      brief_id: input.briefId,
      shared_with_user_id: userId,
      permission: input.permission,
      shared_by_user_id: input.sharedBy,
    });
    if (error)
      return error.code === '23505'
        ? { status: 'already-shared' }
        : { status: 'error', message: error.message };
    return { status: 'shared', email, userId };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : undefined };
  }
}

export async function removeShare(shareId: string): Promise<boolean> {
  try {
    const { error } = await supabase.from('brief_shares').delete().eq('id', shareId);
    if (error) {
      console.error('Error removing share:', error);
      return false;
    }
    return true;
  } catch (error) {
    console.error('Error removing share:', error);
    return false;
  }
}

/** Changes a share's permission in place (owners and admins; the server's policy decides). */
export async function changeSharePermission(shareId: string, permission: SharePermission): Promise<boolean> {
  try {
    const { data, error } = await supabase
      .from('brief_shares')
      .update({ permission })
      .eq('id', shareId)
      .select('id');
    if (error) throw error;
    return (data ?? []).length === 1;
  } catch (error) {
    console.error('Error changing a share permission:', error);
    return false;
  }
}
