// The client review feature's public entry (docs/architecture.md): the client's page (/c/:token), loaded
// on demand, composed with the view's body by src/app/client-screen.tsx.
export const loadClientReviewPage = () => import('./client-review-page');
export type { ClientBodyProps } from './client-review-page';
export { openLinkEarly } from './early-open';
