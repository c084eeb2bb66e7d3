// "Mentions for you" on the dashboard as the app composes it (src/app/dashboard-extras.tsx), read from
// the device's comments: a colleague's comment that mentions the user, pulled onto the device, links
// to its brief's view at the section.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storePulledComments, type ServerComment } from '../../../src/data/comment-store.ts';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

const member = { id: 'mentioned-member', email: 'rita@example.com' };

const pulled = (briefId: string, mentions: string[]): ServerComment => {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  return {
    id,
    brief_id: briefId,
    thread_id: id,
    section: 'brand',
    author_id: 'colleague',
    body: `Tone of voice? ${mentions.length ? '@Rita' : ''}`,
    mentions,
    created_at: at,
    updated_at: at,
    edited_at: null,
    resolved_at: null,
    resolved_by: null,
    deleted_at: null,
    deleted_by: null,
    version: 1,
  };
};

describe('the dashboard', { timeout: 20_000 }, () => {
  it('shows "Mentions for you" with the open thread that mentions the user', async () => {
    const db = freshDatabase(member.id);
    const brief = await storeBrief(db, { title: 'Rebrand' });
    await storePulledComments(db, [pulled(brief.id, [member.id]), pulled(brief.id, [])]);
    renderSignedIn(<DashboardPage />, { user: member, db });
    const mentions = await screen.findByRole('region', { name: 'Mentions for you' });
    const link = within(mentions).getByRole('link', { name: 'Rebrand' });
    expect(link).toHaveAttribute('href', `/brief/${brief.id}/view#comments-brand`);
    expect(within(mentions).getAllByRole('listitem')).toHaveLength(1);
  });
});
