// The signed-in user's role (docs/spec.md §6): read from user_roles; any failure falls back to 'user' (docs/spec.md §8),
// except offline, where the last role seen on this device is kept.
import { loadSupabase } from '../lib/load-supabase';
import { cacheRole, readCachedRole, type Role } from './stored-session';

export async function fetchRole(userId: string): Promise<Role> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId).single();
    if (error) {
      const cached = readCachedRole(userId);
      if (cached && isNetworkError(error)) return cached;
      console.error('Error fetching user role:', error);
      return 'user';
    }
    const role: Role = data?.role === 'admin' ? 'admin' : 'user';
    cacheRole(userId, role);
    return role;
  } catch (error) {
    const cached = readCachedRole(userId);
    if (cached) return cached;
    console.error('Error fetching user role:', error);
    return 'user';
  }
}

function isNetworkError(error: { message?: string; code?: string }): boolean {
  return !error.code && /fetch|network/i.test(error.message ?? '');
}
