// The RPCs of the sync protocol (supabase/migrations/*_sync_rpcs.sql, *_batched_push.sql), called through supabase-js
// so the body is POSTed (no URL length limit, rxdb #7986) with the session's token.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../lib/database';
import type { OutboxEntry } from '../data/records';
import type { PushFailure } from './classify';
import type { PullCursor, PullPage } from './apply-pull';

export type SyncClient = SupabaseClient<Database>;

export type RpcOutcome<T> = { ok: true; data: T } | { ok: false; failure: PushFailure };

type RpcAnswer = {
  data: unknown;
  error: { code: string; message: string; hint?: string | null } | null;
  status: number;
};

/** Runs one typed RPC call; its jsonb answer is read as the protocol's `T`. */
async function callRpc<T>(call: () => PromiseLike<RpcAnswer>): Promise<RpcOutcome<T>> {
  try {
    const { data, error, status } = await call();
    if (error)
      return {
        ok: false,
        failure: { status, code: error.code, message: error.message, hint: error.hint ?? null },
      };
    return { ok: true, data: data as T };
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

export function pushChange(supabase: SyncClient, request: PushRequest): Promise<RpcOutcome<unknown>> {
  return callRpc(() => supabase.rpc('push_brief_change', pushArgs(request)));
}

/** One change's answer in a batch: push_brief_change's result, or the error it raised. */
export type BatchItem =
  { op_id: string; ok: true; result: unknown } | { op_id: string; ok: false; code: string; message: string };

/** At most this many changes per request (the server refuses more). */
export const PUSH_BATCH_SIZE = 50;

/** Several changes (of different briefs) in one request: push_brief_changes, a result per change. */
export function pushChanges(supabase: SyncClient, requests: PushRequest[]): Promise<RpcOutcome<BatchItem[]>> {
  return callRpc<BatchItem[]>(() => supabase.rpc('push_brief_changes', { changes: requests.map(pushArgs) }));
}

export function pullChanges(
  supabase: SyncClient,
  since: { updated_at: string | null; id: string | null },
  maxRows: number,
): Promise<RpcOutcome<PullPage>> {
  return callRpc<PullPage>(() =>
    supabase.rpc('pull_brief_changes', {
      // SQL null for "from the start": the generated Args type the defaulted arguments as optional.
      since_updated_at: since.updated_at ?? undefined,
      since_id: since.id ?? undefined,
      max_rows: maxRows,
    }),
  );
}

export type { PullCursor };
