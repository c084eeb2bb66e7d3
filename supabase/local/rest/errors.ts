// PostgREST's error body `{code, message, details, hint}` and the status it gives each SQLSTATE:
// 23505/23503 → 409, 42501 → 401 for anon and 403 for a signed-in role, PTxyz → xyz, and a statement
// cancelled (57014, its role's statement timeout) → 500, as PostgREST answers "operator intervention".
import { ReplyError, json, type Reply } from '../http/reply.ts';

export function pgrstReply(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Reply {
  return json(status, { code, message, details, hint });
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ReplyError {
  return new ReplyError(pgrstReply(status, code, message, details, hint));
}

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code ?? '')
  );
}

export function statusFor(sqlstate: string, role: string): number {
  if (sqlstate === '23505' || sqlstate === '23503') return 409;
  if (sqlstate === '42501') return role === 'anon' ? 401 : 403;
  if (sqlstate === '42P01' || sqlstate === '42883') return 404;
  if (sqlstate === '25006') return 405;
  if (sqlstate === '40001') return 409;
  if (/^PT\d{3}$/.test(sqlstate)) return Number(sqlstate.slice(2));
  if (sqlstate === '57P01') return 503;
  if (sqlstate.startsWith('57')) return 500;
  if (/^(08|53|54|58|XX)/.test(sqlstate)) return 503;
  return 400;
}

export function dbErrorReply(error: PgError, role: string): Reply {
  const code = error.code ?? 'XX000';
  return pgrstReply(
    statusFor(code, role),
    code,
    error.message ?? 'Database error',
    error.detail ?? null,
    error.hint ?? null,
  );
}
