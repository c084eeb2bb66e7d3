import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchingPeople,
  mentionedIds,
  mentionQuery,
} from '../../../src/features/comments/mentions.ts';

describe('@mentions in a comment', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Ask @sa', 7, { start: 4, query: 'sa' }],
    ['Ask @sam now', 12, null],
    ['mail sam@example.com', 20, null],
    ['no mention', 10, null],
  ])('%j at %i → %j', (text, caret, expected) => {
    expect(mentionQuery(text, caret)).toEqual(expected);
  });

  it('puts the chosen name in place of what was typed', () => {
    expect(insertMention('Ask @sa about it', 4, 7, 'Sam Second')).toEqual({
      text: 'Ask @Sam Second  about it',
      caret: 16,
    });
  });

  it('keeps only the people still named in the text', () => {
    const chosen = new Map([
      ['s', 'Sam Second'],
      ['o', 'Olive Owner'],
    ]);
    expect(mentionedIds('Thanks @Sam Second', chosen)).toEqual(['s']);
  });

  it('offers the people whose name contains the query', () => {
    const people = [{ name: 'Olive Owner' }, { name: 'Sam Second' }];
    expect(matchingPeople(people, 'sec')).toEqual([{ name: 'Sam Second' }]);
    expect(matchingPeople(people, '')).toEqual(people);
  });
});
