// What a brief's two pages show of reviews: the request button in their headers and the review panel.
// Imported only by src/app/brief-extras.tsx, which loads with those pages, never through the feature's
// entry: the dashboard imports the entry for its review lines, and the panel's dialog, menus and text areas (about a third of the
// dashboard's code) were evaluated on its first load, a long task on a phone.
export { RequestReviewButton } from './request-review-button';
export { ReviewPanel } from './review-panel';
