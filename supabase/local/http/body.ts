// Request bodies: read once, size-capped (briefs carry data-URL files, so the cap is generous),
// parsed as JSON when the handler asks for it.
import type { IncomingMessage } from 'node:http';
import { ReplyError, json } from './reply.ts';

const MAX_BODY_BYTES = 200 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new ReplyError(json(413, { message: 'Payload too large' }));
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
