// The read-only brief view (/brief/:id/view), lazy-loaded by the router. Reads the brief live from the
// signed-in user's database, so changes synced from elsewhere appear without a reload; a brief not on
// this device yet is fetched by its link (useOpenByLink).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getBrief } from '../../data/briefs-repository';
import { MESSAGES } from '../../domain/messages';
import { LoadingScreen } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useUserDatabase } from '../auth/user-data';
import { BriefConflict } from '../sync-status/brief-conflict';
import { NotOnDevice } from '../sync-status/not-on-device';
import { useOpenByLink } from '../sync-status/use-open-by-link';
import { useDocumentTitle } from '../../lib/document-title';
import { BriefView } from './brief-view';
import { viewStrings } from './strings';

const MISSING = null;
const FAILED = 'failed' as const;

export default function ViewPage() {
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
  // Absent here: "Brief not found" only once the server confirms it is not there for this user.
  const gone = brief === FAILED || (brief === MISSING && link === 'not-found');

  useEffect(() => {
    if (!gone) return;
    const message = brief === MISSING ? MESSAGES.briefNotFound : MESSAGES.loadError;
    toast({ ...message, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [gone, brief, navigate]);

  if (brief === MISSING && link === 'not-here-yet') return <NotOnDevice />;
  if (brief === undefined || (brief === MISSING && !gone))
    return <LoadingScreen label={viewStrings.loading} />;
  if (brief === MISSING || brief === FAILED) {
    return (
      <main className="grid min-h-screen place-items-center">
        <h1 className="text-xl font-semibold text-slate-900">{viewStrings.notFound}</h1>
      </main>
    );
  }
  return <TitledView brief={brief} />;
}

/** The view with the brief's name as the page title ("Save as PDF" suggests it as the file name). */
function TitledView({ brief }: { brief: Parameters<typeof BriefView>[0]['brief'] }) {
  useDocumentTitle(brief.title || 'Untitled brief');
  return <BriefView brief={brief} notice={<BriefConflict briefId={brief.id} title={brief.title} />} />;
}
