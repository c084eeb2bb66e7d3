// Comments through the real engine and the local stack (docs/design.md §26): written offline they wait
// on the device and reach the server on reconnect; a colleague's device gets them by pull and, live, on
// the comment_changed signal; an edit made on two devices keeps the earlier text; a refusal blocks the
// operation with the server's reason and keeps the comment.
import { randomUUID } from 'node:crypto';
import { IDBIndex, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createBrief } from '../../../src/data/briefs-repository.ts';
import { addComment, editComment } from '../../../src/data/comment-store.ts';
import type { Member } from '../../support/stack.ts';
import { share, syncWorld, unshare } from './fixtures.ts';

const world = syncWorld('alice', 'bob', 'mallory');
const arrives = { timeout: 5_000, interval: 50 };

async function comment(
  device: Awaited<ReturnType<typeof world.device>>,
  author: Member,
  briefId: string,
  body: string,
  extra: { threadId?: string; mentions?: string[] } = {},
) {
  return addComment(device.db, {
    id: randomUUID(),
    opId: randomUUID(),
    briefId,
    section: 'audience',
    body,
    mentions: extra.mentions ?? [],
    threadId: extra.threadId,
    authorId: author.id,
    now: Date.now(),
  });
}

async function serverComment(id: string) {
  const { rows } = await world.stack.db.query<{ body: string; author_id: string }>(
    'select body, author_id from public.brief_comments where id = $1',
    [id],
  );
  return rows[0];
}

type Read = (this: IDBObjectStore | IDBIndex, query?: unknown, ...rest: unknown[]) => IDBRequest;
const READS = ['getAll', 'getAllKeys', 'openCursor', 'openKeyCursor', 'count'] as const;

/**
 * Counts the reads of every key or record of the device's `briefs` store (no key range given) while
 * `run` runs — at a team's size 20,000 briefs. Each read goes through to fake-indexeddb's own.
 */
async function wholeBriefReads(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const restore: (() => void)[] = [];
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Record<string, Read>[]) {
    for (const method of READS) {
      const own = proto[method]!;
      proto[method] = function (this: IDBObjectStore | IDBIndex, query?: unknown, ...rest: unknown[]) {
        const store = 'objectStore' in this ? this.objectStore : this;
        // A key range, or (IndexedDB 3) options holding one: none means every row.
        const range = query instanceof Object && 'query' in query ? query.query : query;
        if (store.name === 'briefs' && (range === undefined || range === null)) reads++;
        return own.call(this, query, ...rest);
      };
      restore.push(() => (proto[method] = own));
    }
  }
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return reads;
}

