import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { PrintFooter } from './print-footer';
import { CompetitorsView } from './sections/competitors-view';
import { CreativeView } from './sections/creative-view';
import { DetailsView } from './sections/details-view';
import { AudienceView, BrandView, GoalsView, OverviewView } from './sections/text-sections';
import { useDocumentTitle } from '../../lib/document-title';
import { ViewHeader } from './view-header';
import { ViewHero } from './view-hero';
import { SectionActionsContext } from './view-section';
import './print.css';

/**
 * The read-only, printable brief (docs/spec.md §2 'Brief view'): each section only where it has content.
 * `actions` join the header's buttons (Duplicate, Save as template, History, Request review) and `panel` comes under the hero (history and review).
 */
export function BriefView({
  brief,
  now,
  actions,
  panel,
  notice,
  sectionActions = null,
}: {
  brief: Brief;
  now?: Date;
  actions?: ReactNode;
  panel?: ReactNode;
  /** A sync conflict on this brief, shown first. */
  notice?: ReactNode;
  /** What other features add beside each section's heading (its comments). */
  sectionActions?: ((section: SectionId) => ReactNode) | null;
}) {
  useDocumentTitle(brief.title);
  return (
    <div className="min-h-screen bg-canvas print:min-h-0 print:bg-surface">
      <ViewHeader brief={brief} actions={actions} />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 outline-none sm:px-6 print:max-w-none print:p-0"
      >
        {notice}
        <ViewHero brief={brief} now={now} />
        {panel}
        <SectionActionsContext value={sectionActions}>
          <OverviewView brief={brief} />
          <GoalsView brief={brief} />
          <AudienceView brief={brief} />
          <BrandView brief={brief} />
          <CompetitorsView brief={brief} />
          <CreativeView brief={brief} />
          <DetailsView brief={brief} />
        </SectionActionsContext>
        <PrintFooter now={now} />
      </main>
    </div>
  );
}
