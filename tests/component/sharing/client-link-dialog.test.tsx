// "Share with client" against the real local stack: the owner makes a "Can comment and approve" link
// that works 7 days, sees it once with "Copy client link", and the brief's links listed (who made it,
// permission, expiry, last opened) with "Revoke", which the server records. Offline it says creating a
// link needs a connection.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type ClientLinkDialogModule from '../../../src/features/sharing/client-link-dialog.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderModule from '../app/render.tsx';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let render: typeof RenderModule;
let ClientLinkDialog: typeof ClientLinkDialogModule;
let supabase: typeof SupabaseModule.supabase;
let service: SupabaseClient;
let owner: { id: string; email: string; password: string };
let writer: { id: string; email: string; password: string };

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ default: ClientLinkDialog } = await import('../../../src/features/sharing/client-link-dialog.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  service = clientFor(stack, stack.serviceRoleKey);
  owner = await createMember(stack, 'owner@example.com');
  writer = await createMember(stack, 'writer@example.com');
  await service.from('profiles').update({ full_name: 'Wendy Writer' }).eq('id', writer.id);
  const signIn = await supabase.auth.signInWithPassword({ email: owner.email, password: owner.password });
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

async function ownersBrief() {
  const id = crypto.randomUUID();
  const inserted = await supabase.from('briefs').insert({ id, user_id: owner.id, title: 'Launch Plan' });
  if (inserted.error) throw inserted.error;
  return id;
}

function renderDialog(briefId: string) {
  render.renderSignedIn(
    <ClientLinkDialog briefId={briefId} briefTitle="Launch Plan" isOpen onOpenChange={() => undefined} />,
    { user: { id: owner.id, email: owner.email }, db: render.freshDatabase(owner.id + crypto.randomUUID()) },
  );
  return screen.findByRole('dialog', { name: 'Share with client' });
}

describe('Share with client', () => {
  it('creates a "Can comment and approve" link for 7 days and shows it once with "Copy client link"', async () => {
    const briefId = await ownersBrief();
    const dialog = await renderDialog(briefId);
    const user = userEvent.setup();
    // 14 days unless chosen otherwise.
    expect(within(dialog).getByRole('radio', { name: '14 days' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Can comment and approve' }));
    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Client link' });
    const url = (field as HTMLInputElement).value;
    expect(url).toMatch(new RegExp(`^${window.location.origin}/c/[0-9a-f]{32}$`));
    expect(within(dialog).getByRole('button', { name: 'Copy client link' })).toBeEnabled();
    // The keyboard stays in the dialog, on the link it shows once.
    await waitFor(() => expect(document.activeElement).toBe(field));

    const { data } = await service
      .from('client_links')
      .select('permission, expires_at, created_by, revoked_at, token_hash')
      .eq('brief_id', briefId);
    expect(data).toHaveLength(1);
    const [row] = data!;
    expect(row).toMatchObject({ permission: 'comment', created_by: owner.id, revoked_at: null });
    const days = (Date.parse(row!.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    // Only the hash is kept: the token in the link is not in the row.
    expect(row!.token_hash).not.toContain(url.slice(-32));

    const links = await within(dialog).findByRole('list', { name: 'Client links' });
    const item = await within(links).findByRole('listitem');
    expect(item).toHaveTextContent('owner@example.com');
    expect(item).toHaveTextContent('Can comment and approve');
    expect(item).toHaveTextContent(/Expires \d{1,2} \w+ \d{4}/);
    expect(item).toHaveTextContent('Never opened');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('lists a colleague\'s link by their name, and "Revoke" takes it back on the server', async () => {
    const briefId = await ownersBrief();
    await supabase.from('brief_shares').insert({
      brief_id: briefId,
      shared_with_user_id: writer.id,
      shared_by_user_id: owner.id,
      permission: 'write',
    });
    const asWriter = clientFor(stack);
    await asWriter.auth.signInWithPassword({ email: writer.email, password: writer.password });
    const made = await asWriter.rpc('create_client_link', {
      brief_id: briefId,
      permission: 'view',
      expires_in_days: 30,
    });
    expect(made.error).toBeNull();

    const dialog = await renderDialog(briefId);
    const links = await within(dialog).findByRole('list', { name: 'Client links' });
    const item = await within(links).findByText(/Wendy Writer/);
    const row = item.closest('li')!;
    expect(row).toHaveTextContent('Can view');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /Revoke/ }));
    await waitFor(() => expect(row).toHaveTextContent(/^Can viewRevoked · Never opened/));
    await waitFor(async () => {
      const { data } = await service
        .from('client_links')
        .select('revoked_at, revoked_by')
        .eq('brief_id', briefId);
      expect(data?.[0]?.revoked_at).not.toBeNull();
      expect(data?.[0]?.revoked_by).toBe(owner.id);
    });
    expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
    // Its "Revoke" is gone: the keyboard is back on "Create link", still in the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Create link' }));
  });

  it('says creating a link needs a connection when offline, and keeps "Create link" disabled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await renderDialog(await ownersBrief());
    expect(dialog).toHaveTextContent('Creating a client link needs an internet connection.');
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeDisabled();
  });
});
