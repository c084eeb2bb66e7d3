// The brief as the spec (§3) defines it: the stored row (snake_case) and the nested application type, both
// derived from the field registry (fields.ts), and the value types its fields hold.
import type { Tables } from '../lib/database';
import { columnsOfKind, FIELD_COLUMNS, type BriefFields, type ColumnValue, type FieldColumn } from './fields';

export * from './brief-values';

/** The brief in the application (docs/spec.md §3, nested): its identity and dates, and the registry's fields. */
export type Brief = { id: string; createdAt: string; updatedAt: string } & BriefFields;

/** Columns the server sets; a client never pushes them as part of a patch. */
export const SERVER_MANAGED_COLUMNS = ['id', 'user_id', 'created_at', 'updated_at', 'version'] as const;
export type ServerManagedColumn = (typeof SERVER_MANAGED_COLUMNS)[number];

export type BriefColumn = ServerManagedColumn | FieldColumn;

/**
 * The stored record (docs/spec.md §3, snake_case) plus the sync `version` the server bumps on every update:
 * the generated `briefs` table's columns the app reads and writes, with type, status and deliverables typed.
 */
export type BriefRow = { [C in ServerManagedColumn]: Tables<'briefs'>[C] } & {
  [C in FieldColumn]: ColumnValue<C>;
};

/** A row as it arrives (network, old data): any column may be missing, null or malformed. */
export type BriefRowInput = { [K in BriefColumn]?: unknown };

/** The columns that hold text, in spec order. */
export const TEXT_COLUMNS = columnsOfKind('text');

/** The columns that hold lists of strings (`text[]`), in spec order. */
export const LIST_COLUMNS = columnsOfKind('list', 'files', 'competitors');

/** Every column of the stored row: the server-managed ones, then the registry's in docs/spec.md §3 order. */
export const BRIEF_COLUMNS: readonly BriefColumn[] = [...SERVER_MANAGED_COLUMNS, ...FIELD_COLUMNS];

/** The owner shown on a card of a brief owned by someone else (docs/spec.md §3 "Brief list item"). */
export type BriefOwner = { email: string; full_name: string };

/** What a dashboard card needs (docs/spec.md §3 "Brief list item"). */
export type BriefListItem = Pick<Brief, 'id' | 'title' | 'type' | 'status' | 'createdAt' | 'updatedAt'> & {
  company: string;
  owner: BriefOwner | null;
  isOwner: boolean;
};
