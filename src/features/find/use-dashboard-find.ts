import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { BriefsmithDB } from '../../data/db';
import { findParams, isFinding, type FindState } from '../../domain/find';
import type { BriefStats } from '../../domain/stats';
import type { BriefCard } from '../../data/records';
import { useFindState, type FindControls } from './use-find-state';
import { useFoundBriefs } from './use-found-briefs';

export interface DashboardFind extends FindControls {
  /** True when a search, filter or sort is in effect (the grid shows the find's results). */
  finding: boolean;
  /**
   * The results trail the find by a render (useDeferredValue: typing never waits for the grid). True
   * while they are the previous find's: the status must not announce their count as the new one's.
   */
  updating: boolean;
  /** Whether the find the results belong to searches, filters or sorts (their count is announced). */
  resultsFinding: boolean;
  /** The results when finding: undefined while every card is being read. */
  results?: { briefs: BriefCard[]; stats: BriefStats };
  /** Start reading every card now (the search field got focus): the first keystroke is then fast. */
  warmUp(): void;
  /** Bumps whenever the find changes, so the grid can go back to its first page. */
  key: string;
}

/** The dashboard's search, filters and sort: state in the URL, results from every card in memory. */
export function useDashboardFind(db: BriefsmithDB): DashboardFind {
  const controls = useFindState();
  const [warm, setWarm] = useState(false);
  const finding = isFinding(controls.state);
  // Only typing is deferred: a chosen filter or sort renders its results in the render that answers
  // the click (one task), rather than in a background render sliced between frames.
  const q = useDeferredValue(controls.state.q);
  const { status, type, owner, sort } = controls.state;
  const shown = useMemo(() => ({ q, status, type, owner, sort }), [q, status, type, owner, sort]);
  const found = useFoundBriefs(db, shown, finding || warm);
  const warmUp = useCallback(() => setWarm(true), []);
  return {
    ...controls,
    finding,
    updating: q !== controls.state.q,
    resultsFinding: isFinding(shown),
    results: finding ? found : undefined,
    warmUp,
    key: keyOf(controls.state),
  };
}

function keyOf(state: FindState): string {
  return findParams(state).toString();
}
