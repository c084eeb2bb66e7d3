// Offline sign-in (docs/design.md §6 "Auth offline"). supabase-js answers getSession() with {session: null, error}
// when the access token has expired and the refresh fails for lack of network, yet it keeps the session in
// localStorage. A user who signed in before must stay signed in for local work, so we read the stored
// session ourselves. The role is cached per user for the same reason (the role lookup needs the network).
import type { User } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../lib/auth-storage';

export type Role = 'user' | 'admin';

export function readStoredUser(): User | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { user?: User; refresh_token?: string } | null;
    return parsed?.user?.id && parsed.refresh_token ? parsed.user : null;
  } catch {
    return null;
  }
}

const roleKey = (userId: string) => `briefsmith-role-${userId}`;

export function readCachedRole(userId: string): Role | null {
  try {
    const role = window.localStorage.getItem(roleKey(userId));
    return role === 'admin' || role === 'user' ? role : null;
  } catch {
    return null;
  }
}

export function cacheRole(userId: string, role: Role): void {
  try {
    window.localStorage.setItem(roleKey(userId), role);
  } catch {
    // Storage full or blocked: the role is looked up again next time.
  }
}
