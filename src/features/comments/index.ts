// The comments feature's public entry (docs/architecture.md; docs/design.md §26): each section's
// "Comments" for the editor and the view (composed by src/app/brief-extras.tsx) and the dashboard's
// "Mentions for you" (src/app/dashboard-extras.tsx). Both load on demand.
export const loadCommentParts = () => import('./brief-parts');
export const loadMentionsForYou = () => import('./mentions-for-you');
