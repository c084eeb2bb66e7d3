// Restoring a version (or one field of it) is an ordinary save: the fields get the values that version
// gave them, saved through the repository (brief + outbox entry in one transaction), so the restore
// syncs, merges and conflicts like any edit — and appears in the history as a version of its own.
import { getBrief, saveBrief, type RepositoryContext } from '../../data/briefs-repository';
import type { BriefsmithDB } from '../../data/db';
import { BriefNotFoundError } from '../../data/briefs-repository';
import { deepEqual, type EditableColumn } from '../../domain/diff';
import { fileRefsOf, restorableValue, type HistoryEntry } from '../../domain/history';
import { briefFromRow, briefToRow } from '../../domain/mapping';
import { isOnline } from '../../lib/online';
import { fetchHistoryFiles } from './history-api';
import { HISTORY } from './strings';

export class RestoreError extends Error {}

export async function restoreVersion(
  db: BriefsmithDB,
  ctx: RepositoryContext,
  entry: Pick<HistoryEntry, 'briefId' | 'changes'>,
  columns: EditableColumn[],
): Promise<void> {
  const refs = columns.flatMap((column) => fileRefsOf(entry.changes[column]?.after));
  if (refs.length > 0 && !isOnline()) throw new RestoreError(HISTORY.needsConnection);
  const files = await fetchHistoryFiles(entry.briefId, refs);
  const current = await getBrief(db, entry.briefId);
  if (!current) throw new BriefNotFoundError(entry.briefId);
  const row: Record<string, unknown> = { ...briefToRow(current, ctx.userId) };
  for (const column of columns) {
    const value = restorableValue(column, entry.changes[column]?.after, files);
    if (value === undefined) throw new RestoreError(HISTORY.fileMissing);
    row[column] = value;
  }
  await saveBrief(
    db,
    { ...briefFromRow(row), createdAt: current.createdAt, updatedAt: current.updatedAt },
    ctx,
    {
      basedOn: current,
    },
  );
}

/**
 * Of `columns`, the fields a restore of `entry` would change on the device's copy now (asked before
 * "Restore this version"): a field that already holds the version's value is left out. A file field
 * of the version is stored by reference, so it counts as changing.
 */
export async function fieldsToChange(
  db: BriefsmithDB,
  ctx: Pick<RepositoryContext, 'userId'>,
  entry: Pick<HistoryEntry, 'briefId' | 'changes'>,
  columns: EditableColumn[],
): Promise<EditableColumn[]> {
  const current = await getBrief(db, entry.briefId);
  if (!current) return columns;
  const row: Record<string, unknown> = { ...briefToRow(current, ctx.userId) };
  return columns.filter((column) => {
    const after = entry.changes[column]?.after;
    if (fileRefsOf(after).length > 0) return true;
    const value = restorableValue(column, after, new Map());
    return value === undefined || !deepEqual(row[column], value);
  });
}
