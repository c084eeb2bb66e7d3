import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrief } from '../../../src/data/briefs-repository.ts';
import { putTemplate } from '../../../src/data/templates.ts';
import DashboardPage from '../app/dashboard-screen.tsx';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from '../view/render-view.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  resetToasts();
  vi.restoreAllMocks();
});

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Brief' }));
  return screen.findByRole('dialog', { name: 'Create New Brief' });
}

async function startFrom(dialog: HTMLElement, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Start from$/ }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillAndCreate(dialog: HTMLElement, title: string) {
  await userEvent.type(within(dialog).getByLabelText(/Brief Title/), title);
  await userEvent.type(within(dialog).getByLabelText(/Company/), 'Initech');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Brief' }));
}

describe('Start from a template', () => {
  it('offers Blank (the default), a built-in template per type and the team templates on this device', async () => {
    const db = freshDatabase('tpl-options');
    await putTemplate(db, {
      id: 't-1',
      name: 'Retail rebrand',
      type: 'brand',
      content: {},
      authorId: 'maya',
      authorName: 'Maya',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    renderSignedIn(<DashboardPage />, { user: { id: 'tpl-options', email: 'me@example.com' }, db });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: /Start from$/ })).toHaveTextContent('Blank');
    await userEvent.click(within(dialog).getByRole('button', { name: /Start from$/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Blank',
        'Brand identity (built-in)',
        'Product launch (built-in)',
        'Marketing campaign (built-in)',
        'Retail rebrand (by Maya)',
      ]),
    );
  });

  it('creates a brief from a built-in template: its type, helpful content and the usual deliverables', async () => {
    const db = freshDatabase('tpl-builtin');
    renderSignedIn(<DashboardPage />, { user: { id: 'tpl-builtin', email: 'me@example.com' }, db });
    const dialog = await openDialog();
    await startFrom(dialog, 'Product launch (built-in)');
    await fillAndCreate(dialog, 'App 2.0');
    await screen.findByText('Brief created successfully');
    const [record] = await db.briefs.toArray();
    const brief = (await getBrief(db, record!.id))!;
    expect(brief).toMatchObject({ title: 'App 2.0', type: 'product', status: 'draft' });
    expect(brief.overview.company).toBe('Initech');
    expect(brief.overview.projectType).toBe('Product launch');
    expect(brief.requirements.deliverables.digitalWebAssets.landingPageDesign).toBe(true);
    expect(brief.goals.primaryGoals.length).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("creates a brief from a team template with the template's content", async () => {
    const db = freshDatabase('tpl-team');
    await putTemplate(db, {
      id: 't-2',
      name: 'Quarterly campaign',
      type: 'marketing',
      content: { budget: '€20k', key_messages: ['Save more'], title: 'ignored' },
      authorId: 'maya',
      authorName: 'Maya',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    renderSignedIn(<DashboardPage />, { user: { id: 'tpl-team', email: 'me@example.com' }, db });
    const dialog = await openDialog();
    await startFrom(dialog, 'Quarterly campaign (by Maya)');
    await fillAndCreate(dialog, 'Q3 push');
    await screen.findByText('Brief created successfully');
    const [record] = await db.briefs.toArray();
    const brief = (await getBrief(db, record!.id))!;
    expect(brief).toMatchObject({ title: 'Q3 push', type: 'marketing' });
    expect(brief.requirements.budget).toBe('€20k');
    expect(brief.goals.keyMessages).toEqual(['Save more']);
  });
});

describe('Save as template', () => {
  it('is offered in the brief view, names the template after the brief and says it needs a connection offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await renderViewPage(makeFullBrief({ title: 'Winter sale' }));
    await user.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(within(dialog).getByLabelText(/Template name/)).toHaveValue('Winter sale');
    expect(dialog).toHaveTextContent(
      'Saving a template needs a connection. Try again when you are back online.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save template' })).toBeDisabled();
  });
});
