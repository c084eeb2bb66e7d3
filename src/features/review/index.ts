// The review feature's public entry (docs/architecture.md): what the editor, the view, the dashboard
// and sharing show of reviews, and the notify call and name lookup they share.
export { CardReviewLine, ReviewLinesProvider } from './card-review-line';
export { notify } from './notify';
export { namesOf } from './people';
export { RequestReviewButton } from './request-review-button';
export { ReviewPanel } from './review-panel';
export { WaitingForReview } from './waiting-for-review';
