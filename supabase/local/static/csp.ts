// The app's content security policy, for `npm start`'s server and any host (README "Security"):
// scripts, workers and the manifest only from the app's own origin, no plugins (object-src), no
// framing by other sites, no <base> or form targets elsewhere. Brief images are data: and blob: URLs
// (files live inside briefs), and the app talks to the Supabase API — https/http and, for Realtime,
// its ws/wss origin. Styles allow inline attributes, which the UI library sets.
export function contentSecurityPolicy(apiUrl: string): string {
  const api = new URL(apiUrl);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${api.origin} ${socket}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'self' blob: data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers every answer of the app's server carries. */
export function securityHeaders(apiUrl: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiUrl),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
