// Row <-> application mapping (docs/spec.md §3 conversion rules). Both directions live here so that a
// brief written by the app reads back unchanged, and a stored row survives being read and written.
//   - missing (or null) text → '', missing lists → [];
//   - direct competitors ↔ 'name: strengths | weaknesses' (competitors.ts);
//   - uploaded files ↔ JSON text of {data, name} (files.ts);
//   - an unknown or missing type/status reads as the new-brief default (brand/draft).
import type {
  Brief,
  BriefRow,
  BriefRowInput,
  BriefStatus,
  BriefType,
  DirectCompetitor,
  FileItem,
} from './brief';
import { isBriefStatus, isBriefType } from './brief';
import { formatDirectCompetitor, parseDirectCompetitor } from './competitors';
import { parseDeliverables } from './deliverables';
import { BRIEF_FIELDS, type FieldKind } from './fields';
import { decodeFileItem, encodeFileItem } from './files';

/** How a stored value of each kind reads into the brief (leniently: any stored value gives a valid field). */
const READ: Record<FieldKind, (value: unknown, column: string) => unknown> = {
  text: (value) => text(value),
  choice: (value, column) => (column === 'type' ? briefType(value) : briefStatus(value)),
  list: (value) => list(value),
  files: (value) => list(value).map(decodeFileItem),
  competitors: (value) => list(value).map(parseDirectCompetitor),
  deliverables: (value) => parseDeliverables(value),
};

/** How a field of each kind is stored; lists are copied, so editing the row never edits the brief. */
const WRITE: Record<FieldKind, (value: unknown) => unknown> = {
  text: (value) => value,
  choice: (value) => value,
  list: (value) => [...items<string>(value)],
  files: (value) => items<FileItem>(value).map(encodeFileItem),
  competitors: (value) => items<DirectCompetitor>(value).map(formatDirectCompetitor),
  deliverables: (value) => parseDeliverables(value),
};

/** Each registry field's place in the nested brief: a top-level key, or a key of a group. */
const PLACES = BRIEF_FIELDS.map(({ path, column, kind }) => {
  const [first = '', second] = path.split('.');
  return second === undefined ? { column, kind, key: first } : { column, kind, group: first, key: second };
});

export function briefFromRow(row: BriefRowInput): Brief {
  const brief: Record<string, unknown> = {
    id: text(row.id),
    createdAt: text(row.created_at),
    updatedAt: text(row.updated_at),
  };
  const groups = new Map<string, Record<string, unknown>>();
  for (const { column, kind, key, group } of PLACES) {
    const value = READ[kind](row[column], column);
    if (group === undefined) brief[key] = value;
    else {
      const values = groups.get(group) ?? {};
      values[key] = value;
      groups.set(group, values);
    }
  }
  for (const [group, values] of groups) brief[group] = values;
  // Every registry field was set above from its kind: this is the registry's nested shape (BriefFields).
  return brief as Brief;
}

/**
 * The stored row for a brief. `userId` is the owner; `version` is the server version the local
 * copy is based on (0 for a brief the server has not seen). The server-managed columns
 * (SERVER_MANAGED_COLUMNS) are never pushed as a change.
 */
export function briefToRow(brief: Brief, userId: string, version = 0): BriefRow {
  const row: Record<string, unknown> = {
    id: brief.id,
    user_id: userId,
    created_at: brief.createdAt,
    updated_at: brief.updatedAt,
    version,
  };
  const top: Record<string, unknown> = brief;
  for (const { column, kind, key, group } of PLACES) {
    const from = group === undefined ? top : (top[group] as Record<string, unknown>);
    row[column] = WRITE[kind](from[key]);
  }
  // Every registry column was written above from its field's kind: this is the stored row's shape.
  return row as BriefRow;
}

/** Reads the server's version (a bigint may arrive as a number or as decimal text). */
export function rowVersion(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return 0;
}

/** A stored row read defensively: every column present and well-typed. */
export function normalizeRow(row: BriefRowInput): BriefRow {
  return briefToRow(briefFromRow(row), text(row.user_id), rowVersion(row.version));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** A brief's list field: the registry's kind says it is an array of `T`. */
function items<T>(value: unknown): readonly T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function briefType(value: unknown): BriefType {
  return isBriefType(value) ? value : 'brand';
}

function briefStatus(value: unknown): BriefStatus {
  return isBriefStatus(value) ? value : 'draft';
}
