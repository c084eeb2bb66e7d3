// History, review and sharing changes against the real local stack: what each screen shows and what it
// makes the server do. The app's client is signed in as the owner unless a test says otherwise.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type HistoryDialogModule from '../../../src/features/history/history-dialog.tsx';
import type RequestReviewDialogModule from '../../../src/features/review/request-review-dialog.tsx';
import type * as ReviewPanelModule from '../../../src/features/review/review-panel.tsx';
import type * as WaitingModule from '../../../src/features/review/waiting-for-review.tsx';
import type ShareDialogModule from '../../../src/features/sharing/share-brief-dialog.tsx';
import type * as SupabaseModule from '../../../src/lib/supabase.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type * as RenderModule from '../app/render.tsx';
import type { Backend } from '../app/backend.ts';
import { clientFor, createMember, startBackend } from '../app/backend.ts';
import { axeViolations } from '../support/axe.ts';
import { putBriefRecords } from '../../../src/data/sync-writer.ts';
import type { LocalBrief } from '../../../src/data/records.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let stack: Backend;
let render: typeof RenderModule;
let HistoryDialog: typeof HistoryDialogModule;
let RequestReviewDialog: typeof RequestReviewDialogModule;
let ReviewPanel: typeof ReviewPanelModule.ReviewPanel;
let WaitingForReview: typeof WaitingModule.WaitingForReview;
let ShareBriefDialog: typeof ShareDialogModule;
let supabase: typeof SupabaseModule.supabase;
let owner: { id: string; email: string; password: string };
let reviewer: { id: string; email: string; password: string };
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startBackend();
  render = await import('../app/render.tsx');
  ({ default: HistoryDialog } = await import('../../../src/features/history/history-dialog.tsx'));
  ({ default: RequestReviewDialog } = await import('../../../src/features/review/request-review-dialog.tsx'));
  ({ ReviewPanel } = await import('../../../src/features/review/review-panel.tsx'));
  ({ WaitingForReview } = await import('../../../src/features/review/waiting-for-review.tsx'));
  ({ default: ShareBriefDialog } = await import('../../../src/features/sharing/share-brief-dialog.tsx'));
  ({ supabase } = await import('../../../src/lib/supabase.ts'));
  service = clientFor(stack, stack.serviceRoleKey);
  owner = await createMember(stack, 'owner@example.com');
  reviewer = await createMember(stack, 'reviewer@example.com');
  await service.from('profiles').update({ full_name: 'Rita Reviewer' }).eq('id', reviewer.id);
  await signInAs(owner);
});

afterAll(async () => {
  await supabase?.auth.signOut();
  await stack?.close();
});

afterEach(() => render.resetToasts());

async function signInAs(member: { email: string; password: string }) {
  const signIn = await supabase.auth.signInWithPassword({ email: member.email, password: member.password });
  if (signIn.error) throw signIn.error;
}

/** A brief on the server, owned by the owner and shared for reading with the reviewer, also on the device. */
async function serverBrief(db: BriefsmithDB, fields: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  const inserted = await supabase
    .from('briefs')
    .insert({ id, user_id: owner.id, title: 'Launch Plan', ...fields });
  if (inserted.error) throw inserted.error;
  const shared = await supabase.from('brief_shares').insert({
    brief_id: id,
    shared_with_user_id: reviewer.id,
    shared_by_user_id: owner.id,
    permission: 'read',
  });
  if (shared.error) throw shared.error;
  await storeFromServer(db, id);
  return id;
}

/** The device's copy of the brief as a pull would bring it. */
async function storeFromServer(db: BriefsmithDB, id: string) {
  const { data } = await supabase.from('briefs').select('*').eq('id', id).single();
  const { version, ...row } = data as Record<string, unknown> & { version: number };
  const record: LocalBrief = {
    id,
    row: row as never,
    base: row as never,
    serverVersion: version,
    ownerId: owner.id,
    ownerEmail: owner.email,
    ownerName: '',
    isOwner: true,
    permission: 'owner',
    updatedAt: row.updated_at as string,
  };
  await db.transaction('rw', [db.briefs, db.cards], () => putBriefRecords(db, [record]));
}

