import { describe, expect, it } from 'vitest';
import { mergeField, mergePatch } from '../../../src/sync/merge.ts';

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
      { title: 'A', company: 'Acme', budget: '1k' },
      { title: 'Mine', company: 'Acme', budget: '2k' },
      { title: 'Theirs', company: 'Globex', budget: '1k' },
    );
    expect(result.merged).toEqual({ company: 'Globex', budget: '2k' });
    expect(result.conflicts).toEqual([{ field: 'title', base: 'A', mine: 'Mine', theirs: 'Theirs' }]);
  });
});
