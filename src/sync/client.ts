// The RPCs of the sync protocol (supabase/migrations/*_sync_rpcs.sql, *_batched_push.sql), called through supabase-js
// so the body is POSTed (no URL length limit, rxdb #7986) with the session's token.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../lib/database';
import type { OutboxEntry } from '../data/records';
import type { PushFailure } from './classify';
import type { PullCursor, PullPage } from './apply-pull';
import { readBatch, readPullPage, unreadable, type PushAnswer, type Read } from './answers';

export type SyncClient = SupabaseClient<Database>;

export type RpcOutcome<T> = { ok: true; data: T } | { ok: false; failure: PushFailure };

type RpcAnswer = {
  data: unknown;
  error: { code: string; message: string; hint?: string | null } | null;
  status: number;
};

/** Runs one typed RPC call; its jsonb answer is read by `read` (answers.ts) before anyone acts on it. */
export async function callRpc<T>(
  call: () => PromiseLike<RpcAnswer>,
  read: (answer: unknown) => Read<T>,
): Promise<RpcOutcome<T>> {
  try {
    const { data, error, status } = await call();
    if (error)
      return {
        ok: false,
        failure: { status, code: error.code, message: error.message, hint: error.hint ?? null },
      };
    const answer = read(data);
    return answer.ok
      ? { ok: true, data: answer.value }
      : { ok: false, failure: unreadable(status, answer.problem) };
  } catch (error) {
    return {
      ok: false,
      failure: { status: 0, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

export type PushRequest = Pick<
  OutboxEntry,
  'opId' | 'briefId' | 'kind' | 'baseVersion' | 'patch' | 'baseValues'
>;

type PushArgs = Database['public']['Functions']['push_brief_change']['Args'];

/** A change as push_brief_change's arguments, which are also an item of push_brief_changes' list. */
function pushArgs(request: PushRequest): PushArgs {
  return {
    op_id: request.opId,
    brief_id: request.briefId,
    kind: request.kind,
    base_version: request.baseVersion,
    patch: request.patch as Json,
    base_values: request.baseValues as Json,
  };
}

/** At most this many changes per request (the server refuses more). */
export const PUSH_BATCH_SIZE = 50;

/** Several changes (of different briefs) in one request: push_brief_changes, an answer per change. */
export function pushChanges(
  supabase: SyncClient,
  requests: PushRequest[],
): Promise<RpcOutcome<PushAnswer[]>> {
  const opIds = requests.map((request) => request.opId);
  return callRpc(
    () => supabase.rpc('push_brief_changes', { changes: requests.map(pushArgs) }),
    (answer) => readBatch(answer, opIds),
  );
}

export function pullChanges(
  supabase: SyncClient,
  since: { updated_at: string | null; id: string | null },
  maxRows: number,
): Promise<RpcOutcome<PullPage>> {
  return callRpc(
    () =>
      supabase.rpc('pull_brief_changes', {
        // SQL null for "from the start": the generated Args type the defaulted arguments as optional.
        since_updated_at: since.updated_at ?? undefined,
        since_id: since.id ?? undefined,
        max_rows: maxRows,
      }),
    readPullPage,
  );
}

export type { PullCursor };
