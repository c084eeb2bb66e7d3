// A word-level difference between two texts, for showing what a version changed in long text: a
// longest common subsequence of words, found as Myers' shortest edit script (whitespace kept as its
// own tokens, so the parts join back into exactly the two texts). Common leading and trailing words
// are set aside first, so an edit in the middle of a long text compares only the middle.

export type DiffPartKind = 'same' | 'added' | 'removed';
export interface DiffPart {
  kind: DiffPartKind;
  text: string;
}

const TOKEN = /\s+|[^\s]+/g;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Parts that read `before` when the added ones are skipped and `after` when the removed ones are. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPartKind, text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  for (const token of a.slice(0, start)) push('same', token);
  middle(a.slice(start, endA), b.slice(start, endB), push);
  for (const token of a.slice(endA)) push('same', token);
  return parts;
}

/**
 * Myers' O((N+M)·D) shortest edit script over the middle tokens (D = number of words added and
 * removed): fast when a long text changed in a few places, where a full LCS table would be N×M.
 * Tokens become integers first, so comparing them is cheap. Removals come before additions.
 */
function middle(a: string[], b: string[], push: (kind: DiffPartKind, text: string) => void): void {
  const ids = new Map<string, number>();
  const idOf = (token: string) => {
    let id = ids.get(token);
    if (id === undefined) ids.set(token, (id = ids.size));
    return id;
  };
  const x0 = Int32Array.from(a, idOf);
  const y0 = Int32Array.from(b, idOf);
  const n = x0.length;
  const m = y0.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] = v[-d..d] as it was before step d (what the walk back needs).
  const trace: Int32Array[] = [];
  let found = max === 0;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && x0[x] === y0[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  const steps: [DiffPartKind, string][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const before = trace[d]!;
    const at = (k: number) => before[k + d]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push(['same', a[x - 1]!]);
      x -= 1;
      y -= 1;
    }
    if (d > 0) {
      if (x === previousX) steps.push(['added', b[y - 1]!]);
      else steps.push(['removed', a[x - 1]!]);
      x = previousX;
      y = previousY;
    }
  }
  for (let i = steps.length - 1; i >= 0; i--) push(steps[i]![0], steps[i]![1]);
}
