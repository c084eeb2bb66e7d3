import { describe, expect, it } from 'vitest';
import { mergeField, mergePatch } from '../../../src/domain/merge.ts';

describe('the per-field merge rule', () => {
  // [rule, base, mine, theirs, expected]
  const table: [string, unknown, unknown, unknown, ReturnType<typeof mergeField>][] = [
    ['nobody changed the field → it stays', 'A', 'A', 'A', { outcome: 'unchanged', value: 'A' }],
    ['only I changed it → mine', 'A', 'B', 'A', { outcome: 'mine', value: 'B' }],
    ['only they changed it → theirs', 'A', 'A', 'C', { outcome: 'theirs', value: 'C' }],
    ['both changed it the same way → that value', 'A', 'B', 'B', { outcome: 'same', value: 'B' }],
    [
      'both changed it differently → conflict with both values',
      'A',
      'B',
      'C',
      { outcome: 'conflict', base: 'A', mine: 'B', theirs: 'C' },
    ],
    [
      'lists compare by content: only I added an item → mine',
      ['x'],
      ['x', 'y'],
      ['x'],
      { outcome: 'mine', value: ['x', 'y'] },
    ],
    [
      'lists changed on both sides → conflict',
      ['x'],
      ['x', 'y'],
      ['z'],
      { outcome: 'conflict', base: ['x'], mine: ['x', 'y'], theirs: ['z'] },
    ],
    [
      'objects compare by content (deliverables): equal changes are no conflict',
      { logo: { a: false } },
      { logo: { a: true } },
      { logo: { a: true } },
      { outcome: 'same', value: { logo: { a: true } } },
    ],
    ['I cleared a field they left alone → mine (empty)', 'A', '', 'A', { outcome: 'mine', value: '' }],
    [
      'no base known (new on both sides) and different → conflict',
      undefined,
      'B',
      'C',
      { outcome: 'conflict', base: undefined, mine: 'B', theirs: 'C' },
    ],
  ];

  it.each(table)('%s', (_rule, base, mine, theirs, expected) => {
    expect(mergeField(base, mine, theirs)).toEqual(expected);
  });

  it('merges a patch: one-sided changes apply, two-sided ones become conflicts', () => {
    const result = mergePatch(
      { title: 'A', budget: '1k', timeline: 'Q1' },
      { title: 'Mine', budget: '2k', timeline: 'Q2' },
      { title: 'Theirs', company: 'Globex', budget: '1k', timeline: 'Q2' },
    );
    expect(result.merged).toEqual({ budget: '2k', timeline: 'Q2' });
    expect(result.conflicts).toEqual([{ field: 'title', base: 'A', mine: 'Mine', theirs: 'Theirs' }]);
  });

  // As on the server, every patched column is the user's change (tests/db/merge-parity.test.ts).
  it.each([
    [
      'a patched column equal to its base while theirs moved → conflict',
      { title: 'A' },
      'A',
      'C',
      'conflict',
    ],
    ['a patched column equal to its base and to theirs → that value', { title: 'A' }, 'A', 'A', 'merged'],
    ['no base value: theirs cannot be shown unchanged → conflict', {}, 'B', 'A', 'conflict'],
    ['no base value but both agree → that value', {}, 'B', 'B', 'merged'],
  ] as [string, { title?: string }, string, string, 'conflict' | 'merged'][])(
    '%s',
    (_rule, baseValues, mine, theirs, expected) => {
      const result = mergePatch<'title'>(baseValues, { title: mine }, { title: theirs });
      if (expected === 'merged') expect(result).toEqual({ merged: { title: mine }, conflicts: [] });
      else expect(result.conflicts).toEqual([{ field: 'title', base: baseValues.title, mine, theirs }]);
    },
  );
});
