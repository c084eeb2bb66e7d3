// "Download Markdown" on the view of a brief with comments: it asks whether to "Include comments",
// which is off; left off, the file holds the brief only; chosen, the comments follow the brief by
// section. A brief without comments downloads at once, as before (tests/component/view).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addComment } from '../../../src/data/comment-store.ts';
import type { BriefsmithDB } from '../../../src/data/db.ts';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from '../view/render-view.tsx';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

const commented = (briefId: string) => async (db: BriefsmithDB) => {
  const thread = await addComment(db, {
    id: crypto.randomUUID(),
    opId: crypto.randomUUID(),
    briefId,
    section: 'audience',
    body: 'Is this the right audience?',
    mentions: [],
    authorId: db.userId,
    now: Date.UTC(2026, 10, 27, 10, 42),
  });
  await addComment(db, {
    id: crypto.randomUUID(),
    opId: crypto.randomUUID(),
    briefId,
    section: 'audience',
    threadId: thread.id,
    body: 'Students first',
    mentions: [],
    authorId: db.userId,
    now: Date.UTC(2026, 10, 27, 11, 0),
  });
};

describe('Markdown with comments', { timeout: 20_000 }, () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the comments out unless "Include comments" is chosen', async () => {
    const brief = makeFullBrief({ title: 'Spring Campaign' });
    const { user } = await renderViewPage(brief, commented(brief.id));
    await screen.findByRole('button', { name: 'Comments, 1 open' });
    await user.click(screen.getByRole('button', { name: 'Download Markdown' }));
    let dialog = await screen.findByRole('dialog', { name: 'Download Markdown' });
    const include = within(dialog).getByRole('checkbox', { name: 'Include comments' });
    expect(include).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const plain = await readText(blobs[0]!);
    expect(plain).toContain('## Target Audience');
    expect(plain).not.toContain('Is this the right audience?');

    await user.click(screen.getByRole('button', { name: 'Download Markdown' }));
    dialog = await screen.findByRole('dialog', { name: 'Download Markdown' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include comments' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(2));
    const full = await readText(blobs[1]!);
    expect(full).toContain('## Comments');
    expect(full).toContain('### Target Audience');
    expect(full).toMatch(
      /- \*\*member@example\.com\*\* · 27 November 2026, \d\d:\d\d\n\n {2}Is this the right audience\?/,
    );
    expect(full).toMatch(
      / {2}- \*\*member@example\.com\*\* · 27 November 2026, \d\d:\d\d\n\n {4}Students first/,
    );
    // The comments come after the brief, before its footer line.
    expect(full.indexOf('## Comments')).toBeGreaterThan(full.indexOf('## Project Details'));
    expect(full.indexOf('## Comments')).toBeLessThan(full.lastIndexOf('---'));
  });
});
