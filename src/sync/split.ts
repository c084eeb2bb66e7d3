// A request the server cancelled for taking too long is made smaller, never sent again unchanged
// (docs/design.md §6). Hosted Supabase gives each API role a statement timeout (authenticated 8 s,
// anon 3 s; supabase/migrations/*_role_statement_timeouts.sql); a statement past it is cancelled
// with SQLSTATE 57014 and rolled back whole — PostgREST answers 500 with that code. The same request
// would only be cancelled again, so a push batch goes again as two halves and a pull page at half the
// size, down to one change or one row. A single change that is still cancelled is blocked with a
// reason, kept on the device like every refused change; a single row is the pull's ordinary failure.
import type { PushFailure } from './classify';

/** query_canceled: the statement ran past its role's statement timeout (or was cancelled by an admin). */
const QUERY_CANCELED = '57014';

/** Decided by the code, never by the wording of the message (which the server may translate). */
export function isStatementTimeout(failure: PushFailure): boolean {
  return failure.code === QUERY_CANCELED;
}

/** The two requests a cancelled batch is sent as, in order (the first the larger); null for one change. */
export function splitBatch<T>(batch: readonly T[]): [T[], T[]] | null {
  if (batch.length < 2) return null;
  const middle = Math.ceil(batch.length / 2);
  return [batch.slice(0, middle), batch.slice(middle)];
}

/** The page size to ask for after a cancelled page: half, at least one row; null after a single row. */
export function smallerPage(size: number): number | null {
  return size > 1 ? Math.max(1, Math.floor(size / 2)) : null;
}

/** The reason shown on a change that the server cancelled for time even when it was sent alone. */
export const TIMED_OUT_ALONE =
  'The server took too long to save this change and cancelled it, even when it was sent on its own. It is kept on this device; try again later.';
