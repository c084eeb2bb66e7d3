// CORS as Supabase answers it: any origin, the headers supabase-js sends, and the
// response headers it reads (Content-Range for counts, X-Supabase-Api-Version for auth errors), and
// Storage's upload headers, TUS's included.
export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, prefer, accept-profile, ' +
    'content-profile, range, range-unit, x-supabase-api-version, x-upsert, cache-control, x-metadata, ' +
    'tus-resumable, upload-length, upload-metadata, upload-offset',
  'access-control-expose-headers':
    'Content-Range, X-Supabase-Api-Version, Content-Location, Location, ETag, Content-Length, ' +
    'Tus-Resumable, Tus-Version, Upload-Offset, Upload-Length',
  'access-control-max-age': '86400',
};
