import { lazy, Suspense, useCallback, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import type { BriefCard } from '../../data/records';
import { useAuth, useUserData, useUserDatabase } from '../../session';
import { useBriefSyncMarkers } from '../../components/sync-status';
import { useDashboardFind } from '../find';
import { WaitingForReview } from '../review';
import { DashboardBriefs, usePagedLimit } from './dashboard-briefs';
import { DashboardExtrasProvider, type DashboardExtras } from './dashboard-extras';
import { DashboardHeader } from './dashboard-header';
import { EmptyState } from './empty-state';
import { DASHBOARD } from './strings';
import { useBriefPage, useBriefStats } from './use-briefs';
import { useAwaitingFirstPull } from './use-first-sync';

// Dialogs are not needed for the first paint: loaded when first opened.
const CreateBriefDialog = lazy(() => import('./create-brief-dialog'));
const DeleteBriefDialog = lazy(() => import('./delete-brief-dialog'));

/**
 * The dashboard (docs/spec.md §2): header, hero by role, empty state or stats and the grid of briefs.
 * `extras` are what other features add (their dialogs and actions), composed by the app.
 */
export default function DashboardPage({ extras }: { extras: DashboardExtras }) {
  const { ShareDialog: ShareBriefDialog, InviteDialog: InviteUserDialog, MentionsForYou } = extras;
  const { isAdmin } = useAuth();
  const db = useUserDatabase();
  const find = useDashboardFind(db);
  const [limit, showMore] = usePagedLimit(find.key);
  const page = useBriefPage(db, limit);
  const stats = useBriefStats(db);
  const markers = useBriefSyncMarkers(db);
  const { engine, syncStarting } = useUserData();
  const awaitingFirstPull = useAwaitingFirstPull(syncStarting === true || engine !== null);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [sharing, setSharing] = useState<BriefCard | null>(null);
  const [deleting, setDeleting] = useState<BriefCard | null>(null);
  // Stable handlers: the header and the rest above the grid are memoised, and typing in the search
  // re-renders this page on every keystroke.
  const openCreate = useCallback(() => setCreating(true), []);
  const openInvite = useCallback(() => setInviting(true), []);
  const duplicate = extras.useDuplicate();
  const onDuplicate = useCallback((brief: BriefCard) => void duplicate(brief.id), [duplicate]);

  return (
    <DashboardExtrasProvider value={extras}>
      <div className="min-h-screen bg-canvas">
        <DashboardHeader onCreate={openCreate} onInvite={openInvite} />
        <main
          id="main-content"
          tabIndex={-1}
          className="outline-none mx-auto flex max-w-7xl flex-col gap-5 px-4 py-5 sm:gap-8 sm:px-6 sm:py-8"
        >
          <section
            aria-labelledby="hero-title"
            className="rounded-2xl bg-gradient-to-br from-hero-from to-hero-to-strong px-6 py-8 text-on-hero shadow-md max-sm:px-4 max-sm:py-4 sm:px-10"
          >
            <h1 id="hero-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
              {isAdmin ? DASHBOARD.adminHero : DASHBOARD.userHero}
            </h1>
            {/* On a phone the lead is for screen readers only, so that the first brief shows without scrolling. */}
            <p className="mt-2 max-w-2xl text-on-hero-muted max-sm:sr-only">
              {isAdmin ? DASHBOARD.adminHeroLead : DASHBOARD.userHeroLead}
            </p>
          </section>

          <WaitingForReview />
          <MentionsForYou />

          {page === undefined || (page.total === 0 && awaitingFirstPull) ? (
            <div role="status" className="flex items-center justify-center gap-2 py-16 text-fg-secondary">
              <Spinner className="size-5" />
              Loading...
            </div>
          ) : page.total === 0 ? (
            <EmptyState onCreate={openCreate} />
          ) : (
            <DashboardBriefs
              find={find}
              page={page}
              limit={limit}
              onShowMore={showMore}
              stats={stats}
              isAdmin={isAdmin}
              markers={markers}
              onCreate={openCreate}
              onShare={setSharing}
              onDelete={setDeleting}
              onDuplicate={onDuplicate}
            />
          )}
        </main>

        <Suspense fallback={null}>
          {creating && <CreateBriefDialog isOpen={creating} onOpenChange={setCreating} />}
          {inviting && <InviteUserDialog isOpen={inviting} onOpenChange={setInviting} />}
          {sharing && (
            <ShareBriefDialog
              briefId={sharing.id}
              briefTitle={sharing.title}
              isOpen={sharing !== null}
              onOpenChange={(open) => !open && setSharing(null)}
            />
          )}
          {deleting && <DeleteBriefDialog brief={deleting} onClose={() => setDeleting(null)} />}
        </Suspense>
      </div>
    </DashboardExtrasProvider>
  );
}
