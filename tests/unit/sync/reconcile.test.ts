// The rules of one brief's sync state as a table (src/sync/reconcile.ts): each row is a state, an event
// and what must follow. Rows marked "model test" hold a counterexample the randomised model test
// (tests/contract/sync/model.test.ts) once found, named by the commit that fixed it.
import { describe, expect, it } from 'vitest';
import type {
  BriefSyncState,
  ConflictRecord,
  LocalBrief,
  OutboxEntry,
  StoredRow,
} from '../../../src/data/records.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { sendBaseVersion } from '../../../src/sync/reconcile-queue.ts';
import { reconcile, type ReconcileEvent } from '../../../src/sync/reconcile.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';

const ID = '00000000-0000-4000-8000-0000000000b1';
const ME = 'user-me';
const T = Date.parse('2026-03-02T09:00:00.000Z');
const ISO = new Date(T).toISOString();

const { version: _version, ...blank } = briefToRow(
  { ...makeBrief({ title: 'Old', overview: { company: 'Acme' } }), id: ID },
  ME,
);
const BASE: StoredRow = {
  ...blank,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};

const row = (values: Partial<StoredRow> = {}): StoredRow => ({ ...BASE, ...values });

const record = (over: Partial<LocalBrief> = {}): LocalBrief => ({
  id: ID,
  row: row(),
  base: row(),
  serverVersion: 3,
  ownerId: ME,
  ownerEmail: 'me@example.com',
  ownerName: 'Me',
  isOwner: true,
  permission: 'owner',
  updatedAt: BASE.updated_at,
  ...over,
});

let seq = 0;
const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => {
  seq += 1;
  return {
    seq,
    opId: `op-${seq}`,
    briefId: ID,
    kind: 'upsert',
    baseVersion: 3,
    patch: {},
    baseValues: {},
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    createdAt: 0,
    ...over,
  };
};

const fieldsConflict = (over: Partial<ConflictRecord> = {}): ConflictRecord => ({
  briefId: ID,
  kind: 'fields',
  fields: [{ field: 'title', base: 'Old', mine: 'Mine', theirs: 'Theirs' }],
  serverVersion: 3,
  createdAt: 0,
  ...over,
});

const state = (over: Partial<BriefSyncState> = {}): BriefSyncState => ({
  briefId: ID,
  record: record(),
  entries: [],
  conflict: null,
  ...over,
});

const save = (values: Partial<StoredRow>, loaded: StoredRow | null = row()): ReconcileEvent => ({
  type: 'save',
  row: row({ ...values, updated_at: ISO }),
  loaded,
  files: [],
  owner: { userId: ME, email: 'me@example.com', fullName: 'Me' },
  now: T,
  opId: 'op-new',
});

const serverRow = (values: Record<string, unknown>) => ({
  ...BASE,
  version: 4,
  updated_at: '2026-03-02T08:00:00.000Z',
  updated_by: 'maya',
  updated_by_name: 'Maya',
  permission: 'owner',
  is_owner: true,
  owner_email: 'me@example.com',
  owner_full_name: 'Me',
  ...values,
});

const pushed = (sent: OutboxEntry, result: Record<string, unknown>): ReconcileEvent => ({
  type: 'pushed',
  entry: sent,
  result: { version: 4, updated_at: ISO, ...result } as Extract<ReconcileEvent, { type: 'pushed' }>['result'],
  userId: ME,
  now: T,
});

type Row = {
  label: string;
  given: BriefSyncState;
  event: ReconcileEvent;
  /** Matched against `{ next, effects }` (toMatchObject: arrays whole, objects by the keys named). */
  then: Record<string, unknown>;
  /** Paths (dot-separated) that must be absent from `{ next, effects }`. */
  absent?: string[];
};

