// Pure helpers over stored rows: which columns are pushed, patches. Which columns a client may push
// and when two values are equal are the domain's rules (domain/diff.ts); this module only adapts them
// to stored rows, which have no `version` and may have no previous row yet.
import { diffRows, EDITABLE_COLUMNS } from '../domain/diff';
import type { Patch, PushColumn, StoredRow } from './records';

/** Every column a client pushes, in spec order. */
export const PUSH_COLUMNS: readonly PushColumn[] = EDITABLE_COLUMNS;

/** The columns of `next` that differ from `previous` (all of them when there is no previous row). */
export function changedColumns(previous: StoredRow | null, next: StoredRow): Patch {
  return previous ? diffRows(previous, next) : pickColumns(next, PUSH_COLUMNS);
}

/** `row` with the patch's columns replaced. */
export function applyPatch(row: StoredRow, patch: Patch): StoredRow {
  return { ...row, ...patch } as StoredRow;
}

/** The values of `columns` in `row` (undefined row: nothing). */
export function pickColumns(row: StoredRow | null, columns: Iterable<string>): Patch {
  const values: Patch = {};
  if (!row) return values;
  for (const column of columns) values[column as PushColumn] = row[column as PushColumn];
  return values;
}

export function isEmptyPatch(patch: Patch): boolean {
  return Object.keys(patch).length === 0;
}
