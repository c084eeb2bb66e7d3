// The brief editor (/brief/:id), lazy-loaded by the router. Reads the signed-in user's database; the
// editing itself happens in BriefEditor on a draft that is written only on Save.
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { saveBrief, saveBriefOver } from '../../data/briefs-repository';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { displayName } from '../../domain/people';
import { LoadingScreen } from '../../components/ui/spinner';
import { useUserData } from '../../session';
import {
  BriefConflict,
  BriefSyncMarker,
  FieldConflictsProvider,
  NoLongerShared,
  NotOnDevice,
  openBriefConflict,
  useBriefSyncMarkers,
} from '../../components/sync-status';
import { BriefEditor } from './brief-editor';
import { editorStrings } from './strings';
import { useLoadedBrief } from './use-loaded-brief';

/**
 * What other features add to the editor, composed by the app (src/app/brief-screens.tsx) so that the
 * editor imports no other feature: the header's actions (History, Request review) and the panel above
 * the sections (the review).
 */
export interface EditorPageProps {
  headerActions?: (brief: Brief) => ReactNode;
  panel?: (brief: Brief) => ReactNode;
  /** Beside each section's heading (the comments). */
  sectionActions?: (brief: Brief, section: SectionId) => ReactNode;
}

export default function EditorPage({ headerActions, panel, sectionActions }: EditorPageProps) {
  const { id = '' } = useParams();
  const { db, repositoryContext, engine } = useUserData();
  const loaded = useLoadedBrief(db, id);
  const marker = useBriefSyncMarkers(db)[id];

  // An explicit Save is the moment to reach the server: ask the engine to push now rather than wait for
  // its own timers (the change is already durable locally; a failure here is the engine's to retry).
  // No pull with it while live updates are on: a pull starts 15 s before the cursor, and each Save
  // would read again every brief written in that window.
  const pushNow = useCallback(() => void engine?.pushNow().catch(() => undefined), [engine]);
  const persistOver = useCallback(
    async (decide: (stored: Brief | undefined) => Brief | undefined) => {
      const result = await saveBriefOver(db, id, decide, repositoryContext);
      if (result.saved) pushNow();
      return result;
    },
    [db, id, repositoryContext, pushNow],
  );
  const persist = useCallback(
    async (brief: Brief, basedOn: Brief) => {
      await saveBrief(db, brief, repositoryContext, { basedOn });
      pushNow();
    },
    [db, repositoryContext, pushNow],
  );

  if (loaded.status === 'loading') return <LoadingScreen label={editorStrings.loading} />;
  if (loaded.status === 'not-here-yet') return <NotOnDevice />;
  if (loaded.status === 'no-access') return <NoLongerShared />;
  if (loaded.status !== 'ready') {
    return (
      <main id="main-content" tabIndex={-1} className="outline-none grid min-h-screen place-items-center">
        <h1 className="text-xl font-semibold text-fg">{editorStrings.notFound}</h1>
      </main>
    );
  }
  // Field conflicts show at their fields, so the whole editor sits inside their provider.
  return (
    <FieldConflictsProvider briefId={loaded.details.brief.id}>
      <BriefEditor
        key={loaded.details.brief.id}
        initial={loaded.details.brief}
        latest={loaded.details.brief}
        readOnly={loaded.details.permission === 'read'}
        grantor={displayName(loaded.details.owner)}
        persistOver={persistOver}
        persist={persist}
        marker={marker && <BriefSyncMarker state={marker} onOpen={openBriefConflict} />}
        notice={<BriefConflict briefId={loaded.details.brief.id} title={loaded.details.brief.title} />}
        headerActions={headerActions}
        panel={panel}
        sectionActions={sectionActions}
      />
    </FieldConflictsProvider>
  );
}