// Entries reused inside a row are made once so that the row can name them.
const held = entry({ attempts: 1, baseVersion: 2, patch: { title: 'A' }, baseValues: { title: 'Old' } });
const laterPending = entry({ baseVersion: 5, patch: { company: 'X' }, baseValues: { company: 'Acme' } });
const inflight = entry({
  status: 'inflight',
  baseVersion: 2,
  patch: { title: 'A' },
  baseValues: { title: 'Old' },
});
const lostAnswer = entry({
  attempts: 1,
  nextAttemptAt: T + 5000,
  patch: { title: 'A' },
  baseValues: { title: 'Old' },
});
const sentTitle = entry({ status: 'inflight', patch: { title: 'Mine' }, baseValues: { title: 'Old' } });
const sentDelete = entry({ kind: 'delete', status: 'inflight' });
const blocked = entry({
  status: 'blocked',
  lastError: 'No edit rights',
  patch: { title: 'B' },
  baseValues: { title: 'Old' },
});
const queuedDelete = entry({ kind: 'delete' });
const pendingTitle = entry({ patch: { title: 'Mine' }, baseValues: { title: 'Old' } });

const rows: Row[] = [
  // ---- Counterexamples the model test found ----
  {
    label:
      'model test (e8df018): a field typed over a held-back save, joining a later pending save, claims the held save’s older base version instead of riding on the newer one',
    given: state({
      record: record({ serverVersion: 5, row: row({ title: 'A', company: 'X' }) }),
      entries: [held, laterPending],
    }),
    event: save({ title: 'AB', company: 'X' }, row({ title: 'A', company: 'X' })),
    then: {
      next: {
        entries: [held, { opId: laterPending.opId, baseVersion: 2, patch: { company: 'X', title: 'AB' } }],
      },
    },
  },
  {
    label:
      'model test (70f21d3): the save after "Changed elsewhere" writes only the user’s changes, not the whole brief it was chosen against — a colleague’s field pulled meanwhile stays',
    given: state({
      record: record({
        serverVersion: 4,
        base: row({ company: 'Maya Co' }),
        row: row({ company: 'Maya Co' }),
      }),
    }),
    event: save({ title: 'New title' }, row()),
    then: {
      next: {
        record: { row: { title: 'New title', company: 'Maya Co' } },
        entries: [
          { opId: 'op-new', baseVersion: 4, patch: { title: 'New title' }, baseValues: { title: 'Old' } },
        ],
        conflict: null,
      },
    },
  },
  {
    label:
      'model test (70f21d3): a field the user changed that also changed underneath while choosing becomes a conflict with both values, not an overwrite',
    given: state({
      record: record({
        serverVersion: 4,
        base: row({ title: 'Maya’s' }),
        row: row({ title: 'Maya’s' }),
        updatedByName: 'Maya',
      }),
    }),
    event: save({ title: 'Mine' }, row()),
    then: {
      next: {
        record: { row: { title: 'Maya’s' } },
        entries: [],
        conflict: {
          kind: 'fields',
          fields: [{ field: 'title', base: 'Old', mine: 'Mine', theirs: 'Maya’s' }],
          theirsBy: 'Maya',
        },
      },
      effects: [{ type: 'conflict', kind: 'fields' }, { type: 'store-files' }],
    },
  },
  {
    label:
      'model test (de680b5): an edit saved over a pull that landed after the editor read the brief keeps the pulled value of every field it did not touch',
    given: state({
      record: record({
        serverVersion: 4,
        base: row({ company: 'Pulled' }),
        row: row({ company: 'Pulled', title: 'Queued' }),
      }),
      entries: [pendingTitle],
    }),
    event: save({ title: 'Queued', description: 'Typed' }, row({ title: 'Queued' })),
    then: { next: { record: { row: { company: 'Pulled', title: 'Queued', description: 'Typed' } } } },
  },
  {
    label:
      'model test (da654e8, b200782): a save after a push whose answer was lost queues a new entry — the sent one, whose op id the server may have recorded, never absorbs it',
    given: state({ record: record({ row: row({ title: 'A' }) }), entries: [lostAnswer] }),
    event: save({ title: 'A', company: 'Later' }, row({ title: 'A' })),
    then: {
      next: {
        entries: [
          lostAnswer,
          { opId: 'op-new', patch: { company: 'Later' }, status: 'pending', attempts: 0 },
        ],
      },
    },
  },
  {
    label: 'model test (b200782): a save while an entry is in flight queues a new entry behind it',
    given: state({ record: record({ row: row({ title: 'A' }) }), entries: [inflight] }),
    event: save({ title: 'A', company: 'Later' }, row({ title: 'A' })),
    then: { next: { entries: [inflight, { opId: 'op-new', patch: { company: 'Later' } }] } },
  },
  {
    label:
      'model test (ac235a9): a save over an unacknowledged earlier save of the same field claims that save’s base version, so the server merges it per field',
    given: state({ record: record({ serverVersion: 3, row: row({ title: 'A' }) }), entries: [inflight] }),
    event: save({ title: 'AB' }, row({ title: 'A' })),
    then: {
      next: {
        entries: [
          inflight,
          { opId: 'op-new', baseVersion: 2, patch: { title: 'AB' }, baseValues: { title: 'A' } },
        ],
      },
    },
  },
  {
    label:
      'model test (6adcb79): a delete is made over the copy last had from the server (its version), not only the values on screen; moot edits are dropped',
    given: state({
      record: record({ serverVersion: 4, row: row({ title: 'Mine' }) }),
      entries: [pendingTitle],
    }),
    event: { type: 'delete', now: T, opId: 'op-del' },
    then: {
      next: { record: { deletedAt: ISO }, entries: [{ opId: 'op-del', kind: 'delete', baseVersion: 4 }] },
      effects: [{ type: 'queued', kind: 'delete' }],
    },
  },
  {
    label:
      'model test (3a56546): deleting a brief with an open conflict drops the whole brief, the user’s own conflict values included',
    given: state({ conflict: fieldsConflict() }),
    event: { type: 'delete', now: T, opId: 'op-del' },
    then: { next: { conflict: null, entries: [{ kind: 'delete' }] } },
  },
  {
    label:
      'model test (64c89f7): unresolved values of a brief unshared meanwhile are kept as a blocked change with the reason',
    given: state({ conflict: fieldsConflict() }),
    event: {
      type: 'removed',
      removal: { brief_id: ID, removed_at: ISO, reason: 'unshared' },
      now: T,
      opId: 'op-keep',
    },
    then: {
      next: {
        record: { row: { title: 'Mine' }, revokedAt: ISO },
        entries: [
          {
            opId: 'op-keep',
            patch: { title: 'Mine' },
            baseValues: { title: 'Theirs' },
            status: 'blocked',
            lastError: 'This brief is no longer shared with you.',
          },
        ],
        conflict: null,
      },
      effects: [{ type: 'blocked', reason: 'This brief is no longer shared with you.' }],
    },
  },
  {
    label: 'model test (84dd71a): a new save of a field in conflict supersedes the conflict’s older "mine"',
    given: state({ conflict: fieldsConflict() }),
    event: save({ title: 'Newer' }),
    then: { next: { conflict: null, entries: [{ patch: { title: 'Newer' } }] } },
  },
  {
    label:
      'model test (cda1006): an edit racing a delete keeps unresolved field-conflict values in what the user can restore',
    given: state({
      record: record({ row: row({ company: 'Edited' }) }),
      entries: [entry({ ...sentTitle, patch: { company: 'Edited' }, baseValues: { company: 'Acme' } })],
      conflict: fieldsConflict(),
    }),
    event: pushed(
      { ...sentTitle, patch: { company: 'Edited' }, baseValues: { company: 'Acme' } },
      { status: 'deleted' },
    ),
    then: {
      next: {
        record: { row: { title: 'Mine', company: 'Edited' } },
        conflict: { kind: 'deleted', row: { title: 'Mine', company: 'Edited' } },
      },
    },
  },
  {
    label:
      'model test (265abd6): a queued restore answers a removal — the user’s own undone delete coming back in a pull is no conflict',
    given: state({ entries: [entry({ kind: 'restore', baseVersion: 0, patch: { title: 'Old' } })] }),
    event: {
      type: 'removed',
      removal: { brief_id: ID, removed_at: ISO, reason: 'deleted' },
      now: T,
      opId: 'op-x',
    },
    then: { next: { conflict: null, entries: [{ kind: 'restore' }] }, effects: [] },
  },
  {
    label:
      'model test (1ef78f5): a same-field conflict never names the user as the winner when the rest of her change was merged',
    given: state({ entries: [sentTitle] }),
    event: pushed(sentTitle, {
      status: 'conflict',
      row: serverRow({ title: 'Theirs', updated_by: ME, updated_by_name: 'Me' }),
      conflicts: [{ field: 'title' }],
    }),
    then: {
      next: { conflict: { kind: 'fields', fields: [{ field: 'title', mine: 'Mine', theirs: 'Theirs' }] } },
    },
    absent: ['next.conflict.theirsBy'],
  },

  // ---- The user ----
  {
    label: 'save: a new brief is the user’s own, not on the server, queued whole',
    given: state({ record: null }),
    event: save({ title: 'First' }, null),
    then: {
      next: {
        record: { serverVersion: 0, base: null, isOwner: true, permission: 'owner' },
        entries: [{ baseVersion: 0, patch: { title: 'First' } }],
      },
      effects: [{ type: 'store-files' }, { type: 'queued', kind: 'upsert' }],
    },
  },
  {
    label: 'save: a brief deleted meanwhile refuses the save and writes nothing',
    given: state({ record: record({ deletedAt: ISO }) }),
    event: save({ title: 'Late' }),
    then: {
      next: { record: { deletedAt: ISO, row: { title: 'Old' } }, entries: [] },
      effects: [{ type: 'not-found' }],
    },
  },
  {
    label: 'save: an edit undone before it was sent leaves nothing to push',
    given: state({
      record: record({ row: row({ title: 'A' }) }),
      entries: [entry({ patch: { title: 'A' }, baseValues: { title: 'Old' } })],
    }),
    event: save({ title: 'Old' }, row({ title: 'A' })),
    then: { next: { entries: [] } },
  },
  {
    label: 'delete: a brief that never reached the server is dropped, no request',
    given: state({ record: record({ serverVersion: 0, base: null }), entries: [entry({ baseVersion: 0 })] }),
    event: { type: 'delete', now: T, opId: 'op-del' },
    then: { next: { record: null, entries: [], conflict: null }, effects: [{ type: 'dropped' }] },
  },
  {
    label: 'delete: an edit in flight stays (it cannot be recalled) and the delete follows it',
    given: state({ entries: [inflight, pendingTitle] }),
    event: { type: 'delete', now: T, opId: 'op-del' },
    then: { next: { entries: [inflight, { opId: 'op-del', kind: 'delete' }] } },
  },
  {
    label:
      'undo: a delete still queued is withdrawn and the edits it made moot are queued again as they were',
    given: state({ record: record({ deletedAt: ISO }), entries: [{ ...queuedDelete, opId: 'op-del' }] }),
    event: {
      type: 'undo',
      snapshot: {
        record: record({ row: row({ title: 'Mine' }) }),
        entries: [pendingTitle],
        conflict: fieldsConflict(),
        files: [],
        deleteOpId: 'op-del',
      },
      now: T,
      opId: 'op-u',
    },
    then: {
      next: {
        record: { row: { title: 'Mine' } },
        entries: [{ opId: pendingTitle.opId, patch: { title: 'Mine' } }],
        conflict: { kind: 'fields' },
      },
    },
    absent: ['next.record.deletedAt', 'next.entries.0.seq'],
  },
  {
    label: 'undo: while the delete is in flight the undo waits for its answer and writes nothing',
    given: state({ record: record({ deletedAt: ISO }), entries: [{ ...sentDelete, opId: 'op-del' }] }),
    event: {
      type: 'undo',
      snapshot: { record: record(), entries: [], files: [], deleteOpId: 'op-del' },
      now: T,
      opId: 'op-u',
    },
    then: {
      next: { record: { deletedAt: ISO }, entries: [{ opId: 'op-del', status: 'inflight' }] },
      effects: [{ type: 'wait' }],
    },
  },
  {
    label:
      'undo (restore): a delete applied on the server is answered by a restore of the whole row, created_at included',
    given: state({ record: null }),
    event: {
      type: 'undo',
      snapshot: {
        record: record({ row: row({ title: 'Mine' }) }),
        entries: [],
        files: [],
        deleteOpId: 'op-del',
      },
      now: T,
      opId: 'op-r',
    },
    then: {
      next: {
        record: { row: { title: 'Mine' } },
        entries: [
          {
            opId: 'op-r',
            kind: 'restore',
            baseVersion: 0,
            patch: { title: 'Mine', created_at: BASE.created_at },
          },
        ],
      },
      effects: [{ type: 'store-files' }, { type: 'queued', kind: 'restore' }],
    },
  },
  {
    label: 'undo: a brief dropped before it reached the server has its creation queued again',
    given: state({ record: null }),
    event: {
      type: 'undo',
      snapshot: {
        record: record({ serverVersion: 0, base: null }),
        entries: [{ ...inflight, baseVersion: 0 }],
        files: [],
      },
      now: T,
      opId: 'op-u',
    },
    then: { next: { record: { serverVersion: 0 }, entries: [{ opId: inflight.opId, status: 'pending' }] } },
  },
  {
    label:
      'undo: a delete refused because the brief changed elsewhere drops the pending choice; the brief is back already',
    given: state({ conflict: { ...fieldsConflict(), kind: 'delete-vs-edit', fields: [] } }),
    event: {
      type: 'undo',
      snapshot: { record: record(), entries: [], files: [], deleteOpId: 'op-gone' },
      now: T,
      opId: 'op-u',
    },
    then: { next: { conflict: null, entries: [] } },
  },
  {
    label: 'choose mine (fields): the user’s value is queued, based on the server’s value',
    given: state({
      record: record({ base: row({ title: 'Theirs' }), row: row({ title: 'Theirs' }), serverVersion: 4 }),
      conflict: fieldsConflict(),
    }),
    event: { type: 'choose', field: 'title', choice: 'mine', now: T, opId: 'op-m' },
    then: {
      next: {
        record: { row: { title: 'Mine' } },
        entries: [
          { opId: 'op-m', baseVersion: 4, patch: { title: 'Mine' }, baseValues: { title: 'Theirs' } },
        ],
        conflict: null,
      },
    },
  },
  {
    label: 'choose theirs (fields): the server’s value stays, nothing is queued',
    given: state({ conflict: fieldsConflict() }),
    event: { type: 'choose', field: '*', choice: 'theirs', now: T, opId: 'op-t' },
    then: { next: { entries: [], conflict: null }, effects: [] },
  },
  {
    label: 'choose mine (deleted elsewhere): the brief is restored from the user’s copy',
    given: state({
      record: record({ row: row({ title: 'Mine' }), revokedAt: ISO }),
      entries: [pendingTitle],
      conflict: { ...fieldsConflict(), kind: 'deleted' },
    }),
    event: { type: 'choose', field: '*', choice: 'mine', now: T, opId: 'op-r' },
    then: {
      next: { entries: [{ opId: 'op-r', kind: 'restore', patch: { title: 'Mine' } }], conflict: null },
    },
    absent: ['next.record.revokedAt'],
  },
  {
    label: 'choose theirs (deleted elsewhere): the brief goes locally',
    given: state({ entries: [pendingTitle], conflict: { ...fieldsConflict(), kind: 'deleted' } }),
    event: { type: 'choose', field: '*', choice: 'theirs', now: T, opId: 'op-t' },
    then: { next: { record: null, entries: [], conflict: null } },
  },
  {
    label: 'choose mine (delete vs edit): the delete is queued again, based on the version now seen',
    given: state({
      record: record({ serverVersion: 6 }),
      conflict: { ...fieldsConflict(), kind: 'delete-vs-edit', fields: [] },
    }),
    event: { type: 'choose', field: '*', choice: 'mine', now: T, opId: 'op-d' },
    then: {
      next: { record: { deletedAt: ISO }, entries: [{ kind: 'delete', baseVersion: 6 }], conflict: null },
    },
  },
  {
    label:
      'discard a blocked change: the brief goes back to the server’s copy plus later changes, re-based on what preceded the discarded values',
    given: state({
      record: record({ row: row({ title: 'BC' }) }),
      entries: [blocked, entry({ patch: { title: 'BC' }, baseValues: { title: 'B' } })],
    }),
    event: { type: 'discard-blocked' },
    then: {
      next: {
        record: { row: { title: 'BC' } },
        entries: [{ patch: { title: 'BC' }, baseValues: { title: 'Old' } }],
      },
    },
  },
  {
    label: 'discard a refused creation: nothing of the brief remains',
    given: state({ record: record({ base: null, serverVersion: 0 }), entries: [blocked] }),
    event: { type: 'discard-blocked' },
    then: { next: { record: null, entries: [] } },
  },
  {
    label: 'retry a blocked change: tried again from scratch',
    given: state({ entries: [blocked] }),
    event: { type: 'retry-blocked', now: T },
    then: {
      next: { entries: [{ status: 'pending', attempts: 0, nextAttemptAt: T }] },
      effects: [{ type: 'due' }],
    },
    absent: ['next.entries.0.lastError'],
  },
  {
    label: 'retry now (online again): a held-back entry becomes due at once',
    given: state({ entries: [lostAnswer] }),
    event: { type: 'retry-now', now: T },
    then: { next: { entries: [{ nextAttemptAt: T, attempts: 1 }] } },
  },

  // ---- A push ----
  {
    label: 'claim: entries go in flight; a blocked one is left out',
    given: state({ entries: [pendingTitle, blocked] }),
    event: { type: 'claim', opIds: [pendingTitle.opId, blocked.opId] },
    then: { next: { entries: [{ status: 'inflight' }, { status: 'blocked' }] } },
  },
  {
    label: 'push lost (no answer): the entry waits with the attempt counted',
    given: state({ entries: [sentTitle] }),
    event: {
      type: 'held',
      opId: sentTitle.opId,
      attempts: 1,
      nextAttemptAt: T + 1000,
      lastError: 'HTTP 503',
    },
    then: {
      next: { entries: [{ status: 'pending', attempts: 1, nextAttemptAt: T + 1000, lastError: 'HTTP 503' }] },
      effects: [{ type: 'held', nextAttemptAt: T + 1000 }],
    },
  },
  {
    label: 'push released (session gone before sending): pending again, no attempt counted',
    given: state({ entries: [sentTitle] }),
    event: { type: 'released', opId: sentTitle.opId },
    then: { next: { entries: [{ status: 'pending', attempts: 0 }] }, effects: [] },
  },
  {
    label: 'push refused: blocked with the server’s reason, kept',
    given: state({ entries: [sentTitle] }),
    event: { type: 'refused', opIds: [sentTitle.opId], reason: 'No edit rights' },
    then: {
      next: { entries: [{ status: 'blocked', lastError: 'No edit rights' }] },
      effects: [{ type: 'blocked', reason: 'No edit rights' }],
    },
  },
  {
    label:
      'push applied: the change becomes the base, later changes rebased on top, my own change names nobody',
    given: state({
      record: record({ row: row({ title: 'Mine', company: 'Later' }) }),
      entries: [sentTitle, entry({ patch: { company: 'Later' }, baseValues: { company: 'Acme' } })],
    }),
    event: pushed(sentTitle, { status: 'applied', row: serverRow({ title: 'Mine', updated_by: ME }) }),
    then: {
      next: {
        record: {
          serverVersion: 4,
          base: { title: 'Mine', company: 'Acme' },
          row: { title: 'Mine', company: 'Later' },
          updatedByName: '',
        },
        entries: [{ patch: { company: 'Later' } }],
      },
    },
  },
  {
    label: 'push merged with a conflict: both values kept, the colleague named',
    given: state({ entries: [sentTitle] }),
    event: pushed(sentTitle, {
      status: 'conflict',
      row: serverRow({ title: 'Theirs' }),
      conflicts: [{ field: 'title' }],
    }),
    then: {
      next: {
        record: { row: { title: 'Theirs' } },
        entries: [],
        conflict: {
          kind: 'fields',
          theirsBy: 'Maya',
          fields: [{ field: 'title', base: 'Old', mine: 'Mine', theirs: 'Theirs' }],
        },
      },
      effects: [{ type: 'store-files' }, { type: 'conflict', kind: 'fields' }],
    },
  },
  {
    label: 'push conflict on a field saved again since: not a conflict yet, the newer value is still queued',
    given: state({
      entries: [sentTitle, entry({ patch: { title: 'Newer' }, baseValues: { title: 'Mine' } })],
    }),
    event: pushed(sentTitle, {
      status: 'conflict',
      row: serverRow({ title: 'Theirs' }),
      conflicts: [{ field: 'title' }],
    }),
    then: { next: { record: { row: { title: 'Newer' } }, conflict: null } },
  },
  {
    label: 'push of a delete applied: the brief and everything of it goes',
    given: state({ record: record({ deletedAt: ISO }), entries: [sentDelete] }),
    event: pushed(sentDelete, { status: 'applied' }),
    then: { next: { record: null, entries: [], conflict: null } },
  },
  {
    label: 'push of a delete refused (changed elsewhere): shown again with the choice kept',
    given: state({ record: record({ deletedAt: ISO }), entries: [sentDelete] }),
    event: pushed(sentDelete, { status: 'conflict', row: serverRow({ title: 'Theirs' }) }),
    then: {
      next: {
        record: { serverVersion: 4, row: { title: 'Theirs' } },
        entries: [],
        conflict: { kind: 'delete-vs-edit', theirsBy: 'Maya' },
      },
    },
    absent: ['next.record.deletedAt'],
  },
  {
    label: 'moot: entries of a brief gone locally are dropped',
    given: state({ record: null, entries: [pendingTitle] }),
    event: { type: 'moot', opIds: [pendingTitle.opId] },
    then: { next: { entries: [] } },
  },

  // ---- A pull ----
  {
    label:
      'pulled newer row: pending changes rebased onto it, a column the server already has no longer pushed',
    given: state({
      record: record({ row: row({ title: 'Mine', company: 'Same' }) }),
      entries: [
        entry({ patch: { title: 'Mine', company: 'Same' }, baseValues: { title: 'Old', company: 'Acme' } }),
      ],
    }),
    event: { type: 'pulled', row: serverRow({ company: 'Same', description: 'Theirs' }), userId: ME },
    then: {
      next: {
        record: {
          serverVersion: 4,
          updatedByName: 'Maya',
          row: { title: 'Mine', company: 'Same', description: 'Theirs' },
        },
        entries: [{ patch: { title: 'Mine' }, baseValues: { title: 'Old' } }],
      },
    },
  },
  {
    label: 'pulled row not newer: only who may do what is updated',
    given: state({ record: record({ serverVersion: 4, permission: 'write', isOwner: false }) }),
    event: {
      type: 'pulled',
      row: serverRow({ title: 'Stale', permission: 'read', is_owner: false }),
      userId: ME,
    },
    then: { next: { record: { serverVersion: 4, permission: 'read', row: { title: 'Old' } } } },
  },
  {
    label: 'pulled row agreeing with a conflict’s "mine": no conflict any more',
    given: state({ conflict: fieldsConflict() }),
    event: { type: 'pulled', row: serverRow({ title: 'Mine' }), userId: ME },
    then: { next: { conflict: null, record: { row: { title: 'Mine' } } } },
  },
  {
    label: 'removal (deleted elsewhere) with the user’s edits: a conflict holding the user’s copy',
    given: state({ record: record({ row: row({ title: 'Mine' }) }), entries: [pendingTitle] }),
    event: {
      type: 'removed',
      removal: { brief_id: ID, removed_at: ISO, reason: 'deleted' },
      now: T,
      opId: 'op-x',
    },
    then: {
      next: {
        conflict: { kind: 'deleted', row: { title: 'Mine' }, fields: [{ field: 'title', mine: 'Mine' }] },
        entries: [pendingTitle],
      },
      effects: [{ type: 'conflict', kind: 'deleted' }],
    },
  },
  {
    label: 'removal without local changes: the brief is forgotten',
    given: state(),
    event: {
      type: 'removed',
      removal: { brief_id: ID, removed_at: ISO, reason: 'unshared' },
      now: T,
      opId: 'op-x',
    },
    then: { next: { record: null, entries: [], conflict: null } },
  },
  {
    label: 'removal (unshared) with edits: kept, blocked with the reason, the brief marked revoked',
    given: state({ entries: [pendingTitle] }),
    event: {
      type: 'removed',
      removal: { brief_id: ID, removed_at: ISO, reason: 'unshared' },
      now: T,
      opId: 'op-x',
    },
    then: { next: { record: { revokedAt: ISO }, entries: [{ opId: pendingTitle.opId, status: 'blocked' }] } },
  },
  {
    label: 'deleter named: "Deleted by Maya" on the conflict',
    given: state({ conflict: { ...fieldsConflict(), kind: 'deleted' } }),
    event: { type: 'deleter-named', name: 'Maya' },
    then: { next: { conflict: { kind: 'deleted', theirsBy: 'Maya' } } },
  },
];

