// What to do when a push fails. Never drop a change: the server's refusals (invalid value, constraint,
// permission — SQLSTATE 22xxx, 23xxx, 42501, P0001 — and a body too large to accept, 413) block the
// change and show the reason, so the device keeps it and says why it cannot be sent; an expired
// token refreshes the session; everything else (network, 5xx, 408, 429, anything unknown) is retried.
// An answer the device cannot read (src/sync/answers.ts) blocks its change too: the server may have
// applied it, and nothing is written until the user retries or discards it.
// One refusal is about the account, not the change: a deactivated member's request is answered 42501
// with the hint 'account_deactivated' (supabase/migrations/*_deactivation_ends_access.sql). Nothing is
// blocked then — every change waits, unchanged, until the account is reactivated and signed in again.

export type FailureAction = 'retry' | 'refresh' | 'block' | 'deactivated';

/** The failure as supabase-js reports it: the HTTP status (0: the request never got an answer) and error. */
export type PushFailure = {
  status: number;
  code?: string | null;
  message?: string | null;
  hint?: string | null;
  /** The server answered, in a shape the device cannot read: where and how (answers.ts). */
  unreadable?: string;
};

/** The server's hint on a deactivated member's refused request. */
export const ACCOUNT_DEACTIVATED_HINT = 'account_deactivated';

export function isAccountDeactivated({ code, hint }: PushFailure): boolean {
  return code === '42501' && hint === ACCOUNT_DEACTIVATED_HINT;
}

const REFUSAL = /^(22[0-9A-Z]{3}|23[0-9A-Z]{3}|42501|P0001)$/;
const JWT_ERRORS = new Set(['PGRST301', 'PGRST302', 'PGRST303']);
const TOO_LARGE =
  'This change is larger than the server accepts (files up to 10 MB, 100 MB a brief). Remove some files and save again.';

export function classifyFailure(failure: PushFailure): FailureAction {
  const { status, code, message } = failure;
  if (isAccountDeactivated(failure)) return 'deactivated';
  if (status === 401 || (code && JWT_ERRORS.has(code)) || /jwt expired/i.test(message ?? '')) {
    return 'refresh';
  }
  if (code && REFUSAL.test(code)) return 'block';
  if (failure.unreadable !== undefined) return 'block';
  // Sending the same change again cannot make it smaller.
  if (status === 413) return 'block';
  return 'retry';
}

/** The reason shown to the user for a blocked change. */
export function refusalReason({ status, code, message, unreadable }: PushFailure): string {
  if (unreadable !== undefined)
    return `The server's answer to this change could not be read (${unreadable}). The change is kept on this device.`;
  if (code === '42501') return message ? `Permission denied: ${message}` : 'Permission denied';
  if (status === 413) return TOO_LARGE;
  return message || `Rejected by the server (${code ?? 'unknown'})`;
}

/** What a failed exchange says about where things stand: the status shows one of these. */
export type FailureClass = 'offline' | 'signed-out' | 'deactivated' | 'server';

/**
 * Decided by the kind of failure, never by the wording of its message: no HTTP answer at all (status 0:
 * the request could not be sent, or its answer was lost) is the network; a 401 or a token error that a
 * refresh could not fix is the session; anything else the server answered is the server's trouble.
 */
export function failureClass(failure: PushFailure): FailureClass {
  if (failure.status === 0) return 'offline';
  const action = classifyFailure(failure);
  if (action === 'refresh') return 'signed-out';
  if (action === 'deactivated') return 'deactivated';
  return 'server';
}
