// The stack's one HTTP server: services mounted under prefixes (/auth/v1, /rest/v1, …), CORS on
// every answer, OPTIONS preflights answered here (except where a service handles them itself, as
// functions do), and a thrown ReplyError turned into its reply. Anything unexpected is a 500 with a
// logged stack trace — client mistakes are mapped to 4xx by the services before they get here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { readBody } from './body.ts';
import { corsHeaders } from './cors.ts';
import { ReplyError, json, type Reply } from './reply.ts';
import type { Context, Router } from './router.ts';

export interface Service {
  prefix: string;
  router: Router;
  /** The service answers OPTIONS itself (edge functions do). */
  ownPreflight?: boolean;
  notFound?: (ctx: Context) => Reply;
  /** Turns an unexpected error into the service's error shape. */
  onError?: (error: unknown) => Reply | undefined;
}

export interface StartedServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  services: Service[],
  options: {
    port: number;
    host?: string;
    log?: boolean;
    /** WebSocket upgrades (Realtime); returns false for a path it does not serve. */
    upgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  },
): Promise<StartedServer> {
  const server = http.createServer((req, res) => {
    void handle(services, req, options.log ?? false).then(
      (reply) => write(res, req.method === 'HEAD' ? { ...reply, json: undefined, raw: undefined } : reply),
      (error: unknown) => {
        console.error(error);
        write(res, json(500, { message: 'Internal server error' }));
      },
    );
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!options.upgrade?.(req, socket, head)) socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(services: Service[], req: http.IncomingMessage, log: boolean): Promise<Reply> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  const service = services.find((s) => url.pathname === s.prefix || url.pathname.startsWith(`${s.prefix}/`));
  if (log) console.log(`${method} ${url.pathname}${url.search}`);
  if (!service) return json(404, { message: 'requested path is invalid' });
  if (method === 'OPTIONS' && !service.ownPreflight) return { status: 200, raw: 'ok' };
  const path = url.pathname.slice(service.prefix.length) || '/';
  let cached: Promise<Buffer> | undefined;
  const ctx: Context = { req, url, method, params: {}, body: () => (cached ??= readBody(req)) };
  try {
    const found = service.router.match(method, path);
    if (found === undefined || found === 'method') {
      return service.notFound?.(ctx) ?? json(404, { message: 'requested path is invalid' });
    }
    ctx.params = found.params;
    return await found.handler(ctx);
  } catch (error) {
    if (error instanceof ReplyError) return error.reply;
    const mapped = service.onError?.(error);
    if (mapped) return mapped;
    throw error;
  }
}

function write(res: http.ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...corsHeaders, ...reply.headers };
  let body: string | Uint8Array | undefined = reply.raw;
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status, headers);
  res.end(body);
}
