// Whether the Team page has room for its tables (48rem and up, Tailwind's `md`); narrower, as on a
// phone, members and invitations are cards, so that no action ends up off-screen.
import { useMediaQuery } from '../../lib/use-media-query';

/** True on a screen wide enough for the tables; true as well where the width cannot be told. */
export function useWideLayout(): boolean {
  return useMediaQuery('(min-width: 48rem)');
}
