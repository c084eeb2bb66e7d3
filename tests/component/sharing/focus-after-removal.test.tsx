import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, type FocusTarget } from '../../../src/features/sharing/use-settled-focus.ts';

// Where keyboard focus lands after a share is removed: never on <body>, outside the dialog.
describe('focusAfterRemoval', () => {
  const cases: [string, string[], string, FocusTarget][] = [
    ['first of three → the next row', ['a', 'b', 'c'], 'a', { kind: 'remove', shareId: 'b' }],
    ['middle of three → the next row', ['a', 'b', 'c'], 'b', { kind: 'remove', shareId: 'c' }],
    ['last of three → the previous row', ['a', 'b', 'c'], 'c', { kind: 'remove', shareId: 'b' }],
    ['the only share → the e-mail field', ['a'], 'a', { kind: 'email' }],
    ['a share no longer listed → the e-mail field', ['a', 'b'], 'z', { kind: 'email' }],
  ];
  it.each(cases)('%s', (_, ids, removed, expected) => {
    expect(focusAfterRemoval(ids, removed)).toEqual(expected);
  });
});
