// What other features add to a brief's two pages, composed here so that the editor and the view import
// no other feature (docs/architecture.md "Layers"): History and Request review in both headers, Duplicate,
// Save as template and Share with client in the view's, the review panel on both, and each section's "Comments" on both.
// Loaded with the page that shows them (brief-screens.tsx), never on the dashboard's first load.
import { lazy } from 'react';
import type { Brief } from '../domain/brief';
import type { SectionId } from '../domain/fields';
import { loadCommentParts } from '../features/comments';
import type { EditorPageProps } from '../features/editor';
import { HistoryButton } from '../features/history';
import { loadDuplicateButton } from '../features/reuse';
import { loadReviewBriefParts } from '../features/review';
import { loadClientLinkButton, loadShareBriefDialog } from '../features/sharing';
import { SaveTemplateButton } from '../features/templates';
import type { ViewPageProps } from '../features/view';

interface Parts {
  RequestReviewButton: Awaited<ReturnType<typeof loadReviewBriefParts>>['RequestReviewButton'];
  ReviewPanel: Awaited<ReturnType<typeof loadReviewBriefParts>>['ReviewPanel'];
  DuplicateButton: Awaited<ReturnType<typeof loadDuplicateButton>>['DuplicateButton'];
  CommentsButton: Awaited<ReturnType<typeof loadCommentParts>>['CommentsButton'];
  commentsMarkdown: Awaited<ReturnType<typeof loadCommentParts>>['commentsMarkdown'];
  ClientLinkButton: Awaited<ReturnType<typeof loadClientLinkButton>>['ClientLinkButton'];
}

// A refused mention offers to share the brief with the person (the sharing feature's dialog).
const ShareDialog = lazy(loadShareBriefDialog);

/**
 * The extras of both pages, once the parts that features load on demand are here (their entries keep
 * them out of the dashboard's first load).
 */
export function loadBriefExtras() {
  return Promise.all([
    loadReviewBriefParts(),
    loadDuplicateButton(),
    loadCommentParts(),
    loadClientLinkButton(),
  ]).then(([review, reuse, comments, clientLinks]) =>
    briefExtras({ ...review, ...reuse, ...comments, ...clientLinks }),
  );
}

function briefExtras({
  RequestReviewButton,
  ReviewPanel,
  DuplicateButton,
  CommentsButton,
  commentsMarkdown,
  ClientLinkButton,
}: Parts) {
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
  const editorExtras: EditorPageProps = {
    headerActions: historyAndReview,
    panel: reviewPanel,
    sectionActions: comments,
  };
  const viewExtras: ViewPageProps = {
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
  return { editorExtras, viewExtras };
}
