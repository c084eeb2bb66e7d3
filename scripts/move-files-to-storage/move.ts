// The one-off move of files kept as data URLs (in briefs' rows and their history) into Storage, with
// the service role: each waiting item (public.file_moves_pending) is decoded, uploaded to
// `brief-files` at `{brief_id}/{file_id}`, and its reference handed back (public.file_move_done),
// which rewrites the row and every version that held it. The file id is derived from the brief and the
// item's ref, so a move cut off and run again uploads to the same place (upsert) and finishes the job;
// an item that cannot move (not a data URL, a type the bucket refuses) is reported and left as it was.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const BUCKET = 'brief-files';

interface Pending {
  brief_id: string;
  ref: string;
  data: string;
}

export interface MoveReport {
  moved: number;
  /** Rows and history entries rewritten. */
  rewritten: number;
  failed: { briefId: string; ref: string; reason: string }[];
}

/** A uuid (version 4 layout) determined by the brief and the item, so a re-run lands on the same object. */
export function fileIdFor(briefId: string, ref: string): string {
  const hex = createHash('sha256').update(`${briefId}/${ref}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `{data: 'data:<type>;base64,<…>', name}` → the bytes, type and name; undefined if it is not one. */
export function decodeDataUrlItem(
  item: string,
): { bytes: Uint8Array<ArrayBuffer>; type: string; name: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(item);
  } catch {
    return undefined;
  }
  const { data, name } = (parsed ?? {}) as { data?: unknown; name?: unknown };
  if (typeof data !== 'string') return undefined;
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(data);
  if (!match) return undefined;
  const type = match[1] || 'application/octet-stream';
  const payload = match[4] ?? '';
  const bytes = match[3] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { bytes: new Uint8Array(bytes), type, name: typeof name === 'string' ? name : 'file' };
}

/** The reference item the row will hold for an uploaded file. */
export function referenceItem(
  briefId: string,
  fileId: string,
  file: { bytes: Uint8Array; type: string; name: string },
): string {
  return JSON.stringify({
    name: file.name,
    file: {
      id: fileId,
      path: `${briefId}/${fileId}`,
      size: file.bytes.byteLength,
      type: file.type,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    },
  });
}

// supabase-js builds a realtime client even when it is unused; Node 20 has no global WebSocket, so
// hand it the `ws` package where needed (as tests/support/stack.ts does).
const realtimeTransport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

/** A supabase-js client with the service role key, for the move. */
export function createServiceClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(realtimeTransport ? { realtime: { transport: realtimeTransport as never } } : {}),
  });
}

/** Moves every waiting item; `service` is a supabase-js client with the service role key. */
export async function moveFilesToStorage(service: SupabaseClient, batch = 20): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, rewritten: 0, failed: [] };
  let cursor: { brief: string; ref: string } | undefined;
  for (;;) {
    const { data, error } = await service.rpc('file_moves_pending', {
      after_brief: cursor?.brief ?? null,
      after_ref: cursor?.ref ?? null,
      max_items: batch,
    });
    if (error) throw new Error(`file_moves_pending: ${error.message}`);
    const pending = (data ?? []) as Pending[];
    if (pending.length === 0) return report;
    for (const item of pending) {
      cursor = { brief: item.brief_id, ref: item.ref };
      const fail = (reason: string) => report.failed.push({ briefId: item.brief_id, ref: item.ref, reason });
      const file = decodeDataUrlItem(item.data);
      if (!file) {
        fail('not a data URL');
        continue;
      }
      const fileId = fileIdFor(item.brief_id, item.ref);
      const path = `${item.brief_id}/${fileId}`;
      const upload = await service.storage
        .from(BUCKET)
        .upload(path, new Blob([file.bytes], { type: file.type }), { upsert: true });
      if (upload.error) {
        fail(upload.error.message);
        continue;
      }
      const done = await service.rpc('file_move_done', {
        the_brief_id: item.brief_id,
        the_ref: item.ref,
        reference: referenceItem(item.brief_id, fileId, file),
      });
      if (done.error) {
        fail(done.error.message);
        continue;
      }
      report.moved += 1;
      report.rewritten += Number(done.data ?? 0);
    }
  }
}
