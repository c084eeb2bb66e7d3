// The client's page (/c/:token) as the app composes it (the view's body), against the real local stack
// and its client-review function: nobody is signed in. A "Can view" link shows the brief and who sent it;
// "Can comment and approve" takes a comment (name and e-mail asked once, then remembered) and the
// decision; an unknown, expired or revoked link shows a message and nothing of the brief.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientScreenModule from '../../../src/app/client-screen.tsx';
import type * as RouterModule from '../../../src/app/router.tsx';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let loadClientScreen: typeof ClientScreenModule.loadClientScreen;
let preloadFirstScreen: typeof RouterModule.preloadFirstScreen;
let service: SupabaseClient;
let asOwner: SupabaseClient;
let owner: { id: string; email: string; password: string };

beforeAll(async () => {
  stack = await startBackend();
  ({ loadClientScreen } = await import('../../../src/app/client-screen.tsx'));
  ({ preloadFirstScreen } = await import('../../../src/app/router.tsx'));
  service = clientFor(stack, stack.serviceRoleKey);
  owner = await createMember(stack, 'maya@agency.test');
  await service.from('profiles').update({ full_name: 'Maya Patel' }).eq('id', owner.id);
  asOwner = clientFor(stack);
  const signIn = await asOwner.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (signIn.error) throw signIn.error;
});

afterAll(async () => {
  await stack?.close();
});

beforeEach(() => localStorage.clear());

/** A brief of Maya's and a client link to it; the link's token. */
async function linkTo(permission: 'view' | 'comment') {
  const id = crypto.randomUUID();
  const inserted = await asOwner.from('briefs').insert({
    id,
    user_id: owner.id,
    title: 'Harbour Festival',
    company: 'Port Authority',
    primary_audience: 'Families within an hour of the harbour',
  });
  if (inserted.error) throw inserted.error;
  const { data, error } = await asOwner.rpc('create_client_link', {
    brief_id: id,
    permission,
    expires_in_days: 14,
  });
  if (error) throw error;
  const link = data as { id: string; token: string; expires_at: string };
  return { briefId: id, ...link };
}

async function openPage(token: string) {
  const { default: ClientScreen } = await loadClientScreen();
  const router = createMemoryRouter([{ path: '/c/:token', element: <ClientScreen /> }], {
    initialEntries: [`/c/${token}`],
  });
  return render(<RouterProvider router={router} />);
}

