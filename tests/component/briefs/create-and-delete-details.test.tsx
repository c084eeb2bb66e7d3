// The details of the dashboard's dialogs: Create New Brief says up front which fields are required
// and lets the type be chosen (Brand by default), then sends the editor to Brief Title; the delete
// confirmation names the brief.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';
import { storeBrief } from './factories.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(resetToasts);

const user = { id: 'details-user', email: 'details@example.com' };

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Brief' }));
  return screen.findByRole('dialog', { name: 'Create New Brief' });
}

describe('Create New Brief', () => {
  it('says which fields are required before anything is submitted, and offers the type, Brand first', async () => {
    renderSignedIn(<DashboardPage />, { user });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Fields marked * are required.');
    const company = within(dialog).getByLabelText('Company');
    expect(company).toBeRequired();
    expect(company.closest('[data-required]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /Brief Type/ })).toHaveTextContent('Brand');
  });

  it('creates a brief of the chosen type and opens the editor on Brief Title', async () => {
    const db = freshDatabase('details-type');
    const { router } = renderSignedIn(<DashboardPage />, { user: { ...user, id: 'details-type' }, db });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Brief Title/), 'Launch kit');
    await userEvent.type(within(dialog).getByLabelText(/Company/), 'Initech');
    await userEvent.click(within(dialog).getByRole('button', { name: /Brief Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Product' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Brief' }));
    await screen.findByText('Brief created successfully');
    const [brief] = await db.briefs.toArray();
    expect(brief?.row).toMatchObject({ title: 'Launch kit', company: 'Initech', type: 'product' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/brief/${brief?.id}`));
    expect(router.state.location.state).toEqual({ focus: 'title' });
  });
});

describe('Delete confirmation', () => {
  it("keeps the spec's question and names the brief (no share count while the server cannot say)", async () => {
    const db = freshDatabase('details-delete');
    await storeBrief(db, { title: 'Old brief' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'details-delete' }, db });
    const card = await screen.findByRole('article', { name: 'Old brief' });
    await userEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this brief? "Old brief" will be permanently removed.',
    );
    vi.restoreAllMocks();
  });
});
