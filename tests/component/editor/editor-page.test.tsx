import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';
import { serverAnswersFetchBrief, serverUnreachable } from '../support/server-answers.ts';

afterEach(() => vi.restoreAllMocks());

describe('Brief editor', { timeout: 20_000 }, () => {
  it('shows "Loading..." and then the brief with its title, company and status', async () => {
    const brief = makeBrief({ title: 'Spring launch', status: 'in-progress', overview: { company: 'Acme' } });
    await renderEditor(brief);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Acme')).toBeInTheDocument();
    expect(within(header).getByText('In Progress')).toBeInTheDocument();
    for (const name of ['Preview', 'Save']) {
      expect(within(header).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Save Brief' })).toBeInTheDocument();
  });

  it('shows a long title in full on hover (header) and limits Brief Title to 200 characters, with a counter', async () => {
    const long = `Harbour Festival ${'identity and wayfinding '.repeat(6)}`.trim();
    const { user } = await renderEditor(makeBrief({ title: long }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveAttribute('title', long);
    const field = screen.getByRole('textbox', { name: 'Brief Title' });
    expect(field).toHaveAttribute('maxLength', '200');
    expect(field).toHaveAccessibleDescription(`${long.length}/200 characters`);
    await user.clear(field);
    await user.type(field, 'Spring');
    expect(field).toHaveAccessibleDescription('6/200 characters');
  });

  it('"Back to Dashboard" is a link to / (it can open in a new tab and shows its URL)', async () => {
    await renderEditor(makeBrief());
    const header = await screen.findByRole('banner');
    const back = within(header).getByRole('link', { name: 'Back to Dashboard' });
    expect(back.tagName).toBe('A');
    expect(back).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('button', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the six sections in order', async () => {
    await renderEditor(makeBrief());
    await screen.findByRole('heading', { level: 1 });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Project Overview',
      'Goals & Objectives',
      'Target Audience',
      'Brand Guidelines',
      'Creative Requirements',
      'Project Details',
    ]);
  });

  it('says a brief not on this device yet will open when back online (not "Brief not found")', async () => {
    serverUnreachable();
    const { router } = await renderEditor(null);
    expect(
      await screen.findByRole('heading', { name: 'This brief is not on this device yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('It will open when you are back online.')).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/');
  });

  it('opens a brief this device did not hold, fetched by its link', async () => {
    const brief = makeBrief({ title: 'Shared by link' });
    serverAnswersFetchBrief({
      id: brief.id,
      user_id: 'someone-else',
      title: 'Shared by link',
      version: 3,
      created_at: brief.createdAt,
      updated_at: brief.updatedAt,
      owner_email: 'maya@example.com',
      owner_full_name: 'Maya',
      is_owner: false,
      permission: 'write',
    });
    await renderEditor(null, { briefId: brief.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared by link' })).toBeInTheDocument();
  });

  it('shows "Brief not found" and returns to the dashboard when the server has no such brief for the user', async () => {
    serverAnswersFetchBrief(null);
    const { router } = await renderEditor(null);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Brief not found');
    expect(toast).toHaveTextContent('The requested brief could not be found.');
  });

  it('shows "Error loading brief" and returns to the dashboard when the local database cannot be read', async () => {
    const { router } = await renderEditor(makeBrief(), { prepare: async (db) => db.close() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error loading brief');
    expect(toast).toHaveTextContent('Please try again.');
  });

  it('keeps changes local until Save, then writes them to the local database', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    const industry = await screen.findByRole('textbox', { name: 'Industry' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.type(industry, 'Retail');
    expect(within(screen.getByRole('banner')).getByText('Unsaved changes')).toBeInTheDocument();
    expect((await getBrief(db, brief.id))?.overview.industry).toBe('');

    await user.click(screen.getByRole('button', { name: 'Save Brief' }));
    expect(await screen.findByText('Brief saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument();
    const stored = await getBrief(db, brief.id);
    expect(stored?.overview.industry).toBe('Retail');
    expect(stored && stored.updatedAt > brief.updatedAt).toBe(true);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('saves with Ctrl+S', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    await user.type(await screen.findByRole('textbox', { name: 'Budget' }), '$5k');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(async () => expect((await getBrief(db, brief.id))?.requirements.budget).toBe('$5k'));
  });

  it('saves with Ctrl+S typed in a chip field too', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    await user.type(await screen.findByRole('textbox', { name: 'Primary Goals' }), 'Grow{Enter}');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(async () => expect((await getBrief(db, brief.id))?.goals.primaryGoals).toEqual(['Grow']));
  });

  it('edits the title shown in the header', async () => {
    const { user } = await renderEditor(makeBrief({ title: 'Old' }));
    const title = await screen.findByRole('textbox', { name: 'Brief Title' });
    await user.clear(title);
    await user.type(title, 'New name');
    expect(screen.getByRole('heading', { level: 1, name: 'New name' })).toBeInTheDocument();
  });

  it('sets any project status freely and shows it on the badge', async () => {
    const { user } = await renderEditor(makeBrief({ status: 'draft' }));
    await user.click(await screen.findByRole('button', { name: /Project Status/ }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    expect(within(screen.getByRole('banner')).getByText('Completed')).toBeInTheDocument();
  });

  it('keeps edits made elsewhere: only the fields changed here are saved over the latest copy', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    await user.type(await screen.findByRole('textbox', { name: 'Timeline' }), '6 weeks');
    // A colleague's change arrives (sync) while the editor is open.
    await saveBrief(
      db,
      { ...brief, overview: { ...brief.overview, industry: 'Banking' } },
      { userId: db.userId },
    );
    await user.click(screen.getByRole('button', { name: 'Save Brief' }));
    await screen.findByText('Brief saved');
    const stored = await getBrief(db, brief.id);
    expect(stored?.requirements.timeline).toBe('6 weeks');
    expect(stored?.overview.industry).toBe('Banking');
  });

  it('shows a change synced from elsewhere at once while nothing is unsaved', async () => {
    const brief = makeBrief();
    const { db } = await renderEditor(brief);
    const industry = await screen.findByRole('textbox', { name: 'Industry' });
    await saveBrief(
      db,
      { ...brief, overview: { ...brief.overview, industry: 'Banking' } },
      { userId: db.userId },
    );
    await waitFor(() => expect(industry).toHaveValue('Banking'));
  });

  it("applies a colleague's change to a field not being edited in place, keeping unsaved edits", async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    const industry = await screen.findByRole('textbox', { name: 'Industry' });
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    await user.type(budget, '9k');
    await saveBrief(
      db,
      { ...brief, overview: { ...brief.overview, industry: 'Banking' } },
      { userId: db.userId },
    );
    await waitFor(() => expect(industry).toHaveValue('Banking'));
    expect(budget).toHaveValue(`${brief.requirements.budget}9k`);
    expect(screen.queryByText(/Someone else changed a field you are editing/)).not.toBeInTheDocument();
  });

  it('keeps what the user types when a colleague changes the same field, and says so quietly', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);
    const budget = await screen.findByRole('textbox', { name: 'Budget' });
    await user.clear(budget);
    await user.type(budget, 'Mine');
    await saveBrief(
      db,
      { ...brief, requirements: { ...brief.requirements, budget: 'Theirs' } },
      { userId: db.userId },
    );
    expect(await screen.findByText(/Someone else changed a field you are editing/)).toBeInTheDocument();
    expect(budget).toHaveValue('Mine');
  });
});
