import type { Brief } from '../../domain/brief';
import { briefTypeHeading } from '../../domain/labels';
import { relativeTime } from '../../domain/time';
import { viewStrings } from './strings';

/** Title, company, '{Type} Brief' and 'Updated' + the time since the last update. */
export function ViewHero({ brief, now }: { brief: Brief; now?: Date }) {
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 pb-6">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        {briefTypeHeading(brief.type)}
      </p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{brief.title}</h1>
      {brief.overview.company && <p className="text-lg text-slate-700">{brief.overview.company}</p>}
      <p className="text-sm text-slate-600">{`${viewStrings.updated} ${relativeTime(brief.updatedAt, now)}`}</p>
    </div>
  );
}
