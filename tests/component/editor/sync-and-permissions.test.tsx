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

  it('opens a brief shared as View Only read-only: no field can be edited, no Save, and who can grant edit access', async () => {
    const brief = makeBrief({ title: 'Look only' });
    await renderEditor(brief, {
      prepare: (db) =>
        db.briefs.update(brief.id, {
          permission: 'read',
          isOwner: false,
          ownerName: 'Maya Owner',
          ownerEmail: 'maya@example.com',
        }),
    });
    const note = await screen.findByText(/shared with you as View Only/);
    expect(note).toHaveTextContent('Only Maya Owner, who owns it, can give you edit access.');
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Save' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Brief' })).not.toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(5);
    // The page is titled after the brief (Save as PDF suggests its name).
    expect(document.title).toBe('Look only');
  });
});

// The lost same-field race at the field is covered in field-conflict.test.tsx.
