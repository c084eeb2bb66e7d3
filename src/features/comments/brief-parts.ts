// What a brief's two pages show of comments: each section's "Comments" button and its panel. Imported
// only by src/app/brief-extras.tsx, which loads with those pages, never on the dashboard's first load.
export { CommentsButton, type ShareDialog } from './comments-button';
export { commentsMarkdown } from './comments-markdown';
