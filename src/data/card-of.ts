// The dashboard card of a local brief (docs/spec.md §3 "Brief list item"), with its search text. Apart
// from cards.ts so that the database's own upgrade can build cards without an import cycle.
import { searchTextOf } from '../domain/find';
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
    ...(record.sharedWithMe !== undefined ? { sharedWithMe: record.sharedWithMe } : {}),
    search: searchTextOf(row, record.isOwner ? [] : [record.ownerName, record.ownerEmail]),
    ...(record.updatedByName ? { updatedByName: record.updatedByName } : {}),
  };
}
