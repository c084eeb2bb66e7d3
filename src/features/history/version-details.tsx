// What one version changed, field by field, with Restore this version / Restore <field>.
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import type { EditableColumn } from '../../domain/diff';
import { changedFields, describeChange, type HistoryEntry } from '../../domain/history';
import { historyFieldLabel } from './field-label';
import { FieldChangeView } from './field-change';
import { HISTORY } from './strings';

const RESTORABLE: ReadonlySet<HistoryEntry['kind']> = new Set(['created', 'updated', 'restored']);

export function VersionDetails({
  entry,
  canRestore,
  isRestoring,
  onRestore,
  onRestoreVersion,
}: {
  entry: HistoryEntry;
  canRestore: boolean;
  isRestoring: boolean;
  /** One field, at once (its button names it). */
  onRestore(columns: EditableColumn[]): void;
  /** The whole version: asked first. */
  onRestoreVersion(columns: EditableColumn[]): void;
}) {
  const fields = useMemo(
    () =>
      changedFields(entry).map((column) => ({
        column,
        label: historyFieldLabel(column),
        change: describeChange(column, entry.changes[column]?.before, entry.changes[column]?.after),
      })),
    [entry],
  );
  const restorable = canRestore && RESTORABLE.has(entry.kind) && fields.length > 0;
  return (
    <section aria-label={`Version ${entry.version}`} className="flex min-w-0 flex-col gap-4">
      {entry.details.note && (
        <p className="text-sm text-fg-secondary italic [overflow-wrap:anywhere]">“{entry.details.note}”</p>
      )}
      {restorable && (
        <Button
          size="sm"
          className="self-start"
          isDisabled={isRestoring}
          onPress={() => onRestoreVersion(fields.map((f) => f.column))}
        >
          {isRestoring ? HISTORY.restoring : HISTORY.restoreVersion}
        </Button>
      )}
      {fields.length === 0 && !entry.details.note && (
        <p className="text-sm text-fg-muted">{HISTORY.noFieldChanges}</p>
      )}
      <ul className="flex flex-col gap-4">
        {fields.map(({ column, label, change }) => (
          <li key={column} className="flex flex-col gap-1.5 border-t border-line-subtle pt-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-fg">{label}</h3>
              {restorable && fields.length > 1 && (
                <Button
                  size="sm"
                  variant="outline"
                  isDisabled={isRestoring}
                  onPress={() => onRestore([column])}
                >
                  {HISTORY.restoreField(label)}
                </Button>
              )}
            </div>
            <FieldChangeView change={change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
