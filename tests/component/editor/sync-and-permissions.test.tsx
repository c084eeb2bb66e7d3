import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

describe('Editor sync marker and View Only briefs', { timeout: 20_000 }, () => {
  it('shows the per-brief "Unsynced changes" marker next to Save while the change waits for the server', async () => {
    // The brief was saved locally and never pushed (there is no server here).
    await renderEditor(makeBrief());
    const header = await screen.findByRole('banner');
    expect(await within(header).findAllByText('Unsynced changes')).not.toHaveLength(0);
  });

  it('disables Save on a brief shared as View Only and says why', async () => {
    const brief = makeBrief();
    await renderEditor(brief, {
      prepare: (db) => db.briefs.update(brief.id, { permission: 'read', isOwner: false }),
    });
    expect(await screen.findByText(/shared with you as View Only/)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Brief' })).toBeDisabled();
  });
});
