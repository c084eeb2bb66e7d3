// The trouble the concurrency test puts many devices through, beyond what each Device does on its own
// (offline, 503s, lost answers, crashes, expired tokens): a network that drops push requests in flight
// (the server still runs them; the device sees a failed fetch at once, so its retry can race the first
// request), a tally of what the server answered every push, and a stack killed in the middle of pushes
// and started again. Every random choice comes from a seeded generator, one per actor.
import type { StackProcess } from './stack-process.ts';

/** A small seeded generator (mulberry32): the same seed gives the same sequence of choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PushTally {
  /** Push requests sent (each a batch of up to 50 changes). */
  requests: number;
  /** Push requests dropped in flight by the network. */
  dropped: number;
  /** Changes the server answered with an error inside a 200, by SQLSTATE. */
  refusedChanges: Record<string, number>;
  /** Push requests answered with an HTTP error, by status. */
  httpErrors: Record<string, number>;
}

const isPush = (url: string) => url.includes('/rest/v1/rpc/push_brief_change');

/** Whether a push request creates a brief (a change with no base version). */
function createsBrief(init?: RequestInit): boolean {
  if (typeof init?.body !== 'string') return false;
  const body = JSON.parse(init.body) as { changes?: { kind?: string; base_version?: number | null }[] };
  return (body.changes ?? []).some((c) => c.kind === 'upsert' && !c.base_version);
}

/**
 * Puts itself in front of the global fetch (which every Device's fetch calls) for push requests:
 * counts them and what the server answered, and while `dropping` drops about one in `dropOneIn` on the
 * way (the request reaches the server, its answer never reaches the device) — one in three of those
 * that create a brief, whose re-sending while the first still runs once answered 23505.
 */
export function pushNetwork(random: () => number, dropOneIn = 12) {
  const realFetch = globalThis.fetch;
  const tally: PushTally = { requests: 0, dropped: 0, refusedChanges: {}, httpErrors: {} };
  let inFlight = 0;
  const network = { tally, dropping: true, inFlight: () => inFlight, restore: () => void 0 };

  async function observe(response: Response) {
    if (!response.ok) {
      tally.httpErrors[response.status] = (tally.httpErrors[response.status] ?? 0) + 1;
      return;
    }
    const answers = (await response.json()) as unknown;
    for (const answer of Array.isArray(answers) ? (answers as { ok?: boolean; code?: string }[]) : []) {
      if (answer.ok === false) {
        const code = answer.code ?? 'unknown';
        tally.refusedChanges[code] = (tally.refusedChanges[code] ?? 0) + 1;
      }
    }
  }

  const sent = (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight++;
    return realFetch(input, init).finally(() => inFlight--);
  };

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!isPush(url)) return realFetch(input, init);
    tally.requests++;
    if (network.dropping && random() * (createsBrief(init) ? 3 : dropOneIn) < 1) {
      tally.dropped++;
      void sent(input, init).then(observe, () => undefined);
      await sleep(random() * 5);
      throw new TypeError('Failed to fetch');
    }
    const response = await sent(input, init);
    await observe(response.clone()).catch(() => undefined);
    return response;
  };
  network.restore = () => {
    globalThis.fetch = realFetch;
  };
  return network;
}

/**
 * Kills the stack every few seconds while push requests are in flight, and starts it again after a
 * moment, until stopped; stop() resolves with the stack serving.
 */
export function stackKiller(
  server: StackProcess,
  random: () => number,
  pushesInFlight: () => number,
  everyMs: [number, number] = [6_000, 12_000],
) {
  let stopping = false;
  let kills = 0;
  const done = (async () => {
    while (!stopping) {
      await sleep(everyMs[0] + random() * (everyMs[1] - everyMs[0]));
      // In the middle of pushes: wait (briefly) for one to be on its way.
      for (let waited = 0; !stopping && pushesInFlight() === 0 && waited < 3_000; waited += 5) await sleep(5);
      if (stopping) break;
      server.kill();
      kills++;
      await sleep(100 + random() * 900);
      await server.start();
    }
  })();
  return {
    kills: () => kills,
    async stop() {
      stopping = true;
      await done;
      if (!server.running) await server.start();
    },
  };
}
