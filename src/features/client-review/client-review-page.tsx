// The client's page (/c/:token): a brief shared through a client review link, for someone with no
// account. Outside the signed-in layout: no sign-in, no local database, no sync engine; only the
// `client-review` function (client-api.ts), which checks the link on every call. The brief is shown
// and printed by the view's own body (`Body`, composed by the app: src/app/client-screen.tsx).
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/spinner';
import type { Brief, FileItem } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { ClientCommentsButton } from './client-comments';
import { loadClientForms } from './client-forms';
import { ClientHeader } from './client-header';
import { useClientIdentity } from './client-identity';
import { LinkGone, LinkUnreachable } from './link-gone';
import { signedFiles, type SignedFile } from './signed-files';
import { CLIENT_PAGE } from './strings';
import { useClientLink } from './use-client-link';
import { useDrawn } from './use-drawn';

// Below the brief: drawn once the brief has been (use-drawn.ts), its code fetched then (client-forms.ts).
const ClientDecisionPanel = lazy(() =>
  loadClientForms().then((forms) => ({ default: forms.ClientDecisionPanel })),
);

/** What the page gives the view's body (features/view/brief-body.tsx). */
export interface ClientBodyProps {
  brief: Brief;
  after?: ReactNode;
  sectionActions?: ((section: SectionId) => ReactNode) | null;
  files: (items: readonly FileItem[]) => ReadonlyMap<string, SignedFile>;
}

export interface ClientReviewPageProps {
  Body: ComponentType<ClientBodyProps>;
}

export default function ClientReviewPage({ Body }: ClientReviewPageProps) {
  const { token = '' } = useParams();
  const { state, retry, added } = useClientLink(token);
  const { identity, remember, forget } = useClientIdentity();
  const files = useMemo(() => signedFiles(state.status === 'open' ? state.files : {}), [state]);
  const canComment = state.status === 'open' && state.link.permission === 'comment';
  const drawn = useDrawn(canComment);
  // The comments panel's code too, so that "Comments" opens at once.
  useEffect(() => {
    if (drawn) void loadClientForms().catch(() => undefined);
  }, [drawn]);

  if (state.status === 'loading') return <LoadingScreen label={CLIENT_PAGE.loading} />;
  if (state.status === 'gone') return <LinkGone reason={state.reason} />;
  if (state.status === 'unreachable') return <LinkUnreachable onRetry={() => void retry()} />;

  const send = { identity, remember, recheck: retry };
  return (
    <div className="min-h-screen bg-canvas print:min-h-0 print:bg-surface">
      <ClientHeader sentBy={state.link.sent_by} expiresAt={state.link.expires_at} />
      <Body
        brief={state.brief}
        files={files}
        sectionActions={
          canComment
            ? (section) => (
                <ClientCommentsButton
                  {...send}
                  token={token}
                  section={section}
                  comments={state.threads}
                  forget={forget}
                  onAdded={(comment) => added({ comment })}
                />
              )
            : null
        }
        after={
          canComment ? (
            drawn && (
              <Suspense fallback={null}>
                <ClientDecisionPanel
                  {...send}
                  token={token}
                  decisions={state.decisions}
                  forget={forget}
                  onDecided={(decision) => added({ decision })}
                />
              </Suspense>
            )
          ) : (
            <p className="text-sm text-fg-muted print:hidden">{CLIENT_PAGE.viewOnly}</p>
          )
        }
      />
    </div>
  );
}
