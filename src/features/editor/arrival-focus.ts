import { useLocation } from 'react-router-dom';

/**
 * True when the editor was opened right after Create New Brief (location state `{ focus: 'title' }`,
 * see features/briefs/arrival.ts): Brief Title then takes the focus, so typing goes on where it was.
 */
export function useFocusTitleOnArrival(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && (state as { focus?: unknown }).focus === 'title';
}
