// A brief link that is no longer shared with the user (the owner removed the share) says so, on the view
// and in the editor, instead of "Brief not found" and a return to the dashboard; a link to a brief that
// was never shared with them still says "Brief not found". The real local stack answers.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderEditorModule from '../editor/render-editor.tsx';
import type * as RenderViewModule from './render-view.tsx';
import { clientFor, createMember, startBackend, type Backend } from '../app/backend.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let supabase: typeof SupabaseModule.supabase;
let renderViewPage: typeof RenderViewModule.renderViewPage;
let renderEditor: typeof RenderEditorModule.renderEditor;
let unsharedId: string;
let neverSharedId: string;

beforeAll(async () => {
  stack = await startBackend();
  // Imported after the backend started: the app's Supabase client reads its URL on first import.
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  ({ renderViewPage } = await import('./render-view.tsx'));
  ({ renderEditor } = await import('../editor/render-editor.tsx'));
  const owner = await createMember(stack, 'owner@example.com');
  const member = await createMember(stack, 'member@example.com');
  const service = clientFor(stack, stack.serviceRoleKey);
  unsharedId = crypto.randomUUID();
  neverSharedId = crypto.randomUUID();
  for (const [id, title] of [
    [unsharedId, 'Harbour Festival'],
    [neverSharedId, 'Private Pitch'],
  ]) {
    const inserted = await service.from('briefs').insert({ id, user_id: owner.id, title, company: 'Port' });
    if (inserted.error) throw inserted.error;
  }
  const ownerClient = clientFor(stack);
  await ownerClient.auth.signInWithPassword({ email: owner.email, password: owner.password });
  const shared = await ownerClient
    .from('brief_shares')
    .insert({ brief_id: unsharedId, shared_with_user_id: member.id, shared_by_user_id: owner.id })
    .select('id')
    .single();
  if (shared.error) throw shared.error;
  const removed = await ownerClient
    .from('brief_shares')
    .delete()
    .eq('id', (shared.data as { id: string }).id);
  if (removed.error) throw removed.error;
  const signIn = await supabase.auth.signInWithPassword({ email: member.email, password: member.password });
  if (signIn.error) throw signIn.error;
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

describe('a brief link that is no longer shared with you', () => {
  it('says "You no longer have access to this brief" on the view, and stays there', async () => {
    const { router } = await renderViewPage(null, undefined, unsharedId);
    expect(
      await screen.findByRole('heading', { name: 'You no longer have access to this brief' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe(`/brief/${unsharedId}/view`);
    expect(screen.queryByText('Brief not found')).not.toBeInTheDocument();
  });

  it('says the same in the editor', async () => {
    const { router } = await renderEditor(null, { briefId: unsharedId });
    expect(
      await screen.findByRole('heading', { name: 'You no longer have access to this brief' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/brief/${unsharedId}`);
  });

  it('still says "Brief not found" for a brief that was never shared with you', async () => {
    const { router } = await renderViewPage(null, undefined, neverSharedId);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested brief could not be found.');
  });
});
