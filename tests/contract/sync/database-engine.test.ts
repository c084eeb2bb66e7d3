// The sync contract tests run twice in `npm test`: on PGlite (project contract) and on PostgreSQL 15
// (project contract-pg, TEST_STACK_ENGINE=postgres). This holds the second run to its word: the
// stack these files sync against serves the database the project names, a fresh one of its own.
import { expect, it } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import { serverRow, syncWorld } from './fixtures.ts';

const world = syncWorld('alice');
const named = process.env.TEST_STACK_ENGINE || 'pglite';

it(`syncs against the stack on ${named}`, async () => {
  expect(world.stack.db.kind).toBe(named);
  const { rows } = await world.stack.db.query<{ name: string; briefs: number }>(
    'select current_database() as name, (select count(*)::int from public.briefs) as briefs',
  );
  if (named === 'postgres') expect(rows[0]?.name).toMatch(/^briefsmith_test_[0-9a-f]{12}$/);
  expect(rows[0]?.briefs).toBe(0);
  const laptop = await world.device(world.alice);
  const brief = await createBrief(laptop.db, { title: 'Launch', company: 'Acme' }, laptop.ctx);
  await laptop.sync();
  expect((await serverRow(world.stack, brief.id))?.title).toBe('Launch');
});
