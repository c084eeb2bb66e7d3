import { memo } from 'react';
import { CheckCircle2, ClipboardCheck, Clock3, FileText, PenLine } from 'lucide-react';
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
    tint: 'bg-accent-soft text-accent-strong',
  },
  {
    key: 'drafts',
    status: 'draft',
    label: DASHBOARD.drafts,
    icon: PenLine,
    tint: 'bg-surface-muted text-fg-secondary',
  },
  {
    key: 'inProgress',
    status: 'in-progress',
    label: DASHBOARD.inProgress,
    icon: Clock3,
    tint: 'bg-info-soft text-info-strong',
  },
  {
    key: 'review',
    status: 'review',
    label: DASHBOARD.review,
    icon: ClipboardCheck,
    tint: 'bg-warning-soft text-warning-strong',
  },
  {
    key: 'completed',
    status: 'completed',
    label: DASHBOARD.completed,
    icon: CheckCircle2,
    tint: 'bg-done-soft text-done-strong',
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
 * The stat cards (docs/spec.md §2), with a card for Review too so that the statuses add up to the total
 * (docs/spec.md §4 counts review only in the total, which read as a missing sum). They double as the status
 * filter: pressing "Drafts" shows the drafts, pressing it again (or "Total Briefs") every status.
 * Memoised: a keystroke in the search changes none of their props.
 */
export const StatsCards = memo(function StatsCards({
  stats,
  status = null,
  onSelectStatus,
}: StatsCardsProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-5" aria-busy={stats === undefined}>
      {CARDS.map(({ key, status: cardStatus, label, icon: Icon, tint }) => {
        const pressed = cardStatus === status;
        return (
          <li key={key} className="flex">
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelectStatus?.(pressed ? null : cardStatus)}
              className={`flex w-full items-center gap-3 rounded-xl border bg-surface p-4 text-left shadow-sm transition-colors hover:border-accent-line-strong max-sm:px-2 max-sm:py-2 sm:gap-4 sm:p-5 ${
                pressed && cardStatus !== null ? 'border-accent ring-2 ring-accent' : 'border-line'
              } ${NATIVE_FOCUS_RING}`}
            >
              <span
                className={`hidden size-11 shrink-0 items-center justify-center rounded-lg min-[480px]:flex ${tint}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col-reverse">
                <span className="text-sm text-fg-muted max-sm:text-xs max-sm:leading-tight">{label}</span>{' '}
                <span className="text-xl font-semibold text-fg tabular-nums sm:text-2xl">
                  {stats ? stats[key] : '–'}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
