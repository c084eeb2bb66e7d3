// The review feature's public entry (docs/architecture.md): what the editor, the view (both composed by
// src/app) and the dashboard show of reviews, and the name lookup history shares.
export { CardReviewLine, ReviewLinesProvider } from './card-review-line';
export { namesOf } from './people';
/** Who can be asked (or mentioned): the brief's readers but the caller, fetched on demand. */
export const loadReviewCandidates = () => import('./review-api').then((m) => m.reviewCandidates);
/** The request button and the review panel, for a brief's pages (brief-parts.ts says why on demand). */
export const loadReviewBriefParts = () => import('./brief-parts');
export { WaitingForReview } from './waiting-for-review';
