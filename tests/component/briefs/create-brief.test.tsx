import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../app/dashboard-screen.tsx';
import { freshDatabase, renderSignedIn, resetToasts } from '../app/render.tsx';

const user = { id: 'creator', email: 'creator@example.com' };

// Typing with user-event is slow on a loaded CI machine; the assertions, not the clock, are the test.
vi.setConfig({ testTimeout: 20_000 });

afterEach(resetToasts);

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Brief' }));
  return screen.findByRole('dialog', { name: 'Create New Brief' });
}

describe('Create New Brief', () => {
  it('creates the brief locally, says so and opens it in the editor', async () => {
    const db = freshDatabase('creator-1');
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'creator-1' }, db });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Brief Title/), '  Autumn Launch ');
    await userEvent.type(within(dialog).getByLabelText(/Company/), 'Initech');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Brief' }));
    const toast = await screen.findByText('Brief created successfully');
    expect(toast.parentElement).toHaveTextContent('Autumn Launch is ready for editing.');
    const [brief] = await db.briefs.toArray();
    expect(brief?.row).toMatchObject({
      title: 'Autumn Launch',
      company: 'Initech',
      type: 'brand',
      status: 'draft',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/brief/${brief?.id}`));
    expect(await db.outbox.count()).toBe(1);
  });

  it('does nothing while the title or company is blank after trimming', async () => {
    const db = freshDatabase('creator-2');
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'creator-2' }, db });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Brief Title/), 'Title only');
    await userEvent.type(within(dialog).getByLabelText(/Company/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Brief' }));
    expect(screen.getByRole('dialog', { name: 'Create New Brief' })).toBeInTheDocument();
    expect(await db.briefs.count()).toBe(0);
  });

  it('marks title and company as required and description as optional', async () => {
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'creator-3' } });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Brief Title/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Company/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Description/)).not.toBeRequired();
  });

  it('limits Brief Title to 200 characters, as the server does', async () => {
    renderSignedIn(<DashboardPage />, { user: { ...user, id: 'creator-4' } });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Brief Title/)).toHaveAttribute('maxLength', '200');
  });
});
