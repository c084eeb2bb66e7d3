import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../../../src/domain/diff.ts';
import {
  changedFields,
  describeChange,
  fileRefsOf,
  restorableValue,
  type FieldChange,
} from '../../../src/domain/history.ts';

const guide = { file: 'abc', name: 'Guide.pdf', size: 5000 };
const uploaded = JSON.stringify({ data: 'data:image/png;base64,AA', name: 'logo.png' });

describe('describeChange', () => {
  it.each<[string, EditableColumn, unknown, unknown, FieldChange]>([
    [
      'text: a word difference',
      'budget',
      '$10 total',
      '$20 total',
      {
        kind: 'text',
        parts: [
          { kind: 'removed', text: '$10' },
          { kind: 'added', text: '$20' },
          { kind: 'same', text: ' total' },
        ],
      },
    ],
    [
      'text: set for the first time',
      'title',
      null,
      'Launch',
      { kind: 'text', parts: [{ kind: 'added', text: 'Launch' }] },
    ],
    [
      'status: by its label',
      'status',
      'draft',
      'in-progress',
      { kind: 'value', before: 'Draft', after: 'In Progress' },
    ],
    ['type: by its label', 'type', null, 'brand', { kind: 'value', before: '', after: 'Brand' }],
    [
      'list: added and removed, repeats counted',
      'key_messages',
      ['Fast', 'Fast', 'Cheap'],
      ['Fast', 'Good'],
      { kind: 'list', added: ['Good'], removed: ['Fast', 'Cheap'] },
    ],
    [
      'list: unchanged order change',
      'pain_points',
      ['a', 'b'],
      ['b', 'a'],
      { kind: 'list', added: [], removed: [] },
    ],
    [
      'files: by reference and name',
      'brand_documents',
      [guide, 'https://x.test/brand.pdf'],
      [uploaded, guide],
      { kind: 'files', added: ['logo.png'], removed: ['https://x.test/brand.pdf'] },
    ],
    [
      'files: a renamed file with the same content is the same file',
      'visual_style_files',
      [guide],
      [{ ...guide, name: 'Other.pdf' }],
      { kind: 'files', added: [], removed: [] },
    ],
    [
      'deliverables: ticked and unticked boxes by label',
      'deliverables',
      { logoFiles: { iconsSubmarks: true }, templates: {} },
      { logoFiles: { iconsSubmarks: false }, templates: { businessCard: true } },
      {
        kind: 'deliverables',
        checked: ['Templates: Business card'],
        unchecked: ['Logo Files: Icons and submarks'],
      },
    ],
  ])('%s', (_name, column, before, after, expected) => {
    expect(describeChange(column, before, after)).toEqual(expected);
  });
});

describe('changedFields', () => {
  it("lists a version's fields in the brief's order", () => {
    const changes = { budget: { before: 'a', after: 'b' }, title: { before: null, after: 'T' } };
    expect(changedFields({ changes })).toEqual(['title', 'budget']);
  });
});

describe('restorableValue', () => {
  const files = new Map([['abc', 'the file text']]);
  it.each<[string, EditableColumn, unknown, unknown]>([
    ['text stays as it is', 'budget', '$10', '$10'],
    ['a list stays as it is', 'key_messages', ['a'], ['a']],
    [
      'file references become their text',
      'brand_documents',
      [guide, 'https://x.test'],
      ['the file text', 'https://x.test'],
    ],
    ['a missing file cannot be restored', 'visual_style_files', [{ ...guide, file: 'gone' }], undefined],
  ])('%s', (_name, column, value, expected) => {
    expect(restorableValue(column, value, files)).toEqual(expected);
  });

  it('names the references a value needs', () => {
    expect(fileRefsOf([guide, 'x'])).toEqual(['abc']);
    expect(fileRefsOf('text')).toEqual([]);
  });
});
