// The dashboard's first page of cards, read as soon as the user's database is opened at start-up
// (docs/design.md §9): the read overlaps the download of the dashboard's code, so the dashboard shows cards on
// its first render instead of after its own first read. It stands in only until that live read answers.
import { useSyncExternalStore } from 'react';
import type { BriefsmithDB } from '../data/db';
import { countCards, readCardPage } from '../data/cards';
import type { BriefCard } from '../data/records';

export interface BriefPage {
  /** The first `limit` cards, newest first. */
  briefs: BriefCard[];
  /** How many briefs there are in all. */
  total: number;
}

/** Cards rendered per step: small enough that each step stays well under a 50 ms task (docs/design.md §9). */
export const PAGE_SIZE = 30;

type Early = { db: BriefsmithDB; page?: BriefPage };

let early: Early | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Starts reading the first `PAGE_SIZE` cards and the total of `db` (the one just opened). */
export function prefetchFirstPage(db: BriefsmithDB): void {
  const entry: Early = { db };
  early = entry;
  Promise.all([readCardPage(db, PAGE_SIZE), countCards(db)]).then(
    ([briefs, total]) => {
      if (early !== entry) return;
      entry.page = { briefs, total };
      notify();
    },
    // The dashboard's own read reports any failure.
    () => undefined,
  );
}

/** The early first page of `db`, if read (outside React). */
export function peekFirstPage(db: BriefsmithDB): BriefPage | undefined {
  return early?.db === db ? early.page : undefined;
}

/** Drops the early page: the live read has answered (or the database is closing). */
export function forgetFirstPage(db: BriefsmithDB): void {
  if (early?.db !== db) return;
  early = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The early first page of `db` when `limit` is the first page's size and it has been read. */
export function useEarlyFirstPage(db: BriefsmithDB, limit: number): BriefPage | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (early?.db === db && limit === PAGE_SIZE ? early.page : undefined),
    () => undefined,
  );
}
