import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import type ShareDialogModule from '../../../src/features/sharing/share-brief-dialog.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderModule from '../app/render.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { storeBrief } from '../briefs/factories.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
// Imported after the backend started: the app's Supabase client reads its URL on first import.
let render: typeof RenderModule;
let ShareBriefDialog: typeof ShareDialogModule;
let supabase: typeof SupabaseModule.supabase;
let owner: { id: string; email: string; password: string };
let colleague: { id: string; email: string };
let designer: { id: string; email: string };
let writer: { id: string; email: string };
let briefId: string;

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ default: ShareBriefDialog } = await import('../../../src/features/sharing/share-brief-dialog.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  owner = await createMember(stack, 'owner@example.com');
  colleague = await createMember(stack, 'colleague@example.com');
  designer = await createMember(stack, 'designer@example.com');
  writer = await createMember(stack, 'writer@example.com');
  const signIn = await supabase.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (signIn.error) throw signIn.error;
  briefId = crypto.randomUUID();
  const inserted = await clientFor(stack, stack.serviceRoleKey)
    .from('briefs')
    .insert({ id: briefId, user_id: owner.id, title: 'Launch Plan', company: 'Acme' });
  if (inserted.error) throw inserted.error;
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

afterEach(() => render.resetToasts());

async function renderDialog(ui?: ReactElement) {
  const db = render.freshDatabase(`share-${crypto.randomUUID()}`);
  await storeBrief(db, { title: 'Launch Plan' });
  // The dialog checks the brief reached the server: give the local copy the server's id.
  const [local] = await db.briefs.toArray();
  await db.briefs.put({ ...local!, id: briefId, row: { ...local!.row, id: briefId } });
  render.renderSignedIn(
    ui ?? (
      <ShareBriefDialog briefId={briefId} briefTitle="Launch Plan" isOpen onOpenChange={() => undefined} />
    ),
    {
      user: { id: owner.id, email: owner.email },
      db,
    },
  );
  return screen.findByRole('dialog', { name: 'Share Brief' });
}

function toastWith(title: string) {
  return screen.findByText(title, { selector: 'p' }).then((el) => el.parentElement!);
}

describe('Share Brief (real local stack)', () => {
  it('keeps Share disabled until an e-mail is entered; View Only is the default permission', async () => {
    const dialog = await renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Permission/ })).toHaveTextContent('View Only');
  });

  it("says 'User not found' for an unknown e-mail", async () => {
    const dialog = await renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await toastWith('User not found')).toHaveTextContent('No user found with that email address.');
  });

  it('shares with a lower-cased, trimmed e-mail, lists the share, refuses a duplicate and removes it', async () => {
    const dialog = await renderDialog();
    await within(dialog).findByText('Not shared with anyone yet.');
    await userEvent.type(within(dialog).getByLabelText(/Email address/), '  Colleague@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await toastWith('Brief shared successfully')).toHaveTextContent(
      'Launch Plan has been shared with colleague@example.com',
    );
    const list = await within(dialog).findByRole('list');
    expect(list).toHaveTextContent('colleague@example.com');
    expect(list).toHaveTextContent('View Only');
    const rows = await clientFor(stack, stack.serviceRoleKey)
      .from('brief_shares')
      .select('*')
      .eq('brief_id', briefId);
    expect(rows.data).toEqual([
      expect.objectContaining({ shared_with_user_id: colleague.id, permission: 'read' }),
    ]);

    render.resetToasts();
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'colleague@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await toastWith('Already shared')).toHaveTextContent(
      'This brief is already shared with this user.',
    );

    await userEvent.click(within(list).getByRole('button', { name: /Remove/ }));
    expect(await toastWith('Share removed')).toHaveTextContent('Access has been revoked successfully.');
    await waitFor(() => expect(within(dialog).getByText('Not shared with anyone yet.')).toBeInTheDocument());
  });
});

/** The dialog as a page uses it: open until the user closes it (Close, Escape or outside press). */
function OpenUntilClosed() {
  const [isOpen, setOpen] = useState(true);
  return (
    <ShareBriefDialog briefId={briefId} briefTitle="Launch Plan" isOpen={isOpen} onOpenChange={setOpen} />
  );
}

describe('Share Brief keeps keyboard focus in the dialog (real local stack)', () => {
  it('returns focus to the e-mail field after sharing, to a neighbour after removing, and Escape closes', async () => {
    const dialog = await renderDialog(<OpenUntilClosed />);
    await within(dialog).findByText('Not shared with anyone yet.');
    const emailField = within(dialog).getByLabelText(/Email address/);

    for (const member of [designer, writer]) {
      render.resetToasts();
      await userEvent.type(emailField, member.email);
      // Pressing Share disables it while the request runs: focus must not be left on <body>.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
      await toastWith('Brief shared successfully');
      await waitFor(() => expect(emailField).toHaveFocus());
    }
    const list = await within(dialog).findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    // Removing the first share moves focus to the Remove of the row that stays.
    const [first, second] = within(list).getAllByRole('button', { name: /Remove/ });
    const staying = second!.getAttribute('aria-label');
    await userEvent.click(first!);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: staying! })).toHaveFocus();

    // Removing the last share leaves no neighbour: focus returns to the e-mail field.
    await userEvent.keyboard('{Enter}');
    await within(dialog).findByText('Not shared with anyone yet.');
    await waitFor(() => expect(emailField).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share Brief' })).not.toBeInTheDocument(),
    );
    const rows = await clientFor(stack, stack.serviceRoleKey)
      .from('brief_shares')
      .select('id')
      .eq('brief_id', briefId);
    expect(rows.data).toEqual([]);
  });
});
