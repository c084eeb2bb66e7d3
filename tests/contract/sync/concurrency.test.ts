// Many devices at once: 8 sync engines (two devices each of 4 members, on briefs all four share) edit,
// create, push and pull at the same time against the stack — on PostgreSQL when TEST_DATABASE_URL is
// set, as the database tests decide, so that requests really race inside the database — while networks
// drop, the server answers 503, answers get lost, requests are dropped in flight, processes crash,
// tokens expire, and the stack is killed in the middle of pushes and started again. Afterwards: every
// acknowledged save is on the server or shown to its author as a conflict with both values; no change
// was refused and no push deadlocked; no operation was applied twice; and once the conflicts are
// decided, every device converges to the server's state.
//
// SYNC_CONCURRENCY_SECONDS sets how long the devices run (default 40); SYNC_CONCURRENCY_SEED replays a
// run's choices (printed when it fails). The devices run side by side, so timing still differs between
// replays: run a failing seed a few times.
import { expect, it } from 'vitest';
import { createBrief, getBrief, listBriefs, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { Member } from '../../support/stack.ts';
import { pushNetwork, seededRandom, sleep, stackKiller } from './chaos.ts';
import {
  checkAcknowledgedSaves,
  checkAppliedOnce,
  checkConvergence,
  fieldOf,
  FIELDS,
  serverState,
  withField,
  type Save,
} from './concurrency-checks.ts';
import { Device } from './device.ts';
import { newMember } from './fixtures.ts';
import { startStackProcess } from './stack-process.ts';

const SECONDS = Number(process.env.SYNC_CONCURRENCY_SECONDS ?? 40);
const SEED = Number(process.env.SYNC_CONCURRENCY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MEMBERS = 4;
const DEVICES_PER_MEMBER = 2;
const SHARED_BRIEFS_PER_MEMBER = 2;

type Action = 'edit' | 'create' | 'sync' | 'offline' | 'fail' | 'lose-answer' | 'expire' | 'crash';
const WEIGHTS: [Action, number][] = [
  ['edit', 40],
  ['create', 5],
  ['sync', 30],
  ['offline', 3],
  ['fail', 3],
  ['lose-answer', 4],
  ['expire', 2],
  ['crash', 1],
];

function choose(random: () => number): Action {
  let roll = random() * WEIGHTS.reduce((n, [, w]) => n + w, 0);
  for (const [action, weight] of WEIGHTS) if ((roll -= weight) < 0) return action;
  return 'sync';
}

/** Syncs as a device does when its network is back (held-back retries are due at once). */
async function syncNow(d: Device) {
  if (!d.online) return;
  await d.goOnline();
}

async function share(owner: Device, briefId: string, members: Member[]) {
  const others = members.filter((m) => m.id !== owner.member.id);
  const { error } = await owner.supabase.from('brief_shares').insert(
    others.map((m) => ({
      brief_id: briefId,
      shared_with_user_id: m.id,
      shared_by_user_id: owner.member.id,
      permission: 'write',
    })),
  );
  if (error) throw new Error(`share failed: ${error.message}`);
}

it(
  `${MEMBERS * DEVICES_PER_MEMBER} devices push and pull at once through drops, lost answers, expired tokens and a killed stack (${SECONDS} s)`,
  async () => {
    console.log(`sync concurrency: SYNC_CONCURRENCY_SEED=${SEED} SYNC_CONCURRENCY_SECONDS=${SECONDS}`);
    const server = await startStackProcess();
    const network = pushNetwork(seededRandom(SEED ^ 0x5eed));
    network.dropping = false;
    const devices: Device[] = [];
    const saves: Save[] = [];
    /** What the run exercised, printed at its end (passed or failed) to show the checks are not vacuous. */
    const stats: Record<string, unknown> & { actions: Record<string, number> } = {
      engine: server.engine,
      actions: {},
      created: 0,
      signedInAgain: 0,
    };
    let counter = 0;
    const unique = () => `s${SEED}-${counter++}`;
    try {
      const { stack } = server;
      const members: Member[] = [];
      for (let m = 0; m < MEMBERS; m++) members.push(await newMember(stack, `concurrency-${m}`));
      for (const member of members)
        for (let n = 0; n < DEVICES_PER_MEMBER; n++) devices.push(new Device(stack, member));
      await Promise.all(devices.map((d) => d.signIn()));
      devices.forEach((d) => d.start());

      // The shared briefs: each member's first device creates some and shares them with the other three.
      for (let m = 0; m < MEMBERS; m++) {
        const owner = devices[m * DEVICES_PER_MEMBER]!;
        for (let b = 0; b < SHARED_BRIEFS_PER_MEMBER; b++) {
          const created = await createBrief(owner.db, { title: unique(), company: unique() }, owner.ctx);
          for (const field of FIELDS)
            saves.push({
              device: m * DEVICES_PER_MEMBER,
              briefId: created.id,
              field,
              value: fieldOf(created, field),
              basedOn: null,
            });
          await owner.sync();
          await share(owner, created.id, members);
        }
      }
      for (const d of devices) await d.sync();

      async function edit(index: number, random: () => number) {
        const d = devices[index]!;
        const held = await listBriefs(d.db);
        const pick = held[Math.floor(random() * held.length)];
        const current = pick && (await getBrief(d.db, pick.id));
        if (!current) return;
        const field = FIELDS[Math.floor(random() * FIELDS.length)]!;
        const value = unique();
        // A field in conflict shows the user's own value beside the brief's; saving it again is the
        // user's decision on both.
        const conflict = await d.db.conflicts.get(current.id);
        const shownMine = conflict?.fields.find((f) => f.field === field)?.mine;
        await saveBrief(d.db, withField(current, field, value), d.ctx, { basedOn: current });
        saves.push({
          device: index,
          briefId: current.id,
          field,
          value,
          basedOn: fieldOf(current, field),
          ...(typeof shownMine === 'string' ? { supersedes: shownMine } : {}),
        });
      }

      async function create(index: number, random: () => number) {
        const d = devices[index]!;
        const created = await createBrief(d.db, { title: unique(), company: unique() }, d.ctx);
        stats.created = Number(stats.created) + 1;
        for (const field of FIELDS)
          saves.push({
            device: index,
            briefId: created.id,
            field,
            value: fieldOf(created, field),
            basedOn: null,
          });
        // Most new briefs are shared once they reached the server (a share of a brief not there yet fails).
        if (random() < 0.7) {
          await syncNow(d);
          await share(d, created.id, members).catch(() => undefined);
        }
      }

      async function run(index: number, until: number) {
        const d = devices[index]!;
        const random = seededRandom(SEED + 7919 * (index + 1));
        while (Date.now() < until) {
          const action = choose(random);
          stats.actions[action] = (stats.actions[action] ?? 0) + 1;
          switch (action) {
            case 'edit':
              // A few briefs at a time, so that batches name several briefs, in every order.
              for (let n = 1 + Math.floor(random() * 3); n > 0; n--) await edit(index, random);
              break;
            case 'create':
              await create(index, random);
              break;
            case 'sync':
              await syncNow(d);
              break;
            case 'offline':
              d.goOffline();
              if (random() < 0.5) await edit(index, random);
              await sleep(random() * 400);
              await d.goOnline();
              break;
            case 'fail':
              d.failNext += 1 + Math.floor(random() * 3);
              break;
            case 'lose-answer':
              d.loseAnswers++;
              break;
            case 'expire':
              // (Not while signed out: a session lost to the trouble is signed in again at the end.)
              await d.expireAccessToken().catch(() => undefined);
              break;
            case 'crash':
              await d.crash(Math.floor(random() * 20));
              break;
          }
          await sleep(random() * 10);
        }
      }

      // The run: every device at once, the network dropping pushes, the stack killed now and then.
      network.dropping = true;
      const killer = stackKiller(server, seededRandom(SEED ^ 0xdead), network.inFlight);
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(devices.map((_, index) => run(index, until)));
      await killer.stop();
      stats.stackKills = killer.kills();
      network.dropping = false;

      // The trouble is over: every device gets its network back and syncs until nothing moves. A device
      // whose session did not survive signs in again, as its user would.
      async function everyoneSyncs(rounds: number) {
        for (let round = 0; round < rounds; round++) {
          await Promise.all(
            devices.map(async (d) => {
              d.online = true;
              d.failNext = 0;
              d.loseAnswers = 0;
              const { data } = await d.supabase.auth.getSession();
              if (!data.session) {
                stats.signedInAgain = Number(stats.signedInAgain) + 1;
                await d.signIn();
              }
              await d.goOnline();
            }),
          );
        }
      }
      await everyoneSyncs(3);

      // No change was refused: the creation re-sent while the first ran was once answered 23505.
      const blocked = await Promise.all(
        devices.map((d) => d.db.outbox.where('status').equals('blocked').toArray()),
      );
      expect(blocked.flat(), 'changes refused by the server').toEqual([]);
      // No push deadlocked: batches naming the same briefs in another order were once killed (40P01).
      expect(network.tally.refusedChanges, 'changes the server answered with an error').toEqual({});

      const server1 = await serverState(stack);
      stats.saved = await checkAcknowledgedSaves(devices, saves, server1);
      checkAppliedOnce(server1);
      stats.conflicts = (await Promise.all(devices.map((d) => d.db.conflicts.count()))).reduce(
        (a, b) => a + b,
      );

      // The users decide every conflict (mine or theirs, by the seed); then all copies agree with the server.
      const decide = seededRandom(SEED ^ 0xc0ffee);
      for (let round = 0; round < 4; round++) {
        const open = await Promise.all(
          devices.map(async (d) => (await d.db.conflicts.count()) + (await d.db.outbox.count())),
        );
        if (open.every((n) => n === 0)) break;
        for (const d of devices)
          for (const conflict of await d.db.conflicts.toArray())
            await d.engine.resolveConflict(
              conflict.briefId,
              '*',
              round < 2 && decide() < 0.5 ? 'mine' : 'theirs',
            );
        await everyoneSyncs(2);
      }
      const server2 = await serverState(stack);
      await checkConvergence(devices, server2);
      checkAppliedOnce(server2);

      stats.briefs = server2.briefs.size;
      stats.appliedOps = server2.ops.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${message}\nReplay: SYNC_CONCURRENCY_SEED=${SEED} SYNC_CONCURRENCY_SECONDS=${SECONDS} ` +
          `npx vitest run --project contract tests/contract/sync/concurrency.test.ts`,
        { cause: error },
      );
    } finally {
      network.restore();
      const { requests, dropped, httpErrors, refusedChanges } = network.tally;
      console.log(
        'sync concurrency:',
        JSON.stringify({
          seed: SEED,
          seconds: SECONDS,
          pushRequests: requests,
          droppedInFlight: dropped,
          pushHttpErrors: httpErrors,
          refusedChanges,
          saves: saves.length,
          ...stats,
        }),
      );
      await Promise.all(devices.map((d) => d.close().catch(() => undefined)));
      await server.close();
    }
  },
  SECONDS * 1000 + 300_000,
);
