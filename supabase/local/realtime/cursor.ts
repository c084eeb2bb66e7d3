// Where the local Realtime server's delivery of realtime.messages stands. Rows are numbered as they are
// inserted (local_seq), but on PostgreSQL a transaction that inserted first can commit after one that
// inserted later, so a number missing below the highest delivered may still appear: it is read again
// until it does, not skipped. A number still missing after `gapWaitMs` belonged to a transaction (or
// savepoint) that rolled back — realtime.send's own exception block rolls back its insert on error —
// and is given up. Hosted Realtime reads committed changes from the write-ahead log and has no numbers
// to track.

/** Past this many numbers at once, a jump is not waited for (a sequence that skipped ahead). */
const MAX_TRACKED_GAP = 10_000;

export interface DeliveryCursor {
  /** The highest number delivered: read the rows after it... */
  readonly highest: number;
  /** ...and these, which are missing below it and may still commit. */
  missing(): number[];
  /** Of the rows read (any order, repeats ignored), those to deliver now, in number order. */
  take<T extends { local_seq: number | string }>(rows: T[], now: number): T[];
}

export function deliveryCursor(start: number, gapWaitMs: number): DeliveryCursor {
  let highest = start;
  const missingSince = new Map<number, number>();

  return {
    get highest() {
      return highest;
    },
    missing: () => [...missingSince.keys()],
    take(rows, now) {
      const seen = new Set<number>();
      const fresh = rows
        .map((row) => ({ row, seq: Number(row.local_seq) }))
        .filter(({ seq }) => {
          if (seen.has(seq) || !(seq > highest || missingSince.has(seq))) return false;
          seen.add(seq);
          return true;
        })
        .sort((a, b) => a.seq - b.seq);
      for (const { seq } of fresh) {
        if (seq <= highest) {
          missingSince.delete(seq);
          continue;
        }
        if (seq - highest - 1 <= MAX_TRACKED_GAP)
          for (let gap = highest + 1; gap < seq; gap++) missingSince.set(gap, now);
        highest = seq;
      }
      for (const [seq, since] of missingSince) if (now - since >= gapWaitMs) missingSince.delete(seq);
      return fresh.map(({ row }) => row);
    },
  };
}
