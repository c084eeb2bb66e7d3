// Calling the sync RPCs as a member, as supabase-js `rpc()` would through PostgREST.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../supabase/local/db/database.ts';
import { queryAs, type Member } from './support.ts';

export interface PushInput {
  opId?: string;
  briefId: string;
  kind?: 'upsert' | 'delete' | 'restore';
  base?: number | null;
  patch?: Record<string, unknown> | null;
  baseValues?: Record<string, unknown> | null;
}

export interface PushResult {
  status: 'applied' | 'merged' | 'conflict' | 'deleted';
  version: number | null;
  updated_at: string | null;
  row?: Record<string, unknown> | null;
  conflicts?: { field: string; base: unknown; mine: unknown; theirs: unknown }[];
}

export async function pushAs(db: Database, member: Member, input: PushInput): Promise<PushResult> {
  const r = await queryAs<{ result: PushResult }>(
    db,
    member,
    'select public.push_brief_change($1, $2, $3, $4, $5, $6) as result',
    [
      input.opId ?? randomUUID(),
      input.briefId,
      input.kind ?? 'upsert',
      input.base ?? null,
      input.patch === null ? null : JSON.stringify(input.patch ?? {}),
      input.baseValues === null ? null : JSON.stringify(input.baseValues ?? {}),
    ],
  );
  return r.rows[0]!.result;
}

export interface PullResult {
  rows: Record<string, unknown>[];
  removed: { brief_id: string; removed_at: string; reason: 'deleted' | 'unshared' }[];
  cursor: { updated_at: string; id: string } | null;
  has_more: boolean;
  server_time: string;
}

export async function pullAs(
  db: Database,
  member: Member,
  cursor: { updated_at: string; id: string } | null = null,
  maxRows = 100,
): Promise<PullResult> {
  const r = await queryAs<{ result: PullResult }>(
    db,
    member,
    'select public.pull_brief_changes($1, $2, $3) as result',
    [cursor?.updated_at ?? null, cursor?.id ?? null, maxRows],
  );
  return r.rows[0]!.result;
}

/** Every page from a cursor; the rows in order and the removals. */
export async function pullAll(
  db: Database,
  member: Member,
  cursor: { updated_at: string; id: string } | null = null,
  maxRows = 100,
): Promise<{
  rows: Record<string, unknown>[];
  removed: PullResult['removed'];
  cursor: PullResult['cursor'];
  pages: number;
}> {
  const rows: Record<string, unknown>[] = [];
  const removed: PullResult['removed'] = [];
  let pages = 0;
  let position = cursor;
  for (;;) {
    const page = await pullAs(db, member, position, maxRows);
    pages += 1;
    rows.push(...page.rows);
    removed.push(...page.removed);
    position = page.cursor;
    if (!page.has_more) return { rows, removed, cursor: position, pages };
  }
}

export async function serverRow(db: Database, briefId: string): Promise<Record<string, unknown> | undefined> {
  const r = await db.query<Record<string, unknown>>('select * from public.briefs where id = $1', [briefId]);
  // node-postgres returns bigint as a string; PGlite as a number.
  return r.rows[0] && { ...r.rows[0], version: Number(r.rows[0].version) };
}
