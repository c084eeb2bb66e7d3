// What the concurrency test asserts once the trouble is over, read from the server with the service
// role: every acknowledged save is on the server, superseded by someone who had seen it, or shown to
// its author as a conflict with both values; no operation was applied twice; and, once the conflicts
// are decided, every device holds exactly the server's copy of what it may read.
import { expect } from 'vitest';
import { getBrief } from '../../../src/data/briefs-repository.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { serviceClient, type Stack } from '../../support/stack.ts';
import type { Device } from './device.ts';

export const FIELDS = ['title', 'company', 'budget'] as const;
export type Field = (typeof FIELDS)[number];

/** A value a user saved (saveBrief resolved) and the value it replaced on that device. */
export type Save = {
  device: number;
  briefId: string;
  field: Field;
  value: string;
  basedOn: string | null;
  /** The user's value of an open conflict on this field, replaced by this save. */
  supersedes?: string;
};

export function fieldOf(brief: Brief, field: Field): string {
  if (field === 'title') return brief.title;
  if (field === 'company') return brief.overview.company;
  return brief.requirements.budget;
}

export function withField(brief: Brief, field: Field, value: string): Brief {
  if (field === 'title') return { ...brief, title: value };
  if (field === 'company') return { ...brief, overview: { ...brief.overview, company: value } };
  return { ...brief, requirements: { ...brief.requirements, budget: value } };
}

type ServerBrief = { id: string; user_id: string; version: number } & Record<Field, string>;
type AppliedOp = { op_id: string; brief_id: string; result: { status: string; version: number | null } };

/** Every row of a table through the API (pages of the API's 1,000-row maximum). */
async function allRows<T>(stack: Stack, table: string, columns: string, order: string): Promise<T[]> {
  const api = serviceClient(stack);
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await api
      .from(table)
      .select(columns)
      .order(order)
      .range(from, from + 999);
    if (error) throw new Error(`reading ${table} failed: ${error.message}`);
    rows.push(...(data as T[]));
    if (data.length < 1000) return rows;
  }
}

export interface ServerState {
  briefs: Map<string, ServerBrief>;
  readers: Map<string, Set<string>>;
  ops: AppliedOp[];
}

export async function serverState(stack: Stack): Promise<ServerState> {
  const [briefs, shares, ops] = await Promise.all([
    allRows<ServerBrief>(stack, 'briefs', 'id, user_id, version, title, company, budget', 'id'),
    allRows<{ brief_id: string; shared_with_user_id: string }>(
      stack,
      'brief_shares',
      'brief_id, shared_with_user_id',
      'id',
    ),
    allRows<AppliedOp>(stack, 'applied_ops', 'op_id, brief_id, result', 'op_id'),
  ]);
  const readers = new Map(briefs.map((brief) => [brief.id, new Set([brief.user_id])]));
  for (const s of shares) readers.get(s.brief_id)?.add(s.shared_with_user_id);
  return { briefs: new Map(briefs.map((brief) => [brief.id, brief])), readers, ops };
}

/** Every acknowledged save is on the server, superseded by a save that had seen it, or a conflict. */
export async function checkAcknowledgedSaves(devices: Device[], saves: Save[], server: ServerState) {
  const counts = { onServer: 0, superseded: 0, inConflict: 0 };
  const seenBy = new Set(
    saves.flatMap((save) =>
      [save.basedOn, save.supersedes].map((seen) => `${save.briefId}|${save.field}|${seen}`),
    ),
  );
  for (const save of saves) {
    const row = server.briefs.get(save.briefId);
    if (row && row[save.field] === save.value) {
      counts.onServer++;
      continue;
    }
    if (seenBy.has(`${save.briefId}|${save.field}|${save.value}`)) {
      counts.superseded++;
      continue;
    }
    const { db } = devices[save.device]!;
    const conflict = await db.conflicts.get(save.briefId);
    const shown = conflict?.fields.find((f) => f.field === save.field && f.mine === save.value);
    if (shown && shown.theirs !== undefined) {
      counts.inConflict++;
      continue;
    }
    expect.fail(
      `save ${JSON.stringify(save)} was lost: server ${JSON.stringify(row?.[save.field])}, ` +
        `conflict ${JSON.stringify(conflict)}, outbox ${JSON.stringify(await db.outbox.toArray())}`,
    );
  }
  return counts;
}

/**
 * No operation applied twice: every change a push applies makes a new version, and every applied
 * operation is recorded once (applied_ops, keyed by op id) with the version it made or found. A change
 * applied a second time would make a version no operation reports; so each version of each brief,
 * 1 to its current one, must be reported by some operation, and no two operations can both have made
 * the same version ('applied': written on top of that version's predecessor).
 */
export function checkAppliedOnce(server: ServerState) {
  const reported = new Map<string, Set<number>>();
  const made = new Map<string, number>();
  for (const op of server.ops) {
    const version = op.result.version;
    if (version === null) continue;
    const versions = reported.get(op.brief_id) ?? new Set();
    versions.add(version);
    reported.set(op.brief_id, versions);
    if (op.result.status === 'applied') {
      const key = `${op.brief_id}|${version}`;
      made.set(key, (made.get(key) ?? 0) + 1);
    }
  }
  for (const [key, n] of made) expect(n, `version ${key} was made by ${n} operations`).toBe(1);
  for (const brief of server.briefs.values()) {
    const versions = reported.get(brief.id) ?? new Set();
    for (let v = 1; v <= brief.version; v++)
      expect(versions.has(v), `version ${v} of brief ${brief.id} was made by no recorded operation`).toBe(
        true,
      );
  }
}

/** Nothing left to send, and each device holds exactly the server's copy of what it may read. */
export async function checkConvergence(devices: Device[], server: ServerState) {
  for (const d of devices) {
    const pending = await d.engine.pendingChanges();
    if (pending > 0) {
      const [outbox, conflicts] = await Promise.all([d.db.outbox.toArray(), d.db.conflicts.toArray()]);
      expect.fail(
        `${d.member.email} still has ${pending} pending changes: ` +
          `outbox ${JSON.stringify(outbox)}, conflicts ${JSON.stringify(conflicts)}`,
      );
    }
    for (const [id, row] of server.briefs) {
      const local = await getBrief(d.db, id);
      if (!server.readers.get(id)?.has(d.member.id)) {
        expect(local, `${d.member.email} holds a brief it cannot read`).toBeUndefined();
        continue;
      }
      expect(local, `${d.member.email} misses brief ${id}`).toBeDefined();
      for (const field of FIELDS)
        expect(fieldOf(local!, field), `${d.member.email}: ${field} of ${id}`).toBe(row[field]);
    }
    for (const card of await d.db.cards.toArray())
      expect(server.briefs.has(card.id), `${d.member.email} shows a brief the server lacks`).toBe(true);
  }
}
