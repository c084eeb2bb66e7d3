// Authentication state for the whole app (docs/spec.md §4): loading, then signed in or signed out, driven by the
// backend's auth events. A user who signed in before stays signed in offline (see stored-session.ts).
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY } from '../lib/auth-storage';
import { loadSupabase, supabaseRequested } from '../lib/load-supabase';
import { whenStartScreenShown } from '../lib/start-screen';
import { reportLinkError, tidyEmptyHash } from './link-errors';
import { fetchRole } from './role';
import { readCachedRole, readStoredUser, type Role } from './stored-session';
import { carriesAuthResult, whenIdle } from './when-idle';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  /** true while the auth state is loading (docs/spec.md §2 guard). */
  loading: boolean;
  user: User | null;
  session: Session | null;
  role: Role;
  isAdmin: boolean;
  /** Signs out through the backend; resolves with the error, if any (the caller shows the toast). */
  signOut(): Promise<{ error: Error | null }>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
}

const SESSION_EVENTS: AuthChangeEvent[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
];

export function AuthProvider({ children }: { children: ReactNode }) {
  // A session stored on this device means signed in right away: supabase-js may take up to 30 s to give
  // up refreshing an expired token offline before it reports INITIAL_SESSION, and the dashboard must open
  // from the local database at once (docs/design.md §9). The events below then confirm or end the session.
  const [snapshot, setSnapshot] = useState<AuthSnapshot>(() => {
    const stored = readStoredUser();
    return stored
      ? { status: 'signed-in', user: stored, session: null }
      : { status: 'loading', user: null, session: null };
  });
  // The role fetched for a user; until it answers, the one cached on this device (or 'user').
  const [fetched, setFetched] = useState<{ userId: string; role: Role } | null>(null);

  useEffect(() => {
    reportLinkError();
    // The client is not needed to draw the first screen: a stored session already counts, and the sign-in
    // screen's actions load the client themselves. Loading and starting it (a quarter of the app's
    // JavaScript) waits until the browser is idle, so that it does not compete with the first screen's code
    // and first cards on a cold start; a link carrying a session or an auth error needs it at once, and an
    // action that asked for it first is listened to at once.
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let listening = false;
    const listen = () => {
      if (cancelled || listening) return;
      listening = true;
      void loadSupabase().then(subscribe);
    };
    const subscribe = (supabase: Awaited<ReturnType<typeof loadSupabase>>) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_IN') tidyEmptyHash();
        if (event === 'SIGNED_OUT') {
          setSnapshot({ status: 'signed-out', user: null, session: null });
          return;
        }
        if (!SESSION_EVENTS.includes(event)) return;
        if (session?.user) {
          setSnapshot({ status: 'signed-in', user: session.user, session });
          return;
        }
        if (event === 'INITIAL_SESSION') {
          // No usable session: offline with an expired token still counts as signed in for local work.
          const stored = readStoredUser();
          setSnapshot(
            stored
              ? { status: 'signed-in', user: stored, session: null }
              : { status: 'signed-out', user: null, session: null },
          );
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    // Not before the first screen has been drawn either (src/lib/start-screen.ts): on a phone's first visit
    // the client, requested while the sign-in screen was still loading, moved its largest paint back.
    let cancelIdle = () => undefined as void;
    const cancelWait = carriesAuthResult(window.location)
      ? (listen(), () => undefined)
      : whenStartScreenShown(() => (cancelIdle = whenIdle(listen)));
    void supabaseRequested().then(listen);
    return () => {
      cancelled = true;
      cancelWait();
      cancelIdle();
      unsubscribe?.();
    };
  }, []);

  const userId = snapshot.user?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Deferred: supabase-js must not be called from inside its own auth callback, and the role cached on
    // this device stands in until the first screen has drawn (the fetch loads the client).
    const cancelIdle = whenIdle(() => {
      void fetchRole(userId).then((role) => {
        if (!cancelled) setFetched({ userId, role });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [userId]);

  const signOut = useCallback(async () => {
    // Works offline too: with no answer from the server the session ends on this device (sign-out.ts).
    const [supabase, { signOutOfDevice }] = await Promise.all([loadSupabase(), import('./sign-out')]);
    const { error, local } = await signOutOfDevice(supabase.auth, globalThis.localStorage, AUTH_STORAGE_KEY);
    if (local) setSnapshot({ status: 'signed-out', user: null, session: null });
    return { error };
  }, []);

  const role: Role | null = userId
    ? fetched?.userId === userId
      ? fetched.role
      : readCachedRole(userId)
    : null;
  const value = useMemo<AuthContextValue>(() => {
    const effectiveRole: Role = role ?? 'user';
    return {
      ...snapshot,
      loading: snapshot.status === 'loading',
      role: effectiveRole,
      isAdmin: effectiveRole === 'admin',
      signOut,
    };
  }, [snapshot, role, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** For tests and previews: provides a fixed auth state without a backend. */
export const AuthContextProvider = AuthContext.Provider;
