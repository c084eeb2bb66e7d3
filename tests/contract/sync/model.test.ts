// The randomised model test of sync: several devices of two users make random edits, deletes and
// shares while networks drop, the server answers 503, answers get lost on the way back, processes die mid-push and tokens expire. Then
// everyone syncs, and: every acknowledged save is on the server, superseded by an edit or delete made
// by someone who had seen it, or shown to its author as a conflict or a blocked change; and once the
// conflicts are resolved, every copy converges to the server's. SYNC_MODEL_RUNS sets the number of runs
// (250; 60 in the second pass on PostgreSQL, project contract-pg, which keeps `npm test` affordable).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createBrief,
  deleteBrief,
  getBrief,
  listBriefs,
  saveBrief,
} from '../../../src/data/briefs-repository.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { startTestStack, type Member, type Stack } from '../../support/stack.ts';
import { Device } from './device.ts';
import { newMember } from './fixtures.ts';

const RUNS = Number(process.env.SYNC_MODEL_RUNS ?? (process.env.TEST_STACK_ENGINE === 'postgres' ? 60 : 250));
const FIELDS = ['title', 'company', 'budget'] as const;
type Field = (typeof FIELDS)[number];

type Action =
  | { t: 'create'; d: number }
  | { t: 'edit'; d: number; b: number; field: Field }
  | { t: 'delete'; d: number; b: number }
  | { t: 'share'; b: number; permission: 'read' | 'write' }
  | { t: 'unshare'; b: number }
  | { t: 'sync'; d: number }
  | { t: 'offline'; d: number }
  | { t: 'online'; d: number }
  | { t: 'fail'; d: number; n: number }
  | { t: 'lose-answer'; d: number }
  | { t: 'crash'; d: number; afterMs: number }
  | { t: 'expire'; d: number };

const device = fc.integer({ min: 0, max: 2 });
const brief = fc.nat(9);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('create' as const), d: device }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('edit' as const),
      d: device,
      b: brief,
      field: fc.constantFrom(...FIELDS),
    }),
    weight: 9,
  },
  { arbitrary: fc.record({ t: fc.constant('delete' as const), d: device, b: brief }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('share' as const),
      b: brief,
      permission: fc.constantFrom('read' as const, 'write' as const),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('unshare' as const), b: brief }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('sync' as const), d: device }), weight: 8 },
  { arbitrary: fc.record({ t: fc.constant('offline' as const), d: device }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('online' as const), d: device }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant('fail' as const), d: device, n: fc.integer({ min: 1, max: 3 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('crash' as const),
      d: device,
      afterMs: fc.integer({ min: 0, max: 6 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant('lose-answer' as const), d: device }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('expire' as const), d: device }), weight: 1 },
);

/** A value the user saved (acknowledged: saveBrief resolved), and the value it replaced on that device. */
type Save = {
  device: number;
  briefId: string;
  field: Field;
  value: string;
  basedOn: string | null;
  /** The user's value of an open conflict on this field, replaced by this save. */
  supersedes?: string;
};
/** A brief deleted on a device, with the values of each field the delete was made over. */
type Deletion = { briefId: string; seen: Record<Field, unknown[]> };

let stack: Stack;
let alice: Member;
let bob: Member;
let runs = 0;
/** What the runs exercised (printed with SYNC_MODEL_STATS=1), to show the oracle is not vacuous. */
const stats: Record<string, number> = {};
const count = (key: string, n = 1) => void (stats[key] = (stats[key] ?? 0) + n);

beforeAll(async () => {
  stack = await startTestStack();
  alice = await newMember(stack, 'model-alice');
  bob = await newMember(stack, 'model-bob');
});
afterAll(async () => {
  if (process.env.SYNC_MODEL_STATS) console.log('sync model runs:', runs, stats);
  await stack?.close();
});

function fieldOf(brief: Brief, field: Field): string {
  if (field === 'title') return brief.title;
  if (field === 'company') return brief.overview.company;
  return brief.requirements.budget;
}

