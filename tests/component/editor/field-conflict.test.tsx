// A lost same-field race, shown at the field: who changed it and when, both values as
// the field renders them, Keep mine / Take theirs resolving that field only, and the header's "Sync
// conflict" badge leading to it. The real sync engine resolves (not started: the choice is local, what
// the server must be told is queued), on a real Dexie database.
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import type { ConflictField } from '../../../src/data/records.ts';
import { createSyncEngine } from '../../../src/sync/engine.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';
import { axeViolations } from '../support/axe.ts';
import { renderEditor } from './render-editor.tsx';

const THEIRS_AT = '2026-11-23T10:42:00Z';
const at = format(new Date(THEIRS_AT), 'HH:mm');

function engine(db: BriefsmithDB, userId: string) {
  const supabase = createClient('http://127.0.0.1:9', 'anon-key', { auth: { persistSession: false } });
  return createSyncEngine({ db, supabase, userId });
}

/** The brief shows Maya's values (theirs); this device's values wait in the conflict. */
async function renderRace(
  fields: ConflictField[],
  who: { theirsBy?: string } = { theirsBy: 'Maya' },
  hash?: string,
) {
  const brief = makeBrief({
    title: 'Raced',
    creative: { colorPreferences: 'Red' },
    requirements: { budget: '$15k' },
  });
  const rendered = await renderEditor(brief, {
    engine,
    hash,
    prepare: (db) =>
      db.conflicts.put({
        briefId: brief.id,
        kind: 'fields',
        fields,
        serverVersion: 3,
        createdAt: Date.now(),
        ...who,
        theirsAt: THEIRS_AT,
      }),
  });
  return { ...rendered, brief };
}

const COLOUR: ConflictField = {
  field: 'color_preferences',
  base: 'Blue',
  mine: 'Teal and sand',
  theirs: 'Red',
};
const BUDGET: ConflictField = { field: 'budget', base: '$10k', mine: '$12k', theirs: '$15k' };

const fieldConflict = (label: string) =>
  screen.findByRole('region', { name: `Conflict: ${label}` }, { timeout: 5_000 });

