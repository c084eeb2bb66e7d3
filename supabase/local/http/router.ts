// A tiny router: method + path pattern (`/admin/users/:id`, or `/object/:bucket/*` where `*` takes the
// rest of the path, slashes included, as params['*']) → handler returning a Reply.
import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply.ts';

export interface Context {
  req: IncomingMessage;
  url: URL;
  method: string;
  params: Record<string, string>;
  /** The raw request body, read lazily once. */
  body(): Promise<Buffer>;
  /** The stack's clock in milliseconds: the wall clock, unless a test gave the stack its own. */
  now(): number;
}

export type Handler = (ctx: Context) => Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .replace(/:(\w+)/g, (_, key: string) => {
        keys.push(key);
        return '([^/]+)';
      })
      .replace(/\/\*$/, () => {
        keys.push('*');
        return '/(.+)';
      });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  /** The matching handler, or 'method' if the path exists under another method, or undefined. */
  match(
    method: string,
    path: string,
  ): { handler: Handler; params: Record<string, string> } | 'method' | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => (params[key] = decodeURIComponent(m[i + 1] ?? '')));
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method' : undefined;
  }
}
