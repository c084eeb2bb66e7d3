// The view feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadViewPage = () => import('./view-page');
// What the app adds to the page (other features' header actions and panel).
export type { ViewPageProps } from './view-page';
