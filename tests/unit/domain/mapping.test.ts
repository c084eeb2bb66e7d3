import { describe, expect, it } from 'vitest';
import { BRIEF_COLUMNS, LIST_COLUMNS, TEXT_COLUMNS, type BriefRowInput } from '../../../src/domain/brief.ts';
import { emptyDeliverables } from '../../../src/domain/deliverables.ts';
import { briefFromRow, briefToRow, normalizeRow, rowVersion } from '../../../src/domain/mapping.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';

describe('rule: missing text becomes an empty string', () => {
  it.each(TEXT_COLUMNS.flatMap((column) => [[column, undefined] as const, [column, null] as const]))(
    '%s = %s reads as ""',
    (column, value) => {
      const row = briefToRow(briefFromRow({ [column]: value }), 'u1');
      expect(row[column]).toBe('');
    },
  );

  it.each([
    [{}, 'id', ''],
    [{}, 'created_at', ''],
    [{ title: 42 }, 'title', '42'],
    [{ title: { nested: true } }, 'title', ''],
  ] as [BriefRowInput, keyof ReturnType<typeof briefToRow>, string][])(
    '%j: %s reads as %j',
    (input, column, expected) => {
      expect(briefToRow(briefFromRow(input), '')[column]).toBe(expected);
    },
  );
});

describe('rule: missing lists become empty lists', () => {
  it.each(LIST_COLUMNS.flatMap((column) => [[column, undefined] as const, [column, null] as const]))(
    '%s = %s reads as []',
    (column, value) => {
      const row = briefToRow(briefFromRow({ [column]: value }), 'u1');
      expect(row[column]).toEqual([]);
    },
  );

  it.each([
    [
      ['a', null, 'b', 3],
      ['a', 'b'],
    ],
    ['not a list', []],
    [[], []],
  ])('primary_goals %j reads as %j (non-strings dropped)', (value, expected) => {
    expect(briefFromRow({ primary_goals: value }).goals.primaryGoals).toEqual(expected);
  });
});

describe('rule: type and status read as known values, else the new-brief defaults', () => {
  it.each([
    [{ type: 'marketing', status: 'review' }, 'marketing', 'review'],
    [{ type: 'product', status: 'in-progress' }, 'product', 'in-progress'],
    [{}, 'brand', 'draft'],
    [{ type: null, status: null }, 'brand', 'draft'],
    [{ type: 'campaign', status: 'archived' }, 'brand', 'draft'],
  ])('%j → type %s, status %s', (row, type, status) => {
    const brief = briefFromRow(row);
    expect([brief.type, brief.status]).toEqual([type, status]);
  });
});

describe('rule: the deliverables object reads every option, missing or non-true as false', () => {
  const withBusinessCard = {
    ...emptyDeliverables(),
    templates: { ...emptyDeliverables().templates, businessCard: true },
  };
  it.each([
    ['missing', undefined, emptyDeliverables()],
    ['null', null, emptyDeliverables()],
    ['empty object', {}, emptyDeliverables()],
    ['one group, one option', { templates: { businessCard: true } }, withBusinessCard],
    ['JSON text', JSON.stringify({ templates: { businessCard: true } }), withBusinessCard],
    ['"true" is not true', { templates: { businessCard: 'true' } }, emptyDeliverables()],
    [
      'unknown keys dropped',
      { templates: { businessCard: true, mug: true }, extra: { a: true } },
      withBusinessCard,
    ],
    ['a list is not an object', [true], emptyDeliverables()],
    ['unparsable text', '{oops', emptyDeliverables()],
  ])('%s', (_rule, stored, expected) => {
    expect(briefFromRow({ deliverables: stored }).requirements.deliverables).toEqual(expected);
  });
});

describe('rule: the server version reads as a number', () => {
  it.each([
    [3, 3],
    ['17', 17],
    [null, 0],
    [undefined, 0],
    ['x', 0],
    [Number.NaN, 0],
  ])('%j → %d', (value, expected) => {
    expect(rowVersion(value)).toBe(expected);
  });
});

describe('rule: columns map to the nested application fields', () => {
  it('every column of the row is written, named as docs/spec.md §3 names it', () => {
    const row = briefToRow(makeFullBrief({ id: '00000000-0000-4000-8000-000000000001' }), 'owner-1', 4);
    expect(Object.keys(row).sort()).toEqual([...BRIEF_COLUMNS].sort());
    expect(row).toMatchObject({
      id: '00000000-0000-4000-8000-000000000001',
      user_id: 'owner-1',
      version: 4,
      title: 'Spring launch',
      company: 'Acme',
      description: 'A new look',
      project_name: 'Rebrand',
      primary_goals: ['Grow'],
      pain_points: ['Too slow'],
      tone_of_voice: 'Warm',
      direct_competitors: ['Globex: Reach | Price'],
      brand_documents: [
        'https://example.com/guide.pdf',
        '{"data":"data:application/pdf;base64,JVBE","name":"deck.pdf"}',
      ],
      visual_style_files: ['{"data":"data:image/png;base64,iVBO","name":"mood.png"}'],
      design_donts_list: ['Comic Sans'],
    });
  });

  it('normalizeRow fills every missing column of a sparse row', () => {
    const row = normalizeRow({ id: 'b1', user_id: 'u1', title: 'T', version: '2' });
    expect(Object.keys(row).sort()).toEqual([...BRIEF_COLUMNS].sort());
    expect(row).toMatchObject({
      id: 'b1',
      user_id: 'u1',
      title: 'T',
      version: 2,
      type: 'brand',
      status: 'draft',
      primary_goals: [],
    });
  });

  it('the written row shares no lists with the brief (editing one never edits the other)', () => {
    const brief = makeFullBrief();
    const row = briefToRow(brief, 'u1');
    row.primary_goals.push('x');
    row.deliverables.templates.letterhead = true;
    expect(brief.goals.primaryGoals).toEqual(['Grow']);
    expect(brief.requirements.deliverables.templates.letterhead).toBe(false);
  });
});
