// "Download Markdown" and "Copy as Markdown" on the view: the file a user gets is named after
// the brief and holds the brief; the clipboard holds the same text and a toast says so.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFullBrief } from '../../fixtures/make-brief.ts';
import { renderViewPage } from './render-view.tsx';

const brief = () =>
  makeFullBrief({
    title: 'Spring Campaign 2026',
    competitors: {
      directCompetitors: [
        { name: 'Blue Bottle', strengths: 'Brand recognition', weaknesses: 'Premium price' },
      ],
    },
  });

/** jsdom's Blob has no text(): read it as a page would have before it existed. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

describe('Markdown export from the view', { timeout: 20_000 }, () => {
  let blobs: Blob[];
  let downloads: { name: string; href: string }[];
  beforeEach(() => {
    blobs = [];
    downloads = [];
    // jsdom has neither object URLs nor downloads: record what the browser would be asked to save.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads "{title}.md" holding every section with content', async () => {
    const { user } = await renderViewPage(brief());
    await user.click(await screen.findByRole('button', { name: 'Download Markdown' }));
    expect(downloads).toEqual([{ name: 'Spring Campaign 2026.md', href: 'blob:http://localhost/1' }]);
    expect(blobs[0]!.type).toBe('text/markdown;charset=utf-8');
    const text = await readText(blobs[0]!);
    expect(text).toMatch(/^# Spring Campaign 2026\n/);
    for (const expected of [
      '## Project Overview',
      '### Project Name\n\nRebrand',
      '## Competitive Landscape',
      '#### Blue Bottle\n\n- **Strengths:** Brand recognition\n- **Weaknesses:** Premium price',
      '- [x] Business card',
      '- deck.pdf',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('copies the same Markdown to the clipboard and says so', async () => {
    const { user } = await renderViewPage(brief());
    await user.click(await screen.findByRole('button', { name: 'Copy as Markdown' }));
    const notifications = screen.getByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText('Copied as Markdown')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(/^# Spring Campaign 2026\n/);
    expect(copied).toContain('#### Blue Bottle');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user } = await renderViewPage(brief());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy as Markdown' }));
    const notifications = screen.getByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText('Could not copy')).toBeInTheDocument();
  });
});
