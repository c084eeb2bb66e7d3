import { CheckCircle2, Clock3, FileText, PenLine } from 'lucide-react';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import type { BriefStatus } from '../../domain/brief';
import type { BriefStats } from '../../domain/stats';
import { DASHBOARD } from './strings';

const CARDS = [
  {
    key: 'total',
    status: null,
    label: DASHBOARD.totalBriefs,
    icon: FileText,
    tint: 'bg-indigo-50 text-indigo-700',
  },
  {
    key: 'drafts',
    status: 'draft',
    label: DASHBOARD.drafts,
    icon: PenLine,
    tint: 'bg-slate-100 text-slate-700',
  },
  {
    key: 'inProgress',
    status: 'in-progress',
    label: DASHBOARD.inProgress,
    icon: Clock3,
    tint: 'bg-blue-50 text-blue-700',
  },
  {
    key: 'completed',
    status: 'completed',
    label: DASHBOARD.completed,
    icon: CheckCircle2,
    tint: 'bg-green-50 text-green-700',
  },
] as const;

export interface StatsCardsProps {
  /** Undefined while the briefs are being counted (a dash shows meanwhile). */
  stats: BriefStats | undefined;
  /** The status filter: each card is a toggle button for its status ("Total Briefs": any status). */
  status?: BriefStatus | null;
  onSelectStatus?(status: BriefStatus | null): void;
}

/**
 * The four stat cards (docs/spec.md §2); review is not counted separately (docs/spec.md §4). They double as the status
 * filter: pressing "Drafts" shows the drafts, pressing it again (or "Total Briefs") every status.
 */
export function StatsCards({ stats, status = null, onSelectStatus }: StatsCardsProps) {
  return (
    <ul
      className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4"
      aria-busy={stats === undefined}
    >
      {CARDS.map(({ key, status: cardStatus, label, icon: Icon, tint }) => {
        const pressed = cardStatus === status;
        return (
          <li key={key} className="flex">
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelectStatus?.(pressed ? null : cardStatus)}
              className={`flex w-full items-center gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-indigo-300 max-sm:px-2 max-sm:py-2 sm:gap-4 sm:p-5 ${
                pressed && cardStatus !== null
                  ? 'border-indigo-600 ring-2 ring-indigo-600'
                  : 'border-slate-200'
              } ${NATIVE_FOCUS_RING}`}
            >
              <span
                className={`hidden size-11 shrink-0 items-center justify-center rounded-lg min-[480px]:flex ${tint}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col-reverse">
                <span className="text-sm text-slate-600 max-sm:text-xs max-sm:leading-tight">{label}</span>{' '}
                <span className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
                  {stats ? stats[key] : '–'}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
