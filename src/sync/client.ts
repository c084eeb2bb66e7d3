// The RPCs of the sync protocol (supabase/migrations/*_sync_rpcs.sql, *_batched_push.sql), called through supabase-js
// so the body is POSTed (no URL length limit, rxdb #7986) with the session's token.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { OutboxKind, Patch } from '../data/records';
import type { PushFailure } from './classify';
import type { PullCursor, PullPage } from './apply-pull';

export type SyncClient = SupabaseClient;

export type RpcOutcome<T> = { ok: true; data: T } | { ok: false; failure: PushFailure };

async function callRpc<T>(
  supabase: SyncClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<RpcOutcome<T>> {
  try {
    const { data, error, status } = await supabase.rpc(fn, args);
    if (error) return { ok: false, failure: { status, code: error.code, message: error.message } };
    return { ok: true, data: data as T };
  } catch (error) {
    return {
      ok: false,
      failure: { status: 0, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

export type PushRequest = {
  opId: string;
  briefId: string;
  kind: OutboxKind;
  baseVersion: number;
  patch: Patch;
  baseValues: Patch;
};

export function pushChange(supabase: SyncClient, request: PushRequest): Promise<RpcOutcome<unknown>> {
  return callRpc(supabase, 'push_brief_change', {
    op_id: request.opId,
    brief_id: request.briefId,
    kind: request.kind,
    base_version: request.baseVersion,
    patch: request.patch,
    base_values: request.baseValues,
  });
}

/** One change's answer in a batch: push_brief_change's result, or the error it raised. */
export type BatchItem =
  { op_id: string; ok: true; result: unknown } | { op_id: string; ok: false; code: string; message: string };

/** At most this many changes per request (the server refuses more). */
export const PUSH_BATCH_SIZE = 50;

/** Several changes (of different briefs) in one request: push_brief_changes, a result per change. */
export function pushChanges(supabase: SyncClient, requests: PushRequest[]): Promise<RpcOutcome<BatchItem[]>> {
  return callRpc<BatchItem[]>(supabase, 'push_brief_changes', {
    changes: requests.map((request) => ({
      op_id: request.opId,
      brief_id: request.briefId,
      kind: request.kind,
      base_version: request.baseVersion,
      patch: request.patch,
      base_values: request.baseValues,
    })),
  });
}

export function pullChanges(
  supabase: SyncClient,
  since: { updated_at: string | null; id: string | null },
  maxRows: number,
): Promise<RpcOutcome<PullPage>> {
  return callRpc<PullPage>(supabase, 'pull_brief_changes', {
    since_updated_at: since.updated_at,
    since_id: since.id,
    max_rows: maxRows,
  });
}

export type { PullCursor };
