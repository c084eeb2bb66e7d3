// The sync RPCs' answers, checked where they arrive (client.ts, fetch-brief.ts, deleters.ts). The
// database types say only `Json` for them, and a device must not act on an answer it cannot read — a
// server of another version, a proxy that mangles JSON: a version that is no number, a removal of a
// kind the app does not know, would otherwise be written into the local database. What is checked is
// the protocol's shape (supabase/migrations/*_sync_rpcs.sql and their later versions); keys the app
// does not read are let through, so a server that adds one stays readable.
import * as v from 'valibot';
import { LIST_COLUMNS, TEXT_COLUMNS } from '../domain/brief';
import type { PullPage } from './apply-pull';
import type { PushResult } from './apply-push';
import type { PushFailure } from './classify';
import type { ServerRow } from './server-row';

/** A bigint column as jsonb gives it: a number, or digits in a string. */
const version = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+$/)),
]);

const optionalText = v.optional(v.nullable(v.string()));

/**
 * A brief's row (`to_jsonb` of public.briefs), with the pull's access columns when it has them. Content
 * columns may be missing (an older server): they read as empty, as server-row.ts does.
 */
const serverRow = v.looseObject({
  id: v.string(),
  user_id: v.string(),
  version,
  updated_at: v.string(),
  created_at: v.optional(v.string()),
  type: v.optional(v.string()),
  status: v.optional(v.string()),
  deliverables: v.optional(v.record(v.string(), v.unknown())),
  ...Object.fromEntries(TEXT_COLUMNS.map((column) => [column, v.optional(v.string())])),
  ...Object.fromEntries(LIST_COLUMNS.map((column) => [column, v.optional(v.array(v.string()))])),
  owner_email: optionalText,
  owner_full_name: optionalText,
  updated_by_name: optionalText,
  permission: optionalText,
  is_owner: v.optional(v.boolean()),
  shared_with_me: v.optional(v.boolean()),
});

/** push_brief_change's answer (also each applied change of push_brief_changes). */
const pushResult = v.looseObject({
  status: v.picklist(['applied', 'merged', 'conflict', 'deleted']),
  version: v.nullable(version),
  updated_at: v.nullable(v.string()),
  row: v.optional(v.nullable(serverRow)),
  conflicts: v.optional(v.array(v.looseObject({ field: v.string() }))),
});

/** One change's answer in push_brief_changes: its result (checked on its own), or the error it raised. */
const batchItem = v.variant('ok', [
  v.looseObject({ op_id: v.string(), ok: v.literal(true), result: v.unknown() }),
  v.looseObject({ op_id: v.string(), ok: v.literal(false), code: v.string(), message: v.string() }),
]);

const pullPage = v.looseObject({
  rows: v.array(serverRow),
  removed: v.array(
    v.looseObject({
      brief_id: v.string(),
      removed_at: v.string(),
      reason: v.picklist(['deleted', 'unshared']),
    }),
  ),
  cursor: v.nullable(v.looseObject({ updated_at: v.string(), id: v.string() })),
  has_more: v.boolean(),
  server_time: v.optional(v.string()),
});

const deleters = v.array(v.looseObject({ brief_id: v.string(), deleted_by_name: v.nullable(v.string()) }));

/** An answer as read: its value, or where and how it is not what the protocol says. */
export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

function read<T>(schema: v.GenericSchema<unknown, T>, answer: unknown): Read<T> {
  const result = v.safeParse(schema, answer);
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  return { ok: false, problem: path ? `${path}: ${issue.message}` : issue.message };
}

/** The failure an answer that could not be read is reported as: the server answered, nothing is applied. */
export function unreadable(status: number, problem: string): PushFailure {
  return { status, message: `The server's answer could not be read (${problem}).`, unreadable: problem };
}

/** push_brief_change's result for one change (each applied item of push_brief_changes carries one). */
export const readPushResult = (answer: unknown): Read<PushResult> => read(pushResult, answer);

/** One pushed change's answer: the server's result, or why the change did not go through. */
export type PushAnswer = { ok: true; result: PushResult } | { ok: false; failure: PushFailure };

/**
 * push_brief_changes' answer: one item per change sent, in order, each naming its change. A list that
 * does not match the request is unreadable as a whole; a result that cannot be read fails its change only.
 */
export function readBatch(answer: unknown, opIds: readonly string[]): Read<PushAnswer[]> {
  const items = read(v.array(batchItem), answer);
  if (!items.ok) return items;
  if (items.value.length !== opIds.length)
    return { ok: false, problem: `${items.value.length} results for ${opIds.length} changes` };
  const stray = items.value.findIndex((item, index) => item.op_id !== opIds[index]);
  if (stray >= 0) return { ok: false, problem: `${stray}.op_id: not the change sent` };
  return {
    ok: true,
    value: items.value.map((item): PushAnswer => {
      if (!item.ok) return { ok: false, failure: { status: 200, code: item.code, message: item.message } };
      const result = readPushResult(item.result);
      return result.ok
        ? { ok: true, result: result.value }
        : { ok: false, failure: unreadable(200, result.problem) };
    }),
  };
}

export const readPullPage = (answer: unknown): Read<PullPage> => read(pullPage, answer);

/** fetch_brief's answer: the row, or null when there is none the caller may read. */
export const readFetchedBrief = (answer: unknown): Read<ServerRow | null> =>
  read(v.nullable(serverRow), answer);

export const readDeleters = (answer: unknown): Read<v.InferOutput<typeof deleters>> => read(deleters, answer);
