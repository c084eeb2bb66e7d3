// The static server `npm start` uses for dist/: content types, caching that lets a new release take
// over (no-cache for index.html and sw.js), the SPA fallback for app routes, and no way out of dist/.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../../supabase/local/static/server.ts';

let root = '';
let server: StaticServer;

beforeAll(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'briefsmith-static-'));
  root = path.join(base, 'dist');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Briefsmith</title>');
  await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(root, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(base, 'secret.txt'), 'outside dist');
  server = await serveStatic(root, 0);
});
afterAll(async () => {
  await server?.close();
  await rm(path.dirname(root), { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

it.each([
  ['/', 'text/html; charset=utf-8', 'no-cache'],
  ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
  ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
  ['/assets/app-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
])('serves %s as %s with Cache-Control %s', async (p, type, cache) => {
  const res = await get(p);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('cache-control')).toBe(cache);
});

it('falls back to index.html for app routes, but not for missing files', async () => {
  const route = await get('/briefs/123/edit', { accept: 'text/html' });
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<title>Briefsmith</title>');
  expect((await get('/assets/missing.js')).status).toBe(404);
});

it('never serves a file outside dist/', async () => {
  for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const res = await get(p, { accept: 'text/plain' });
    expect(await res.text()).not.toContain('outside dist');
  }
});

it('compresses text with brotli or gzip as the browser accepts, and leaves images alone', async () => {
  await writeFile(path.join(root, 'assets', 'big-def456.js'), 'export const text = "briefs";\n'.repeat(500));
  await writeFile(path.join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const raw = (await (await get('/assets/big-def456.js', { 'accept-encoding': 'identity' })).text()).length;
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await fetch(`${server.url}/assets/big-def456.js`, {
      headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(raw / 10);
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(await res.text()).toBe('export const text = "briefs";\n'.repeat(500));
  }
  const image = await get('/icon.png', { 'accept-encoding': 'br, gzip' });
  expect(image.headers.get('content-encoding')).toBeNull();
});
