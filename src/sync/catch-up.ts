// The pull owed to the live link (live.ts). When its channel (re)subscribes, the signals sent while it
// was down are lost, so the engine pulls to catch up. A pull already under way when the link connects
// (as one always is during a first download) does that itself once it asks for a page afterwards: a
// second pull after it read again every brief within the pull's overlap window (pull.ts) — the whole
// download when its briefs were written together. A row committed late behind an earlier page, whose
// signal was lost, is read by the next pull's overlap, which starts from the same saved cursor.

export type CatchUp = {
  /** A pull page is being asked for. */
  pageRequested(): void;
  /** The link has (re)subscribed: a pull is owed. */
  connected(): void;
  /** A pull has finished (`ok`: it read up to the end). */
  pulled(ok: boolean): void;
  /** Whether the owed pull has yet to happen. */
  owed(): boolean;
};

export function catchUpTracker(): CatchUp {
  let requested = 0;
  /** Pages asked for when the link connected; null when nothing is owed. */
  let owedAfter: number | null = null;
  return {
    pageRequested: () => void requested++,
    connected: () => void (owedAfter = requested),
    pulled(ok) {
      // Its last page (the one that said there was no more) was asked for after the link connected.
      if (ok && owedAfter !== null && requested > owedAfter) owedAfter = null;
    },
    owed: () => owedAfter !== null,
  };
}
