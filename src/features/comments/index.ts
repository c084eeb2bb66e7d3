// The comments feature's public entry (docs/architecture.md; docs/design.md §26): the dashboard's
// "Mentions for you" (src/app/dashboard-extras.tsx), loaded on demand. Each section's "Comments" for the
// editor and the view is in brief-parts.ts (composed by src/app/brief-extras.tsx).
export const loadMentionsForYou = () => import('./mentions-for-you');
