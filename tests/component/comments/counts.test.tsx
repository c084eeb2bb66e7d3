// Each section's count of open threads on the view, read from the counts kept with the device's comments
// (data/comment-counts.ts): right whatever became of a thread's comments, and without reading one
// comment (a brief argued over has hundreds; its view opened them all to count).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteComment, setThreadResolved } from '../../../src/data/comment-store.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { SectionId } from '../../../src/domain/fields.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { writeComment } from '../../fixtures/make-comment.ts';
import { renderViewPage } from '../view/render-view.tsx';

const op = () => crypto.randomUUID();

const comment = (db: BriefsmithDB, briefId: string, section: SectionId, threadId?: string) =>
  writeComment(db, briefId, section, threadId);

/** Requests for the values of `comments` (records, not keys) made through the database from now on. */
function watchCommentReads(db: BriefsmithDB): string[] {
  const reads: string[] = [];
  db.use({
    stack: 'dbcore',
    name: 'comment-reads',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'comments') return table;
        return {
          ...table,
          get: (req) => (reads.push('get'), table.get(req)),
          getMany: (req) => (reads.push('getMany'), table.getMany(req)),
          query: (req) => (req.values && reads.push('query'), table.query(req)),
          openCursor: (req) => (req.values && reads.push('openCursor'), table.openCursor(req)),
        };
      },
    }),
  });
  return reads;
}

const sectionButton = (name: string) =>
  within(screen.getByRole('region', { name })).findByRole('button', { name: /^Comments/ });

describe('the view’s "Comments" counts', { timeout: 20_000 }, () => {
  it('count open threads as the panel shows them, reading no comment', async () => {
    const brief = makeFullBrief();
    let reads: string[] = [];
    await renderViewPage(brief, async (db) => {
      // Target Audience: an open thread; one whose first comment is deleted but a reply is not; one
      // resolved; one with every comment deleted. Goals: two open threads, one reopened.
      await comment(db, brief.id, 'audience');
      const firstGone = await comment(db, brief.id, 'audience');
      await comment(db, brief.id, 'audience', firstGone.id);
      await deleteComment(db, firstGone.id, db.userId, op(), Date.now());
      const resolved = await comment(db, brief.id, 'audience');
      await setThreadResolved(db, resolved.id, true, db.userId, op(), Date.now());
      const allGone = await comment(db, brief.id, 'audience');
      await deleteComment(db, allGone.id, db.userId, op(), Date.now());
      await comment(db, brief.id, 'goals');
      const reopened = await comment(db, brief.id, 'goals');
      await setThreadResolved(db, reopened.id, true, db.userId, op(), Date.now());
      await setThreadResolved(db, reopened.id, false, db.userId, op(), Date.now());
      // Middleware joins the database when it opens: the page's reads go through this one.
      db.close({ disableAutoOpen: false });
      reads = watchCommentReads(db);
    });
    await screen.findByRole('heading', { level: 2, name: 'Target Audience' });
    await waitFor(async () =>
      expect(await sectionButton('Target Audience')).toHaveAccessibleName('Comments, 2 open'),
    );
    expect(await sectionButton('Goals & Objectives')).toHaveAccessibleName('Comments, 2 open');
    expect(await sectionButton('Brand Guidelines')).toHaveAccessibleName('Comments');
    expect(reads).toEqual([]);
  });
});
