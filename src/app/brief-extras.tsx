// What other features add to a brief's two pages, composed here so that the editor and the view import
// no other feature (docs/architecture.md "Layers"): History and Request review in both headers, Duplicate
// and Save as template in the view's, and the review panel on both. Loaded with the page that shows them
// (brief-screens.tsx), never on the dashboard's first load.
import type { Brief } from '../domain/brief';
import type { EditorPageProps } from '../features/editor';
import { HistoryButton } from '../features/history';
import { loadDuplicateButton } from '../features/reuse';
import { loadReviewBriefParts } from '../features/review';
import { SaveTemplateButton } from '../features/templates';
import type { ViewPageProps } from '../features/view';

interface Parts {
  RequestReviewButton: Awaited<ReturnType<typeof loadReviewBriefParts>>['RequestReviewButton'];
  ReviewPanel: Awaited<ReturnType<typeof loadReviewBriefParts>>['ReviewPanel'];
  DuplicateButton: Awaited<ReturnType<typeof loadDuplicateButton>>['DuplicateButton'];
}

/**
 * The extras of both pages, once the parts that features load on demand are here (their entries keep
 * them out of the dashboard's first load).
 */
export function loadBriefExtras() {
  return Promise.all([loadReviewBriefParts(), loadDuplicateButton()]).then(([review, reuse]) =>
    briefExtras({ ...review, ...reuse }),
  );
}

function briefExtras({ RequestReviewButton, ReviewPanel, DuplicateButton }: Parts) {
  const historyAndReview = (brief: Brief) => (
    <>
      <HistoryButton briefId={brief.id} />
      <RequestReviewButton briefId={brief.id} briefTitle={brief.title} />
    </>
  );
  const reviewPanel = (brief: Brief) => <ReviewPanel briefId={brief.id} />;
  const editorExtras: EditorPageProps = { headerActions: historyAndReview, panel: reviewPanel };
  const viewExtras: ViewPageProps = {
    actions: (brief) => (
      <>
        <DuplicateButton briefId={brief.id} />
        <SaveTemplateButton brief={brief} />
        {historyAndReview(brief)}
      </>
    ),
    panel: reviewPanel,
  };
  return { editorExtras, viewExtras };
}
