// The delete confirmation's words: the spec's question, the brief by name, and who else loses it.
import { describe, expect, it } from 'vitest';
import { DELETE_BRIEF } from '../../../src/features/briefs/strings.ts';

describe('the delete confirmation', () => {
  it.each([
    [null, 'Are you sure you want to delete this brief? "Old brief" will be permanently removed.'],
    [
      0,
      'Are you sure you want to delete this brief? "Old brief" will be permanently removed. It is not shared with anyone.',
    ],
    [
      1,
      'Are you sure you want to delete this brief? "Old brief" will be permanently removed, and the person it is shared with will lose access.',
    ],
    [
      3,
      'Are you sure you want to delete this brief? "Old brief" will be permanently removed, and the 3 people it is shared with will lose access.',
    ],
  ])('shared with %j', (shares, expected) => {
    expect(DELETE_BRIEF.description('Old brief', shares)).toBe(expected);
  });
});
