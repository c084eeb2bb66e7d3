// What to do when a push fails. Never drop a change: the server's refusals (invalid value, constraint,
// permission — SQLSTATE 22xxx, 23xxx, 42501, P0001 — and a body too large to accept, 413) block the
// change and show the reason, so the device keeps it and says why it cannot be sent; an expired
// token refreshes the session; everything else (network, 5xx, 408, 429, anything unknown) is retried.

export type FailureAction = 'retry' | 'refresh' | 'block';

/** The failure as supabase-js reports it: the HTTP status (0: the request never got an answer) and error. */
export type PushFailure = { status: number; code?: string | null; message?: string | null };

const REFUSAL = /^(22[0-9A-Z]{3}|23[0-9A-Z]{3}|42501|P0001)$/;
const JWT_ERRORS = new Set(['PGRST301', 'PGRST302', 'PGRST303']);
const TOO_LARGE =
  'This change is larger than the server accepts (files up to 10 MB, 100 MB a brief). Remove some files and save again.';

export function classifyFailure({ status, code, message }: PushFailure): FailureAction {
  if (status === 401 || (code && JWT_ERRORS.has(code)) || /jwt expired/i.test(message ?? '')) {
    return 'refresh';
  }
  if (code && REFUSAL.test(code)) return 'block';
  // Sending the same change again cannot make it smaller.
  if (status === 413) return 'block';
  return 'retry';
}

/** The reason shown to the user for a blocked change. */
export function refusalReason({ status, code, message }: PushFailure): string {
  if (code === '42501') return message ? `Permission denied: ${message}` : 'Permission denied';
  if (status === 413) return TOO_LARGE;
  return message || `Rejected by the server (${code ?? 'unknown'})`;
}

/** What a failed exchange says about where things stand: the status shows one of these. */
export type FailureClass = 'offline' | 'signed-out' | 'server';

/**
 * Decided by the kind of failure, never by the wording of its message: no HTTP answer at all (status 0:
 * the request could not be sent, or its answer was lost) is the network; a 401 or a token error that a
 * refresh could not fix is the session; anything else the server answered is the server's trouble.
 */
export function failureClass(failure: PushFailure): FailureClass {
  if (failure.status === 0) return 'offline';
  if (classifyFailure(failure) === 'refresh') return 'signed-out';
  return 'server';
}
