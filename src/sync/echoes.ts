// A device's own pushes come back to it as live signals: the server signals every reader of a changed
// brief (live.ts), its author too. The push's answer already brought the server's row, so pulling on
// that echo only reads again what the device has — and the pull starts a little before the saved
// cursor (pull.ts), so after a burst of writes (a first download, an import) each save re-read
// thousands of briefs. The engine notes each brief it sends and skips the pull for a signal naming
// only briefs it is waiting to hear back about, once per send.
//
// A colleague's signal for the same brief can be taken for the echo; the echo itself then arrives
// unexpected and pulls, so nothing is missed. Only an echo that never comes (the push never reached
// the database) lets one such signal pass unpulled within ECHO_WAIT_MS; the next pull reads it.

/** How long a sent change waits for its echo (hosted cancels a statement after 8 s). */
export const ECHO_WAIT_MS = 10_000;

export type EchoTracker = {
  /** A push request naming these briefs is being sent. */
  sent(briefIds: readonly string[]): void;
  /** Whether a signal naming these briefs is only the echo of this device's sends (consumed if so). */
  isEcho(briefIds: readonly string[]): boolean;
};

export function echoTracker(now: () => number, waitMs = ECHO_WAIT_MS): EchoTracker {
  /** Per brief, when each awaited echo stops being awaited. */
  const awaited = new Map<string, number[]>();
  const live = (briefId: string) => {
    const until = (awaited.get(briefId) ?? []).filter((time) => time > now());
    if (until.length > 0) awaited.set(briefId, until);
    else awaited.delete(briefId);
    return until;
  };
  return {
    sent(briefIds) {
      const until = now() + waitMs;
      for (const briefId of briefIds) awaited.set(briefId, [...live(briefId), until]);
    },
    isEcho(briefIds) {
      const ids = [...new Set(briefIds)];
      if (ids.length === 0 || !ids.every((briefId) => live(briefId).length > 0)) return false;
      for (const briefId of ids) {
        const [, ...rest] = live(briefId);
        if (rest.length > 0) awaited.set(briefId, rest);
        else awaited.delete(briefId);
      }
      return true;
    },
  };
}
