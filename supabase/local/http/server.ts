// The stack's one HTTP server: services mounted under prefixes (/auth/v1, /rest/v1, …), CORS on
// every answer, OPTIONS preflights answered here (except where a service handles them itself, as
// functions do), and a thrown ReplyError turned into its reply. Anything unexpected is a 500 with a
// logged stack trace — client mistakes are mapped to 4xx by the services before they get here, and
// the ones no service can see (a path that is not valid percent-encoding, JSON nested past the stack,
// a body over the service's cap) are answered 4xx here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { payloadTooLarge, readBody } from './body.ts';
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
  /** The largest request body the service reads (bytes); larger ones are answered 413. */
  maxBodyBytes: number;
  /** The service's 413 answer. */
  tooLarge?: (limit: number) => Reply;
  /** false: answers carry no CORS headers, so other origins' pages cannot read them (the inbox). */
  cors?: boolean;
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
    /** The clock requests see as `ctx.now()` (default: the wall clock). */
    clock?: () => number;
  },
): Promise<StartedServer> {
  const server = http.createServer((req, res) => {
    void handle(services, req, options.log ?? false, options.clock).then(
      ({ reply, cors }) =>
        write(req, res, req.method === 'HEAD' ? { ...reply, json: undefined, raw: undefined } : reply, cors),
      (error: unknown) => {
        console.error(error);
        write(req, res, json(500, { message: 'Internal server error' }), true);
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

const badRequest = (message: string) => json(400, { code: 'bad_request', message });

async function handle(
  services: Service[],
  req: http.IncomingMessage,
  log: boolean,
  clock: () => number = Date.now,
): Promise<{ reply: Reply; cors: boolean }> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return { reply: badRequest('The request target is not a valid URL'), cors: true };
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const service = services.find((s) => url.pathname === s.prefix || url.pathname.startsWith(`${s.prefix}/`));
  if (log) console.log(`${method} ${url.pathname}${url.search}`);
  if (!service) return { reply: json(404, { message: 'requested path is invalid' }), cors: true };
  const cors = service.cors ?? true;
  if (method === 'OPTIONS' && !service.ownPreflight) return { reply: { status: 200, raw: 'ok' }, cors };
  const path = url.pathname.slice(service.prefix.length) || '/';
  let cached: Promise<Buffer> | undefined;
  const ctx: Context = {
    req,
    url,
    method,
    params: {},
    body: () => (cached ??= readBody(req, service.maxBodyBytes, service.tooLarge ?? payloadTooLarge)),
    now: clock,
  };
  try {
    const found = service.router.match(method, path);
    if (found === undefined || found === 'method') {
      return { reply: service.notFound?.(ctx) ?? json(404, { message: 'requested path is invalid' }), cors };
    }
    ctx.params = found.params;
    return { reply: await found.handler(ctx), cors };
  } catch (error) {
    if (error instanceof ReplyError) return { reply: error.reply, cors };
    const mapped = service.onError?.(error);
    if (mapped) return { reply: mapped, cors };
    // Input no handler could judge: a path that is not percent-encoded UTF-8, JSON nested deeper
    // than the stack (V8 throws RangeError while walking it).
    if (error instanceof URIError)
      return { reply: badRequest('The path is not valid percent-encoding'), cors };
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      return { reply: badRequest('The request is nested too deeply'), cors };
    }
    throw error;
  }
}

function write(req: http.IncomingMessage, res: http.ServerResponse, reply: Reply, cors: boolean): void {
  const headers: Record<string, string> = { ...(cors ? corsHeaders : {}), ...reply.headers };
  if (!req.complete) {
    // The body was refused unread (413, or an answer before reading it): close after answering and
    // let the rest of the upload drain into nothing rather than into memory.
    headers.connection = 'close';
    req.resume();
  }
  let body: string | Uint8Array | undefined = reply.raw;
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status, headers);
  res.end(body);
}
