// What other features add to a brief's two pages, composed here so that the editor and the view import
// no other feature (docs/architecture.md "Layers"): History and Request review in both headers, Duplicate
// and Save as template in the view's, and the review panel on both. Loaded with the page that shows them
// (brief-screens.tsx), never on the dashboard's first load.
import type { Brief } from '../domain/brief';
import type { EditorPageProps } from '../features/editor';
import { HistoryButton } from '../features/history';
import { DuplicateButton } from '../features/reuse';
import { RequestReviewButton, ReviewPanel } from '../features/review';
import { SaveTemplateButton } from '../features/templates';
import type { ViewPageProps } from '../features/view';

function historyAndReview(brief: Brief) {
  return (
    <>
      <HistoryButton briefId={brief.id} />
      <RequestReviewButton briefId={brief.id} briefTitle={brief.title} />
    </>
  );
}

const reviewPanel = (brief: Brief) => <ReviewPanel briefId={brief.id} />;

export const editorExtras: EditorPageProps = { headerActions: historyAndReview, panel: reviewPanel };

export const viewExtras: ViewPageProps = {
  actions: (brief) => (
    <>
      <DuplicateButton briefId={brief.id} />
      <SaveTemplateButton brief={brief} />
      {historyAndReview(brief)}
    </>
  ),
  panel: reviewPanel,
};
