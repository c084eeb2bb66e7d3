// The team feature's public entry (docs/architecture.md): the admins' Team page, loaded on demand.
export const loadTeamPage = () => import('./team-page');
