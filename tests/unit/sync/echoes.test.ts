import { describe, expect, it } from 'vitest';
import { ECHO_WAIT_MS, echoTracker } from '../../../src/sync/echoes.ts';

// Each row: what happens, in order, at which time (ms); `signal` steps say whether the engine would skip
// the pull (true: only an echo of its own sends).
type Step = { at: number } & ({ sent: string[] } | { signal: string[]; echo: boolean });

const rows: [string, Step[]][] = [
  ['a signal for a brief never sent pulls', [{ at: 0, signal: ['a'], echo: false }]],
  [
    'the echo of a sent brief is skipped once; a second signal pulls',
    [
      { at: 0, sent: ['a'] },
      { at: 100, signal: ['a'], echo: true },
      { at: 200, signal: ['a'], echo: false },
    ],
  ],
  [
    'a batch of two briefs echoed as one signal, then as two',
    [
      { at: 0, sent: ['a', 'b'] },
      { at: 50, signal: ['b', 'a'], echo: true },
      { at: 60, sent: ['a', 'b'] },
      { at: 70, signal: ['a'], echo: true },
      { at: 80, signal: ['b'], echo: true },
    ],
  ],
  [
    "a signal naming a sent brief and a colleague's pulls, and keeps the awaited echo",
    [
      { at: 0, sent: ['a'] },
      { at: 10, signal: ['a', 'c'], echo: false },
      { at: 20, signal: ['a'], echo: true },
    ],
  ],
  [
    "a colleague's change taken for the echo: the echo itself then pulls",
    [
      { at: 0, sent: ['a'] },
      { at: 10, signal: ['a'], echo: true },
      { at: 20, signal: ['a'], echo: false },
    ],
  ],
  [
    'two sends of one brief await two echoes',
    [
      { at: 0, sent: ['a'] },
      { at: 5, sent: ['a'] },
      { at: 10, signal: ['a'], echo: true },
      { at: 15, signal: ['a'], echo: true },
      { at: 20, signal: ['a'], echo: false },
    ],
  ],
  [
    'an echo that never came stops being awaited',
    [
      { at: 0, sent: ['a'] },
      { at: ECHO_WAIT_MS, signal: ['a'], echo: false },
    ],
  ],
  [
    'only the send still awaited counts after the first expired',
    [
      { at: 0, sent: ['a'] },
      { at: ECHO_WAIT_MS - 1, sent: ['a'] },
      { at: ECHO_WAIT_MS + 1, signal: ['a'], echo: true },
      { at: ECHO_WAIT_MS + 2, signal: ['a'], echo: false },
    ],
  ],
  ['a signal naming no brief pulls', [{ at: 0, signal: [], echo: false }]],
];

describe("the echoes of a device's own pushes", () => {
  it.each(rows)('%s', (_label, steps) => {
    let time = 0;
    const echoes = echoTracker(() => time);
    for (const step of steps) {
      time = step.at;
      if ('sent' in step) echoes.sent(step.sent);
      else
        expect(echoes.isEcho(step.signal), `signal ${step.signal.join(',')} at ${step.at}`).toBe(step.echo);
    }
  });
});
