// Renders the real view page on a real (fake-indexeddb) Dexie database inside a memory data router.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AriaRouting } from '../support/aria-router.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';
import { saveBrief, type RepositoryContext } from '../../../src/data/briefs-repository.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { ToastRegion } from '../../../src/components/ui/toast.tsx';
import { toastStore } from '../../../src/components/ui/toast-store.ts';
import { UserDataContextProvider } from '../../../src/session/index.ts';
// The view as the app composes it (with Duplicate, Save as template, History, Request review, the review).
import { loadViewScreen } from '../../../src/app/brief-screens.tsx';

export async function renderViewPage(
  brief: Brief | null,
  prepare?: (db: BriefsmithDB) => Promise<unknown>,
  /** The id in the link when no brief is stored (a random one by default). */
  briefId?: string,
) {
  const userId = crypto.randomUUID();
  const db = openUserDatabase(userId);
  const ctx: RepositoryContext = { userId, email: 'member@example.com' };
  if (brief) await saveBrief(db, brief, ctx);
  await prepare?.(db);
  const id = brief?.id ?? briefId ?? crypto.randomUUID();
  toastStore.getState().clear();
  const { default: ViewPage } = await loadViewScreen();
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Dashboard</h1> },
      { path: '/brief/:id', element: <h1>Editor page</h1> },
      {
        path: '/brief/:id/view',
        element: (
          <AriaRouting>
            <ViewPage />
          </AriaRouting>
        ),
      },
    ],
    { initialEntries: [`/brief/${id}/view`] },
  );
  const view = render(
    <UserDataContextProvider
      value={{ userId, email: 'member@example.com', db, repositoryContext: ctx, engine: null }}
    >
      <RouterProvider router={router} />
      <ToastRegion />
    </UserDataContextProvider>,
  );
  return { ...view, db, router, user: userEvent.setup() };
}
