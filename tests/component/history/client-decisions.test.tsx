// What the team sees of a client's decision (made through a client review link, recorded by the server
// as a history row with no author and the client's name): the History dialog and the review panel say
// "Approved by {name} (client)" / "Changes requested by {name} (client)", against the real local stack.
import { screen, within } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type HistoryDialogModule from '../../../src/features/history/history-dialog.tsx';
import type * as ReviewPanelModule from '../../../src/features/review/review-panel.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type * as RenderModule from '../app/render.tsx';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let render: typeof RenderModule;
let HistoryDialog: typeof HistoryDialogModule;
let ReviewPanel: typeof ReviewPanelModule.ReviewPanel;
let supabase: typeof SupabaseModule.supabase;
let service: SupabaseClient;
let owner: { id: string; email: string; password: string };

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ default: HistoryDialog } = await import('../../../src/features/history/history-dialog.tsx'));
  ({ ReviewPanel } = await import('../../../src/features/review/review-panel.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  service = clientFor(stack, stack.serviceRoleKey);
  owner = await createMember(stack, 'owner@example.com');
  const signIn = await supabase.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (signIn.error) throw signIn.error;
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

/** A brief of the owner's with a client's decisions recorded as the server records them. */
async function briefWithClientDecisions(decisions: { kind: string; name: string; note: string }[]) {
  const id = crypto.randomUUID();
  const inserted = await supabase.from('briefs').insert({ id, user_id: owner.id, title: 'Launch Plan' });
  if (inserted.error) throw inserted.error;
  for (const decision of decisions) {
    const recorded = await service.from('brief_history').insert({
      brief_id: id,
      version: 1,
      kind: decision.kind,
      author_id: null,
      details: { note: decision.note, client: { name: decision.name } },
    });
    if (recorded.error) throw recorded.error;
  }
  return id;
}

const asOwner = () => ({
  user: { id: owner.id, email: owner.email },
  db: render.freshDatabase(owner.id + crypto.randomUUID()),
});

describe("A client's decision, as the team sees it", () => {
  it('is in the history as "Approved by {name} (client)", named by the client', async () => {
    const id = await briefWithClientDecisions([{ kind: 'approved', name: 'Ann Client', note: 'Ship it' }]);
    render.renderSignedIn(
      <HistoryDialog briefId={id} canRestore isOpen onOpenChange={() => undefined} />,
      asOwner(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const decision = await within(dialog).findByRole('button', { name: /Approved by Ann Client \(client\)/ });
    expect(decision).toHaveTextContent('Ann Client');
    expect(decision).not.toHaveTextContent('Someone');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('is in the review panel with the note, even with no review requested, each client by their latest', async () => {
    const id = await briefWithClientDecisions([
      { kind: 'approved', name: 'Ann Client', note: '' },
      { kind: 'changes_requested', name: 'Ann Client', note: 'Warmer colours, please' },
    ]);
    render.renderSignedIn(<ReviewPanel briefId={id} />, asOwner());
    const panel = await screen.findByRole('region', { name: 'Review' });
    await within(panel).findByText('Changes requested by Ann Client (client)');
    expect(panel).toHaveTextContent('Warmer colours, please');
    expect(panel).not.toHaveTextContent('Approved by Ann Client (client)');
    expect(await axeViolations(panel)).toEqual([]);
  });
});