describe('A same-field conflict at the field', { timeout: 30_000 }, () => {
  it('sits right under the field: who changed it and when, both values, Keep mine and Take theirs', async () => {
    await renderRace([COLOUR, BUDGET]);
    const region = await fieldConflict('Color Preferences');
    expect(within(region).getByText(`Maya changed this at ${at}`)).toBeInTheDocument();
    expect(within(region).getByText('Teal and sand')).toBeInTheDocument();
    expect(within(region).getByText('Red')).toBeInTheDocument();
    expect(within(region).getByText('Your version')).toBeInTheDocument();
    expect(within(region).getByText("Maya's version")).toBeInTheDocument();
    // It says what the field shows now, so Maya's text in the field is never a silent replacement.
    expect(region).toHaveTextContent(
      "Maya's version is in the field now; yours is kept here until you choose.",
    );
    expect(within(region).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Take theirs' })).toBeEnabled();

    // At the field: the next thing after the Color Preferences box, in the same section.
    const field = screen.getByRole('textbox', { name: 'Color Preferences' });
    expect(field).toHaveValue('Red');
    const section = screen.getByRole('region', { name: 'Creative Requirements' });
    expect(section).toContainElement(region);
    expect(field.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const budget = await fieldConflict('Budget');
    expect(screen.getByRole('region', { name: 'Project Details' })).toContainElement(budget);

    // At the top only a summary with a link to each field, not the values again.
    const summary = screen.getByRole('region', { name: 'Changed by someone else too' });
    expect(summary).toHaveTextContent('2 fields changed by Maya — review below');
    expect(within(summary).queryByRole('button', { name: /Keep mine/ })).not.toBeInTheDocument();
    within(summary).getByRole('link', { name: 'Budget' }).click();
    await waitFor(() => expect(budget).toHaveFocus());

    expect(await axeViolations()).toEqual([]);
  });

  it('"Keep mine" resolves that field only: my value is back in the field and queued; the other stays open', async () => {
    const { db, brief, user } = await renderRace([COLOUR, BUDGET]);
    const region = await fieldConflict('Color Preferences');
    await user.click(within(region).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Color Preferences' })).toHaveValue('Teal and sand'),
    );
    expect(screen.queryByRole('region', { name: 'Conflict: Color Preferences' })).not.toBeInTheDocument();
    const left = await db.conflicts.get(brief.id);
    expect(left?.fields.map((f) => f.field)).toEqual(['budget']);
    expect((await db.briefs.get(brief.id))?.row.color_preferences).toBe('Teal and sand');
    const queued = await db.outbox.where('briefId').equals(brief.id).toArray();
    expect(queued.some((entry) => entry.patch.color_preferences === 'Teal and sand')).toBe(true);
    expect(queued.some((entry) => 'budget' in entry.patch && entry.patch.budget === '$12k')).toBe(false);
    // Focus goes on to the conflict still open, not to the top of the page.
    const budget = await fieldConflict('Budget');
    await waitFor(() => expect(budget).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Changed by someone else too' })).toHaveTextContent(
      '1 field changed by Maya — review below',
    );
  });

  it('"Take theirs" keeps their value, queues nothing for it, and focus returns to the field', async () => {
    const { db, brief, user } = await renderRace([BUDGET]);
    const before = await db.outbox.where('briefId').equals(brief.id).count();
    const region = await fieldConflict('Budget');
    await user.click(within(region).getByRole('button', { name: 'Take theirs' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Conflict: Budget' })).not.toBeInTheDocument(),
    );
    expect(await db.conflicts.get(brief.id)).toBeUndefined();
    expect((await db.briefs.get(brief.id))?.row.budget).toBe('$15k');
    expect(await db.outbox.where('briefId').equals(brief.id).count()).toBe(before);
    const field = screen.getByRole('textbox', { name: 'Budget' });
    expect(field).toHaveValue('$15k');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Changed by someone else too' })).not.toBeInTheDocument();
  });

  it('the header\'s "Sync conflict" badge moves focus to the first conflicting field', async () => {
    await renderRace([BUDGET, COLOUR]);
    const colour = await fieldConflict('Color Preferences');
    const badges = await within(screen.getByRole('banner')).findAllByRole('button', {
      name: 'Sync conflict',
    });
    badges[0]!.click();
    // Creative Requirements comes before Project Details on the page.
    await waitFor(() => expect(colour).toHaveFocus());
  });

  it("opens the first conflicting field on arrival from the card's badge (…#conflict)", async () => {
    await renderRace([BUDGET, COLOUR], undefined, '#conflict');
    const colour = await fieldConflict('Color Preferences');
    await waitFor(() => expect(colour).toHaveFocus());
  });

  it('without a recorded name it keeps the plain wording: changed here and on the server', async () => {
    await renderRace([COLOUR], {});
    const region = await fieldConflict('Color Preferences');
    expect(region).toHaveTextContent('Changed here and on the server. Pick which value to keep.');
    expect(within(region).getByText('Server version')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Maya');
    expect(screen.getByRole('region', { name: 'Changed by someone else too' })).toHaveTextContent(
      '1 field changed here and on the server — review below',
    );
  });

  it('shows lists, files, competitors and deliverables as the fields read, never raw data', async () => {
    const file = JSON.stringify({ data: 'data:application/pdf;base64,AAAA', name: 'guide.pdf' });
    await renderRace([
      { field: 'constraints', base: [], mine: ['No red', 'Print only'], theirs: ['Web only'] },
      { field: 'brand_documents', base: [], mine: [file], theirs: [] },
      { field: 'direct_competitors', base: [], mine: ['Globex: cheap | slow'], theirs: ['Initech'] },
      {
        field: 'deliverables',
        base: {},
        mine: { logoFiles: { fullColorHorizontal: true } },
        theirs: { typography: { styleRules: true } },
      },
    ]);
    const constraints = await fieldConflict('Constraints');
    expect(
      within(constraints)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No red', 'Print only', 'Web only']);
    const documents = await fieldConflict('Brand Documents');
    expect(documents).toHaveTextContent('guide.pdf');
    expect(documents).toHaveTextContent('(empty)');
    expect(documents).not.toHaveTextContent('base64');
    const competitors = await fieldConflict('Direct Competitors');
    expect(competitors).toHaveTextContent('Globex (cheap / slow)');
    expect(competitors).toHaveTextContent('Initech');
    const deliverables = await fieldConflict('Deliverables');
    expect(deliverables).toHaveTextContent('Logo Files: Full-color logo (horizontal and vertical)');
    expect(deliverables).toHaveTextContent('Typography: Typography style rules');
  });
});
