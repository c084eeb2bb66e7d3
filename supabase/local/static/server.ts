// Serves the built PWA (dist/) for `npm start`: correct content types, no caching for the files that
// decide which version runs (index.html, sw.js, the manifest), long caching for hashed assets, and an
// SPA fallback to index.html for app routes, text compressed (brotli or gzip) as any production host
// does, and the app's content security policy (csp.ts) on every answer. Paths never leave the root
// directory.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { securityHeaders } from './csp.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
function encodingFor(acceptEncoding: string | undefined, file: string): Encoding | undefined {
  if (!COMPRESSIBLE.has(path.extname(file))) return undefined;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Compressed once per file version (dist/ changes only when rebuilt), then served from memory. */
const compressedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

function compressedBody(file: string, encoding: Encoding, mtimeMs: number): Buffer {
  const key = `${encoding}:${file}`;
  const cached = compressedFiles.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  compressedFiles.set(key, { mtimeMs, body });
  return body;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function resolveFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  return undefined;
}

export async function serveStatic(
  rootDir: string,
  port: number,
  host = '127.0.0.1',
  options: { apiUrl?: string } = {},
): Promise<StaticServer> {
  const root = path.resolve(rootDir);
  const security = securityHeaders(options.apiUrl ?? 'http://127.0.0.1:54321');
  const index = path.join(root, 'index.html');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = resolveFile(root, url.pathname === '/' ? '/index.html' : url.pathname);
    const wantsPage = !path.extname(url.pathname) || (req.headers.accept ?? '').includes('text/html');
    if (!file && wantsPage && existsSync(index)) file = index;
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(file ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8', ...security });
      res.end(file ? 'Method not allowed' : 'Not found');
      return;
    }
    const name = path.basename(file);
    const cache = NO_CACHE.has(name)
      ? 'no-cache'
      : file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    const stat = statSync(file);
    const encoding = encodingFor(req.headers['accept-encoding'], file);
    const body = encoding ? compressedBody(file, encoding, stat.mtimeMs) : undefined;
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': body ? body.length : stat.size,
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
      ...security,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
