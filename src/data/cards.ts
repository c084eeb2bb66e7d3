// The dashboard card of a local brief (spec §3 "Brief list item").
import type { BriefsmithDB } from './db';
import type { BriefCard, LocalBrief } from './records';

export function cardOf(record: LocalBrief): BriefCard {
  const { row } = record;
  return {
    id: record.id,
    title: row.title,
    type: row.type,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: record.updatedAt,
    company: row.company,
    owner: record.isOwner ? null : { email: record.ownerEmail, full_name: record.ownerName },
    isOwner: record.isOwner,
    permission: record.permission,
    ...(record.updatedByName ? { updatedByName: record.updatedByName } : {}),
  };
}

/** Keeps the card in step with the brief (inside the caller's transaction). */
export async function putBriefRecord(db: BriefsmithDB, record: LocalBrief): Promise<void> {
  await db.briefs.put(record);
  if (record.deletedAt) await db.cards.delete(record.id);
  else await db.cards.put(cardOf(record));
}

export async function removeBriefRecord(db: BriefsmithDB, briefId: string): Promise<void> {
  await db.briefs.delete(briefId);
  await db.cards.delete(briefId);
}

/** `putBriefRecord` for many records at once. */
export async function putBriefRecords(db: BriefsmithDB, records: LocalBrief[]): Promise<void> {
  if (records.length === 0) return;
  await db.briefs.bulkPut(records);
  await db.cards.bulkPut(records.filter((record) => !record.deletedAt).map(cardOf));
  const hidden = records.filter((record) => record.deletedAt).map((record) => record.id);
  if (hidden.length > 0) await db.cards.bulkDelete(hidden);
}
