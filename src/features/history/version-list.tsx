// The versions of a brief, newest first: author, relative time and the fields changed, by label.
import { relativeTime } from '../../domain/time';
import type { CachedHistoryEntry } from '../../data/review-records';
import { clientDecisionLine, clientDecisionOf } from '../../domain/client-links';
import { changedFields } from '../../domain/history';
import { cx } from '../../components/ui/utils';
import { historyFieldLabel } from './field-label';
import { HISTORY, KIND_LABELS } from './strings';

export function versionSummary(entry: CachedHistoryEntry): string {
  const client = clientDecisionOf(entry);
  if (client) return clientDecisionLine(client.decision, client.name);
  const labels = changedFields(entry).map(historyFieldLabel).join(', ');
  if (entry.kind === 'updated') return labels;
  return labels ? `${KIND_LABELS[entry.kind]}: ${labels}` : KIND_LABELS[entry.kind];
}

export function VersionList({
  entries,
  selectedId,
  now,
  onSelect,
}: {
  entries: CachedHistoryEntry[];
  selectedId: number | null;
  now: Date;
  onSelect(id: number): void;
}) {
  return (
    <ul aria-label={HISTORY.versionsLabel} className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            aria-pressed={entry.id === selectedId}
            onClick={() => onSelect(entry.id)}
            className={cx(
              'w-full rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-info',
              entry.id === selectedId && 'bg-info-soft ring-1 ring-info-line',
            )}
          >
            <span className="flex flex-wrap justify-between gap-x-2">
              <span className="font-medium text-fg">{entry.authorName || HISTORY.unknownAuthor}</span>
              <time dateTime={entry.createdAt} className="text-fg-muted">
                {relativeTime(entry.createdAt, now)}
              </time>
            </span>
            <span className="block text-fg-secondary [overflow-wrap:anywhere]">{versionSummary(entry)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
