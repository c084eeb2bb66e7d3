import { useCallback, useMemo, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { findParams, isFinding, type FindState } from '../../domain/find';
import type { BriefStats } from '../../domain/stats';
import type { BriefCard } from '../../data/records';
import { useFindState, type FindControls } from './use-find-state';
import { useFoundBriefs } from './use-found-briefs';

export interface DashboardFind extends FindControls {
  /** True when a search, filter or sort is in effect (the grid shows the find's results). */
  finding: boolean;
  /** The results when finding: undefined while every card is being read. */
  results?: { briefs: BriefCard[]; stats: BriefStats };
  /** Start reading every card now (the search field got focus): the first keystroke is then fast. */
  warmUp(): void;
  /** Bumps whenever the find changes, so the grid can go back to its first page. */
  key: string;
}

/**
 * The dashboard's search, filters and sort: state in the URL, results from every card in memory.
 * A keystroke, like a chosen filter or sort, renders its results in the render that answers it (one
 * task): filtering 5,000 cards takes a few milliseconds and a new set of cards draws its first rows
 * first (use-first-rows.ts). Deferred (useDeferredValue), the results were rendered in 5 ms slices
 * with a frame painted between them, which made a keystroke's results later, not the field faster.
 */
export function useDashboardFind(db: BriefsmithDB): DashboardFind {
  const controls = useFindState();
  const [warm, setWarm] = useState(false);
  const finding = isFinding(controls.state);
  // By value: the URL catching up with a typed query (a new state object) must not render the grid.
  const { q, status, type, owner, sort } = controls.state;
  const find = useMemo(() => ({ q, status, type, owner, sort }), [q, status, type, owner, sort]);
  const found = useFoundBriefs(db, find, finding || warm);
  const warmUp = useCallback(() => setWarm(true), []);
  return {
    ...controls,
    finding,
    results: finding ? found : undefined,
    warmUp,
    key: keyOf(controls.state),
  };
}

function keyOf(state: FindState): string {
  return findParams(state).toString();
}
