import type { FunctionsHttpError } from '@supabase/supabase-js';

/** The readable message of anything thrown or returned as an error. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

/** The `{error}` message of a function's error response, else the client's own error message. */
export async function functionErrorMessage(error: unknown): Promise<string | undefined> {
  const context = (error as FunctionsHttpError | undefined)?.context as Response | undefined;
  if (context && typeof context.json === 'function') {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      return errorMessage(body.error) ?? errorMessage(body.message) ?? errorMessage(error);
    } catch {
      // Not JSON: fall through to the client's message.
    }
  }
  return errorMessage(error);
}
