// What the device keeps of history and reviews (Dexie version 5): copies of server rows, refreshed
// whenever the device is online, so what was seen once can be shown offline. Never pushed: history and
// reviews are written only by the server.
import type { HistoryEntry } from '../domain/history';

/** A history entry with its author's name as it was when fetched. */
export type CachedHistoryEntry = HistoryEntry & { authorName: string };

export type ReviewStatus = 'pending' | 'approved' | 'changes_requested';

export type ReviewRecord = {
  id: string;
  briefId: string;
  reviewerId: string;
  reviewerName: string;
  requestedBy: string | null;
  requestedByName: string;
  note: string;
  requestedAt: string;
  status: ReviewStatus;
  decisionNote: string;
  decidedAt: string | null;
};
