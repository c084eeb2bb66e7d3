// The dashboard as the app shows it: the page with what other features add to it (dashboard-extras.tsx).
// Both load in parallel, on a cold start while the shell renders (router.tsx preloads them). Once the
// dashboard is drawn, the brief pages' code loads when the browser is idle (brief-screens.tsx).
import { useEffect } from 'react';
import { loadDashboardPage } from '../features/briefs';
import { whenStartScreenShown } from '../lib/start-screen';
import { preloadBriefScreensWhenIdle } from './brief-screens';

function usePreloadBriefScreens() {
  useEffect(() => {
    let cancelPreload = () => {};
    const cancelWait = whenStartScreenShown(() => (cancelPreload = preloadBriefScreensWhenIdle()));
    return () => {
      cancelWait();
      cancelPreload();
    };
  }, []);
}

export async function loadDashboardScreen() {
  const [{ default: DashboardPage }, { dashboardExtras }] = await Promise.all([
    loadDashboardPage(),
    import('./dashboard-extras'),
  ]);
  return {
    default: function DashboardScreen() {
      usePreloadBriefScreens();
      return <DashboardPage extras={dashboardExtras} />;
    },
  };
}
