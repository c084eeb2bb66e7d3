// The patch the sync engine pushes: only the columns that changed between the version a local
// edit was based on and the edited row. Server-managed columns are never part of a patch.
import type { BriefRow } from './brief';
import { FIELD_COLUMNS, type FieldColumn } from './fields';

/** The columns a client may change, in spec order: the field registry's. */
export const EDITABLE_COLUMNS: readonly FieldColumn[] = FIELD_COLUMNS;

export type EditableColumn = FieldColumn;
export type BriefPatch = Partial<Pick<BriefRow, EditableColumn>>;
/** Any row that holds every editable column (a server row, or a stored row without `version`). */
type EditableRow = Pick<BriefRow, EditableColumn>;

/** Changed columns only (deep equality on lists and the deliverables object). */
export function diffRows(base: EditableRow, next: EditableRow): BriefPatch {
  const patch: Record<string, unknown> = {};
  for (const column of EDITABLE_COLUMNS) {
    if (!deepEqual(base[column], next[column])) patch[column] = next[column];
  }
  return patch as BriefPatch;
}

/** The columns a patch touches. */
export function changedColumns(base: EditableRow, next: EditableRow): EditableColumn[] {
  return Object.keys(diffRows(base, next)) as EditableColumn[];
}

/** Structural equality for JSON-like values (strings, numbers, booleans, null, arrays, objects). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  const bKeys = Object.keys(bRecord).filter((key) => bRecord[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && deepEqual(aRecord[key], bRecord[key]));
}
