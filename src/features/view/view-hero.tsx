import type { Brief } from '../../domain/brief';
import { calendarDate } from '../../domain/dates';
import { briefTypeHeading, statusLabel, viewStatusTone } from '../../domain/labels';
import { relativeTime } from '../../domain/time';
import { Badge } from '../../components/ui/badge';
import { viewStrings } from './strings';

/**
 * Title, company, '{Type} Brief' with the project status, and 'Updated' + the time since the last update.
 * In print it is the cover block of page 1, and the time is a date: a relative time is wrong on paper.
 */
export function ViewHero({ brief, now }: { brief: Brief; now?: Date }) {
  return (
    <div className="view-cover flex flex-col gap-2 border-b border-line pb-6 print:pb-8">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
          {briefTypeHeading(brief.type)}
        </p>
        <Badge tone={viewStatusTone(brief.status)}>{statusLabel(brief.status)}</Badge>
      </div>
      <h1 dir="auto" className="text-3xl font-bold break-words text-fg sm:text-4xl">
        {brief.title}
      </h1>
      {brief.overview.company && (
        <p dir="auto" className="text-lg text-fg-secondary">
          {brief.overview.company}
        </p>
      )}
      <p className="text-sm text-fg-muted print:hidden">{`${viewStrings.updated} ${relativeTime(brief.updatedAt, now)}`}</p>
      <p className="print-only text-sm text-fg-muted">{`${viewStrings.updated} ${calendarDate(brief.updatedAt)}`}</p>
    </div>
  );
}
