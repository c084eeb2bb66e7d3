import { afterEach, describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { applyPulledPage, PULL_CURSOR_KEY, type PullPage } from '../../../src/sync/apply-pull.ts';
import { context, openTestDatabase } from '../data/local-db.ts';

const opened: BriefsmithDB[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

function serverCopy(brief: Brief, version: number, changes: Partial<Record<string, unknown>> = {}) {
  return {
    ...briefToRow(brief, 'user-1', version),
    owner_email: 'user-1@example.com',
    owner_full_name: 'User One',
    is_owner: true,
    permission: 'owner',
    ...changes,
  };
}

function page(rows: Record<string, unknown>[], removed: PullPage['removed'] = []): PullPage {
  return {
    rows,
    removed,
    cursor: { updated_at: '2026-01-01T10:00:00.000000+00:00', id: 'x' },
    has_more: false,
  };
}

async function pushedBrief(db: BriefsmithDB, version = 1) {
  const brief = await createBrief(db, { title: 'Base', company: 'Acme' }, context());
  await applyPulledPage(db, page([serverCopy(brief, version)]), Date.now());
  await db.outbox.clear();
  return brief;
}

describe('applying pulled changes', () => {
  it('applies a row only when its version is newer than the local copy', async () => {
    const db = openTestDatabase();
    opened.push(db);
    const brief = await pushedBrief(db, 3);
    await applyPulledPage(db, page([serverCopy(brief, 2, { title: 'Older' })]), Date.now());
    expect((await getBrief(db, brief.id))?.title).toBe('Base');
    await applyPulledPage(db, page([serverCopy(brief, 4, { title: 'Newer' })]), Date.now());
    expect((await getBrief(db, brief.id))?.title).toBe('Newer');
    expect((await db.meta.get(PULL_CURSOR_KEY))?.value).toMatchObject({ id: 'x' });
  });

  it('keeps pending local changes on top of a pulled row', async () => {
    const db = openTestDatabase();
    opened.push(db);
    const brief = await pushedBrief(db);
    await saveBrief(db, { ...brief, title: 'Mine' }, context());
    await applyPulledPage(db, page([serverCopy(brief, 2, { company: 'Theirs Inc' })]), Date.now());
    expect(await getBrief(db, brief.id)).toMatchObject({
      title: 'Mine',
      overview: { company: 'Theirs Inc' },
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('drops a pending column the server already has', async () => {
    const db = openTestDatabase();
    opened.push(db);
    const brief = await pushedBrief(db);
    await saveBrief(db, { ...brief, title: 'Same on both' }, context());
    await applyPulledPage(db, page([serverCopy(brief, 2, { title: 'Same on both' })]), Date.now());
    expect(await db.outbox.count()).toBe(0);
  });

  it('removes a brief deleted elsewhere, but turns it into a conflict when the user has changes', async () => {
    const db = openTestDatabase();
    opened.push(db);
    const untouched = await pushedBrief(db);
    const edited = await pushedBrief(db);
    await saveBrief(db, { ...edited, title: 'My edit' }, context());
    await applyPulledPage(
      db,
      page(
        [],
        [untouched.id, edited.id].map((id) => ({
          brief_id: id,
          removed_at: '2026-01-01T10:00:00Z',
          reason: 'deleted' as const,
        })),
      ),
      Date.now(),
    );
    expect(await getBrief(db, untouched.id)).toBeUndefined();
    expect((await getBrief(db, edited.id))?.title).toBe('My edit');
    expect(await db.conflicts.get(edited.id)).toMatchObject({
      kind: 'deleted',
      fields: [{ field: 'title', base: 'Base', mine: 'My edit', theirs: null }],
    });
  });
});
