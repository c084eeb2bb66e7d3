/**
 * The signed-in session (docs/design.md §6, §9): the user's own local database, the dashboard's first page read
 * while the screen's code loads, and the sync engine started after the first paint and stopped on
 * sign-out; and who is signed in, with their role. Outside `features/` so that every feature can use it without features importing each other.
 *
 *   <UserDataProvider user={user}>…</UserDataProvider>   // the protected layout, once per sign-in
 *   <AuthProvider>…</AuthProvider>   // the app, once: who is signed in, their role (docs/spec.md §4, §6)
 *   useAuth()                // {status, user, session, role, isAdmin, signOut}
 *   readStoredUser()         // the user whose session is stored on this device, read before any render
 *   useUserData()            // {userId, email, db, repositoryContext, engine | null, syncStarting}
 *   useUserDatabase()        // the Dexie database (read with useLiveQuery)
 *   useRepositoryContext()   // pass to createBrief/saveBrief/deleteBrief
 *   useSyncEngine()          // the engine, or null before it has started
 *   openEarly(userId)        // main.tsx: the stored user's database, opened before the first render
 *   useEarlyFirstPage(db, limit) / peekFirstPage(db) / forgetFirstPage(db)   // the dashboard's first page
 */
export {
  UserDataContextProvider,
  UserDataProvider,
  useRepositoryContext,
  useSyncEngine,
  useUserData,
  useUserDatabase,
  type SessionUser,
  type UserData,
} from './session-provider';
export { PAGE_SIZE, forgetFirstPage, peekFirstPage, useEarlyFirstPage, type BriefPage } from './first-page';
export { openEarly } from './early-open';
export {
  AuthContextProvider,
  AuthProvider,
  useAuth,
  type AuthContextValue,
  type AuthStatus,
} from './auth-provider';
export { readStoredUser, type Role } from './stored-session';
