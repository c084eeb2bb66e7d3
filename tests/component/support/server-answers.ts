// What the server answers a component's request, at the network's edge (fetch): the app's own code —
// supabase-js, the repository, the hooks — runs unchanged. Restored after each test by vi.restoreAllMocks.
import { vi } from 'vitest';

/** fetch_brief answers `doc` (null: no such brief for this user). */
export function serverAnswersFetchBrief(doc: unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(doc), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

/** No answer at all: the server is down or the device offline. */
export function serverUnreachable() {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
}
