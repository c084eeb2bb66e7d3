// The field registry (src/domain/fields.ts) is the one place a brief's shape is written down: every other
// list of columns, paths or groups is derived from it, so adding a field is the registry, a migration and
// its editor control.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRIEF_COLUMNS,
  LIST_COLUMNS,
  SERVER_MANAGED_COLUMNS,
  TEXT_COLUMNS,
} from '../../../src/domain/brief.ts';
import { BRIEF_FIELDS, BRIEF_GROUPS, FIELD_PATHS } from '../../../src/domain/fields.ts';
import { EDITABLE_COLUMNS } from '../../../src/domain/diff.ts';
import { TEMPLATE_COLUMNS } from '../../../src/domain/templates.ts';
import { briefFromRow, briefToRow } from '../../../src/domain/mapping.ts';
import { newBrief } from '../../../src/domain/defaults.ts';
import { FILE_COLUMNS } from '../../../src/data/files.ts';

const SRC = join(import.meta.dirname, '../../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** Where columns may be named by the dozen: the registry, the generated types, and data in the stored shape. */
const ALLOWED = new Set([
  'domain/fields.ts',
  // The built-in templates' content is written as stored columns (public.brief_templates.content).
  'domain/templates.ts',
]);

const columnsOf = (kinds: string[]) =>
  BRIEF_FIELDS.filter((f) => kinds.includes(f.kind)).map((f) => f.column);

describe('the registry is the source of every list of the brief', () => {
  // A column of two words or more is never an ordinary word, so naming it means naming that field.
  const namedColumns = BRIEF_FIELDS.map((f) => f.column).filter((column) => column.includes('_'));

  it.each(
    sources(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((file) => !file.startsWith('lib/database/') && !ALLOWED.has(file)),
  )('%s names at most two of its columns (no hand-written list)', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    const named = namedColumns.filter((column) => new RegExp(`\\b${column}\\b`).test(source));
    expect(named.length, `${file} names ${named.join(', ')}`).toBeLessThanOrEqual(2);
  });

  it.each([
    ['text columns', TEXT_COLUMNS, columnsOf(['text'])],
    ['list columns', LIST_COLUMNS, columnsOf(['list', 'files', 'competitors'])],
    ['file columns', FILE_COLUMNS, columnsOf(['files'])],
    ['editable columns', EDITABLE_COLUMNS, BRIEF_FIELDS.map((f) => f.column)],
    ['every column', BRIEF_COLUMNS, [...SERVER_MANAGED_COLUMNS, ...BRIEF_FIELDS.map((f) => f.column)]],
    ['field paths', FIELD_PATHS, BRIEF_FIELDS.map((f) => f.path)],
    [
      'nested groups',
      BRIEF_GROUPS,
      [...new Set(BRIEF_FIELDS.filter((f) => f.path.includes('.')).map((f) => f.path.split('.')[0]))],
    ],
    [
      'template columns',
      TEMPLATE_COLUMNS,
      BRIEF_FIELDS.filter(
        (f) => f.kind !== 'files' && !['title', 'company', 'type', 'status'].includes(f.column),
      ).map((f) => f.column),
    ],
  ] as [string, readonly string[], string[]][])(
    '%s follow the registry, in its order',
    (_list, derived, expected) => {
      expect([...derived]).toEqual(expected);
    },
  );

  const placesOf = (value: unknown, prefix = ''): string[] =>
    Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      prefix === '' && BRIEF_GROUPS.includes(key as never) ? placesOf(inner, `${key}.`) : [`${prefix}${key}`],
    );

  it.each([
    ['a brief read from an empty row', briefFromRow({})],
    ['a new brief', newBrief({ title: 'T', company: 'C' })],
  ])('%s has exactly the registry fields, plus its identity and dates', (_brief, brief) => {
    expect(placesOf(brief).sort()).toEqual([...FIELD_PATHS, 'id', 'createdAt', 'updatedAt'].sort());
  });

  it('a stored row has exactly the registry columns, plus the server-managed ones', () => {
    expect(Object.keys(briefToRow(newBrief({ title: 'T', company: 'C' }), 'u1')).sort()).toEqual(
      [...BRIEF_COLUMNS].sort(),
    );
  });
});
