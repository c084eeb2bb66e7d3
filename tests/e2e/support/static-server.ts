// A tiny static server for the built app, like any static host: files from the build directory, the
// shell (index.html) for every other path so client routes load, and the service worker and shell
// revalidated on every request so a new deployment is seen. `deploy()` swaps the served build in
// place, as a release would.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface AppServer {
  url: string;
  port: number;
  /** Serves another build from now on (a new release). */
  deploy(root: string): void;
  close(): Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** `headers`: sent with every file (the app's content security policy). */
export async function serveApp(
  initialRoot: string,
  port = 0,
  headers: Record<string, string> = {},
): Promise<AppServer> {
  let root = initialRoot;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app').pathname);
      const candidate = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      let file = candidate;
      if (!candidate.startsWith(root) || !(await isFile(candidate))) {
        // Client routes get the shell; a missing asset is a real 404.
        if (path.extname(pathname)) {
          res.writeHead(404).end('Not found');
          return;
        }
        file = path.join(root, 'index.html');
      }
      const body = await readFile(file);
      const name = path.basename(file);
      const cache =
        name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')
          ? 'no-cache'
          : pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate';
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    deploy(next) {
      root = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
