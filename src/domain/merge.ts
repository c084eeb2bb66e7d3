// The per-field merge rule (docs/design.md §6), one rule for the client and the server: push_brief_change
// applies the same to every patched column (tests/db/merge-parity.test.ts runs one table through both).
// A field changed on one side only is taken from that side; changed on both sides to different values,
// it is a conflict the user resolves with both values in front of them.
import { deepEqual } from './diff';

export type FieldMerge =
  | { outcome: 'unchanged' | 'mine' | 'theirs' | 'same'; value: unknown }
  | { outcome: 'conflict'; base: unknown; mine: unknown; theirs: unknown };

/** Values by field name: a patch, the base values it was made on, or a row's values. */
export type MergeValues<F extends string> = Partial<Record<F, unknown>>;

/** A field changed on both sides to different values, with the three values the user chooses from. */
export type MergeConflict<F extends string> = { field: F; base: unknown; mine: unknown; theirs: unknown };

/**
 * A field the user changed to `mine`: theirs if both agree, mine if theirs is still the base (and the
 * base is known), else a conflict. This is the server's rule for each patched column.
 */
function mergeChange(base: unknown, baseKnown: boolean, mine: unknown, theirs: unknown): FieldMerge {
  if (deepEqual(mine, theirs)) return { outcome: 'same', value: mine };
  if (baseKnown && deepEqual(theirs, base)) return { outcome: 'mine', value: mine };
  return { outcome: 'conflict', base, mine, theirs };
}

/** One field, three copies: the base both sides started from, mine and theirs. */
export function mergeField(base: unknown, mine: unknown, theirs: unknown): FieldMerge {
  if (deepEqual(mine, base)) {
    return deepEqual(theirs, base)
      ? { outcome: 'unchanged', value: base }
      : { outcome: 'theirs', value: theirs };
  }
  return mergeChange(base, true, mine, theirs);
}

/**
 * Merges a patch (`mine`, with the values each column was based on) onto `theirs`: the merged values
 * and the conflicting fields. Every patched column counts as the user's change, as on the server: a
 * column whose base value is missing (undefined, as it travels in JSON) cannot show that theirs is
 * unchanged, so it merges only when both sides agree.
 */
export function mergePatch<F extends string>(
  baseValues: MergeValues<F>,
  mine: MergeValues<F>,
  theirs: MergeValues<F>,
): { merged: MergeValues<F>; conflicts: MergeConflict<F>[] } {
  const merged: MergeValues<F> = {};
  const conflicts: MergeConflict<F>[] = [];
  for (const field of Object.keys(mine) as F[]) {
    const base = baseValues[field];
    const result = mergeChange(base, base !== undefined, mine[field], theirs[field]);
    if (result.outcome === 'conflict') {
      conflicts.push({ field, base: result.base, mine: result.mine, theirs: result.theirs });
    } else merged[field] = result.value;
  }
  return { merged, conflicts };
}
