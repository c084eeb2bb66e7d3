// The signed-in user's local data: one Dexie database per user (docs/design.md §6) and the sync engine that
// keeps it in step with Supabase. Opened after sign-in, closed (and the engine stopped) on sign-out.
// The user comes from the caller (the app's protected layout reads it from auth), so the session does
// not depend on any feature.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { BriefsmithDB } from '../data/db';
import type { RepositoryContext } from '../data/briefs-repository';
import { LoadingScreen } from '../components/ui/spinner';
import { openWithFirstPage, takeEarlyDatabase } from './early-open';
import { forgetFirstPage } from './first-page';
import { startUserSync, type UserSync } from './start-sync';

/** Who is signed in, as the session needs it. */
export interface SessionUser {
  id: string;
  email?: string | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

export interface UserData {
  userId: string;
  email: string;
  db: BriefsmithDB;
  /** Pass to createBrief/saveBrief/deleteBrief. */
  repositoryContext: RepositoryContext;
  /** null until the engine has started (it is loaded once the first paint is done). */
  engine: UserSync['engine'] | null;
  /** true while the engine is about to start: an empty database may just not be downloaded yet. */
  syncStarting?: boolean;
}

const UserDataContext = createContext<UserData | undefined>(undefined);

export function UserDataProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const userId = user?.id;
  const email = user?.email ?? '';
  const fullName = (user?.user_metadata as { full_name?: string } | undefined)?.full_name;
  const [data, setData] = useState<UserData | null>(null);

  useEffect(() => {
    if (!userId) return;
    // Opened before the first render (main.tsx), else now, while the first screen's code loads.
    const db = takeEarlyDatabase(userId) ?? openWithFirstPage(userId);
    let sync: UserSync | null = null;
    let cancelled = false;
    const repositoryContext: RepositoryContext = { userId, email, fullName: fullName ?? '' };
    // The database is opened here (a side effect), so its handle reaches render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setData({ userId, email, db, repositoryContext, engine: null, syncStarting: true });
    // After the first paint: the engine's code is not part of what opening the app costs (docs/design.md §9).
    const cancelIdle = whenIdle(() => {
      void startUserSync(db, userId, () => cancelled).then((started) => {
        if (!started) return;
        sync = started;
        setData({ userId, email, db, repositoryContext, engine: started.engine, syncStarting: false });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      setData(null);
      // The engine finishes its current step before the database closes under it.
      forgetFirstPage(db);
      void Promise.resolve(sync?.stop()).finally(() => db.close());
    };
  }, [userId, email, fullName]);

  if (!data || data.userId !== userId) return <LoadingScreen />;
  return <UserDataContext.Provider value={data}>{children}</UserDataContext.Provider>;
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

export function useUserData(): UserData {
  const context = useContext(UserDataContext);
  if (!context) throw new Error('useUserData must be used within a UserDataProvider');
  return context;
}

export function useUserDatabase(): BriefsmithDB {
  return useUserData().db;
}

export function useRepositoryContext(): RepositoryContext {
  return useUserData().repositoryContext;
}

export function useSyncEngine(): UserData['engine'] {
  return useUserData().engine;
}

/** For tests: provide a database (and optionally an engine) without signing in. */
export const UserDataContextProvider = UserDataContext.Provider;
