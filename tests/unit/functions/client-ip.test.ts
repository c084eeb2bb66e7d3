// The client's address for client-review's per-IP limit: the entry of x-forwarded-for that our own
// proxies appended (CLIENT_IP_PROXY_HOPS from the right, 1 by default); what the client wrote to the
// left of it is never believed.
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../../supabase/functions/client-review/client-ip.ts';

const request = (forwarded?: string) =>
  new Request('http://localhost/client-review', {
    method: 'POST',
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

describe('clientIp', () => {
  it.each([
    ['one proxy, no header from the client', '203.0.113.7', undefined, '203.0.113.7'],
    ['one proxy, a forged header', '10.0.0.1, 203.0.113.7', undefined, '203.0.113.7'],
    ['one proxy, forged entries with spaces', ' 1.1.1.1 ,10.0.0.1,203.0.113.7 ', '1', '203.0.113.7'],
    ['two proxies', '10.0.0.1, 203.0.113.7, 172.16.0.2', '2', '203.0.113.7'],
    ['two proxies, fewer entries', '203.0.113.7', '2', '203.0.113.7'],
    ['a nonsense setting counts as one', '10.0.0.1, 203.0.113.7', 'many', '203.0.113.7'],
    ['no header', undefined, undefined, 'unknown'],
  ])('%s', (_name, forwarded, hops, expected) => {
    expect(clientIp(request(forwarded), { CLIENT_IP_PROXY_HOPS: hops })).toBe(expected);
  });
});
