// How many people a brief is shared with, for the delete confirmation. Online only (shares live on the
// server; RLS shows a brief's shares to its owner and admins, who are the ones who may delete it).
// Unlike the share dialog's list, a failure is null — "unknown" — never a misleading zero.
import { isOnline } from '../../lib/online';
import { supabase } from '../../lib/supabase';

export async function countShares(briefId: string): Promise<number | null> {
  if (!isOnline()) return null;
  try {
    const { data, error } = await supabase.from('brief_shares').select('id').eq('brief_id', briefId);
    if (error) throw error;
    return data.length;
  } catch (error) {
    console.error('Error counting shares:', error);
    return null;
  }
}
