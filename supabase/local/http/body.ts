// Request bodies: read once, size-capped per service (GoTrue refuses more than 1 MB; REST bodies carry
// briefs with their files, so their cap follows the database's brief limits), parsed as JSON when the
// handler asks for it. A body over the cap is a 413 before it is buffered whole.
import type { IncomingMessage } from 'node:http';
import { ReplyError, json, type Reply } from './reply.ts';

const MiB = 1024 * 1024;

/**
 * The largest body each part of the stack reads. REST: a push carries a brief's changed fields and
 * their base values — at most twice a brief (100 MiB of files and 1 MiB of text, see the hardening
 * migration) plus the JSON around it. Auth: GoTrue's own limitRequestBody(1 MB). Functions and the
 * inbox take small JSON messages.
 */
export const BODY_LIMITS = {
  rest: 2 * 101 * MiB + MiB,
  auth: MiB,
  functions: MiB,
  inbox: 10 * MiB,
} as const;

export const payloadTooLarge = (limit: number): Reply =>
  json(413, { code: 'request_entity_too_large', message: `Request body too large (max ${limit} bytes)` });

/** Reads the body, refusing it with `tooLarge` once it passes `limit` bytes (or declares it will). */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: (limit: number) => Reply = payloadTooLarge,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new ReplyError(tooLarge(limit));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new ReplyError(tooLarge(limit));
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `undefined`, malformed JSON is the error the caller builds. */
export function parseJson(raw: Buffer, onError: () => ReplyError): unknown {
  const text = raw.toString('utf8').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw onError();
  }
}
