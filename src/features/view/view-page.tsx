// The read-only brief view (/brief/:id/view), lazy-loaded by the router. Reads the brief live from the
// signed-in user's database, so changes synced from elsewhere appear without a reload; a brief not on
// this device yet is fetched by its link (useOpenByLink).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getBrief } from '../../data/briefs-repository';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { MESSAGES } from '../../domain/messages';
import { LoadingScreen } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useUserDatabase } from '../../session';
import {
  BriefConflict,
  FieldConflictsProvider,
  NoLongerShared,
  NotOnDevice,
  useOpenByLink,
} from '../../components/sync-status';
import { BriefView } from './brief-view';
import { CommentsExportContext, useCommentsExport, type CommentsMarkdown } from './export/comments-markdown';
import { viewStrings } from './strings';

const MISSING = null;
const FAILED = 'failed' as const;

/**
 * What other features add to the view, composed by the app (src/app/brief-screens.tsx) so that the view
 * imports no other feature: the header's actions (Duplicate, Save as template, History, Request review)
 * the panel under the header (the review) and what goes beside each section's heading (its comments).
 */
export interface ViewPageProps {
  actions?: (brief: Brief) => ReactNode;
  panel?: (brief: Brief) => ReactNode;
  sectionActions?: (brief: Brief, section: SectionId) => ReactNode;
  /** The comments as Markdown, offered by "Download Markdown" ("Include comments"). */
  commentsMarkdown?: CommentsMarkdown;
}

export default function ViewPage({ actions, panel, sectionActions, commentsMarkdown }: ViewPageProps) {
  const { id = '' } = useParams();
  const db = useUserDatabase();
  const navigate = useNavigate();
  // undefined while loading; null once read and absent; 'failed' when the database could not be read.
  const brief = useLiveQuery(
    () =>
      getBrief(db, id).then(
        (found) => found ?? MISSING,
        () => FAILED,
      ),
    [db, id],
  );

  const link = useOpenByLink(db, id, brief === MISSING);
  const commentsExport = useCommentsExport(id, commentsMarkdown);
  // Absent here: "Brief not found" only once the server confirms it is not there for this user.
  const gone = brief === FAILED || (brief === MISSING && link === 'not-found');

  useEffect(() => {
    if (!gone) return;
    const message = brief === MISSING ? MESSAGES.briefNotFound : MESSAGES.loadError;
    toast({ ...message, variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [gone, brief, navigate]);

  if (brief === MISSING && link === 'not-here-yet') return <NotOnDevice />;
  if (brief === MISSING && link === 'no-access') return <NoLongerShared />;
  if (brief === undefined || (brief === MISSING && !gone))
    return <LoadingScreen label={viewStrings.loading} />;
  if (brief === MISSING || brief === FAILED) {
    return (
      <main id="main-content" tabIndex={-1} className="outline-none grid min-h-screen place-items-center">
        <h1 className="text-xl font-semibold text-fg">{viewStrings.notFound}</h1>
      </main>
    );
  }
  // The view has no field editors: its field conflicts are listed in the notice, first on the page.
  return (
    <FieldConflictsProvider briefId={brief.id}>
      <CommentsExportContext value={commentsExport}>
        <BriefView
          brief={brief}
          actions={actions?.(brief)}
          panel={panel?.(brief)}
          sectionActions={sectionActions && ((section) => sectionActions(brief, section))}
          notice={<BriefConflict briefId={brief.id} title={brief.title} fieldsHere />}
        />
      </CommentsExportContext>
    </FieldConflictsProvider>
  );
}
