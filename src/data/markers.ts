// Per-brief sync markers and counts for the UI, read straight from the database so they work in every
// tab with useLiveQuery (the outbox and conflicts tables are small: one entry per changed brief).
import type { BriefsmithDB } from './db';
import { inlineFiles } from './files';
import type { ConflictRecord, OutboxEntry } from './records';

/** 'unsynced': saved locally, not on the server yet; 'blocked': the server refused it; 'conflict'. */
export type BriefSyncMarker = 'unsynced' | 'blocked' | 'conflict';

export type BlockedBrief = { briefId: string; title: string; reason: string };

/** The marker of each brief that has one (the most urgent: conflict, then blocked, then unsynced). */
export async function briefSyncMarkers(db: BriefsmithDB): Promise<Record<string, BriefSyncMarker>> {
  const [entries, conflicts] = await Promise.all([db.outbox.toArray(), db.conflicts.toArray()]);
  const markers: Record<string, BriefSyncMarker> = {};
  for (const entry of entries) {
    if (markers[entry.briefId] !== 'blocked') {
      markers[entry.briefId] = entry.status === 'blocked' ? 'blocked' : 'unsynced';
    }
  }
  for (const conflict of conflicts) markers[conflict.briefId] = 'conflict';
  return markers;
}

/** How many briefs have changes that have not reached the server (warn before signing out). */
export async function pendingBriefCount(db: BriefsmithDB): Promise<number> {
  const [entries, conflicts] = await Promise.all([db.outbox.toArray(), db.conflicts.toArray()]);
  return new Set([...entries.map((entry) => entry.briefId), ...conflicts.map((c) => c.briefId)]).size;
}

export async function oldestPendingAt(db: BriefsmithDB): Promise<number | null> {
  const entries: OutboxEntry[] = await db.outbox.toArray();
  return entries.reduce<number | null>(
    (oldest, e) => (oldest === null ? e.createdAt : Math.min(oldest, e.createdAt)),
    null,
  );
}

/** Briefs whose change the server refused, with its reason, kept until the user acts. */
export async function listBlocked(db: BriefsmithDB): Promise<BlockedBrief[]> {
  const blocked = await db.outbox.where('status').equals('blocked').toArray();
  const records = await db.briefs.bulkGet(blocked.map((entry) => entry.briefId));
  return blocked.map((entry, index) => ({
    briefId: entry.briefId,
    title: records[index]?.row.title ?? '',
    reason: entry.lastError ?? '',
  }));
}

export async function listConflicts(db: BriefsmithDB): Promise<ConflictRecord[]> {
  return db.conflicts.toArray();
}

/** A brief's conflict with file references replaced by the files, ready to show both values. */
export async function getConflict(db: BriefsmithDB, briefId: string): Promise<ConflictRecord | undefined> {
  const conflict = await db.conflicts.get(briefId);
  if (!conflict) return undefined;
  const fields = await Promise.all(
    conflict.fields.map(async (field) => {
      const [mine, theirs, base] = await Promise.all(
        [field.mine, field.theirs, field.base].map(async (value) =>
          Array.isArray(value) ? (await inlineFiles(db, { [field.field]: value }))[field.field] : value,
        ),
      );
      return { ...field, mine, theirs, base };
    }),
  );
  return { ...conflict, fields };
}
