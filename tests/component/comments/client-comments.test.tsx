// A client's comment (made through a client review link, on the server) in the team's threads on Rita's
// device: named by the client and marked "Client", answered with "Reply" like any thread, against the
// real local stack and its client-review function.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ButtonModule from '../../../src/features/comments/comments-button.tsx';
import { axeViolations } from '../support/axe.ts';
import { asRita, sharedBrief, startWorld, stopWorld, syncComments, type World } from './setup.tsx';

let world: World;
let CommentsButton: typeof ButtonModule.CommentsButton;

beforeAll(async () => {
  world = await startWorld();
  ({ CommentsButton } = await import('../../../src/features/comments/comments-button.tsx'));
});

afterAll(() => stopWorld(world));

/** Olive makes a "Can comment and approve" link; the client comments through it, as the page does. */
async function clientComments(briefId: string, body: string) {
  const { data, error } = await world.asOwner.rpc('create_client_link', {
    brief_id: briefId,
    permission: 'comment',
    expires_in_days: 1,
  });
  if (error) throw error;
  const response = await fetch(`${world.stack.url}/functions/v1/client-review`, {
    method: 'POST',
    headers: { apikey: world.stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      action: 'comment',
      token: (data as { token: string }).token,
      section: 'audience',
      body,
      name: 'Cleo Client',
      email: 'cleo@client.test',
    }),
  });
  expect(response.status).toBe(200);
}

describe("A client's comment in the team's threads", () => {
  it('is named by the client, marked "Client", and takes a reply from the team', async () => {
    const { db, id } = await sharedBrief(world);
    await clientComments(id, 'Can we see this in blue?');
    await syncComments(world, db);
    world.render.renderSignedIn(<CommentsButton briefId={id} section="audience" />, asRita(world, db));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comments, 1 open' }));
    const panel = await screen.findByRole('dialog', { name: /Comments/ });
    const thread = await within(panel).findByRole('article', { name: 'Comments: Cleo Client' });
    expect(thread).toHaveTextContent('Can we see this in blue?');
    expect(within(thread).getByText('Client')).toBeInTheDocument();
    expect(thread).not.toHaveTextContent('A former member');
    expect(thread).not.toHaveTextContent('cleo@client.test');
    expect(await axeViolations(panel)).toEqual([]);

    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.type(within(thread).getByRole('textbox', { name: 'Reply' }), 'Blue it is');
    await user.click(within(thread).getByRole('button', { name: 'Post reply' }));
    await within(thread).findByText('Blue it is');
    await syncComments(world, db);
    const { data } = await world.asOwner
      .from('brief_comments')
      .select('body, author_id, client_name')
      .eq('brief_id', id)
      .order('created_at');
    expect(data).toEqual([
      { body: 'Can we see this in blue?', author_id: null, client_name: 'Cleo Client' },
      { body: 'Blue it is', author_id: world.rita.id, client_name: null },
    ]);
  });
});