describe("The client's page", () => {
  it('shows a "Can view" brief with who sent it and until when, "Export PDF", and nothing to comment or decide', async () => {
    const { token, expires_at } = await linkTo('view');
    await openPage(token);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Festival' });
    expect(screen.getByRole('heading', { name: 'Target Audience' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Families within an hour of the harbour');
    expect(document.body).toHaveTextContent('Sent by Maya Patel');
    const until = new Date(expires_at).getDate();
    expect(document.body).toHaveTextContent(new RegExp(`This link works until ${until} \\w+ \\d{4}\\.`));
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(document.body).not.toHaveTextContent('maya@agency.test');
    expect(await axeViolations()).toEqual([]);
  });

  it('takes a comment with a name and e-mail asked once, then remembered, and the approval with a note', async () => {
    const { token, briefId } = await linkTo('comment');
    await openPage(token);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Harbour Festival' });
    const audience = screen.getByRole('region', { name: 'Target Audience' });
    await user.click(within(audience).getByRole('button', { name: 'Comments' }));
    let panel = await screen.findByRole('dialog', { name: /Comments · Target Audience/ });
    await user.type(within(panel).getByRole('textbox', { name: 'Your name' }), 'Ann Client');
    await user.type(within(panel).getByRole('textbox', { name: 'Your e-mail' }), 'ann@client.test');
    await user.type(within(panel).getByRole('textbox', { name: 'Add comment' }), 'Add <b>retirees</b> too?');
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    const thread = await within(panel).findByRole('article', { name: 'Comments: Ann Client' });
    // Plain text, never markup.
    expect(thread).toHaveTextContent('Add <b>retirees</b> too?');
    expect(within(thread).getByText('Client')).toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
    const { data: comments } = await service
      .from('brief_comments')
      .select('author_id, client_name, body, section')
      .eq('brief_id', briefId);
    expect(comments).toEqual([
      { author_id: null, client_name: 'Ann Client', body: 'Add <b>retirees</b> too?', section: 'audience' },
    ]);

    // Remembered: the decision does not ask again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const decision = screen.getByRole('region', { name: 'Your decision' });
    expect(within(decision).queryByRole('textbox', { name: 'Your name' })).toBeNull();
    expect(decision).toHaveTextContent('Commenting as Ann Client');
    await user.type(within(decision).getByRole('textbox', { name: 'Note (optional)' }), 'Ship it');
    await user.click(within(decision).getByRole('button', { name: 'Approve' }));
    await within(decision).findByText(/Approved by Ann Client \(client\)/);
    const { data: history } = await service
      .from('brief_history')
      .select('kind, author_id, details')
      .eq('brief_id', briefId)
      .eq('kind', 'approved');
    expect(history).toEqual([
      { kind: 'approved', author_id: null, details: { note: 'Ship it', client: { name: 'Ann Client' } } },
    ]);

    // A reply in the client's thread, from the same browser.
    const audienceAgain = screen.getByRole('region', { name: 'Target Audience' });
    await user.click(within(audienceAgain).getByRole('button', { name: 'Comments, 1' }));
    panel = await screen.findByRole('dialog', { name: /Comments · Target Audience/ });
    const again = within(panel).getByRole('article', { name: 'Comments: Ann Client' });
    await user.click(within(again).getByRole('button', { name: 'Reply' }));
    await user.type(within(again).getByRole('textbox', { name: 'Reply' }), 'And their dogs');
    await user.click(within(again).getByRole('button', { name: 'Post reply' }));
    await within(again).findByText('And their dogs');
  });

  it('shows the answer asked for as the app starts on the link, in parallel with its code, and asks once', async () => {
    const { token } = await linkTo('view');
    // Watched, not replaced: every call still goes to the stack's function.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const opens = () =>
      fetchSpy.mock.calls.filter(
        ([url, init]) =>
          String(url).endsWith('/functions/v1/client-review') &&
          (JSON.parse(String(init?.body)) as { action?: string }).action === 'open',
      ).length;
    try {
      preloadFirstScreen(`/c/${token}`, false);
      expect(opens()).toBe(1);
      await openPage(token);
      await screen.findByRole('heading', { level: 1, name: 'Harbour Festival' });
      expect(opens()).toBe(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('draws the brief in its first render when the answer begun at start is already here', async () => {
    const { token } = await linkTo('view');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      preloadFirstScreen(`/c/${token}`, false);
      await fetchSpy.mock.results[0]!.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
      await openPage(token);
      // No "Loading..." in between: the heading is there as the page first renders.
      expect(screen.getByRole('heading', { level: 1, name: 'Harbour Festival' })).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('says a "Can view" link cannot comment when the server refuses', async () => {
    // Nothing to press on a view link; the server's refusal is what a scripted call gets.
    const { token } = await linkTo('view');
    const response = await fetch(`${stack.url}/functions/v1/client-review`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'decide',
        token,
        decision: 'approved',
        note: '',
        name: 'A',
        email: 'a@b.co',
      }),
    });
    expect(response.status).toBe(403);
  });

  it.each<[string, (link: { id: string }) => PromiseLike<unknown>, string]>([
    [
      'an expired link',
      (link) =>
        service
          .from('client_links')
          .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .eq('id', link.id),
      'This link has expired',
    ],
    [
      'a revoked link',
      (link) => asOwner.rpc('revoke_client_link', { link_id: link.id }),
      'This link no longer works',
    ],
  ])('shows nothing of the brief for %s', async (_, spoil, message) => {
    const link = await linkTo('comment');
    await spoil(link);
    await openPage(link.token);
    await screen.findByRole('heading', { name: message });
    expect(document.body).not.toHaveTextContent('Harbour Festival');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows nothing for a link that never existed', async () => {
    await openPage('0123456789abcdef0123456789abcdef');
    await screen.findByRole('heading', { name: 'This link does not work' });
  });

  it('clears the brief from an open page once the link is revoked, at the next check (focus)', async () => {
    const link = await linkTo('view');
    await openPage(link.token);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Festival' });
    await asOwner.rpc('revoke_client_link', { link_id: link.id });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await screen.findByRole('heading', { name: 'This link no longer works' });
    expect(document.body).not.toHaveTextContent('Harbour Festival');
  });
});
