// Turning an unexpected failure into the `{error}` answer the app shows, with the right status: the
// mail API or Supabase failing is a 502 (not the caller's fault, worth retrying), anything else a 500.
import { failure } from './cors.ts';
import { MailError } from './mail.ts';
import { RpcRefusal, SupabaseError } from './supabase.ts';

export function errorResponse(context: string, error: unknown): Response {
  console.error(`${context}:`, error);
  if (error instanceof MailError) {
    return failure(
      error.status,
      error.status === 500 ? error.message : 'The e-mail could not be sent. Please try again.',
    );
  }
  // The database refused the caller: its own message (e.g. "Only admins can manage the team").
  if (error instanceof RpcRefusal) return failure(error.status === 401 ? 403 : error.status, error.message);
  if (error instanceof SupabaseError)
    return failure(502, 'The server could not complete the request. Please try again.');
  return failure(500, 'An unexpected error occurred. Please try again.');
}
