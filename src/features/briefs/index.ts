// The dashboard feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadDashboardPage = () => import('./dashboard-page');
