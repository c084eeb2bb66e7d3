import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBrief } from '../../../src/data/briefs-repository.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

async function editAndLeave(leaveBy: 'Back to Dashboard' | 'Preview') {
  const brief = makeBrief();
  const rendered = await renderEditor(brief);
  await rendered.user.type(await screen.findByRole('textbox', { name: 'Industry' }), 'Retail');
  await rendered.user.click(
    screen.getByRole(leaveBy === 'Back to Dashboard' ? 'link' : 'button', { name: leaveBy }),
  );
  return { ...rendered, brief, dialog: await screen.findByRole('alertdialog', { name: 'Unsaved changes' }) };
}

describe('Leaving the editor with unsaved changes', { timeout: 20_000 }, () => {
  it('leaves at once when nothing changed', async () => {
    const { user, router } = await renderEditor(makeBrief());
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks first, and Cancel stays in the editor with the edits', async () => {
    const { user, router, dialog } = await editAndLeave('Back to Dashboard');
    expect(dialog).toHaveTextContent('You have changes that are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toMatch(/^\/brief\//);
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('Retail');
  });

  it('Escape in the prompt is Cancel', async () => {
    const { user, router } = await editAndLeave('Back to Dashboard');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toMatch(/^\/brief\//);
  });

  it('Discard leaves without saving', async () => {
    const { user, db, brief } = await editAndLeave('Back to Dashboard');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect((await getBrief(db, brief.id))?.overview.industry).toBe('');
  });

  it('Save writes the changes and then opens the preview', async () => {
    const { user, db, brief, router } = await editAndLeave('Preview');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Preview page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/brief/${brief.id}/view`);
    expect((await getBrief(db, brief.id))?.overview.industry).toBe('Retail');
  });

  it('asks the browser to confirm closing the tab while changes are unsaved', async () => {
    const { user } = await renderEditor(makeBrief());
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(await screen.findByRole('textbox', { name: 'Industry' }), 'Retail');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
