import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import { PrintFooter } from './print-footer';
import { CreativeView } from './sections/creative-view';
import { DetailsView } from './sections/details-view';
import { AudienceView, BrandView, GoalsView, OverviewView } from './sections/text-sections';
import { ViewHeader } from './view-header';
import { ViewHero } from './view-hero';
import './print.css';

/** The read-only, printable brief (spec §2 'Brief view'): each section only where it has content. */
export function BriefView({ brief, now, notice }: { brief: Brief; now?: Date; notice?: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <ViewHeader brief={brief} />
      <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        {notice}
        <ViewHero brief={brief} now={now} />
        <OverviewView brief={brief} />
        <GoalsView brief={brief} />
        <AudienceView brief={brief} />
        <BrandView brief={brief} />
        <CreativeView brief={brief} />
        <DetailsView brief={brief} />
        <PrintFooter now={now} />
      </main>
    </div>
  );
}
