// The brief itself as the view shows and prints it (docs/spec.md §2 'Brief view'): the hero, each
// section only where it has content, and the print footer. The member's view puts its header above it
// (brief-view.tsx); the client's page puts its own. `files` says where files kept in Storage come from.
import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { useDocumentTitle } from '../../lib/document-title';
import { PrintFooter } from './print-footer';
import { CompetitorsView } from './sections/competitors-view';
import { CreativeView } from './sections/creative-view';
import { DetailsView } from './sections/details-view';
import { AudienceView, BrandView, GoalsView, OverviewView } from './sections/text-sections';
import { StoredFilesContext, type StoredFilesHook } from './stored-files-source';
import { ViewHero } from './view-hero';
import { SectionActionsContext } from './view-section';
import './print.css';

export interface BriefBodyProps {
  brief: Brief;
  now?: Date;
  /** Under the hero (the review; the client's decision). */
  panel?: ReactNode;
  /** Shown first (a sync conflict on this brief). */
  notice?: ReactNode;
  /** What goes beside each section's heading (its comments). */
  sectionActions?: ((section: SectionId) => ReactNode) | null;
  /** After the sections (the client's decision). */
  after?: ReactNode;
  files: StoredFilesHook;
}

export function BriefBody({
  brief,
  now,
  panel,
  notice,
  sectionActions = null,
  after,
  files,
}: BriefBodyProps) {
  useDocumentTitle(brief.title);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 outline-none sm:px-6 print:max-w-none print:p-0"
    >
      {notice}
      <ViewHero brief={brief} now={now} />
      {panel}
      <StoredFilesContext value={files}>
        <SectionActionsContext value={sectionActions}>
          <OverviewView brief={brief} />
          <GoalsView brief={brief} />
          <AudienceView brief={brief} />
          <BrandView brief={brief} />
          <CompetitorsView brief={brief} />
          <CreativeView brief={brief} />
          <DetailsView brief={brief} />
        </SectionActionsContext>
      </StoredFilesContext>
      {after}
      <PrintFooter now={now} />
    </main>
  );
}
