// Pure helpers over stored rows: which columns are pushed, value equality, patches.
import { BRIEF_COLUMNS, SERVER_MANAGED_COLUMNS } from '../domain/brief';
import type { Patch, PushColumn, StoredRow } from './records';

const SERVER_MANAGED: ReadonlySet<string> = new Set(SERVER_MANAGED_COLUMNS);

/** Every column a client pushes, in spec order. */
export const PUSH_COLUMNS = BRIEF_COLUMNS.filter(
  (column): column is PushColumn => !SERVER_MANAGED.has(column),
);

/** Structural equality of stored values (text, string[], the deliverables object). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  if (keys.length !== Object.keys(bRecord).length) return false;
  return keys.every((key) => key in bRecord && sameValue(aRecord[key], bRecord[key]));
}

/** The columns of `next` that differ from `previous` (all of them when there is no previous row). */
export function changedColumns(previous: StoredRow | null, next: StoredRow): Patch {
  const patch: Patch = {};
  for (const column of PUSH_COLUMNS) {
    if (!previous || !sameValue(previous[column], next[column])) patch[column] = next[column];
  }
  return patch;
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
