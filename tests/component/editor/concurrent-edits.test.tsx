import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { getBrief, saveBrief } from '../../../src/data/briefs-repository.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { Brief } from '../../../src/domain/brief.ts';
import { briefToRow } from '../../../src/domain/mapping.ts';
import { applyPulledPage } from '../../../src/sync/apply-pull.ts';
import { axeViolations } from '../support/axe.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { renderEditor } from './render-editor.tsx';

/** The user edits Industry while a colleague's change to the same field arrives through sync. */
async function editWhileChangedElsewhere() {
  const brief = makeBrief({ overview: { industry: 'Retail' } });
  const rendered = await renderEditor(brief);
  const industry = await screen.findByRole('textbox', { name: 'Industry' });
  await rendered.user.clear(industry);
  await rendered.user.type(industry, 'Mine');
  await saveBrief(
    rendered.db,
    {
      ...brief,
      overview: { ...brief.overview, industry: 'Theirs' },
      goals: { ...brief.goals, successMetrics: 'NPS' },
    },
    { userId: rendered.db.userId },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Save Brief' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Changed elsewhere while you were editing' });
  return { ...rendered, brief, dialog, industry };
}

const MAYA_AT = '2026-11-23T10:42:00Z';

/** As if the brief's creation had been pushed and acknowledged: nothing pending, version 1 on the server. */
async function onServer(db: BriefsmithDB, briefId: string) {
  await db.outbox.clear();
  const record = (await db.briefs.get(briefId))!;
  await db.briefs.put({ ...record, base: record.row, serverVersion: 1 });
}

/** Maya's save of `brief`, as the server returns it to this user's pull (who and when are server-set). */
async function pullMayasSave(db: BriefsmithDB, brief: Brief) {
  const row = {
    ...briefToRow(brief, db.userId),
    version: 2,
    updated_at: MAYA_AT,
    updated_by: 'maya-id',
    updated_by_name: 'Maya Lindqvist',
    permission: 'owner',
    is_owner: true,
  };
  await applyPulledPage(db, { rows: [row], removed: [], cursor: null, has_more: false }, Date.now());
}

describe('Saving over a change made elsewhere', { timeout: 20_000 }, () => {
  it('names who changed the field and when, as the field conflict does: "{name} changed this at {time}"', async () => {
    const brief = makeBrief({ requirements: { timeline: 'Six weeks' } });
    const { user, db } = await renderEditor(brief, { prepare: (db) => onServer(db, brief.id) });
    const timeline = await screen.findByRole('textbox', { name: 'Timeline' });
    await user.clear(timeline);
    await user.type(timeline, 'Eight weeks');
    // Maya saved Timeline a moment earlier; her save reaches this device before this one's Save.
    await pullMayasSave(db, { ...brief, requirements: { ...brief.requirements, timeline: 'Four weeks' } });
    await user.click(screen.getByRole('button', { name: 'Save Brief' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Changed elsewhere while you were editing',
    });
    expect(
      within(dialog).getByText(`Maya Lindqvist changed this at ${format(new Date(MAYA_AT), 'HH:mm')}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Theirs:').parentElement).toHaveTextContent('Theirs: Four weeks');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await screen.findByText('Brief saved');
    expect((await getBrief(db, brief.id))?.requirements.timeline).toBe('Eight weeks');
  });

  it('pins the change on no one when no other person is recorded (a change from another tab)', async () => {
    const { dialog } = await editWhileChangedElsewhere();
    expect(within(dialog).queryByText(/changed this/)).not.toBeInTheDocument();
  });

  it('shows both values of each field changed on both sides', async () => {
    const { dialog } = await editWhileChangedElsewhere();
    expect(within(dialog).getByText('Industry')).toBeInTheDocument();
    expect(within(dialog).getByText('Yours:').parentElement).toHaveTextContent('Yours: Mine');
    expect(within(dialog).getByText('Theirs:').parentElement).toHaveTextContent('Theirs: Theirs');
    expect(within(dialog).queryByText('Success Metrics')).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('"Keep mine" saves the user\'s value and keeps the other field changed elsewhere', async () => {
    const { user, db, brief } = await editWhileChangedElsewhere();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await screen.findByText('Brief saved');
    const stored = await getBrief(db, brief.id);
    expect(stored?.overview.industry).toBe('Mine');
    expect(stored?.goals.successMetrics).toBe('NPS');
  });

  it('keeps a change that arrived while the user was choosing', async () => {
    const { user, db, brief } = await editWhileChangedElsewhere();
    const shown = (await getBrief(db, brief.id))!;
    await saveBrief(
      db,
      { ...shown, requirements: { ...shown.requirements, budget: '$40k' } },
      { userId: db.userId },
    );
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await screen.findByText('Brief saved');
    const stored = await getBrief(db, brief.id);
    expect(stored?.overview.industry).toBe('Mine');
    expect(stored?.goals.successMetrics).toBe('NPS');
    expect(stored?.requirements.budget).toBe('$40k');
  });

  it('"Take theirs" saves their value and shows it in the editor', async () => {
    const { user, db, brief, industry } = await editWhileChangedElsewhere();
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    await screen.findByText('Brief saved');
    expect((await getBrief(db, brief.id))?.overview.industry).toBe('Theirs');
    await waitFor(() => expect(industry).toHaveValue('Theirs'));
  });

  it('Cancel saves nothing and keeps the edit on screen', async () => {
    const { user, db, brief, industry } = await editWhileChangedElsewhere();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await getBrief(db, brief.id))?.overview.industry).toBe('Theirs');
    expect(industry).toHaveValue('Mine');
    expect(screen.queryByText('Brief saved')).not.toBeInTheDocument();
  });
});
