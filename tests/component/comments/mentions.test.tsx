// @mentions on Rita's device against the real local stack: "@" offers the brief's readers and records
// the chosen one's id; a mention the server refuses (Zed cannot read the brief) shows its reason with
// "Share brief", "Try again" and "Discard"; "Mentions for you" lists the open threads that mention Rita.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ButtonModule from '../../../src/features/comments/comments-button.tsx';
import type * as MentionsModule from '../../../src/features/comments/mentions-for-you.tsx';
import { addComment } from '../../../src/data/comment-store.ts';
import { asRita, commentAs, sharedBrief, startWorld, stopWorld, syncComments, type World } from './setup.tsx';

let world: World;
let CommentsButton: typeof ButtonModule.CommentsButton;
let MentionsForYou: typeof MentionsModule.default;

beforeAll(async () => {
  world = await startWorld();
  ({ CommentsButton } = await import('../../../src/features/comments/comments-button.tsx'));
  ({ default: MentionsForYou } = await import('../../../src/features/comments/mentions-for-you.tsx'));
});

afterAll(() => stopWorld(world));

function ShareProbe({ isOpen }: { isOpen: boolean }) {
  return isOpen ? <p>Share dialog open</p> : null;
}

describe('@mentions', () => {
  it('offers the people who can read the brief and records the chosen one’s id', async () => {
    const { db, id } = await sharedBrief(world);
    world.render.renderSignedIn(<CommentsButton briefId={id} section="audience" />, asRita(world, db));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Comments/ }));
    const panel = await screen.findByRole('dialog', { name: /Comments/ });
    const box = within(panel).getByRole('textbox', { name: 'Add comment' });
    await user.type(box, 'Over to @');
    const people = await within(panel).findByRole('list', { name: 'People who can read this brief' });
    await waitFor(() =>
      expect(
        within(people)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Olive Owner', 'Sam Second']),
    );
    await user.type(box, 'sa');
    await user.keyboard('{ArrowDown}');
    expect(within(people).getByRole('button', { name: 'Sam Second' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue('Over to @Sam Second '));
    // The choice gives the box its focus and caret back on the next frame; typing before it would have
    // the caret moved back mid-word, as no person types that fast.
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'please check');
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    await within(panel).findByText('Over to @Sam Second please check');
    const [stored] = await db.comments.where('briefId').equals(id).toArray();
    expect(stored?.mentions).toEqual([world.sam.id]);

    await syncComments(world, db);
    const { data } = await world.asSam.from('brief_comments').select('mentions').eq('brief_id', id);
    expect(data).toEqual([{ mentions: [world.sam.id] }]);
  });

  it('shows a refused mention’s reason with "Share brief", "Try again" and "Discard"', async () => {
    const { db, id } = await sharedBrief(world);
    // Written as the composer writes, naming Zed, who cannot read the brief (e.g. unshared meanwhile).
    await addComment(db, {
      id: crypto.randomUUID(),
      opId: crypto.randomUUID(),
      briefId: id,
      section: 'audience',
      body: '@Zed Stranger what do you think?',
      mentions: [world.zed.id],
      authorId: world.rita.id,
      now: Date.now(),
    });
    await syncComments(world, db);
    world.render.renderSignedIn(
      <CommentsButton briefId={id} section="audience" ShareDialog={ShareProbe} />,
      asRita(world, db),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Comments/ }));
    const panel = await screen.findByRole('dialog', { name: /Comments/ });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone you mentioned cannot read this brief. Share it with them first.',
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    expect((await db.commentOps.toArray()).map((op) => op.status)).toEqual(['queued']);
    await syncComments(world, db);
    const again = await within(panel).findByRole('alert');
    await user.click(within(again).getByRole('button', { name: 'Share brief' }));
    await screen.findByText('Share dialog open');
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(panel).queryByText(/what do you think/)).toBeNull());
    expect(await db.commentOps.count()).toBe(0);
  });
});

describe('Mentions for you', () => {
  it('lists the open threads that mention the user, each linking to its section', async () => {
    const { db, id } = await sharedBrief(world, 'Spring Campaign');
    const mention = { mentions: [world.rita.id] };
    await commentAs(world, world.asSam, db, id, { body: '@Rita Reader is this right?', ...mention });
    await commentAs(world, world.asSam, db, id, { section: 'brand', body: 'No mention here' });
    const done = await commentAs(world, world.asSam, db, id, {
      section: 'goals',
      body: '@Rita ok',
      ...mention,
    });
    await world.asSam.rpc('push_comment_changes', {
      changes: [{ op_id: crypto.randomUUID(), kind: 'resolve', comment_id: done, brief_id: id }],
    });
    await syncComments(world, db);
    world.render.renderSignedIn(<MentionsForYou />, asRita(world, db));
    const section = await screen.findByRole('region', { name: 'Mentions for you' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const link = within(items[0]!).getByRole('link', { name: 'Spring Campaign' });
    expect(link).toHaveAttribute('href', `/brief/${id}/view#comments-audience`);
    expect(items[0]).toHaveTextContent('in Target Audience');
    expect(items[0]).toHaveTextContent('@Rita Reader is this right?');
  });

  it('shows nothing until an open thread mentions the user', async () => {
    const { db, id } = await sharedBrief(world);
    await commentAs(world, world.asSam, db, id, { body: 'Nothing for Rita' });
    world.render.renderSignedIn(<MentionsForYou />, asRita(world, db));
    // Its comments are on the device (with those of the briefs of the tests above, not on it).
    expect(await db.comments.where('briefId').equals(id).count()).toBe(1);
    expect(screen.queryByRole('region', { name: 'Mentions for you' })).toBeNull();
    await commentAs(world, world.asSam, db, id, { body: 'Now @Rita Reader', mentions: [world.rita.id] });
    const section = await screen.findByRole('region', { name: 'Mentions for you' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });
});
