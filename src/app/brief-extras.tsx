// What other features add to a brief's two pages, composed here so that the editor and the view import
// no other feature (docs/architecture.md "Layers"): History and Request review in both headers, Duplicate,
// Save as template and Share with client in the view's, the review panel on both, and each section's "Comments" on both.
// Loaded with the page that shows them (brief-screens.tsx), never on the dashboard's first load; it alone
// imports what features add to a brief's pages (their brief-parts.ts), so they arrive with it, in one round
// of requests.
import { lazy } from 'react';
import type { Brief } from '../domain/brief';
import type { SectionId } from '../domain/fields';
import { CommentsButton, commentsMarkdown } from '../features/comments/brief-parts';
import type { EditorPageProps } from '../features/editor';
import { HistoryButton } from '../features/history';
import { DuplicateButton } from '../features/reuse/brief-parts';
import { RequestReviewButton, ReviewPanel } from '../features/review/brief-parts';
import { loadShareBriefDialog } from '../features/sharing';
import { ClientLinkButton } from '../features/sharing/brief-parts';
import { SaveTemplateButton } from '../features/templates';
import type { ViewPageProps } from '../features/view';

// A refused mention offers to share the brief with the person (the sharing feature's dialog).
const ShareDialog = lazy(loadShareBriefDialog);

const historyAndReview = (brief: Brief) => (
  <>
    <HistoryButton briefId={brief.id} />
    <RequestReviewButton briefId={brief.id} briefTitle={brief.title} />
  </>
);
const reviewPanel = (brief: Brief) => <ReviewPanel briefId={brief.id} />;
const comments = (brief: Brief, section: SectionId) => (
  <CommentsButton briefId={brief.id} briefTitle={brief.title} section={section} ShareDialog={ShareDialog} />
);
export const editorExtras: EditorPageProps = {
  headerActions: historyAndReview,
  panel: reviewPanel,
  sectionActions: comments,
};
export const viewExtras: ViewPageProps = {
  actions: (brief) => (
    <>
      <DuplicateButton briefId={brief.id} />
      <SaveTemplateButton brief={brief} />
      {historyAndReview(brief)}
      <ClientLinkButton briefId={brief.id} briefTitle={brief.title} />
    </>
  ),
  panel: reviewPanel,
  sectionActions: comments,
  commentsMarkdown,
};
