import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from './render-view.tsx';
import { serverAnswersFetchBrief, serverUnreachable } from '../support/server-answers.ts';

afterEach(() => vi.restoreAllMocks());

describe('Brief view page', { timeout: 20_000 }, () => {
  it('shows the brief read from the local database', async () => {
    await renderViewPage(makeFullBrief({ title: 'Autumn campaign' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn campaign' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Project Details' })).toBeInTheDocument();
  });

  it('"Back to Dashboard" is a link to / (it can open in a new tab and shows its URL)', async () => {
    const { user, router } = await renderViewPage(makeFullBrief());
    const back = await screen.findByRole('link', { name: 'Back to Dashboard' });
    expect(back.tagName).toBe('A');
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to the editor with "Edit"', async () => {
    const brief = makeFullBrief();
    const { user, router } = await renderViewPage(brief);
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editor page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/brief/${brief.id}`);
  });

  it('says a brief not on this device yet will open when back online', async () => {
    serverUnreachable();
    await renderViewPage(null);
    expect(
      await screen.findByRole('heading', { name: 'This brief is not on this device yet' }),
    ).toBeInTheDocument();
  });

  it('shows "Brief not found" and returns to the dashboard when the server has no such brief for the user', async () => {
    serverAnswersFetchBrief(null);
    const { router } = await renderViewPage(null);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested brief could not be found.');
  });

  it('shows "Error loading brief" and returns to the dashboard when the local database cannot be read', async () => {
    const { router } = await renderViewPage(makeFullBrief(), async (db) => db.close());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading brief');
  });
});
