// A brief's open threads per section, live, for its sections' "Comments" buttons: one query per brief
// however many buttons show it (a brief's page has one per section), counted from an index's keys
// (data/comment-counts.ts), not from the comments themselves.
import { liveQuery } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import { openThreadCounts } from '../../data/comment-counts';
import type { BriefsmithDB } from '../../data/db';
import type { SectionId } from '../../domain/fields';
import { useUserData } from '../../session';

type Counts = Partial<Record<SectionId, number>>;

interface Shared {
  counts: Counts | undefined;
  listeners: Set<() => void>;
  stop(): void;
}

const shared = new WeakMap<BriefsmithDB, Map<string, Shared>>();

function subscribe(db: BriefsmithDB, briefId: string, listener: () => void): () => void {
  const byBrief = shared.get(db) ?? new Map<string, Shared>();
  shared.set(db, byBrief);
  let entry = byBrief.get(briefId);
  if (!entry) {
    const created: Shared = { counts: undefined, listeners: new Set(), stop: () => undefined };
    const subscription = liveQuery(() => openThreadCounts(db, briefId)).subscribe({
      next: (counts) => {
        created.counts = counts;
        for (const notify of [...created.listeners]) notify();
      },
      // A failed read leaves the counts as they were; the next change reads again.
      error: () => undefined,
    });
    created.stop = () => subscription.unsubscribe();
    byBrief.set(briefId, created);
    entry = created;
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.stop();
    if (byBrief.get(briefId) === current) byBrief.delete(briefId);
  };
}

/** The open threads of `briefId` in `section`: undefined until first read. */
export function useOpenThreadCount(briefId: string, section: SectionId): number | undefined {
  const { db } = useUserData();
  // The same function while the brief is the same: a new one would unsubscribe and start over each render.
  const subscribeHere = useCallback(
    (listener: () => void) => subscribe(db, briefId, listener),
    [db, briefId],
  );
  return useSyncExternalStore(subscribeHere, () => {
    const counts = shared.get(db)?.get(briefId)?.counts;
    return counts && (counts[section] ?? 0);
  });
}
