// The dashboard as the app shows it: the page with what other features add to it (dashboard-extras.tsx).
// Both load in parallel, on a cold start while the shell renders (router.tsx preloads them).
import { loadDashboardPage } from '../features/briefs';

export async function loadDashboardScreen() {
  const [{ default: DashboardPage }, { dashboardExtras }] = await Promise.all([
    loadDashboardPage(),
    import('./dashboard-extras'),
  ]);
  return {
    default: function DashboardScreen() {
      return <DashboardPage extras={dashboardExtras} />;
    },
  };
}
