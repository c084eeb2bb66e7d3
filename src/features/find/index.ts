// The find feature's public entry (docs/architecture.md): the dashboard's search, filters and sort,
// kept in the URL.
export { NoResults } from './no-results';
export { SearchField } from './search-field';
export { FIND } from './strings';
export { useDashboardFind, type DashboardFind } from './use-dashboard-find';
export const loadFindControls = () => import('./find-controls');