function withField(brief: Brief, field: Field, value: string): Brief {
  if (field === 'title') return { ...brief, title: value };
  if (field === 'company') return { ...brief, overview: { ...brief.overview, company: value } };
  return { ...brief, requirements: { ...brief.requirements, budget: value } };
}

async function serverBriefs(): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await stack.db.query<Record<string, unknown>>('select * from public.briefs');
  return new Map(rows.map((row) => [row.id as string, row]));
}

async function canRead(member: Member, row: Record<string, unknown>): Promise<boolean> {
  if (row.user_id === member.id) return true;
  const { rows } = await stack.db.query(
    'select 1 from public.brief_shares where brief_id = $1 and shared_with_user_id = $2',
    [row.id, member.id],
  );
  return rows.length > 0;
}

async function everyoneSyncs(devices: Device[], rounds = 3) {
  for (let round = 0; round < rounds; round++) {
    for (const d of devices) {
      d.online = true;
      d.failNext = 0;
      d.loseAnswers = 0;
      await d.goOnline();
    }
  }
}

async function run(actions: Action[]) {
  runs++;
  await stack.db.exec(
    'truncate public.briefs, public.brief_shares, public.brief_tombstones, public.brief_revocations, public.applied_ops cascade',
  );
  const members = [alice, alice, bob];
  const devices = members.map((member) => new Device(stack, member));
  await Promise.all(devices.map((d) => d.signIn()));
  devices.forEach((d) => d.start());
  const briefs: { id: string; owner: Member }[] = [];
  const saves: Save[] = [];
  const deletions: Deletion[] = [];
  let counter = 0;
  const unique = () => `v${runs}-${counter++}`;

  try {
    // A common starting point: two briefs of Alice's (one shared with Bob to edit) and one of Bob's, on
    // every device; then the random actions.
    const seed: Action[] = [
      { t: 'create', d: 0 },
      { t: 'create', d: 0 },
      { t: 'create', d: 2 },
      { t: 'share', b: 0, permission: 'write' },
      { t: 'sync', d: 0 },
      { t: 'sync', d: 2 },
      { t: 'sync', d: 1 },
      { t: 'sync', d: 2 },
    ];
    for (const action of [...seed, ...actions]) {
      const target = 'd' in action ? devices[action.d]! : undefined;
      const chosen = 'b' in action && briefs.length > 0 ? briefs[action.b % briefs.length]! : undefined;
      switch (action.t) {
        case 'create': {
          const values = { title: unique(), company: unique() };
          const created = await createBrief(target!.db, values, target!.ctx);
          briefs.push({ id: created.id, owner: target!.member });
          for (const field of FIELDS) {
            saves.push({
              device: action.d,
              briefId: created.id,
              field,
              value: fieldOf(created, field),
              basedOn: null,
            });
          }
          break;
        }
        case 'edit': {
          if (!chosen) {
            count('edit:no-brief-yet');
            break;
          }
          // The brief the action names, or, when this device does not hold it (unshared, deleted, not
          // pulled yet), one it does: an edit is what a user makes to a brief in front of them.
          let current = await getBrief(target!.db, chosen.id);
          if (!current) {
            const held = await listBriefs(target!.db);
            const other = held.length > 0 ? held[action.b % held.length] : undefined;
            current = other && (await getBrief(target!.db, other.id));
            count(current ? 'edit:another-brief' : 'edit:none-on-device');
            if (!current) break;
          }
          const value = unique();
          // A field in conflict shows the user's own value beside the brief's; saving the field again
          // is the user's decision on both (the conflict's 'mine' is superseded, as by any later edit).
          const conflict = await target!.db.conflicts.get(current.id);
          const shownMine = conflict?.fields.find((f) => f.field === action.field)?.mine;
          // Saved as the editor saves: the user's change over the brief as stored now. The engine may have
          // pulled since `current` was read (it syncs on its own after a restart).
          await saveBrief(target!.db, withField(current, action.field, value), target!.ctx, {
            basedOn: current,
          });
          saves.push({
            device: action.d,
            briefId: current.id,
            field: action.field,
            value,
            basedOn: fieldOf(current, action.field),
            ...(typeof shownMine === 'string' ? { supersedes: shownMine } : {}),
          });
          if (typeof shownMine === 'string') count('edit:supersedes-conflict');
          break;
        }
        case 'delete': {
          if (!chosen) break;
          const current = await getBrief(target!.db, chosen.id);
          if (!current) break;
          // The delete is of the brief as this device last had it from the server (the server applies it
          // only if nobody changed it since); the user saw that copy, with their own pending or
          // conflicting values over it.
          const conflict = await target!.db.conflicts.get(chosen.id);
          const base = (await target!.db.briefs.get(chosen.id))?.base;
          await deleteBrief(target!.db, chosen.id);
          const seen = (field: Field) => [
            fieldOf(current, field),
            ...(typeof base?.[field] === 'string' ? [base[field]] : []),
            ...(conflict?.fields.filter((f) => f.field === field).map((f) => f.mine) ?? []),
          ];
          deletions.push({
            briefId: chosen.id,
            seen: Object.fromEntries(FIELDS.map((f) => [f, seen(f)])) as Record<Field, unknown[]>,
          });
          break;
        }
        case 'share': {
          if (!chosen) break;
          const recipient = chosen.owner.id === alice.id ? bob : alice;
          await stack.db.query(
            `insert into public.brief_shares (brief_id, shared_with_user_id, shared_by_user_id, permission)
             select id, $2, user_id, $3 from public.briefs where id = $1 on conflict do nothing`,
            [chosen.id, recipient.id, action.permission],
          );
          break;
        }
        case 'unshare':
          if (chosen)
            await stack.db.query('delete from public.brief_shares where brief_id = $1', [chosen.id]);
          break;
        case 'sync':
          await target!.sync();
          break;
        case 'offline':
          target!.goOffline();
          break;
        case 'online':
          await target!.goOnline();
          break;
        case 'fail':
          target!.failNext += action.n;
          break;
        case 'crash':
          await target!.crash(action.afterMs);
          break;
        case 'lose-answer':
          target!.loseAnswers++;
          break;
        case 'expire':
          await target!.expireAccessToken();
          break;
      }
    }

    for (const action of actions) count(`action:${action.t}`);
    await everyoneSyncs(devices);
    await checkAcknowledgedSaves(devices, saves, deletions);
    for (const d of devices) {
      for (const conflict of await d.db.conflicts.toArray()) count(`conflict:${conflict.kind}`);
      count('blocked', await d.db.outbox.where('status').equals('blocked').count());
      count('pushes', d.rpcRequests.filter((rpc) => rpc === 'push_brief_changes').length);
    }
    count('saves', saves.length);

    // The users decide every conflict and blocked change; then all copies must agree with the server.
    for (let round = 0; round < 4; round++) {
      const open = await Promise.all(
        devices.map(async (d) => (await d.db.conflicts.count()) + (await d.db.outbox.count())),
      );
      if (open.every((n) => n === 0)) break;
      for (const [index, d] of devices.entries()) {
        for (const conflict of await d.db.conflicts.toArray()) {
          const choice = round < 2 && (index + conflict.briefId.charCodeAt(0)) % 2 === 0 ? 'mine' : 'theirs';
          await d.engine.resolveConflict(conflict.briefId, '*', choice);
        }
        for (const entry of await d.db.outbox.where('status').equals('blocked').toArray()) {
          await d.engine.discardBlockedChange(entry.briefId);
        }
      }
      await everyoneSyncs(devices, 2);
    }
    await checkConvergence(devices);
  } finally {
    await Promise.all(devices.map((d) => d.close()));
  }
}

