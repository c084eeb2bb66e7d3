import { afterEach, describe, expect, it } from 'vitest';
import { createBrief, getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { applyPulledPage } from '../../../src/sync/apply-pull.ts';
import { applyPushResult } from '../../../src/sync/apply-push.ts';
import { context, openTestDatabase } from '../data/local-db.ts';

const opened: BriefsmithDB[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

/** A brief on the server at version 1, with nothing queued. */
async function syncedBrief() {
  const db = openTestDatabase();
  opened.push(db);
  const brief = await createBrief(db, { title: 'Base', company: 'Acme' }, context());
  const row = {
    ...briefToRow(brief, 'user-1', 1),
    owner_email: 'user-1@example.com',
    owner_full_name: 'User One',
    is_owner: true,
    permission: 'owner',
  };
  await applyPulledPage(db, { rows: [row], removed: [], cursor: null, has_more: false }, Date.now());
  await db.outbox.clear();
  return { db, brief, row };
}

/** Saves `title`, sends it (in flight), lets `meanwhile` run, then answers: the title changed on both sides. */
async function pushAnsweredWithTitleConflict(
  title: string,
  meanwhile: (brief: Brief, db: BriefsmithDB) => Promise<void>,
) {
  const { db, brief, row } = await syncedBrief();
  await saveBrief(db, { ...brief, title }, context());
  const [sent] = await db.outbox.toArray();
  await db.outbox.update(sent!.seq!, { status: 'inflight' });
  await meanwhile(brief, db);
  await applyPushResult(
    db,
    { ...sent!, status: 'inflight' },
    {
      status: 'conflict',
      version: 2,
      updated_at: null,
      row: { ...row, title: 'Theirs', version: 2 },
      conflicts: [{ field: 'title' }],
    },
    Date.now(),
  );
  return { db, brief };
}

describe("applying the server's answer to a push", () => {
  it('records a field conflict with both values when nothing newer is queued for the field', async () => {
    const { db, brief } = await pushAnsweredWithTitleConflict('Mine', async () => {});
    expect(await db.conflicts.get(brief.id)).toMatchObject({
      kind: 'fields',
      fields: [{ field: 'title', mine: 'Mine', theirs: 'Theirs', base: 'Base' }],
    });
    expect((await getBrief(db, brief.id))?.title).toBe('Theirs');
  });

  it('records no conflict for a field saved again while the push was in flight: the newer save is still queued', async () => {
    const { db, brief } = await pushAnsweredWithTitleConflict('Mine', (brief, db) =>
      saveBrief(db, { ...brief, title: 'Mine, later' }, context()),
    );
    expect(await db.conflicts.get(brief.id)).toBeUndefined();
    expect((await getBrief(db, brief.id))?.title).toBe('Mine, later');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ patch: { title: 'Mine, later' }, baseValues: { title: 'Mine' } });
  });
});
