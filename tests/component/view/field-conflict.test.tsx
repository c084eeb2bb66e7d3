// The view has no field editors, so a same-field conflict is shown first on the page, field by field:
// who changed it and when, both values, and Keep mine / Take theirs for that field.
import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { axeViolations } from '../support/axe.ts';
import { renderViewPage } from './render-view.tsx';

describe('A same-field conflict in the view', { timeout: 30_000 }, () => {
  it('lists each conflicting field with both values, the name and the time, and its own buttons', async () => {
    const brief = makeBrief({ title: 'Raced', creative: { colorPreferences: 'Red' } });
    await renderViewPage(brief, (db) =>
      db.conflicts.put({
        briefId: brief.id,
        kind: 'fields',
        fields: [{ field: 'color_preferences', base: 'Blue', mine: 'Teal and sand', theirs: 'Red' }],
        serverVersion: 3,
        createdAt: Date.now(),
        theirsBy: 'Maya',
        theirsAt: '2026-11-23T10:42:00Z',
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Changed by someone else too' });
    expect(summary).toHaveTextContent('1 field changed by Maya — review below');
    // The blocks come from their own live query, which can answer after the summary's (busy machine).
    const field = await within(summary).findByRole('region', { name: 'Conflict: Color Preferences' });
    expect(within(field).getByRole('heading', { name: 'Color Preferences' })).toBeInTheDocument();
    expect(field).toHaveTextContent(
      `Maya changed this at ${format(new Date('2026-11-23T10:42:00Z'), 'HH:mm')}`,
    );
    expect(within(field).getByText('Teal and sand')).toBeInTheDocument();
    expect(within(field).getByText('Red')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Take theirs' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
