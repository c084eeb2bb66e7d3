// Server rows as the local database keeps them. Values are kept exactly as the server stores them
// (no re-encoding of files or competitors), so the base values sent with a change compare equal to
// the server's own and no spurious conflict arises; only timestamps are normalised for sorting.
import { LIST_COLUMNS, TEXT_COLUMNS } from '../domain/brief';
import { rowVersion } from '../domain/mapping';
import { offloadFiles } from '../data/files';
import type { FileRecord, Permission, StoredRow } from '../data/records';

export type ServerRow = Record<string, unknown>;

function iso(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function storedRowFromServer(raw: ServerRow): {
  row: StoredRow;
  version: number;
  files: FileRecord[];
} {
  const row: Record<string, unknown> = {
    id: text(raw.id),
    user_id: text(raw.user_id),
    type: raw.type ?? 'brand',
    status: raw.status ?? 'draft',
    created_at: iso(raw.created_at),
    updated_at: iso(raw.updated_at),
    deliverables: raw.deliverables ?? {},
  };
  for (const column of TEXT_COLUMNS) row[column] = text(raw[column]);
  for (const column of LIST_COLUMNS) {
    const list = raw[column];
    row[column] = Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  }
  const { values, files } = offloadFiles(row as StoredRow);
  return { row: values, version: rowVersion(raw.version), files };
}

export type ServerAccess = {
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  isOwner: boolean;
  permission: Permission;
  /** The brief has a share for the user (an admin's permission says 'admin' either way). */
  sharedWithMe: boolean;
  updatedByName: string;
};

/** Who owns a pulled brief and what the signed-in user may do with it. */
export function accessFromServer(raw: ServerRow): ServerAccess {
  const permission = raw.permission;
  return {
    ownerId: text(raw.user_id),
    ownerEmail: text(raw.owner_email),
    ownerName: text(raw.owner_full_name),
    isOwner: raw.is_owner === true,
    permission:
      permission === 'owner' || permission === 'write' || permission === 'admin' ? permission : 'read',
    sharedWithMe: raw.shared_with_me === true,
    updatedByName: text(raw.updated_by_name),
  };
}
