// "Manage templates" against the real local stack: the team's templates listed, Rename and Delete only
// on those the viewer manages (their own; every one for an admin), both confirmed by the server, and
// a clear offline state that changes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DialogModule from '../../../src/features/templates/manage-templates-dialog.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderModule from '../app/render.tsx';
import type { TemplateRecord } from '../../../src/data/records.ts';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let render: typeof RenderModule;
let ManageTemplatesDialog: typeof DialogModule.ManageTemplatesDialog;
let supabase: typeof SupabaseModule.supabase;
let service: SupabaseClient;
let author: { id: string; email: string; password: string };
let colleague: { id: string; email: string };

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ ManageTemplatesDialog } = await import('../../../src/features/templates/manage-templates-dialog.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  author = await createMember(stack, 'author@example.com');
  colleague = await createMember(stack, 'colleague@example.com');
  service = clientFor(stack, stack.serviceRoleKey);
  const signIn = await supabase.auth.signInWithPassword({ email: author.email, password: author.password });
  if (signIn.error) throw signIn.error;
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

afterEach(() => {
  render.resetToasts();
  vi.restoreAllMocks();
});

async function serverTemplate(name: string, authorId: string): Promise<string> {
  const { data, error } = await service
    .from('brief_templates')
    .insert({ name, type: 'brand', content: { description: name }, author_id: authorId })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function serverNames(): Promise<string[]> {
  const { data, error } = await service.from('brief_templates').select('name').order('name');
  if (error) throw error;
  return (data as { name: string }[]).map((row) => row.name);
}

function renderDialog(user: { id: string; email: string; isAdmin?: boolean }) {
  const db = render.freshDatabase(`manage-${crypto.randomUUID()}`);
  render.renderSignedIn(<ManageTemplatesDialog onClose={() => undefined} />, { user, db });
  return { db, dialog: () => screen.getByRole('dialog', { name: 'Manage templates' }) };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('Manage templates (real local stack)', () => {
  it('lists the team templates; Rename and Delete only on the viewer’s own', async () => {
    await serverTemplate('Mine to manage', author.id);
    await serverTemplate("Colleague's kit", colleague.id);
    renderDialog({ id: author.id, email: author.email });
    await screen.findByRole('listitem', { name: 'Mine to manage' });
    await screen.findByRole('listitem', { name: "Colleague's kit" });
    expect(
      within(row('Mine to manage')).getByRole('button', { name: 'Rename Mine to manage' }),
    ).toBeEnabled();
    expect(
      within(row('Mine to manage')).getByRole('button', { name: 'Delete Mine to manage' }),
    ).toBeEnabled();
    expect(within(row("Colleague's kit")).queryByRole('button')).toBeNull();
    expect(row("Colleague's kit")).toHaveTextContent('Brand · by colleague@example.com');
  });

  it('renames a template on the server and here; a blank name is refused with a message', async () => {
    await serverTemplate('Old name', author.id);
    const { db } = renderDialog({ id: author.id, email: author.email });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Old name' }));
    const field = screen.getByLabelText(/New name/);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a name for the template.')).toBeInTheDocument();
    await userEvent.type(field, 'Fresh name');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Template renamed')).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Fresh name' });
    expect(await serverNames()).toContain('Fresh name');
    expect(await serverNames()).not.toContain('Old name');
    expect((await db.templates.toArray()).map((t) => t.name)).toContain('Fresh name');
  });

  it('deletes a template after confirmation; Cancel keeps it', async () => {
    await serverTemplate('Doomed', author.id);
    const { db } = renderDialog({ id: author.id, email: author.email });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete template?' });
    expect(confirm).toHaveTextContent('"Doomed" will no longer be offered in Start from');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await serverNames()).toContain('Doomed');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete template' }),
    );
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Doomed' })).toBeNull());
    expect(await serverNames()).not.toContain('Doomed');
    expect((await db.templates.toArray()).map((t) => t.name)).not.toContain('Doomed');
  });

  it("says so when the server refuses (a colleague's template shown as manageable by a stale admin flag)", async () => {
    await serverTemplate('Not yours', colleague.id);
    // The client thinks the author is an admin; the server knows better and changes nothing.
    renderDialog({ id: author.id, email: author.email, isAdmin: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Not yours' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete template' }),
    );
    expect(
      await screen.findByText('This template was deleted, or only its author and admins can change it.'),
    ).toBeInTheDocument();
    expect(await serverNames()).toContain('Not yours');
  });
});

describe('Manage templates offline', () => {
  const local = (id: string, name: string, authorId: string): TemplateRecord => ({
    id,
    name,
    type: 'product',
    content: {},
    authorId,
    authorName: authorId === 'maya' ? 'Maya' : 'Me',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: `2026-01-0${id.length}T00:00:00Z`,
  });

  it('lists what this device has, offers an admin every template, and disables the changes with a reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = render.freshDatabase(`manage-offline-${crypto.randomUUID()}`);
    await db.templates.bulkPut([local('t1', 'Launch kit', 'maya'), local('t22', 'Own kit', 'admin-1')]);
    render.renderSignedIn(<ManageTemplatesDialog onClose={() => undefined} />, {
      user: { id: 'admin-1', email: 'admin@example.com', isAdmin: true },
      db,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Manage templates' });
    expect(dialog).toHaveTextContent(
      'Renaming or deleting a template needs a connection. Try again when you are back online.',
    );
    expect(await screen.findByRole('listitem', { name: 'Launch kit' })).toHaveTextContent(
      'Product · by Maya',
    );
    for (const name of ['Launch kit', 'Own kit']) {
      expect(screen.getByRole('button', { name: `Rename ${name}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
    }
  });

  it('says when the team has no templates yet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = render.freshDatabase(`manage-empty-${crypto.randomUUID()}`);
    render.renderSignedIn(<ManageTemplatesDialog onClose={() => undefined} />, {
      user: { id: 'someone', email: 'someone@example.com' },
      db,
    });
    expect(
      await screen.findByText('No team templates yet. Use Save as template on any brief to add one.'),
    ).toBeInTheDocument();
  });
});
