import { screen, waitFor, within } from '@testing-library/react';
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

describe('A lost same-field race in the editor', { timeout: 20_000 }, () => {
  it('shows the conflict at the top with who changed it and when, both values, and the badge opens it', async () => {
    const brief = makeBrief({ title: 'Raced' });
    await renderEditor(brief, {
      prepare: (db) =>
        db.conflicts.put({
          briefId: brief.id,
          kind: 'fields',
          fields: [{ field: 'color_preferences', base: 'Blue', mine: 'Teal and sand', theirs: 'Red' }],
          serverVersion: 3,
          createdAt: Date.now(),
          theirsBy: 'Maya',
          theirsAt: '2026-11-23T10:42:00Z',
        }),
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Changed by someone else too' },
      { timeout: 5_000 },
    );
    expect(within(panel).getByText('Teal and sand')).toBeInTheDocument();
    expect(within(panel).getByText('Red')).toBeInTheDocument();
    expect(within(panel).getByText(/^Maya changed this at \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Keep mine: Color Preferences' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Take theirs: Color Preferences' })).toBeInTheDocument();

    const badges = within(screen.getByRole('banner')).getAllByRole('button', { name: 'Sync conflict' });
    badges[0]!.click();
    await waitFor(() => expect(panel).toHaveFocus());
  });
});