describe('reconcile: one brief’s sync state', () => {
  it.each(rows.map((row) => [row.label, row] as const))('%s', (_label, { given, event, then, absent }) => {
    const before = structuredClone(given);
    const result = reconcile(given, event);
    expect(result).toMatchObject(then);
    for (const path of absent ?? []) {
      const [last, ...parents] = path.split('.').reverse();
      const holder = parents
        .reverse()
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], result);
      expect(Object.keys(holder as object), path).not.toContain(last);
    }
    // Plain values: the state given is never changed in place.
    expect(given).toEqual(before);
  });
});

// The version a claimed change is sent as (src/sync/push.ts asks for each change it sends).
const sendRows: { label: string; entry: OutboxEntry; record: LocalBrief; sent: number }[] = [
  {
    label:
      'model test 913486a: a change queued before the creation was acknowledged is sent as based on version 1, not 0 (0 would recreate a brief deleted meanwhile)',
    entry: entry({ baseVersion: 0, patch: { title: 'New' }, baseValues: {} }),
    record: record({ serverVersion: 1 }),
    sent: 1,
  },
  {
    label: 'a creation not yet acknowledged is sent as a creation (version 0)',
    entry: entry({ baseVersion: 0, patch: { title: 'New' }, baseValues: {} }),
    record: record({ base: null, serverVersion: 0 }),
    sent: 0,
  },
  {
    label: 'a change whose columns still hold their base values on the server goes on the newer version',
    entry: entry({ baseVersion: 3, patch: { title: 'New' }, baseValues: { title: 'Old' } }),
    record: record({ serverVersion: 5 }),
    sent: 5,
  },
  {
    label: 'a change whose column changed on the server since keeps its own version (the server merges)',
    entry: entry({ baseVersion: 3, patch: { title: 'New' }, baseValues: { title: 'Older' } }),
    record: record({ serverVersion: 5 }),
    sent: 3,
  },
  {
    label: 'a restore is sent as version 0',
    entry: entry({ kind: 'restore', baseVersion: 4 }),
    record: record({ serverVersion: 4 }),
    sent: 0,
  },
  {
    label: 'a delete is based on its own version, or the server copy when it has none',
    entry: entry({ kind: 'delete', baseVersion: 0 }),
    record: record({ serverVersion: 4 }),
    sent: 4,
  },
];

describe('reconcile: the version a change is sent as', () => {
  it.each(sendRows.map((item) => [item.label, item] as const))('%s', (_label, item) => {
    expect(sendBaseVersion(item.entry, item.record)).toBe(item.sent);
  });
});
