// The per-field merge rule (docs/design.md §6), the same one the server's push_brief_change applies:
// a field changed on one side only is taken from that side; changed on both sides to different
// values, it is a conflict the user resolves with both values in front of them.
import type { ConflictField, Patch, PushColumn } from '../data/records';
import { deepEqual } from '../domain/diff';

export type FieldMerge =
  | { outcome: 'unchanged' | 'mine' | 'theirs' | 'same'; value: unknown }
  | { outcome: 'conflict'; base: unknown; mine: unknown; theirs: unknown };

export function mergeField(base: unknown, mine: unknown, theirs: unknown): FieldMerge {
  const mineChanged = !deepEqual(mine, base);
  const theirsChanged = !deepEqual(theirs, base);
  if (!mineChanged && !theirsChanged) return { outcome: 'unchanged', value: base };
  if (!theirsChanged) return { outcome: 'mine', value: mine };
  if (!mineChanged) return { outcome: 'theirs', value: theirs };
  if (deepEqual(mine, theirs)) return { outcome: 'same', value: mine };
  return { outcome: 'conflict', base, mine, theirs };
}

/** Merges the patched columns of `mine` onto `theirs`: the merged values and the conflicting fields. */
export function mergePatch(
  baseValues: Patch,
  mine: Patch,
  theirs: Patch,
): { merged: Patch; conflicts: ConflictField[] } {
  const merged: Patch = {};
  const conflicts: ConflictField[] = [];
  for (const field of Object.keys(mine) as PushColumn[]) {
    const result = mergeField(baseValues[field], mine[field], theirs[field]);
    if (result.outcome === 'conflict') {
      conflicts.push({ field, base: result.base, mine: result.mine, theirs: result.theirs });
    } else merged[field] = result.value;
  }
  return { merged, conflicts };
}
