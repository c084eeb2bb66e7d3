// "Request changes" sends the brief back to In Progress on the server (decide_review), as an ordinary
// versioned change, so every device learns it by the normal sync rules: the owner's next incremental
// pull brings the new status and version, and an edit the owner made offline on the old version (a
// push based on it) merges with it instead of conflicting or overwriting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/database.ts';
import { availableEngines, createTestDatabase } from '../../supabase/local/db/test-database.ts';
import { createBrief, createMember, queryAs, share, type Member } from './support.ts';
import { pullAs, pushAs } from './sync-support.ts';

describe.each(availableEngines())('review decisions and sync on %s', (engine) => {
  let db: Database;
  let olive: Member;
  let rita: Member;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    olive = await createMember(db, 'olive@example.test', 'user', 'Olive Owner');
    rita = await createMember(db, 'rita@example.test', 'user', 'Rita Reviewer');
  });
  afterAll(() => db?.close());

  it("reaches the owner's devices by pull and merges with the owner's offline edit", async () => {
    const brief = await createBrief(db, olive, { title: 'Launch', budget: '10k' });
    await share(db, olive, brief, rita, 'read');
    await queryAs(db, olive, "select public.request_review($1, $2, '')", [brief, [rita.id]]);
    const synced = await pullAs(db, olive);
    const seen = synced.rows.find((row) => row.id === brief)!;
    expect(seen.status).toBe('review');

    await queryAs(db, rita, "select public.decide_review($1, 'changes_requested', 'Budget too low')", [
      brief,
    ]);

    const next = await pullAs(db, olive, synced.cursor);
    expect(next.rows.map((row) => [row.id, row.status, row.version])).toEqual([
      [brief, 'in-progress', Number(seen.version) + 1],
    ]);

    const pushed = await pushAs(db, olive, {
      briefId: brief,
      base: Number(seen.version),
      patch: { budget: '20k' },
      baseValues: { budget: '10k' },
    });
    expect(pushed.status).toBe('merged');
    const { rows } = await db.query<{ status: string; budget: string }>(
      'select status, budget from public.briefs where id = $1',
      [brief],
    );
    expect(rows).toEqual([{ status: 'in-progress', budget: '20k' }]);
  });
});
