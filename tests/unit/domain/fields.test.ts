// The field registry covers every editable column once, points at a real place in the nested brief and
// names fields as the spec does.
import { describe, expect, it } from 'vitest';
import {
  BRIEF_COLUMNS,
  LIST_COLUMNS,
  SERVER_MANAGED_COLUMNS,
  TEXT_COLUMNS,
} from '../../../src/domain/brief.ts';
import {
  BRIEF_FIELDS,
  SECTIONS,
  fieldByColumn,
  fieldByPath,
  fieldLabel,
} from '../../../src/domain/fields.ts';
import { briefFromRow } from '../../../src/domain/mapping.ts';

const editable = BRIEF_COLUMNS.filter(
  (column) => !(SERVER_MANAGED_COLUMNS as readonly string[]).includes(column),
);

function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
}

describe('the field registry', () => {
  it('has every editable column exactly once', () => {
    expect(BRIEF_FIELDS.map((field) => field.column).sort()).toEqual([...editable].sort());
    expect(new Set(BRIEF_FIELDS.map((field) => field.path)).size).toBe(BRIEF_FIELDS.length);
  });

  it.each(BRIEF_FIELDS.map((field) => [field.path, field] as const))(
    '%s is a place in the nested brief, of its kind, in a known section',
    (path, field) => {
      const value = valueAt(briefFromRow({}), path);
      expect(value).toBeDefined();
      expect(Object.keys(SECTIONS)).toContain(field.section);
      if (field.kind === 'text') expect(TEXT_COLUMNS).toContain(field.column);
      if (['list', 'files', 'competitors'].includes(field.kind)) {
        expect(LIST_COLUMNS).toContain(field.column);
        expect(Array.isArray(value)).toBe(true);
      }
    },
  );

  it.each([
    ['brand.toneOfVoice', 'tone_of_voice', 'Tone of Voice'],
    ['creative.visualStyleFiles', 'visual_style_files', 'Visual Style Files'],
    ['creative.designDontsList', 'design_donts_list', "Design Don'ts"],
    ['creative.inspiration', 'inspiration', 'Inspiration Sources'],
    ['brand.differentiators', 'differentiators', 'Key Differentiators'],
    ['competitors.directCompetitors', 'direct_competitors', 'Direct Competitors'],
  ])('%s and %s are both called %s', (path, column, label) => {
    expect(fieldLabel(path)).toBe(label);
    expect(fieldLabel(column)).toBe(label);
    expect(fieldByPath(path)).toBe(fieldByColumn(column));
  });

  it('names an unknown field by what it was given', () => {
    expect(fieldLabel('not_a_column')).toBe('not_a_column');
  });
});
