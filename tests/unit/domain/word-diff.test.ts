import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from '../../../src/domain/word-diff.ts';

const side = (parts: DiffPart[], skip: DiffPart['kind']) =>
  parts
    .filter((p) => p.kind !== skip)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it.each<[string, string, string, DiffPart[]]>([
    ['identical texts', 'a b', 'a b', [{ kind: 'same', text: 'a b' }]],
    ['both empty', '', '', []],
    ['everything added', '', 'new text', [{ kind: 'added', text: 'new text' }]],
    ['everything removed', 'old', '', [{ kind: 'removed', text: 'old' }]],
    [
      'one word replaced',
      'budget is 10k',
      'budget is 20k',
      [
        { kind: 'same', text: 'budget is ' },
        { kind: 'removed', text: '10k' },
        { kind: 'added', text: '20k' },
      ],
    ],
    [
      'a word inserted in the middle',
      'a quick fox',
      'a quick brown fox',
      [
        { kind: 'same', text: 'a quick ' },
        { kind: 'added', text: 'brown ' },
        { kind: 'same', text: 'fox' },
      ],
    ],
    [
      'a word removed at the start',
      'very bold tone',
      'bold tone',
      [
        { kind: 'removed', text: 'very ' },
        { kind: 'same', text: 'bold tone' },
      ],
    ],
    [
      'words moved keep the longest common run',
      'one two three',
      'two three one',
      [
        { kind: 'removed', text: 'one ' },
        { kind: 'same', text: 'two three' },
        { kind: 'added', text: ' one' },
      ],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(wordDiff(before, after)).toEqual(expected);
  });

  it('joins back into both texts, whatever they are', () => {
    const words = fc
      .array(fc.constantFrom('a', 'b', 'c', ' ', '  ', '\n', 'dd'), { maxLength: 30 })
      .map((w) => w.join(''));
    fc.assert(
      fc.property(words, words, (before, after) => {
        const parts = wordDiff(before, after);
        expect(side(parts, 'added')).toBe(before);
        expect(side(parts, 'removed')).toBe(after);
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.kind).not.toBe(parts[i - 1]!.kind);
      }),
    );
  });
});
