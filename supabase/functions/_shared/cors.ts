// CORS for functions called from the browser by supabase-js (`functions.invoke`). Supabase does not
// answer preflights for a function: each answers its own OPTIONS request.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, prefer, accept-profile, content-profile, range, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight. */
export function preflight(): Response {
  return new Response('ok', { status: 200, headers: corsHeaders });
}

/** A JSON response with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** `{error}` with a status: the shape the app reads from a failed function call. */
export function failure(status: number, error: string): Response {
  return json({ error }, status);
}
