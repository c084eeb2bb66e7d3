import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../src/features/client-review/client-api.ts';
import { signedFiles } from '../../../src/features/client-review/signed-files.ts';

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe("what the client-review function's refusals mean to the page", () => {
  it.each<[string, ReturnType<typeof answer>, Record<string, unknown> | null, ReturnType<typeof failureOf>]>([
    ['an unknown token', answer(404), { code: 'link_not_found' }, { kind: 'gone', reason: 'unknown' }],
    ['an expired link', answer(410), { code: 'link_expired' }, { kind: 'gone', reason: 'expired' }],
    ['a revoked link', answer(410), { code: 'link_revoked' }, { kind: 'gone', reason: 'revoked' }],
    [
      'too many requests',
      answer(429, { 'Retry-After': '42' }),
      { code: 'rate_limited', message: 'Too many requests.' },
      { kind: 'refused', status: 429, code: 'rate_limited', message: 'Too many requests.', retryAfter: 42 },
    ],
    [
      'bad input',
      answer(400),
      { code: 'invalid', message: 'Enter your name.' },
      { kind: 'refused', status: 400, code: 'invalid', message: 'Enter your name.', retryAfter: null },
    ],
    ['the database down', answer(503), { error: 'unavailable' }, { kind: 'network' }],
  ])('%s', (_, response, json, expected) => expect(failureOf(response, json)).toEqual(expected));
});

describe('files kept in Storage on the client page', () => {
  const stored = (id: string) => ({
    name: `${id}.png`,
    file: { id, path: `b/${id}`, size: 1, type: 'image/png', sha256: '0'.repeat(64) },
  });
  it('shows a file by its signed URL, and one the server left out as not here', () => {
    const shown = signedFiles({ 'b/one': 'https://storage.test/sign/one' })([
      stored('one'),
      stored('two'),
      'https://example.com/link.png',
    ]);
    expect([...shown.keys()]).toEqual(['one', 'two']);
    expect(shown.get('one')).toMatchObject({ url: 'https://storage.test/sign/one', here: true });
    expect(shown.get('two')).toMatchObject({ url: null, here: false, download: null });
  });
});
