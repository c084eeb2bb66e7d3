// What other features add to the dashboard (src/features/briefs/dashboard-extras.ts), composed here so that
// the dashboard does not import them (docs/architecture.md "Layers"). Loaded with the dashboard's code
// (dashboard-screen.tsx); every dialog stays out of the first load until it opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import { DeviceStorageGroup, loadChangePasswordDialog, loadProfileDialog } from '../features/account';
import { loadInviteUserDialog } from '../features/admin';
import type { DashboardExtras } from '../features/briefs';
import { loadMentionsForYou } from '../features/comments';
import { deleteWithUndo, useDuplicate } from '../features/reuse';
import { loadShareBriefDialog } from '../features/sharing';
import { ThemeMenuGroup } from '../features/theme';

const LazyMentionsForYou = lazy(loadMentionsForYou);

/** "Mentions for you", loaded once the browser is idle after the dashboard's first paint. */
function MentionsForYou() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <LazyMentionsForYou />
    </Suspense>
  ) : null;
}

export const dashboardExtras: DashboardExtras = {
  MentionsForYou,
  ShareDialog: lazy(loadShareBriefDialog),
  InviteDialog: lazy(loadInviteUserDialog),
  ProfileDialog: lazy(loadProfileDialog),
  ChangePasswordDialog: lazy(loadChangePasswordDialog),
  // The templates feature (react-aria forms and selects) stays out of the dashboard's first load.
  ManageTemplatesDialog: lazy(() =>
    import('../features/templates').then((m) => ({ default: m.ManageTemplatesDialog })),
  ),
  accountMenuGroup: (itemClassName) => (
    <>
      <ThemeMenuGroup itemClassName={itemClassName} />
      <DeviceStorageGroup itemClassName={itemClassName} />
    </>
  ),
  useDuplicate,
  deleteWithUndo,
};
