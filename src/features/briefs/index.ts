// The dashboard feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadDashboardPage = () => import('./dashboard-page');
// What the app adds to the page (other features' dialogs and actions).
export type { DashboardExtras } from './dashboard-extras';