describe('comments sync', () => {
  it('keeps a comment written offline on the device and sends it on reconnect', async () => {
    const laptop = await world.device(world.alice);
    const brief = await createBrief(laptop.db, { title: 'Offline thoughts', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    laptop.online = false;
    const written = await comment(laptop, world.alice, brief.id, 'Is this the right audience?');
    await laptop.sync();
    expect(await laptop.db.comments.get(written.id)).toMatchObject({ body: 'Is this the right audience?' });
    expect(await serverComment(written.id)).toBeUndefined();

    laptop.online = true;
    await laptop.sync();
    expect(await serverComment(written.id)).toEqual({
      body: 'Is this the right audience?',
      author_id: world.alice.id,
    });
    expect(await laptop.db.commentOps.count()).toBe(0);
    expect((await laptop.db.comments.get(written.id))?.version).toBe(1);
  });

  it("brings a colleague's comment by pull, and live on the signal", async () => {
    const laptop = await world.device(world.alice);
    const brief = await createBrief(laptop.db, { title: 'Shared thoughts', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    await share(laptop, brief.id, world.bob, 'read');

    // Bob's device arrives after the comment: the brief is new to it, its comments come whole.
    const first = await comment(laptop, world.alice, brief.id, 'Before Bob looked');
    await laptop.sync();
    const desk = await world.device(world.bob, { live: true });
    await desk.sync();
    expect(await desk.db.comments.get(first.id)).toMatchObject({ body: 'Before Bob looked' });

    const reply = await comment(laptop, world.alice, brief.id, 'Now live', { threadId: first.id });
    await laptop.sync();
    await vi.waitFor(
      async () => expect((await desk.db.comments.get(reply.id))?.body).toBe('Now live'),
      arrives,
    );
  });

  it('keeps the earlier text when one comment is edited on two devices', async () => {
    const laptop = await world.device(world.bob);
    const phone = await world.device(world.bob);
    const owner = await world.device(world.alice);
    const brief = await createBrief(owner.db, { title: 'Two devices', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'read');
    await laptop.sync();
    const written = await comment(laptop, world.bob, brief.id, 'First words');
    await laptop.sync();
    await phone.sync();

    await editComment(laptop.db, written.id, 'From the laptop', [], randomUUID(), Date.now());
    await editComment(phone.db, written.id, 'From the phone', [], randomUUID(), Date.now());
    await laptop.sync();
    await phone.sync();
    await laptop.sync();
    expect((await laptop.db.comments.get(written.id))?.body).toBe('From the phone');
    const { rows } = await world.stack.db.query<{ body: string }>(
      'select body from public.brief_comment_edits where comment_id = $1 order by id',
      [written.id],
    );
    expect(rows.map((row) => row.body)).toEqual(['First words', 'From the laptop']);
  });

  it("blocks a refused comment with the server's reason, keeps it, and sends the others", async () => {
    const laptop = await world.device(world.alice);
    const brief = await createBrief(laptop.db, { title: 'Mentions', company: 'Acme' }, laptop.ctx);
    await laptop.sync();
    const refused = await comment(laptop, world.alice, brief.id, '@Mallory look', {
      mentions: [world.mallory.id],
    });
    const fine = await comment(laptop, world.alice, brief.id, 'Just a note');
    await laptop.sync();
    const [op] = await laptop.db.commentOps.toArray();
    expect(op).toMatchObject({ commentId: refused.id, status: 'blocked' });
    expect(op!.error).toMatch(/cannot read this brief/);
    expect(await laptop.db.comments.get(refused.id)).toMatchObject({ body: '@Mallory look' });
    expect(await serverComment(fine.id)).toMatchObject({ body: 'Just a note' });
    expect(await serverComment(refused.id)).toBeUndefined();
  });

  it('pulls every comment of a brief new on the device, however old, reading no other brief', async () => {
    const owner = await world.device(world.alice);
    const seen = await createBrief(owner.db, { title: 'Seen before', company: 'Acme' }, owner.ctx);
    const later = await createBrief(owner.db, { title: 'Shared later', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, seen.id, world.bob, 'read');
    const old = await comment(owner, world.alice, later.id, 'Long before Bob could read it');
    await owner.sync();
    // Older than anything Bob's device will have pulled: only a fetch of the whole brief brings it.
    await world.stack.db.query(
      `update public.brief_comments set updated_at = updated_at - interval '1 hour' where id = $1`,
      [old.id],
    );
    const recent = await comment(owner, world.alice, seen.id, 'Bob reads this one');
    await owner.sync();
    const desk = await world.device(world.bob);
    await desk.sync();
    expect(await desk.db.comments.get(recent.id)).toBeDefined();

    await share(owner, later.id, world.bob, 'read');
    const reads = await wholeBriefReads(() => desk.sync());
    expect(await desk.db.briefs.get(later.id)).toBeDefined();
    expect(await desk.db.comments.get(old.id)).toMatchObject({ body: 'Long before Bob could read it' });
    expect(reads).toBe(0);
  });

  it("forgets the comments of a brief no longer shared with the device's member", async () => {
    const owner = await world.device(world.alice);
    const brief = await createBrief(owner.db, { title: 'Unshared', company: 'Acme' }, owner.ctx);
    await owner.sync();
    await share(owner, brief.id, world.bob, 'read');
    const written = await comment(owner, world.alice, brief.id, 'For Bob while he could read it');
    await owner.sync();
    const desk = await world.device(world.bob);
    await desk.sync();
    expect(await desk.db.comments.get(written.id)).toBeDefined();

    await unshare(owner, brief.id, world.bob);
    await desk.sync();
    expect(await desk.db.briefs.get(brief.id)).toBeUndefined();
    expect(await desk.db.comments.get(written.id)).toBeUndefined();
  });
});
