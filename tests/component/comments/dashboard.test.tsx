// "Mentions for you" on the dashboard as the app composes it (src/app/dashboard-extras.tsx), read from
// the device's comments: a colleague's comment that mentions the user, pulled onto the device, links
// to its brief's view at the section.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storePulledComments } from '../../../src/data/comment-store.ts';
import { serverComment } from '../../fixtures/make-comment.ts';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn } from '../app/render.tsx';
import { storeBrief } from '../briefs/factories.ts';

const member = { id: 'mentioned-member', email: 'rita@example.com' };

const pulled = (briefId: string, mentions: string[]) =>
  serverComment(briefId, {
    section: 'brand',
    body: `Tone of voice? ${mentions.length ? '@Rita' : ''}`,
    mentions,
  });

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
