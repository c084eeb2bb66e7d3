// A brief's conflict where the user works on it — the editor and the view. Same-field conflicts live at
// their fields (field-conflicts.tsx); up here only a line says how many and by whom, with a link to each
// (in the view, which has no field editors, the fields' blocks follow that line). Brief-level conflicts
// (deleted elsewhere, deleted here but changed there) stay here as one card. The "Sync conflict" badge
// leads to the first conflicting field.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { ConflictRecord, PushColumn } from '../../data/records';
import { getConflict } from '../../data/conflict-reads';
import { fieldByColumn, fieldLabel } from '../../domain/fields';
import { errorMessage } from '../../lib/errors';
import { useSyncEngine, useUserData } from '../../session';
import { ConflictCard } from './conflict-card';
import { theirsAuthor } from './conflict-time';
import {
  BRIEF_CONFLICT_ID,
  FieldConflict,
  fieldConflictId,
  focusFieldConflict,
  openBriefConflict,
} from './field-conflicts';
import { SYNC } from './strings';

export { openBriefConflict };

export function BriefConflict({
  briefId,
  title,
  fieldsHere = false,
}: {
  briefId: string;
  title: string;
  /** Show the field conflicts' blocks here (the view) rather than link to them at their fields. */
  fieldsHere?: boolean;
}) {
  const { db } = useUserData();
  const engine = useSyncEngine();
  const [busy, setBusy] = useState(false);
  const conflict = useLiveQuery(() => getConflict(db, briefId), [db, briefId]);
  if (!conflict) return null;
  if (conflict.kind === 'fields') return <FieldsSummary conflict={conflict} fieldsHere={fieldsHere} />;

  async function resolve(field: string, choice: 'mine' | 'theirs') {
    setBusy(true);
    try {
      await engine?.resolveConflict(briefId, field as PushColumn | '*', choice);
    } catch (error) {
      toast({ title: SYNC.actionFailed, description: errorMessage(error) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConflictRegion>
      <ConflictCard
        title={title}
        conflict={conflict}
        isBusy={busy || !engine}
        onResolve={(field, choice) => void resolve(field, choice)}
      />
    </ConflictRegion>
  );
}

/** "2 fields changed by Maya — review below", and a link to each field's conflict. */
function FieldsSummary({ conflict, fieldsHere }: { conflict: ConflictRecord; fieldsHere: boolean }) {
  const author = theirsAuthor(conflict);
  const count = conflict.fields.length;
  return (
    <ConflictRegion className="rounded-lg border border-warning-line bg-warning-soft p-4">
      <p className="text-sm font-semibold text-warning-fg">
        {author ? SYNC.fieldsChangedBy(count, author.name) : SYNC.fieldsChangedElsewhere(count)}
      </p>
      <p className="text-sm text-fg-muted">{SYNC.fieldConflictsIntro}</p>
      {fieldsHere ? (
        conflict.fields.map((field) => {
          const path = fieldByColumn(field.field)?.path;
          return path ? <FieldConflict key={field.field} path={path} withLabel /> : null;
        })
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {conflict.fields.map((field) => (
            <li key={field.field}>
              <a
                href={`#${fieldConflictId(field.field)}`}
                className="font-medium text-accent-fg underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  focusFieldConflict(field.field);
                }}
              >
                {fieldLabel(field.field)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ConflictRegion>
  );
}

/** The conflict's landmark: the Sync conflict badge focuses it (BRIEF_CONFLICT_ID). */
function ConflictRegion({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div
      id={BRIEF_CONFLICT_ID}
      tabIndex={-1}
      role="region"
      aria-label={SYNC.fieldConflicts}
      className={`flex flex-col gap-2 outline-none print:hidden ${className}`}
    >
      {children}
    </div>
  );
}
