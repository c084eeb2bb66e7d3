// The client's IP address, for the per-IP rate limit. Proxies append the address of the peer they
// received a request from to `x-forwarded-for`, so only the entries added by our own proxies can be
// believed: the gateway in front of the function (hosted Supabase's; the local stack's functions host)
// adds the last one. Anything to the left of it was written by the client and may be forged.
// CLIENT_IP_PROXY_HOPS says how many trusted proxies append an entry (1 unless set): the client's
// address is that many entries from the right.
import type { Env } from '../_shared/request.ts';

export function clientIp(req: Request, env: Env): string {
  const hops = Math.max(1, Math.floor(Number(env.CLIENT_IP_PROXY_HOPS ?? '1')) || 1);
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted proxies: the nearest (left-most) is the best there is.
  return entries[Math.max(0, entries.length - hops)] ?? 'unknown';
}
