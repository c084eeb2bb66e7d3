// The view feature's public entry: its screen, loaded on demand (docs/architecture.md).
export const loadViewPage = () => import('./view-page');
