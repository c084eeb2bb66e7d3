// What a route handler returns; the server writes it (with CORS headers) in one place.
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Serialised as JSON unless `raw` is given. */
  json?: unknown;
  raw?: string | Uint8Array;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, json: body, headers };
}

export function empty(status = 204, headers: Record<string, string> = {}): Reply {
  return { status, headers };
}

export function redirect(location: string, status = 303): Reply {
  return { status, headers: { location } };
}

/** A failure a handler throws to end the request with a given reply (e.g. a 4xx error body). */
export class ReplyError extends Error {
  constructor(readonly reply: Reply) {
    super(`HTTP ${reply.status}`);
  }
}
