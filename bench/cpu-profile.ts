// Reading a Chromium CPU profile (CDP `Profiler.stop`) for the profiling aids: the functions with most
// self time.
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The `count` functions with most self time, one line each: milliseconds, name, file:line:column. */
export function topSelf(profile: Profile, count: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, msSelf]) => `${msSelf.toFixed(1).padStart(8)} ms  ${key}`);
}
