import { CheckCircle2, Clock3, FileText, PenLine } from 'lucide-react';
import type { BriefStats } from '../../domain/stats';
import { DASHBOARD } from './strings';

const CARDS = [
  { key: 'total', label: DASHBOARD.totalBriefs, icon: FileText, tint: 'bg-indigo-50 text-indigo-700' },
  { key: 'drafts', label: DASHBOARD.drafts, icon: PenLine, tint: 'bg-slate-100 text-slate-700' },
  { key: 'inProgress', label: DASHBOARD.inProgress, icon: Clock3, tint: 'bg-blue-50 text-blue-700' },
  { key: 'completed', label: DASHBOARD.completed, icon: CheckCircle2, tint: 'bg-green-50 text-green-700' },
] as const;

/** The four stat cards (docs/spec.md §2); review is not counted separately (docs/spec.md §4). */
/** `stats` is undefined while the briefs are being counted (a dash shows meanwhile). */
export function StatsCards({ stats }: { stats: BriefStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats === undefined}>
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <li
          key={key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm max-sm:py-2.5 sm:gap-4 sm:p-5"
        >
          <div
            className={`hidden size-11 shrink-0 items-center justify-center rounded-lg min-[480px]:flex ${tint}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </div>
          <div className="flex flex-col-reverse">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-xl font-semibold sm:text-2xl text-slate-900 tabular-nums">
              {stats ? stats[key] : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
