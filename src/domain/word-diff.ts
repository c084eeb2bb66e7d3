// A word-level difference between two texts, for showing what a version changed in long text: the
// longest common subsequence of words (whitespace kept as its own tokens, so the parts join back into
// exactly the two texts). Common leading and trailing words are set aside first, so an edit in the
// middle of a long text compares only the middle.

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

/** LCS table over the middle tokens, then a walk from the start that prefers removals before additions. */
function middle(a: string[], b: string[], push: (kind: DiffPartKind, text: string) => void): void {
  const n = a.length;
  const m = b.length;
  // lengths[i * (m + 1) + j] = LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) {
      push('removed', a[i]!);
      i += 1;
    } else {
      push('added', b[j]!);
      j += 1;
    }
  }
  for (; i < n; i++) push('removed', a[i]!);
  for (; j < m; j++) push('added', b[j]!);
}
