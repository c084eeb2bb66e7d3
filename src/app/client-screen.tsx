// The client's page (/c/:token) as the app shows it: the client review feature's page with the view's
// body, so the client sees and prints the brief exactly as the view shows it. Both load on demand, only
// for this route: a member's first load never carries them, nor a client's the member's screens.
import { loadClientReviewPage } from '../features/client-review';
import { loadBriefBody } from '../features/view';

export async function loadClientScreen() {
  const [{ default: ClientReviewPage }, { BriefBody }] = await Promise.all([
    loadClientReviewPage(),
    loadBriefBody(),
  ]);
  return {
    default: function ClientScreen() {
      return <ClientReviewPage Body={BriefBody} />;
    },
  };
}
