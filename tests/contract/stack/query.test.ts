// PostgREST's query language as the stack parses it: pure functions, tested as tables.
import { describe, expect, it } from 'vitest';
import { ReplyError } from '../../../supabase/local/http/reply.ts';
import {
  parseCondition,
  parseFilters,
  parseOrder,
  parsePrefer,
  parseRange,
  parseSelect,
  splitTopLevel,
} from '../../../supabase/local/rest/query.ts';

describe('splitTopLevel', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a,or(b,c),d', ['a', 'or(b,c)', 'd']],
    ['"x,y",z', ['"x,y"', 'z']],
    ['"a\\"b,c",d', ['"a\\"b,c"', 'd']],
  ])('%s', (input, expected) => expect(splitTopLevel(input)).toEqual(expected));

  it.each(['(a,b', '"open,quote'])('refuses unbalanced %s', (input) => {
    expect(() => splitTopLevel(input)).toThrow(ReplyError);
  });
});

describe('parseSelect', () => {
  it.each([
    [null, [{ column: '*' }]],
    ['*', [{ column: '*' }]],
    ['id, title', [{ column: 'id' }, { column: 'title' }]],
    ['cost:price', [{ column: 'price', alias: 'cost' }]],
    ['"odd name"', [{ column: 'odd name' }]],
  ])('%s', (input, expected) => expect(parseSelect(input)).toEqual(expected));

  it('refuses embedded resources (not supported locally)', () => {
    expect(() => parseSelect('id, owner:profiles(email)')).toThrow(ReplyError);
  });
});

describe('parseCondition', () => {
  it.each([
    ['eq.5', { op: 'eq', value: '5', negate: false }],
    ['eq.a.b.c', { op: 'eq', value: 'a.b.c', negate: false }],
    ['not.is.null', { op: 'is', value: 'null', negate: true }],
    ['in.(1,2,"x,y")', { op: 'in', value: ['1', '2', 'x,y'], negate: false }],
    ['in.()', { op: 'in', value: [], negate: false }],
    ['cs.{a,b}', { op: 'cs', value: '{a,b}', negate: false }],
    ['ilike.*smith*', { op: 'ilike', value: '*smith*', negate: false }],
  ])('%s', (input, expected) => {
    expect(parseCondition('col', input)).toEqual({ kind: 'condition', column: 'col', ...expected });
  });

  it.each(['nope.1', 'eq', 'is.maybe', 'in.1,2'])('refuses %s', (input) => {
    expect(() => parseCondition('col', input)).toThrow(ReplyError);
  });
});

describe('parseFilters', () => {
  it('reads column filters and logic trees, skipping reserved parameters', () => {
    const params = new URLSearchParams('select=*&order=id&limit=1&a=eq.1&or=(b.gt.2,and(c.is.null,d.neq.x))');
    expect(parseFilters(params)).toEqual([
      { kind: 'condition', column: 'a', op: 'eq', value: '1', negate: false },
      {
        kind: 'logic',
        op: 'or',
        negate: false,
        children: [
          { kind: 'condition', column: 'b', op: 'gt', value: '2', negate: false },
          {
            kind: 'logic',
            op: 'and',
            negate: false,
            children: [
              { kind: 'condition', column: 'c', op: 'is', value: 'null', negate: false },
              { kind: 'condition', column: 'd', op: 'neq', value: 'x', negate: false },
            ],
          },
        ],
      },
    ]);
  });
});

describe('parseOrder, parsePrefer, parseRange', () => {
  it.each([
    ['updated_at.desc', [{ column: 'updated_at', direction: 'desc' }]],
    [
      'a.asc.nullslast,b',
      [
        { column: 'a', direction: 'asc', nulls: 'last' },
        { column: 'b', direction: 'asc' },
      ],
    ],
    ['a.desc.nullsfirst', [{ column: 'a', direction: 'desc', nulls: 'first' }]],
  ])('order %s', (input, expected) => expect(parseOrder(input)).toEqual(expected));

  it('refuses an unknown order modifier', () => expect(() => parseOrder('a.sideways')).toThrow(ReplyError));

  it.each([
    ['return=representation, count=exact', { return: 'representation', count: 'exact' }],
    ['resolution=merge-duplicates,missing=default', { resolution: 'merge-duplicates', missing: 'default' }],
    [undefined, {}],
  ])('prefer %s', (input, expected) => expect(parsePrefer(input)).toEqual(expected));

  it.each([
    ['0-9', { offset: 0, limit: 10 }],
    ['items=5-5', { offset: 5, limit: 1 }],
    ['20-', { offset: 20 }],
    ['nonsense', undefined],
  ])('range %s', (input, expected) => expect(parseRange(input)).toEqual(expected));
});
