// Each section's "Comments" as the app composes the view and the editor (src/app/brief-extras.tsx), on
// the device only (no server here): a button per section with its count of open threads, never printed,
// usable by a View Only reader in the editor, and opened on arrival from a "Mentions for you" link.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addComment, setThreadResolved } from '../../../src/data/comment-store.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { SectionId } from '../../../src/domain/fields.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from '../editor/render-editor.tsx';
import { renderViewPage } from '../view/render-view.tsx';

const comment = (db: BriefsmithDB, briefId: string, section: SectionId, body: string) =>
  addComment(db, {
    id: crypto.randomUUID(),
    opId: crypto.randomUUID(),
    briefId,
    section,
    body,
    mentions: [],
    authorId: db.userId,
    now: Date.now(),
  });

/** Two open threads on Target Audience, a resolved one on Goals. */
const threads = (briefId: string) => async (db: BriefsmithDB) => {
  await comment(db, briefId, 'audience', 'Is this the right audience?');
  await comment(db, briefId, 'audience', 'Students first?');
  const done = await comment(db, briefId, 'goals', 'Settled');
  await setThreadResolved(db, done.id, true, db.userId, crypto.randomUUID(), Date.now());
};

const sectionButton = (name: string) =>
  within(screen.getByRole('region', { name })).findByRole('button', { name: /^Comments/ });

describe('"Comments" on the view and the editor', { timeout: 20_000 }, () => {
  it('the view has one per section, with the open threads’ count, and none of it prints', async () => {
    const brief = makeFullBrief();
    await renderViewPage(brief, threads(brief.id));
    await screen.findByRole('heading', { level: 2, name: 'Target Audience' });
    const titles = [
      'Project Overview',
      'Goals & Objectives',
      'Target Audience',
      'Brand Guidelines',
      'Competitive Landscape',
      'Creative Requirements',
      'Project Details',
    ];
    for (const title of titles) expect(await sectionButton(title)).toBeVisible();
    const audience = await sectionButton('Target Audience');
    await waitFor(() => expect(audience).toHaveAccessibleName('Comments, 2 open'));
    expect(await sectionButton('Goals & Objectives')).toHaveAccessibleName('Comments');
    for (const button of screen.getAllByRole('button', { name: /^Comments/ })) {
      expect(button.closest('.print\\:hidden')).not.toBeNull();
    }
  });

  it('the view opens a section’s comments on arrival from its link', async () => {
    const brief = makeFullBrief();
    const { router } = await renderViewPage(brief, threads(brief.id));
    await screen.findByRole('heading', { level: 2, name: 'Target Audience' });
    await router.navigate(`/brief/${brief.id}/view#comments-audience`);
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    expect(panel).toHaveTextContent('Target Audience');
    expect(panel).toHaveTextContent('Is this the right audience?');
  });

  it('the editor has one per section, and a View Only reader can still open it and comment', async () => {
    const brief = makeFullBrief();
    const { user } = await renderEditor(brief, {
      prepare: async (db) => {
        await db.briefs.update(brief.id, { permission: 'read', isOwner: false, ownerName: 'Maya Owner' });
        await threads(brief.id)(db);
      },
    });
    await screen.findByText(/shared with you as View Only/);
    for (const title of ['Project Overview', 'Goals & Objectives', 'Brand Guidelines', 'Project Details']) {
      expect(await sectionButton(title)).toBeEnabled();
    }
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    const audience = await sectionButton('Target Audience');
    await waitFor(() => expect(audience).toHaveAccessibleName('Comments, 2 open'));
    await user.click(audience);
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    const box = within(panel).getByRole('textbox', { name: 'Add comment' });
    expect(box).toBeEnabled();
    await user.type(box, 'Looks right');
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    await within(panel).findByText('Looks right');
  });

  it('offline, "@" offers the people the device knows can read the brief, and the comment shows at once', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const brief = makeFullBrief();
      const { user, db } = await renderViewPage(brief, (db) =>
        db.briefs.update(brief.id, {
          ownerId: 'maya',
          ownerName: 'Maya Owner',
          isOwner: false,
          permission: 'read',
        }),
      );
      await screen.findByRole('heading', { level: 2, name: 'Target Audience' });
      await user.click(await sectionButton('Target Audience'));
      const panel = await screen.findByRole('dialog', { name: 'Comments' });
      const box = within(panel).getByRole('textbox', { name: 'Add comment' });
      await user.type(box, 'Ask @');
      const people = await within(panel).findByRole('list', { name: 'People who can read this brief' });
      expect(
        within(people)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Maya Owner']);
      await user.click(within(people).getByRole('button', { name: 'Maya Owner' }));
      await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
      // The thread, not the text: until the comment is stored the box still holds that text (React
      // mirrors a text area's value into its text), and a wait for the text alone ended there.
      const thread = await within(panel).findByRole('article');
      expect(thread).toHaveTextContent('Ask @Maya Owner');
      expect(within(thread).getByText('Not sent yet')).toBeVisible();
      const [op] = await db.commentOps.toArray();
      expect([op?.kind, op?.status, op?.payload.mentions]).toEqual(['create', 'queued', ['maya']]);
    } finally {
      offline.mockRestore();
    }
  });
});
