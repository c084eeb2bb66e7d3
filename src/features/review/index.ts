// The review feature's public entry (docs/architecture.md): what the editor, the view (both composed by
// src/app) and the dashboard show of reviews, and the name lookup history shares.
export { CardReviewLine, ReviewLinesProvider } from './card-review-line';
export { namesOf } from './people';
export { RequestReviewButton } from './request-review-button';
export { ReviewPanel } from './review-panel';
export { WaitingForReview } from './waiting-for-review';
