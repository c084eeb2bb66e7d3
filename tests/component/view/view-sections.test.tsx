import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyDeliverables } from '../../../src/domain/deliverables.ts';
import { BriefView } from '../../../src/features/view/brief-view.tsx';
import { FIXED_NOW, makeBrief, makeFullBrief } from '../../fixtures/make-brief.ts';

const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const section = (name: string) => screen.getByRole('region', { name });
/**
 * The @page rules the view installed. jsdom has no constructable style sheets (nor parses margin rules),
 * so these tests give it the two members the view uses, keeping the text; real Chromium prints them in
 * tests/e2e/output.test.ts.
 */
const installed: { sheets: { text: string }[] } = { sheets: [] };
beforeAll(() => {
  Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', {
    configurable: true,
    value(this: { text: string }, text: string) {
      this.text = text;
    },
  });
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => installed.sheets,
    set: (sheets: { text: string }[]) => void (installed.sheets = sheets),
  });
});
afterAll(() => {
  delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});
const pageMargins = () => installed.sheets.map((sheet) => sheet.text).join('\n');
const fieldLabels = (name: string) =>
  Array.from(section(name).querySelectorAll('dt')).map((dt) => dt.textContent);

describe('Brief view', () => {
  it('shows the hero: title, company, "{Type} Brief" and "Updated" with the relative time', () => {
    const brief = makeBrief({
      type: 'marketing',
      updatedAt: new Date(FIXED_NOW.getTime() - 5 * 60_000).toISOString(),
    });
    render(<BriefView brief={brief} now={FIXED_NOW} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    expect(within(main).getByText('Acme')).toBeInTheDocument();
    expect(within(main).getByText('Marketing Brief')).toBeInTheDocument();
    expect(within(main).getByText('Updated 5 minutes ago')).toBeInTheDocument();
  });

  it('hides every section of a brief without content', () => {
    render(<BriefView brief={makeBrief()} now={FIXED_NOW} />);
    expect(headings()).toEqual([]);
  });

  it('shows a section as soon as one of its fields has content, with only that field', () => {
    render(<BriefView brief={makeBrief({ audience: { painPoints: ['Slow checkout'] } })} now={FIXED_NOW} />);
    expect(headings()).toEqual(['Target Audience']);
    expect(fieldLabels('Target Audience')).toEqual(['Pain Points']);
  });

  it("shows every section with the spec's sub-labels for a full brief", () => {
    render(<BriefView brief={makeFullBrief()} now={FIXED_NOW} />);
    expect(headings()).toEqual([
      'Project Overview',
      'Goals & Objectives',
      'Target Audience',
      'Brand Guidelines',
      'Competitive Landscape',
      'Creative Requirements',
      'Project Details',
    ]);
    expect(fieldLabels('Project Overview')).toEqual([
      'Project Name',
      'Project Description',
      'Industry',
      'Project Type',
    ]);
    expect(fieldLabels('Goals & Objectives')).toEqual([
      'Primary Goals',
      'Business Objectives',
      'Key Messages',
      'Success Metrics',
    ]);
    expect(fieldLabels('Target Audience')).toEqual([
      'Primary Audience',
      'Demographics',
      'Psychographics',
      'Pain Points',
      'User Journey',
    ]);
    expect(fieldLabels('Brand Guidelines')).toEqual([
      'Brand Personality',
      'Tone of Voice',
      'Brand Values',
      'Brand Promise',
      'Key Differentiators',
    ]);
    expect(fieldLabels('Creative Requirements')).toEqual([
      'Visual Style',
      'Inspiration Sources',
      'Color Preferences',
      "Design Don'ts",
      'Additional Notes',
      'Brand Documents',
      'Visual Style Files',
    ]);
    expect(fieldLabels('Project Details')).toEqual([
      'Deliverables',
      'Timeline',
      'Budget',
      'Constraints',
      'Technical Requirements',
    ]);
  });

  it('lists checked deliverables by group in readable words, plus a Custom line', () => {
    const deliverables = emptyDeliverables();
    deliverables.logoFiles.fullColorHorizontal = true;
    deliverables.logoFiles.iconsSubmarks = true;
    deliverables.typography.styleRules = true;
    render(
      <BriefView
        brief={makeBrief({ requirements: { deliverables, customDeliverables: ['Mascot', 'Stickers'] } })}
        now={FIXED_NOW}
      />,
    );
    const items = within(section('Project Details'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Logo Files: Full-color logo (horizontal and vertical), Icons and submarks',
      'Typography: Typography style rules',
      'Custom: Mascot, Stickers',
    ]);
  });

  it('shows the status badge with hyphens as spaces, and the header actions', () => {
    const brief = makeBrief({ status: 'in-progress' });
    render(<BriefView brief={brief} now={FIXED_NOW} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('in progress')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/brief/${brief.id}`);
    expect(within(header).getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
  });

  it('prints with "Export PDF"', () => {
    const print = (window.print = vi.fn());
    render(<BriefView brief={makeBrief()} now={FIXED_NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints the footer with the date and "Page N of M" in the margin of every page', () => {
    const { unmount } = render(<BriefView brief={makeBrief()} now={FIXED_NOW} />);
    expect(pageMargins()).toContain(
      '@bottom-left { content: "Generated by Briefsmith Creative Brief Generator · 1 March 2026";',
    );
    expect(pageMargins()).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
    expect(screen.getByRole('banner')).toHaveClass('no-print');
    unmount();
    expect(pageMargins()).toBe('');
  });

  it('dates the print footer when printing starts', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    render(<BriefView brief={makeBrief()} />);
    expect(pageMargins()).toContain('1 March 2026');
    vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(pageMargins()).toContain('2 March 2026');
    vi.useRealTimers();
  });
});