async function checkAcknowledgedSaves(devices: Device[], saves: Save[], deletions: Deletion[]) {
  const server = await serverBriefs();
  const seenBy = new Set(
    saves.flatMap((save) =>
      [save.basedOn, save.supersedes].map((seen) => `${save.briefId}|${save.field}|${seen}`),
    ),
  );
  for (const save of saves) {
    const row = server.get(save.briefId);
    if (row && row[save.field] === save.value) {
      count('save:on-server');
      continue;
    }
    count('save:elsewhere');
    if (seenBy.has(`${save.briefId}|${save.field}|${save.value}`)) continue; // edited by someone who saw it
    // Deleted by someone who had seen it (applied, or shown to them as a delete-vs-edit conflict).
    if (deletions.some((d) => d.briefId === save.briefId && d.seen[save.field].includes(save.value)))
      continue;
    const { db } = devices[save.device]!;
    const conflict = await db.conflicts.get(save.briefId);
    const inConflict =
      conflict?.fields.some((f) => f.field === save.field && f.mine === save.value) ||
      (conflict?.kind === 'deleted' && conflict.row?.[save.field] === save.value);
    if (inConflict) continue;
    const entries = await db.outbox.where('briefId').equals(save.briefId).toArray();
    if (entries.some((entry) => entry.patch[save.field] === save.value)) continue;
    expect.fail(
      `save ${JSON.stringify(save)} was lost: server ${JSON.stringify(row && row[save.field])}, ` +
        `conflict ${JSON.stringify(conflict)}, outbox ${JSON.stringify(entries)}`,
    );
  }
}

