import { putBriefRecords } from '../../../src/data/sync-writer.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { LocalBrief, Permission } from '../../../src/data/records.ts';
import type { Brief, BriefStatus, BriefType } from '../../../src/domain/brief.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';

export interface BriefOverrides {
  title?: string;
  company?: string;
  status?: BriefStatus;
  ownerId?: string;
  ownerEmail?: string;
  ownerName?: string;
  isOwner?: boolean;
  permission?: Permission;
  /** As the pull says (`shared_with_me`); absent as in records stored before it did. */
  sharedWithMe?: boolean;
  serverVersion?: number;
  updatedAt?: string;
  createdAt?: string;
  type?: BriefType;
  /** Any other change to the brief before it is stored. */
  edit?: (brief: Brief) => void;
}

/** Stores a brief as the sync engine would after a pull (on the server, owned by whoever). */
export async function storeBrief(db: BriefsmithDB, overrides: BriefOverrides = {}): Promise<LocalBrief> {
  const brief = makeBrief({
    title: overrides.title ?? 'Spring Campaign',
    overview: { company: overrides.company ?? 'Acme' },
    status: overrides.status ?? 'draft',
    createdAt: new Date().toISOString(),
    updatedAt: overrides.updatedAt ?? new Date().toISOString(),
  });
  if (overrides.createdAt) brief.createdAt = overrides.createdAt;
  if (overrides.type) brief.type = overrides.type;
  overrides.edit?.(brief);
  const ownerId = overrides.ownerId ?? db.userId;
  const { version: _version, ...row } = briefToRow(brief, ownerId);
  const isOwner = overrides.isOwner ?? ownerId === db.userId;
  const record: LocalBrief = {
    id: brief.id,
    row,
    base: row,
    serverVersion: overrides.serverVersion ?? 1,
    ownerId,
    ownerEmail: overrides.ownerEmail ?? 'owner@example.com',
    ownerName: overrides.ownerName ?? '',
    isOwner,
    permission: overrides.permission ?? (isOwner ? 'owner' : 'read'),
    ...(overrides.sharedWithMe !== undefined ? { sharedWithMe: overrides.sharedWithMe } : {}),
    updatedAt: brief.updatedAt,
  };
  await db.transaction('rw', [db.briefs, db.cards], () => putBriefRecords(db, [record]));
  return record;
}
