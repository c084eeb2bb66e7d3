// When the grid draws a new set of cards in two steps: only when most of them are new.
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, replacesCards } from '../../../src/features/briefs/use-first-rows.ts';

const cards = (...ids: number[]) => ids.map((id) => ({ id: String(id) }));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('replacesCards', () => {
  it.each([
    ['a search replaces the page', cards(...range(0, 30)), cards(...range(100, 30)), true],
    ['clearing it brings the newest back', cards(...range(100, 30)), cards(...range(0, 30)), true],
    ['a sync updates one card', cards(...range(0, 30)), cards(...range(0, 30)), false],
    ['a new brief arrives on top', cards(...range(0, 30)), cards(99, ...range(0, 29)), false],
    ['Show more adds a page', cards(...range(0, 30)), cards(...range(0, 60)), false],
    ['a sort reorders the same cards', cards(...range(0, 30)), cards(...range(0, 30).reverse()), false],
    ['few results are drawn at once', cards(...range(0, 30)), cards(...range(100, FIRST_ROWS)), false],
    ['half kept is not a replacement', cards(...range(0, 30)), cards(...range(15, 30)), false],
    ['more than half new is', cards(...range(0, 30)), cards(...range(16, 30)), true],
  ])('%s', (_name, before, next, expected) => {
    expect(replacesCards(before, next)).toBe(expected);
  });
});
