// Attack rows for team templates (public.brief_templates): every member reads them, anyone
// creates them only as their own author, only the author and admins change or delete them, and the
// server sets author_id, created_at and updated_at. Run by the one runner (attack-rows.ts).
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../../supabase/local/db/test-database.ts';
import { actAs } from '../support.ts';
import { buildWorld, type Check, type World } from '../world.ts';
import { runAttacks, type Attack } from '../attack-rows.ts';

type Who = 'anon' | 'alice' | 'bob' | 'mallory' | 'ada';
type TemplateWorld = World & { template: string };

type AttackRow = Attack<TemplateWorld, Who>;

const column =
  (name: string) =>
  (w: TemplateWorld): Check => ({
    sql: `select ${name} from public.brief_templates where id = $1`,
    params: [w.template],
  });
const insert = (values: Record<string, unknown>): [string, unknown[]] => {
  const keys = Object.keys(values);
  return [
    `insert into public.brief_templates (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(values).map((value) => (typeof value === 'object' ? JSON.stringify(value) : value)),
  ];
};
const newest = (sql: string): Check => ({
  sql: `select ${sql} from public.brief_templates order by updated_at desc limit 1`,
});

const rows: AttackRow[] = [
  {
    who: 'anon',
    action: 'lists templates',
    run: () => ['select * from public.brief_templates', []],
    expected: '42501',
  },
  {
    who: 'anon',
    action: 'creates a template',
    run: () => insert({ name: 'Anon', content: {} }),
    expected: '42501',
  },
  {
    who: 'mallory',
    action: "reads Alice's template (every member can)",
    run: (w) => ['select name from public.brief_templates where id = $1', [w.template]],
    expected: 'rows 1',
  },
  {
    who: 'bob',
    action: 'creates a template naming Alice as its author (the server makes it his)',
    run: (w) => insert({ name: 'Forged', content: { title: 'x' }, author_id: w.alice.id }),
    expected: 'rows 1',
    then: (w) => ({ ...newest('author_id = ' + `'${w.bob.id}'`), expected: true }),
  },
  {
    who: 'bob',
    action: 'creates a template dated 2000 (the server sets the dates)',
    run: () =>
      insert({ name: 'Old', created_at: '2000-01-01T00:00:00Z', updated_at: '2000-01-01T00:00:00Z' }),
    expected: 'rows 1',
    then: () => ({ ...newest("created_at > '2020-01-01' and updated_at > '2020-01-01'"), expected: true }),
  },
  {
    who: 'bob',
    action: 'creates a template with a blank name',
    run: () => insert({ name: '   ', content: {} }),
    expected: '23514',
  },
  {
    who: 'bob',
    action: 'creates a template whose content is not an object',
    run: () => insert({ name: 'List', content: [1, 2] }),
    expected: '23514',
  },
  {
    who: 'bob',
    action: 'creates a template with 300 kB of content',
    run: () => insert({ name: 'Huge', content: { additional_notes: 'x'.repeat(300_000) } }),
    expected: '23514',
  },
  {
    who: 'bob',
    action: 'creates a template of an unknown type',
    run: () => insert({ name: 'Odd', type: 'poster', content: {} }),
    expected: '23514',
  },
  {
    who: 'bob',
    action: "renames Alice's template",
    run: (w) => ["update public.brief_templates set name = 'Mine now' where id = $1", [w.template]],
    expected: 'rows 0',
  },
  {
    who: 'mallory',
    action: "deletes Alice's template",
    run: (w) => ['delete from public.brief_templates where id = $1', [w.template]],
    expected: 'rows 0',
  },
  {
    who: 'alice',
    action: 'renames her template',
    run: (w) => ["update public.brief_templates set name = 'Renamed' where id = $1", [w.template]],
    expected: 'rows 1',
    then: (w) => ({ ...column('name')(w), expected: 'Renamed' }),
  },
  {
    who: 'alice',
    action: 'hands her template to Bob (the author never changes)',
    run: (w) => ['update public.brief_templates set author_id = $2 where id = $1', [w.template, w.bob.id]],
    expected: 'rows 1',
    then: (w) => ({ ...column(`author_id = '${w.alice.id}'`)(w), expected: true }),
  },
  {
    who: 'alice',
    action: 'back-dates her template (created_at is kept)',
    run: (w) => ["update public.brief_templates set created_at = '2000-01-01' where id = $1", [w.template]],
    expected: 'rows 1',
    then: (w) => ({ ...column("created_at > '2020-01-01'")(w), expected: true }),
  },
  {
    who: 'alice',
    action: 'deletes her template',
    run: (w) => ['delete from public.brief_templates where id = $1', [w.template]],
    expected: 'rows 1',
  },
  {
    who: 'ada',
    action: "renames Alice's template (admin)",
    run: (w) => ["update public.brief_templates set name = 'Tidied' where id = $1", [w.template]],
    expected: 'rows 1',
    then: (w) => ({ ...column(`name || ':' || (author_id = '${w.alice.id}')`)(w), expected: 'Tidied:true' }),
  },
  {
    who: 'ada',
    action: "deletes Alice's template (admin)",
    run: (w) => ['delete from public.brief_templates where id = $1', [w.template]],
    expected: 'rows 1',
  },
];

describe.each(availableEngines())('templates attack table on %s', (engine) => {
  let db: Database;
  let world: TemplateWorld;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const base = await buildWorld(db);
    const template = await actAs(db, base.alice, async (tx) => {
      const r = await tx.query<{ id: string }>(
        "insert into public.brief_templates (name, type, content) values ('Alice template', 'product', $1) returning id",
        [JSON.stringify({ project_type: 'Launch' })],
      );
      return r.rows[0]!.id;
    });
    world = { ...base, template };
  });
  afterAll(() => db?.close());

  runAttacks(rows, () => ({ db, world: world }));
});
