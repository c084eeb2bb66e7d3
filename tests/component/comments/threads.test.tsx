// A section's "Comments" on Rita's device against the real local stack: starting a thread, replying,
// resolving and reopening, editing and deleting her own comments, nothing to press on others', the
// count of open threads on the button, and the open panel's accessibility.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ButtonModule from '../../../src/features/comments/comments-button.tsx';
import { axeViolations } from '../support/axe.ts';
import { asRita, commentAs, sharedBrief, startWorld, stopWorld, syncComments, type World } from './setup.tsx';

let world: World;
let CommentsButton: typeof ButtonModule.CommentsButton;

beforeAll(async () => {
  world = await startWorld();
  ({ CommentsButton } = await import('../../../src/features/comments/comments-button.tsx'));
});

afterAll(() => stopWorld(world));

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Comments/ }));
  return screen.findByRole('dialog', { name: /Comments/ });
}

async function addComment(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, text: string) {
  await user.type(within(panel).getByRole('textbox', { name: 'Add comment' }), text);
  await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
}

const threadOf = (panel: HTMLElement, text: string) =>
  within(panel)
    .getAllByRole('article')
    .find((article) => article.textContent?.includes(text))!;

describe('Comments on a section', () => {
  it('starts a thread with its author and time, takes a reply, and both go to the server', async () => {
    const { db, id } = await sharedBrief(world);
    world.render.renderSignedIn(<CommentsButton briefId={id} section="audience" />, asRita(world, db));
    const user = userEvent.setup();
    const panel = await openPanel(user);
    expect(panel).toHaveTextContent('Target Audience');

    await addComment(user, panel, 'Is this the right audience?');
    const thread = await within(panel).findByRole('article');
    await within(thread).findByText('Rita Reader');
    expect(thread).toHaveTextContent('Is this the right audience?');
    expect(within(thread).getAllByRole('time')[0]).toHaveTextContent(/\d{1,2} \w+ \d{4}, \d{2}:\d{2}/);
    expect(within(panel).getByRole('textbox', { name: 'Add comment' })).toHaveValue('');

    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.type(within(thread).getByRole('textbox', { name: 'Reply' }), 'Yes, students first');
    await user.click(within(thread).getByRole('button', { name: 'Post reply' }));
    await within(thread).findByText('Yes, students first');

    await syncComments(world, db);
    const { data } = await world.asOwner
      .from('brief_comments')
      .select('body, section, author_id')
      .eq('brief_id', id)
      .order('created_at');
    expect(data).toEqual([
      { body: 'Is this the right audience?', section: 'audience', author_id: world.rita.id },
      { body: 'Yes, students first', section: 'audience', author_id: world.rita.id },
    ]);
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('shows the count of open threads on the button; resolved threads fold behind "Show resolved"', async () => {
    const { db, id } = await sharedBrief(world);
    world.render.renderSignedIn(<CommentsButton briefId={id} section="audience" />, asRita(world, db));
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: /^Comments/ })).not.toHaveTextContent(/\d/);
    const panel = await openPanel(user);
    await addComment(user, panel, 'First thought');
    await within(panel).findByText('First thought');
    await addComment(user, panel, 'Second thought');
    await within(panel).findByText('Second thought');
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: /^Comments/ });
    await waitFor(() => expect(button).toHaveAccessibleName('Comments, 2 open'));

    const again = await openPanel(user);
    await user.click(within(threadOf(again, 'First thought')).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(within(again).queryByText('First thought')).toBeNull());
    const show = within(again).getByRole('button', { name: 'Show resolved' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const resolved = threadOf(again, 'First thought');
    await user.click(within(resolved).getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(within(threadOf(again, 'First thought')).getByRole('button', { name: 'Resolve' })).toBeVisible(),
    );
    await user.click(within(threadOf(again, 'Second thought')).getByRole('button', { name: 'Resolve' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAccessibleName('Comments, 1 open'));
  });

  it('lets Rita edit and delete her own comment, and offers nothing on Sam’s', async () => {
    const { db, id } = await sharedBrief(world);
    await commentAs(world, world.asSam, db, id, { body: 'Budget is too low' });
    world.render.renderSignedIn(<CommentsButton briefId={id} section="audience" />, asRita(world, db));
    const user = userEvent.setup();
    const panel = await openPanel(user);
    const sams = await within(panel).findByRole('article');
    await within(sams).findByText('Sam Second');
    expect(within(sams).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(sams).queryByRole('button', { name: 'Delete' })).toBeNull();
    // A View Only reader who did not start the thread and does not own the brief cannot resolve it.
    expect(within(sams).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(within(sams).getByRole('button', { name: 'Reply' })).toBeVisible();

    await user.click(within(sams).getByRole('button', { name: 'Reply' }));
    await user.type(within(sams).getByRole('textbox', { name: 'Reply' }), 'Agreed, three deliverables');
    await user.click(within(sams).getByRole('button', { name: 'Post reply' }));
    const mine = (await within(sams).findByText('Agreed, three deliverables')).closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(box);
    await user.type(box, 'Agreed, two deliverables');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    await within(sams).findByText('Agreed, two deliverables');
    // The marker comes with the stored edit, which can follow the text by a render.
    await waitFor(() => expect(sams).toHaveTextContent('(edited)'));

    // Sam's first comment deleted on the server: the thread stays for Rita's live reply.
    const first = (await db.comments.where('briefId').equals(id).toArray()).find(
      (c) => c.authorId === world.sam.id,
    )!;
    await world.asSam.rpc('push_comment_changes', {
      changes: [{ op_id: crypto.randomUUID(), kind: 'delete', comment_id: first.id, brief_id: id }],
    });
    await syncComments(world, db);
    await within(panel).findByText('Comment deleted');
    const reply = within(panel).getByText('Agreed, two deliverables').closest('li')!;
    await user.click(within(reply).getByRole('button', { name: 'Delete' }));
    // Every comment of the thread deleted: the thread goes.
    await waitFor(() => expect(within(panel).queryByRole('article')).toBeNull());
    await syncComments(world, db);
    const { data } = await world.asOwner.from('brief_comments').select('deleted_at').eq('brief_id', id);
    expect(data?.every((row) => row.deleted_at !== null)).toBe(true);
  });
});
