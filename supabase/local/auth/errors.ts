// GoTrue's error body: `code` (string, read by 2024-01-01 clients), `error_code`/`msg` for older ones,
// and the X-Supabase-Api-Version header that tells auth-js which of them to read.
import { ReplyError, json, type Reply } from '../http/reply.ts';

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export function authReply(status: number, code: string, message: string, extra: object = {}): Reply {
  return json(status, { code, error_code: code, msg: message, message, ...extra }, API_VERSION_HEADER);
}

export function authError(status: number, code: string, message: string, extra: object = {}): ReplyError {
  return new ReplyError(authReply(status, code, message, extra));
}

export const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
export const badJwt = (detail: string) =>
  authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
