import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BriefRow } from '../../../src/domain/brief.ts';
import { emptyDeliverables } from '../../../src/domain/deliverables.ts';
import { EDITABLE_COLUMNS, changedColumns, deepEqual, diffRows } from '../../../src/domain/diff.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { wellFormedRowArbitrary } from './brief-arbitraries.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';

const base: BriefRow = briefToRow(makeFullBrief(), 'owner-1', 3);
const edit = (changes: Partial<BriefRow>): BriefRow => ({ ...base, ...changes });

describe('rule: a patch holds only the columns that changed, never the server-managed ones', () => {
  it.each([
    ['nothing changed', base, {}],
    ['a copy of the same row', structuredClone(base), {}],
    ['one text column', edit({ title: 'Summer launch' }), { title: 'Summer launch' }],
    ['text cleared', edit({ budget: '' }), { budget: '' }],
    ['status', edit({ status: 'review' }), { status: 'review' }],
    ['a list item added', edit({ primary_goals: ['Grow', 'Win'] }), { primary_goals: ['Grow', 'Win'] }],
    ['a list emptied', edit({ inspiration: [] }), { inspiration: [] }],
    [
      'a list reordered',
      edit({ brand_documents: [...base.brand_documents].reverse() }),
      { brand_documents: [...base.brand_documents].reverse() },
    ],
    [
      'one deliverable checked',
      edit({
        deliverables: {
          ...base.deliverables,
          optional: { ...base.deliverables.optional, brandMoodboard: true },
        },
      }),
      {
        deliverables: {
          ...base.deliverables,
          optional: { ...base.deliverables.optional, brandMoodboard: true },
        },
      },
    ],
    ['deliverables equal but rebuilt', edit({ deliverables: structuredClone(base.deliverables) }), {}],
    ['id changed', edit({ id: 'other' }), {}],
    ['owner changed', edit({ user_id: 'someone-else' }), {}],
    ['timestamps changed', edit({ created_at: 'x', updated_at: 'y' }), {}],
    ['version changed', edit({ version: 99 }), {}],
    [
      'two columns and a managed one',
      edit({ company: 'Globex', constraints: [], updated_at: 'later' }),
      { company: 'Globex', constraints: [] },
    ],
  ])('%s', (_case, next, patch) => {
    expect(diffRows(base, next)).toEqual(patch);
  });

  it('names the changed columns', () => {
    expect(changedColumns(base, edit({ title: 'x', timeline: 'y' }))).toEqual(['title', 'timeline']);
  });

  it('editable columns are every column but id, user_id, created_at, updated_at and version', () => {
    expect(EDITABLE_COLUMNS).toHaveLength(38);
    expect(EDITABLE_COLUMNS).not.toContain('id');
    expect(EDITABLE_COLUMNS).not.toContain('version');
  });

  it('property: applying the patch to the base gives the next row (managed columns aside)', () => {
    fc.assert(
      fc.property(wellFormedRowArbitrary, wellFormedRowArbitrary, (a, b) => {
        const patched = { ...a, ...diffRows(a, b) };
        for (const column of EDITABLE_COLUMNS) expect(patched[column]).toEqual(b[column]);
        expect(diffRows(b, patched)).toEqual({});
      }),
      { numRuns: 100 },
    );
  });
});

describe('deep equality of JSON values', () => {
  it.each([
    ['a', 'a', true],
    ['a', 'b', false],
    [[], [], true],
    [['a'], ['a', 'b'], false],
    [{ a: 1 }, { a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { b: 1 }, false],
    [{ a: [1, { b: true }] }, { a: [1, { b: true }] }, true],
    [{ a: [1, { b: true }] }, { a: [1, { b: false }] }, false],
    [[], {}, false],
    [null, {}, false],
    [null, null, true],
    [emptyDeliverables(), emptyDeliverables(), true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
  });
});
