// A brief's history as the server records it (supabase/migrations/*_brief_history.sql) and what one
// version changed, ready to show: a word difference for text, added and removed items for lists and
// files, ticked and unticked boxes for deliverables. Files are references ({file, name, size}) in the
// history; restoring one needs its text, looked up by reference.
import { DELIVERABLE_GROUPS } from './deliverables';
import { EDITABLE_COLUMNS, type EditableColumn } from './diff';
import { columnsOfKind } from './fields';
import { decodeFileItem } from './files';
import { statusLabel, typeLabel } from './labels';
import { wordDiff, type DiffPart } from './word-diff';

export type HistoryKind =
  'created' | 'updated' | 'deleted' | 'restored' | 'review_requested' | 'approved' | 'changes_requested';

export interface HistoryFileRef {
  file: string;
  name: string | null;
  size: number;
}

export interface FieldValues {
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  briefId: string;
  version: number;
  kind: HistoryKind;
  authorId: string | null;
  createdAt: string;
  changes: Partial<Record<EditableColumn, FieldValues>>;
  /** Review events: the note, the reviewers asked, and for a client's decision the client's name. */
  details: { note?: string; reviewers?: string[]; client?: { name?: string } };
}

export type FieldChange =
  | { kind: 'text'; parts: DiffPart[] }
  | { kind: 'value'; before: string; after: string }
  | { kind: 'list'; added: string[]; removed: string[] }
  | { kind: 'files'; added: string[]; removed: string[] }
  | { kind: 'deliverables'; checked: string[]; unchecked: string[] };

const FILE_COLUMNS: ReadonlySet<string> = new Set(columnsOfKind('files'));

/** The columns a version changed, in the brief's order. */
export function changedFields(entry: Pick<HistoryEntry, 'changes'>): EditableColumn[] {
  return EDITABLE_COLUMNS.filter((column) => entry.changes[column] !== undefined);
}

export function isHistoryFileRef(item: unknown): item is HistoryFileRef {
  return typeof item === 'object' && item !== null && typeof (item as HistoryFileRef).file === 'string';
}

/** What a field's change means to a reader. */
export function describeChange(column: EditableColumn, before: unknown, after: unknown): FieldChange {
  if (column === 'type' || column === 'status') {
    const label = column === 'type' ? typeLabel : statusLabel;
    return {
      kind: 'value',
      before: before == null ? '' : label(String(before)),
      after: label(String(after ?? '')),
    };
  }
  if (column === 'deliverables') return deliverablesChange(before, after);
  if (FILE_COLUMNS.has(column)) {
    const { added, removed } = multisetDifference(items(before), items(after), fileKey);
    return { kind: 'files', added: added.map(fileName), removed: removed.map(fileName) };
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const { added, removed } = multisetDifference(
      items(before).map(String),
      items(after).map(String),
      String,
    );
    return { kind: 'list', added, removed };
  }
  return {
    kind: 'text',
    parts: wordDiff(before == null ? '' : String(before), after == null ? '' : String(after)),
  };
}

/**
 * A recorded value as a row value: file references replaced by their text. Undefined when a
 * referenced file is not in `files` (it cannot be restored then).
 */
export function restorableValue(
  column: EditableColumn,
  value: unknown,
  files: ReadonlyMap<string, string>,
): unknown {
  if (!FILE_COLUMNS.has(column) || !Array.isArray(value)) return value;
  const restored: string[] = [];
  for (const item of value) {
    if (!isHistoryFileRef(item)) restored.push(String(item));
    else {
      const data = files.get(item.file);
      if (data === undefined) return undefined;
      restored.push(data);
    }
  }
  return restored;
}

/** The file references a value holds (their text is needed before a restore). */
export function fileRefsOf(value: unknown): string[] {
  return items(value)
    .filter(isHistoryFileRef)
    .map((item) => item.file);
}

function items(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function fileKey(item: unknown): string {
  return isHistoryFileRef(item) ? `ref:${item.file}` : `text:${String(item)}`;
}

function fileName(item: unknown): string {
  if (isHistoryFileRef(item)) return item.name?.trim() || 'File';
  const decoded = decodeFileItem(String(item));
  return typeof decoded === 'string' ? decoded : decoded.name.trim() || 'File';
}

/** Items of `after` not in `before` and the reverse, counting repeats. */
function multisetDifference<T>(before: T[], after: T[], key: (item: T) => string) {
  const remaining = new Map<string, number>();
  for (const item of before) remaining.set(key(item), (remaining.get(key(item)) ?? 0) + 1);
  const added: T[] = [];
  for (const item of after) {
    const count = remaining.get(key(item)) ?? 0;
    if (count > 0) remaining.set(key(item), count - 1);
    else added.push(item);
  }
  const removed: T[] = [];
  for (const item of before) {
    const count = remaining.get(key(item)) ?? 0;
    if (count > 0) {
      removed.push(item);
      remaining.set(key(item), count - 1);
    }
  }
  return { added, removed };
}

function deliverablesChange(before: unknown, after: unknown): FieldChange {
  const ticked = (value: unknown, group: string, option: string) => {
    const groupValue = (value as Record<string, unknown> | null)?.[group];
    return (groupValue as Record<string, unknown> | undefined)?.[option] === true;
  };
  const checked: string[] = [];
  const unchecked: string[] = [];
  for (const group of DELIVERABLE_GROUPS) {
    for (const option of group.options) {
      const was = ticked(before, group.key, option.key);
      const is = ticked(after, group.key, option.key);
      if (was === is) continue;
      (is ? checked : unchecked).push(`${group.label}: ${option.label}`);
    }
  }
  return { kind: 'deliverables', checked, unchecked };
}
