// The field registry is the source of the brief's shape: it covers every editable column once, points at a
// real place in the nested brief, names fields as the spec does, and agrees with docs/spec.md §3 and the
// generated database types (src/lib/database) column by column.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Json, Tables } from '../../../src/lib/database/index.ts';
import {
  BRIEF_COLUMNS,
  LIST_COLUMNS,
  SERVER_MANAGED_COLUMNS,
  TEXT_COLUMNS,
  type Brief,
  type BriefRow,
} from '../../../src/domain/brief.ts';
import {
  BRIEF_FIELDS,
  SECTIONS,
  fieldByColumn,
  fieldByPath,
  fieldLabel,
  type FieldPath,
} from '../../../src/domain/fields.ts';
import { briefFromRow } from '../../../src/domain/mapping.ts';
import { type Deliverables } from '../../../src/domain/brief-values.ts';

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

/** docs/spec.md §3, as written. */
const spec = readFileSync(new URL('../../../docs/spec.md', import.meta.url), 'utf8');
const specSection = (heading: string) => {
  const start = spec.indexOf(`### ${heading}`);
  return spec.slice(start, spec.indexOf('\n### ', start + 1));
};

describe('the registry agrees with docs/spec.md §3', () => {
  const stored = specSection('Brief (stored record, snake_case)')
    .split('\n')
    .find((line) => line.startsWith('id, '))!
    .replace(/\.$/, '')
    .split(', ')
    .map((entry) => {
      const [, column, note] = /^(\w+)(?: \((.+)\))?$/.exec(entry)!;
      return { column: column!, note: note ?? '' };
    });

  it('the stored record: every editable column, in spec order', () => {
    expect(
      stored.map((s) => s.column).filter((c) => !(SERVER_MANAGED_COLUMNS as readonly string[]).includes(c)),
    ).toEqual(BRIEF_FIELDS.map((field) => field.column));
  });

  it.each(stored.filter((s) => fieldByColumn(s.column)).map((s) => [s.column, s.note] as const))(
    '%s (%s) is stored as its kind says',
    (column, note) => {
      const kind = fieldByColumn(column)!.kind;
      if (note.startsWith('list')) expect(['list', 'files', 'competitors']).toContain(kind);
      else if (note === 'object') expect(kind).toBe('deliverables');
      else expect(['text', 'choice']).toContain(kind);
    },
  );

  it('the nested brief: every group and key, in spec order', () => {
    const nested = specSection('Brief (in the application, nested)')
      .split('Conversion rules')[0]!
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .flatMap((line) => {
        const [, group, keys] = /^- (?:(\w+): )?(.+)$/.exec(line)!;
        return keys!
          .replace(/ \([^)]*\)/g, '')
          .split(', ')
          .map((key) => (group ? `${group}.${key}` : key));
      })
      .filter((path) => !['id', 'createdAt', 'updatedAt'].includes(path));
    expect(nested).toEqual(BRIEF_FIELDS.map((field) => field.path));
  });
});

describe('the registry agrees with the generated database types', () => {
  // The briefs table's Row as `npm run gen:types` wrote it.
  const generated = readdirSync(new URL('../../../src/lib/database/', import.meta.url))
    .map((name) => readFileSync(new URL(`../../../src/lib/database/${name}`, import.meta.url), 'utf8'))
    .map((source) => /\n {2}briefs: \{\n {4}Row: \{\n([\s\S]*?)\n {4}\};/.exec(source)?.[1])
    .find((row) => row !== undefined)!;
  const columns = new Map(
    [...generated.matchAll(/^ {6}(\w+): (.+);$/gm)].map(([, column, type]) => [column!, type!] as const),
  );
  /** Columns the server keeps for itself (who changed a brief last); the app never reads them as fields. */
  const SERVER_ONLY = ['updated_by', 'updated_by_name'];

  it('every column of the table is a registry field, server-managed or server-only', () => {
    expect([...columns.keys()].sort()).toEqual([...BRIEF_COLUMNS, ...SERVER_ONLY].sort());
  });

  it.each(BRIEF_FIELDS.map((field) => [field.column, field.kind] as const))(
    '%s holds what a %s field needs',
    (column, kind) => {
      const expected =
        { text: 'string', choice: 'string', deliverables: 'Json' }[kind as string] ?? 'string[]';
      expect(columns.get(column)).toBe(expected);
    },
  );

  it('types: BriefRow is the generated row, with choices and the checklist typed', () => {
    expectTypeOf<BriefRow['tone_of_voice']>().toEqualTypeOf<Tables<'briefs'>['tone_of_voice']>();
    expectTypeOf<BriefRow['primary_goals']>().toEqualTypeOf<Tables<'briefs'>['primary_goals']>();
    expectTypeOf<BriefRow['version']>().toEqualTypeOf<Tables<'briefs'>['version']>();
    expectTypeOf<Tables<'briefs'>['deliverables']>().toEqualTypeOf<Json>();
    expectTypeOf<BriefRow['deliverables']>().toEqualTypeOf<Deliverables>();
    expectTypeOf<BriefRow['status']>().toEqualTypeOf<Brief['status']>();
    expectTypeOf<keyof BriefRow>().toEqualTypeOf<(typeof BRIEF_COLUMNS)[number]>();
    expectTypeOf<Brief['brand']['toneOfVoice']>().toEqualTypeOf<string>();
    expectTypeOf<'brand.toneOfVoice'>().toExtend<FieldPath>();
  });
});
