// The review feature's public entry (docs/architecture.md): what the dashboard shows of reviews, and the
// name lookup history shares. The editor's and the view's request button and review panel are in
// brief-parts.ts (composed by src/app/brief-extras.tsx).
export { CardReviewLine, ReviewLinesProvider } from './card-review-line';
export { namesOf } from './people';
/** Who can be asked (or mentioned): the brief's readers but the caller, fetched on demand. */
export const loadReviewCandidates = () => import('./review-api').then((m) => m.reviewCandidates);
export { WaitingForReview } from './waiting-for-review';