async function checkConvergence(devices: Device[]) {
  const server = await serverBriefs();
  for (const d of devices) {
    const pending = await d.engine.pendingChanges();
    if (pending > 0) {
      const [outbox, conflicts] = await Promise.all([d.db.outbox.toArray(), d.db.conflicts.toArray()]);
      expect.fail(
        `${d.member.email} still has ${pending} pending changes: ` +
          `outbox ${JSON.stringify(outbox)}, conflicts ${JSON.stringify(conflicts)}`,
      );
    }
    for (const [id, row] of server) {
      const local = await getBrief(d.db, id);
      if (!(await canRead(d.member, row))) {
        expect(local, `${d.member.email} still holds an unreadable brief`).toBeUndefined();
        continue;
      }
      expect(local, `${d.member.email} misses a brief`).toBeDefined();
      for (const field of FIELDS) expect(fieldOf(local!, field)).toBe(row[field]);
    }
    for (const card of await d.db.cards.toArray()) {
      expect(server.has(card.id), `${d.member.email} shows a brief the server does not have`).toBe(true);
    }
  }
}

it(
  `every acknowledged save survives and every copy converges (${RUNS} random runs)`,
  async () => {
    // A failure that depends on timing (a crash's afterMs) may not recur from its seed: SYNC_MODEL_REPLAY
    // runs the printed counterexample itself, SYNC_MODEL_RUNS times.
    const replay = process.env.SYNC_MODEL_REPLAY;
    if (replay) {
      const [actions] = JSON.parse(replay) as [Action[]];
      for (let i = 0; i < RUNS; i++) await run(actions);
      return;
    }
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 6, maxLength: 30 }), (actions) => run(actions)),
      {
        numRuns: RUNS,
        endOnFailure: true,
        // Replays a failure: SYNC_MODEL_SEED and SYNC_MODEL_PATH as printed by fast-check.
        ...(process.env.SYNC_MODEL_SEED ? { seed: Number(process.env.SYNC_MODEL_SEED) } : {}),
        ...(process.env.SYNC_MODEL_PATH ? { path: process.env.SYNC_MODEL_PATH } : {}),
      },
    );
  },
  // Long runs (SYNC_MODEL_RUNS=2000) get time in proportion; a run takes about a second on a quiet machine.
  Math.max(30 * 60_000, RUNS * 3_000),
);
