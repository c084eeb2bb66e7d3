import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import SyncIssuesDialog from '../../../src/components/sync-status/sync-issues-dialog.tsx';
import { createSyncEngine } from '../../../src/sync/engine.ts';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

// The resolution view on top of the real sync engine. The engine is not started: choosing mine or theirs
// is a local decision (what the server must still be told is queued), so no server is needed here.
vi.setConfig({ testTimeout: 20_000 });

afterEach(resetToasts);

function engineFor(db: BriefsmithDB, userId: string) {
  const supabase = createClient('http://127.0.0.1:9', 'anon-key', { auth: { persistSession: false } });
  return createSyncEngine({ db, supabase, userId });
}

async function withConflict(userId: string) {
  const db = freshDatabase(userId);
  const record = await storeBrief(db, { title: 'Contested' });
  await db.briefs.update(record.id, { 'row.budget': '$15k', 'base.budget': '$15k' } as never);
  await db.conflicts.put({
    briefId: record.id,
    kind: 'fields',
    fields: [{ field: 'budget', base: '$10k', mine: '$12k', theirs: '$15k' }],
    serverVersion: 1,
    createdAt: Date.now(),
  });
  return { db, record };
}

describe('resolving sync issues', () => {
  it("'Keep mine' puts my value back in the brief and queues it for the server", async () => {
    const { db, record } = await withConflict('resolve-mine');
    renderSignedIn(<SyncIssuesDialog isOpen onOpenChange={() => undefined} />, {
      user: { id: 'resolve-mine', email: 'm@example.com' },
      db,
      engine: engineFor(db, 'resolve-mine'),
    });
    const conflict = await screen.findByRole('region', { name: 'Contested' });
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine: Budget' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect((await db.briefs.get(record.id))?.row.budget).toBe('$12k');
    expect(await db.outbox.where('briefId').equals(record.id).count()).toBe(1);
    expect(await screen.findByText('Everything is in sync.')).toBeInTheDocument();
  });

  it("'Take all theirs' keeps the server's value and queues nothing", async () => {
    const { db, record } = await withConflict('resolve-theirs');
    renderSignedIn(<SyncIssuesDialog isOpen onOpenChange={() => undefined} />, {
      user: { id: 'resolve-theirs', email: 't@example.com' },
      db,
      engine: engineFor(db, 'resolve-theirs'),
    });
    const conflict = await screen.findByRole('region', { name: 'Contested' });
    await userEvent.click(within(conflict).getByRole('button', { name: 'Take all theirs' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect((await db.briefs.get(record.id))?.row.budget).toBe('$15k');
    expect(await db.outbox.count()).toBe(0);
  });

  it('discards a blocked change only when asked', async () => {
    const db = freshDatabase('resolve-blocked');
    const brief = await createBrief(db, { title: 'Refused', company: 'Acme' }, { userId: 'resolve-blocked' });
    await db.outbox.where('briefId').equals(brief.id).modify({ status: 'blocked', lastError: 'Not allowed' });
    renderSignedIn(<SyncIssuesDialog isOpen onOpenChange={() => undefined} />, {
      user: { id: 'resolve-blocked', email: 'b@example.com' },
      db,
      engine: engineFor(db, 'resolve-blocked'),
    });
    const entry = await screen.findByRole('region', { name: 'Refused' });
    expect(await db.outbox.count()).toBe(1);
    await userEvent.click(within(entry).getByRole('button', { name: 'Discard change' }));
    await waitFor(async () => expect(await db.outbox.where('status').equals('blocked').count()).toBe(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refused' })).not.toBeInTheDocument());
  });
});
