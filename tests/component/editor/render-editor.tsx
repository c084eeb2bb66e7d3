// Renders the real editor page on a real (fake-indexeddb) Dexie database, inside a memory data router so
// that react-router's blocker works as in the app, with the toast region on screen.
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AriaRouting } from '../support/aria-router.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';
import { saveBrief, type RepositoryContext } from '../../../src/data/briefs-repository.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { ToastRegion } from '../../../src/components/ui/toast.tsx';
import { toastStore } from '../../../src/components/ui/toast-store.ts';
import { UserDataContextProvider } from '../../../src/session/index.ts';
import type { SyncEngine } from '../../../src/sync/engine.ts';

// A save reads, merges and writes the local database before its toast shows: on a busy CI machine that
// can take longer than Testing Library's default second (the app tests allow the same, render.tsx).
configure({ asyncUtilTimeout: 5_000 });
// The editor as the app composes it (with History, Request review and the review panel).
import { loadEditorScreen } from '../../../src/app/brief-screens.tsx';

export interface RenderEditorOptions {
  briefId?: string;
  /** Runs on the database after the brief is stored and before the page renders. */
  prepare?: (db: BriefsmithDB) => Promise<unknown>;
  /** A sync engine for the page (e.g. the real engine, not started, to resolve conflicts locally). */
  engine?: (db: BriefsmithDB, userId: string) => SyncEngine;
  /** The link's fragment, e.g. '#conflict'. */
  hash?: string;
}

export async function renderEditor(brief: Brief | null, options: RenderEditorOptions = {}) {
  const userId = crypto.randomUUID();
  const db: BriefsmithDB = openUserDatabase(userId);
  const ctx: RepositoryContext = { userId, email: 'member@example.com' };
  if (brief) await saveBrief(db, brief, ctx);
  await options.prepare?.(db);
  const id = brief?.id ?? options.briefId ?? crypto.randomUUID();
  toastStore.getState().clear();
  const { default: EditorPage } = await loadEditorScreen();
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      {
        path: '/brief/:id',
        element: (
          <AriaRouting>
            <EditorPage />
          </AriaRouting>
        ),
      },
      { path: '/brief/:id/view', element: <h1>Preview page</h1> },
    ],
    { initialEntries: [`/brief/${id}${options.hash ?? ''}`] },
  );
  const user = userEvent.setup();
  const view = render(
    <UserDataContextProvider
      value={{
        userId,
        email: 'member@example.com',
        db,
        repositoryContext: ctx,
        engine: options.engine?.(db, userId) ?? null,
      }}
    >
      <RouterProvider router={router} />
      <ToastRegion />
    </UserDataContextProvider>,
  );
  return { ...view, db, router, user, id };
}
