import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBrief } from '../../../src/data/briefs-repository.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

describe('Editing by keyboard alone', { timeout: 30_000 }, () => {
  it('fills chips, ticks a deliverable, picks a status and saves without a pointer', async () => {
    const brief = makeBrief();
    const { db, user } = await renderEditor(brief);

    const goals = await screen.findByRole('textbox', { name: 'Primary Goals' });
    goals.focus();
    await user.keyboard('Grow{Enter}Retain{Enter}');
    await user.keyboard('{Backspace}');

    screen.getByRole('checkbox', { name: 'Business card' }).focus();
    await user.keyboard(' ');

    screen.getByRole('button', { name: /Project Status/ }).focus();
    await user.keyboard('{ArrowDown}'); // opens the list on the current status, Draft
    await waitFor(() => expect(screen.getByRole('option', { name: 'Draft' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}'); // In Progress, Review

    screen.getByRole('button', { name: 'Save Brief' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByText('Brief saved');
    const stored = await getBrief(db, brief.id);
    expect(stored?.goals.primaryGoals).toEqual(['Grow']);
    expect(stored?.requirements.deliverables.templates.businessCard).toBe(true);
    expect(stored?.status).toBe('review');
  });
});
