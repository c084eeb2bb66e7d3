// /functions/v1/<name>: the project's edge functions. By default each `handler.ts` is imported into
// this Node process and called as `handler(request, env)` (the contract in docs/design.md §5); with
// runtime 'deno' the function's `index.ts` runs under real Deno and requests are proxied to it.
// Functions answer their own CORS preflight, as on Supabase.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { supabaseDir } from '../db/migrate.ts';
import { BODY_LIMITS } from '../http/body.ts';
import { json, type Reply } from '../http/reply.ts';
import { Router, type Context } from '../http/router.ts';
import type { Service } from '../http/server.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { functionsVerifyingJwt } from './config.ts';
import { startDenoFunction, type DenoFunction } from './deno.ts';

type Handler = (req: Request, env: Record<string, string | undefined>) => Promise<Response>;

export const functionsDir = path.join(supabaseDir, 'functions');

export interface FunctionsOptions {
  env: () => Record<string, string>;
  runtime: 'node' | 'deno';
  dir?: string;
}

export interface FunctionsService extends Service {
  stop(): void;
}

/** The origin the handler sees: the Host header when it is a valid host, else localhost. */
function functionOrigin(host: string | undefined): string {
  try {
    return new URL(`http://${host ?? 'localhost'}`).origin;
  } catch {
    return 'http://localhost';
  }
}

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

export function functionsService(options: FunctionsOptions): FunctionsService {
  const dir = options.dir ?? functionsDir;
  const handlers = new Map<string, Promise<Handler>>();
  const denos = new Map<string, Promise<DenoFunction>>();
  const router = new Router();
  const verifiesJwt = functionsVerifyingJwt();

  const serve = async (ctx: Context): Promise<Reply> => {
    const name = ctx.params.name ?? '';
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) return notFound();
    const fnDir = path.join(dir, name);
    // The gateway's check (verify_jwt, on unless config.toml turns it off); preflights pass through.
    if (ctx.method !== 'OPTIONS' && verifiesJwt(name)) {
      const token = bearerToken({ authorization: ctx.req.headers.authorization });
      if (!token) return json(401, { code: 401, message: 'Missing authorization header' });
      if (!(await verifyJwt(token, ctx.now())).ok) return json(401, { code: 401, message: 'Invalid JWT' });
    }
    const method = ctx.method;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const body = hasBody ? new Uint8Array(await ctx.body()) : undefined;
    const headers = new Headers();
    for (const [k, v] of Object.entries(ctx.req.headers)) {
      if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection')
        headers.set(k, v);
    }
    // As the gateway in front of hosted functions does (a proxy): the address the request came from is
    // appended to x-forwarded-for, so the last entry is the one a function can trust.
    const peer = ctx.req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.)/, '');
    if (peer) {
      const forwarded = headers.get('x-forwarded-for');
      headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
    }
    let response: Response;
    if (options.runtime === 'deno') {
      if (!existsSync(path.join(fnDir, 'index.ts'))) return notFound();
      let started = denos.get(name);
      if (!started) {
        started = startDenoFunction(fnDir, options.env());
        denos.set(name, started);
      }
      const deno = await started;
      response = await fetch(`${deno.url}/${name}${ctx.url.search}`, { method, headers, body });
    } else {
      const file = path.join(fnDir, 'handler.ts');
      if (!existsSync(file)) return notFound();
      let loaded = handlers.get(name);
      if (!loaded) {
        loaded = import(pathToFileURL(file).href).then((m: { handler: Handler }) => m.handler);
        handlers.set(name, loaded);
      }
      const handler = await loaded;
      const request = new Request(
        `${functionOrigin(ctx.req.headers.host)}${ctx.url.pathname}${ctx.url.search}`,
        {
          method,
          headers,
          body,
        },
      );
      try {
        response = await handler(request, options.env());
      } catch (error) {
        console.error(`function ${name} failed:`, error);
        return json(500, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'content-encoding' && key !== 'transfer-encoding')
        out[key] = value;
    });
    return { status: response.status, headers: out, raw: new Uint8Array(await response.arrayBuffer()) };
  };

  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
    router.on(method, '/:name', serve);

  return {
    prefix: '/functions/v1',
    router,
    maxBodyBytes: BODY_LIMITS.functions,
    ownPreflight: true,
    notFound,
    stop() {
      for (const d of denos.values())
        void d.then(
          (f) => f.stop(),
          () => undefined,
        );
      denos.clear();
    },
  };
}