describe('History', () => {
  it('lists versions with author and changed fields, shows the word difference, and restores a version as a save', async () => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(db, { budget: 'About 10k in total' });
    await supabase
      .from('briefs')
      .update({ budget: 'About 20k in total', key_messages: ['Fast'] })
      .eq('id', id);
    await storeFromServer(db, id);
    render.renderSignedIn(<HistoryDialog briefId={id} canRestore isOpen onOpenChange={() => undefined} />, {
      user: { id: owner.id, email: owner.email },
      db,
    });
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const versions = await within(dialog).findAllByRole('button', { pressed: false });
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('owner@example.com');
    expect(versions[0]).toHaveTextContent('Key Messages, Budget');
    expect(versions[1]).toHaveTextContent('Created the brief: Brief Title');

    const user = userEvent.setup();
    await user.click(versions[1]!);
    await user.click(versions[0]!);
    const details = within(dialog).getByRole('region', { name: 'Version 2' });
    expect(details.querySelector('del')).toHaveTextContent('10k');
    expect(details.querySelector('ins')).toHaveTextContent('20k');
    expect(details).toHaveTextContent('Added: Fast');
    expect(await axeViolations(dialog)).toEqual([]);

    // Restore the budget of the first version (one field), through the outbox.
    await user.click(versions[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Restore Budget' }));
    await screen.findByText('Version restored');
    const stored = await db.briefs.get(id);
    expect(stored!.row.budget).toBe('About 10k in total');
    expect(stored!.row.key_messages).toEqual(['Fast']);
    const outbox = await db.outbox.where('briefId').equals(id).toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.patch).toEqual({ budget: 'About 10k in total' });
  });

  it('says offline that history needs a connection and shows the versions seen before', async () => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = crypto.randomUUID();
    await db.history.put({
      id: 7,
      briefId: id,
      version: 3,
      kind: 'updated',
      authorId: owner.id,
      authorName: 'Olive Owner',
      createdAt: new Date().toISOString(),
      changes: { timeline: { before: 'May', after: 'June' } },
      details: {},
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render.renderSignedIn(<HistoryDialog briefId={id} canRestore isOpen onOpenChange={() => undefined} />, {
        user: { id: owner.id, email: owner.email },
        db,
      });
      const dialog = await screen.findByRole('dialog', { name: 'History' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'History needs an internet connection for versions this device has not seen yet.',
      );
      expect(await within(dialog).findByRole('button', { name: /Olive Owner/ })).toHaveTextContent(
        'Timeline',
      );
    } finally {
      online.mockRestore();
    }
  });
});

describe('Review', () => {
  it('requests a review from someone who can read the brief, with a note; the status becomes review', async () => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(db);
    render.renderSignedIn(
      <RequestReviewDialog
        briefId={id}
        briefTitle="Launch Plan"

        isOpen
        onOpenChange={() => undefined}
      />,
      { user: { id: owner.id, email: owner.email }, db },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request review' });
    const user = userEvent.setup();
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Rita Reviewer/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Check the budget');
    await user.click(send);
    await screen.findByText('Review requested');
    const { data } = await service
      .from('brief_review_requests')
      .select('reviewer_id, note, status')
      .eq('brief_id', id);
    expect(data).toEqual([{ reviewer_id: reviewer.id, note: 'Check the budget', status: 'pending' }]);
    const { data: brief } = await service.from('briefs').select('status').eq('id', id).single();
    expect(brief).toEqual({ status: 'review' });
  });

  it("shows a reviewer's decision on the brief and offers the owner to mark it Completed once all approved", async () => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(db);
    await supabase.rpc('request_review', { brief_id: id, reviewer_ids: [reviewer.id], note: '' });
    const asReviewer = clientFor(stack);
    await asReviewer.auth.signInWithPassword({ email: reviewer.email, password: reviewer.password });
    await asReviewer.rpc('decide_review', {
      brief_id: id,
      decision: 'changes_requested',
      note: 'Budget too low',
    });
    const view = render.renderSignedIn(<ReviewPanel briefId={id} />, {
      user: { id: owner.id, email: owner.email },
      db,
    });
    const panel = await screen.findByRole('region', { name: 'Review' });
    await within(panel).findByText('Changes requested by Rita Reviewer');
    expect(panel).toHaveTextContent('Rita Reviewer: “Budget too low”');
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    view.unmount();

    await asReviewer.rpc('decide_review', { brief_id: id, decision: 'approved', note: 'Fine now' });
    render.renderSignedIn(<ReviewPanel briefId={id} />, { user: { id: owner.id, email: owner.email }, db });
    const again = await screen.findByRole('region', { name: 'Review' });
    await within(again).findByText('Approved by Rita Reviewer');
    await userEvent.setup().click(within(again).getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(async () => expect((await db.briefs.get(id))!.row.status).toBe('completed'));
  });

  it('lets the reviewer Approve or Request changes, and lists the brief under Waiting for your review', async () => {
    const ownerDb = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(ownerDb);
    await supabase.rpc('request_review', { brief_id: id, reviewer_ids: [reviewer.id], note: 'Please look' });
    await signInAs(reviewer);
    try {
      const db = render.freshDatabase(reviewer.id + crypto.randomUUID());
      const stored = (await ownerDb.briefs.get(id))!;
      await db.transaction('rw', [db.briefs, db.cards], () =>
        putBriefRecords(db, [{ ...stored, isOwner: false, permission: 'read' }]),
      );
      const waiting = render.renderSignedIn(<WaitingForReview />, {
        user: { id: reviewer.id, email: reviewer.email },
        db,
      });
      const section = await screen.findByRole('region', { name: 'Waiting for your review' });
      expect(await within(section).findByRole('link', { name: 'Launch Plan' })).toHaveAttribute(
        'href',
        `/brief/${id}/view`,
      );
      expect(section).toHaveTextContent('Requested by owner@example.com');
      waiting.unmount();

      render.renderSignedIn(<ReviewPanel briefId={id} />, {
        user: { id: reviewer.id, email: reviewer.email },
        db,
      });
      const panel = await screen.findByRole('region', { name: 'Review' });
      const user = userEvent.setup();
      await user.type(within(panel).getByRole('textbox', { name: 'Your note' }), 'Looks good');
      await user.click(within(panel).getByRole('button', { name: 'Approve' }));
      await within(panel).findByText('Approved by Rita Reviewer');
      // Decided: the decision can be changed (tests/component/review/review-decision.test.tsx).
      expect(within(panel).getByRole('button', { name: 'Change your decision' })).toBeEnabled();
      const { data } = await service
        .from('brief_review_requests')
        .select('status, decision_note')
        .eq('brief_id', id);
      expect(data).toEqual([{ status: 'approved', decision_note: 'Looks good' }]);
    } finally {
      await signInAs(owner);
    }
  });
});

describe('Sharing that tells people', () => {
  it("changes a share's permission in place", async () => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(db);
    render.renderSignedIn(
      <ShareBriefDialog briefId={id} briefTitle="Launch Plan" isOpen onOpenChange={() => undefined} />,
      {
        user: { id: owner.id, email: owner.email },
        db,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share Brief' });
    const select = await within(dialog).findByRole('combobox', {
      name: 'Permission for reviewer@example.com',
    });
    expect(within(dialog).getByText('reviewer@example.com')).toHaveClass('[overflow-wrap:anywhere]');
    await userEvent.setup().selectOptions(select, 'write');
    await screen.findByText('Permission changed');
    const { data } = await service.from('brief_shares').select('permission').eq('brief_id', id);
    expect(data).toEqual([{ permission: 'write' }]);
  });

  it.each([
    [false, 'nobody@example.com is not a Briefsmith member yet. Ask an admin to invite them.', false],
    [
      true,
      'nobody@example.com is not a Briefsmith member yet. Invite them, then share the brief once they have signed up.',
      true,
    ],
  ])('after User not found, admin %s is told: %s', async (isAdmin, text, offersInvite) => {
    const db = render.freshDatabase(owner.id + crypto.randomUUID());
    const id = await serverBrief(db);
    render.renderSignedIn(
      <ShareBriefDialog briefId={id} briefTitle="Launch Plan" isOpen onOpenChange={() => undefined} />,
      {
        user: { id: owner.id, email: owner.email, isAdmin },
        db,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share Brief' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Invite this address' }) !== null).toBe(offersInvite);
  });
});
