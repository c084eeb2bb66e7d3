// The review panel as a reviewer and as the person who asked, against the real local stack:
// one line says who has yet to answer; a reviewer who decided sees their decision and its time and can
// change it; each decision is e-mailed to the person who asked, and "Request changes" sends the brief
// back to In Progress on the server. The app's client is signed in as the reviewer unless a test says.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { format } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ReviewPanelModule from '../../../src/features/review/review-panel.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type * as RenderModule from '../app/render.tsx';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';
import { putBriefRecords } from '../../../src/data/sync-writer.ts';
import type { LocalBrief } from '../../../src/data/records.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

type Person = { id: string; email: string; password: string };

let stack: Backend;
let render: typeof RenderModule;
let ReviewPanel: typeof ReviewPanelModule.ReviewPanel;
let supabase: typeof SupabaseModule.supabase;
let owner: Person;
let reviewer: Person;
let sam: Person;
let service: SupabaseClient;
let asOwner: SupabaseClient;

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ ReviewPanel } = await import('../../../src/features/review/review-panel.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  service = clientFor(stack, stack.serviceRoleKey);
  owner = await createMember(stack, 'olive@example.com');
  reviewer = await createMember(stack, 'rita@example.com');
  sam = await createMember(stack, 'sam@example.com');
  await service.from('profiles').update({ full_name: 'Olive Owner' }).eq('id', owner.id);
  await service.from('profiles').update({ full_name: 'Rita Reviewer' }).eq('id', reviewer.id);
  await service.from('profiles').update({ full_name: 'Sam Second' }).eq('id', sam.id);
  asOwner = clientFor(stack);
  await asOwner.auth.signInWithPassword({ email: owner.email, password: owner.password });
  const signIn = await supabase.auth.signInWithPassword({
    email: reviewer.email,
    password: reviewer.password,
  });
  if (signIn.error) throw signIn.error;
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

afterEach(() => render.resetToasts());

/** Olive's brief, readable by Rita and Sam, on Rita's device; Olive asked `reviewers` to review it. */
async function reviewRequested(db: BriefsmithDB, reviewers: string[]) {
  const id = crypto.randomUUID();
  const inserted = await asOwner.from('briefs').insert({ id, user_id: owner.id, title: 'Launch Plan' });
  if (inserted.error) throw inserted.error;
  for (const person of [reviewer, sam]) {
    const shared = await asOwner.from('brief_shares').insert({
      brief_id: id,
      shared_with_user_id: person.id,
      shared_by_user_id: owner.id,
      permission: 'read',
    });
    if (shared.error) throw shared.error;
  }
  const asked = await asOwner.rpc('request_review', {
    brief_id: id,
    reviewer_ids: reviewers,
    note: 'Please',
  });
  if (asked.error) throw asked.error;
  const { data } = await asOwner.from('briefs').select('*').eq('id', id).single();
  const { version, ...row } = data as Record<string, unknown> & { version: number };
  const record: LocalBrief = {
    id,
    row: row as never,
    base: row as never,
    serverVersion: version,
    ownerId: owner.id,
    ownerEmail: owner.email,
    ownerName: 'Olive Owner',
    isOwner: false,
    permission: 'read',
    updatedAt: row.updated_at as string,
  };
  await db.transaction('rw', [db.briefs, db.cards], () => putBriefRecords(db, [record]));
  return id;
}

const inbox = async () =>
  (await (await fetch(`${stack.url}/inbox/api/messages`)).json()) as { to: string; subject: string }[];

const asRita = (db: BriefsmithDB) => ({ user: { id: reviewer.id, email: reviewer.email }, db });

describe('Review panel', () => {
  it('says in one line that the review is waiting for you, also when others are asked too', async () => {
    const db = render.freshDatabase(reviewer.id + crypto.randomUUID());
    const alone = await reviewRequested(db, [reviewer.id]);
    const view = render.renderSignedIn(<ReviewPanel briefId={alone} />, asRita(db));
    let panel = await screen.findByRole('region', { name: 'Review' });
    await within(panel).findByText('Waiting for your review · Requested by Olive Owner');
    expect(within(panel).getAllByText(/Waiting for/)).toHaveLength(1);
    view.unmount();

    const withSam = await reviewRequested(db, [reviewer.id, sam.id]);
    render.renderSignedIn(<ReviewPanel briefId={withSam} />, asRita(db));
    panel = await screen.findByRole('region', { name: 'Review' });
    await within(panel).findByText('Waiting for review by you and Sam Second · Requested by Olive Owner');
    expect(within(panel).getAllByText(/Waiting for/)).toHaveLength(1);
  });

  it('shows a decided reviewer their decision and time, lets them change it, and tells the person who asked', async () => {
    const db = render.freshDatabase(reviewer.id + crypto.randomUUID());
    const id = await reviewRequested(db, [reviewer.id]);
    render.renderSignedIn(<ReviewPanel briefId={id} />, asRita(db));
    const panel = await screen.findByRole('region', { name: 'Review' });
    const user = userEvent.setup();
    await user.type(within(panel).getByRole('textbox', { name: 'Your note' }), 'Budget too low');
    await user.click(within(panel).getByRole('button', { name: 'Request changes' }));

    const decidedAt = async () => {
      const { data } = await service.from('brief_review_requests').select('decided_at').eq('brief_id', id);
      return format(new Date((data as { decided_at: string }[])[0]!.decided_at), 'HH:mm');
    };
    await within(panel).findByText(`You requested changes · ${await decidedAt()}`);
    expect(panel).toHaveTextContent('“Budget too low”');
    expect(within(panel).queryByRole('textbox', { name: 'Your note' })).toBeNull();
    expect(within(panel).queryByText(/Waiting for/)).toBeNull();
    expect(await axeViolations(panel)).toEqual([]);
    // The server sent the brief back to In Progress, and told Olive once.
    const { data: brief } = await service.from('briefs').select('status').eq('id', id).single();
    expect(brief).toEqual({ status: 'in-progress' });
    await waitFor(async () =>
      expect((await inbox()).filter((m) => m.to === owner.email).map((m) => m.subject)).toEqual([
        'Changes requested: "Launch Plan"',
      ]),
    );

    await user.click(within(panel).getByRole('button', { name: 'Change your decision' }));
    expect(within(panel).getByRole('textbox', { name: 'Your note' })).toHaveValue('Budget too low');
    await user.clear(within(panel).getByRole('textbox', { name: 'Your note' }));
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await within(panel).findByText(`You approved · ${await decidedAt()}`);
    const { data } = await service
      .from('brief_review_requests')
      .select('status, decision_note')
      .eq('brief_id', id);
    expect(data).toEqual([{ status: 'approved', decision_note: '' }]);
    await waitFor(async () =>
      expect((await inbox()).filter((m) => m.to === owner.email).map((m) => m.subject)).toEqual([
        'Approved: "Launch Plan"',
        'Changes requested: "Launch Plan"',
      ]),
    );
  });
});
