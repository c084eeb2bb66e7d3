// A find that replaces the cards (a keystroke, a filter, a sort, clearing the search) mounts a whole
// page of new cards, and mounting them is most of the time from input to results (measured
// by bench/profile-find.ts). The cards a screen shows first are drawn in that render; the rest of the
// page follows in a background render right after, so the results appear sooner and no one render
// mounts thirty cards. Changes that keep the cards (Show more, a sync updating one) draw all at once.
import { startTransition, useEffect, useState } from 'react';

/**
 * Two rows of the widest grid. The cards start below the header, the stats and the find toolbar, so
 * even a tall screen shows at most two rows of them at the top of the page; further down, the rest
 * follows a frame later.
 */
export const FIRST_ROWS = 6;

/** True when `next` replaces most of `before`: fewer than half of its first cards were shown. */
export function replacesCards(before: readonly { id: string }[], next: readonly { id: string }[]): boolean {
  if (next.length <= FIRST_ROWS) return false;
  const shown = new Set(before.map((card) => card.id));
  let kept = 0;
  const head = Math.min(next.length, before.length || next.length);
  for (let i = 0; i < head; i++) if (shown.has(next[i]!.id)) kept++;
  return kept * 2 < head;
}

/** The cards to render now: all of them, or the first rows of a new set until the next render. */
export function useFirstRows<T extends { id: string }>(cards: readonly T[]): readonly T[] {
  // The list drawn in full last; a new set renders its first rows until the effect catches up.
  const [complete, setComplete] = useState(cards);
  const partial = complete !== cards && replacesCards(complete, cards);
  useEffect(() => {
    if (complete === cards) return;
    // After the first rows are painted: a background render React can interrupt for the next keystroke.
    const frame = requestAnimationFrame(() => startTransition(() => setComplete(cards)));
    return () => cancelAnimationFrame(frame);
  }, [cards, complete]);
  return partial ? cards.slice(0, FIRST_ROWS) : cards;
}
