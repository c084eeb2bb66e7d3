// The whole brief in the view: the Project Name, the Competitive Landscape after Brand
// Guidelines, the status beside the type, a date instead of a relative time on paper, and the brief's
// title as the document's title (the printed PDF's suggested file name).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BriefView } from '../../../src/features/view/brief-view.tsx';
import { FIXED_NOW, makeBrief } from '../../fixtures/make-brief.ts';

const section = (name: string) => screen.getByRole('region', { name });
const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Brief view: the whole brief', () => {
  it('shows the Project Name in Project Overview', () => {
    render(
      <BriefView brief={makeBrief({ overview: { projectName: 'Cold Brew Spring' } })} now={FIXED_NOW} />,
    );
    const overview = section('Project Overview');
    expect(within(overview).getByText('Project Name')).toBeInTheDocument();
    expect(within(overview).getByText('Cold Brew Spring')).toBeInTheDocument();
  });

  it('shows the Competitive Landscape after Brand Guidelines: each competitor with strengths and weaknesses', () => {
    render(
      <BriefView
        brief={makeBrief({
          brand: { toneOfVoice: 'Warm' },
          creative: { visualStyle: 'Bright' },
          competitors: {
            directCompetitors: [
              { name: 'Blue Bottle', strengths: 'Brand recognition', weaknesses: 'Premium price' },
              { name: 'Stumptown', strengths: '', weaknesses: 'Few shops' },
            ],
            indirectCompetitors: ['Energy drinks', 'Tea houses'],
            competitiveAdvantage: 'Roasted in town.',
          },
        })}
        now={FIXED_NOW}
      />,
    );
    expect(headings()).toEqual(['Brand Guidelines', 'Competitive Landscape', 'Creative Requirements']);
    const landscape = section('Competitive Landscape');
    expect(Array.from(landscape.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
      'Direct Competitors',
      'Indirect Competitors',
      'Competitive Advantage',
    ]);
    const competitors = within(landscape).getAllByRole('heading', { level: 3 });
    expect(competitors.map((h) => h.textContent)).toEqual(['Blue Bottle', 'Stumptown']);
    const first = competitors[0]!.closest('li')!;
    expect(first).toHaveTextContent('Strengths: Brand recognition');
    expect(first).toHaveTextContent('Weaknesses: Premium price');
    const second = competitors[1]!.closest('li')!;
    expect(second).not.toHaveTextContent('Strengths');
    expect(second).toHaveTextContent('Weaknesses: Few shops');
    expect(within(landscape).getByText('Tea houses')).toBeInTheDocument();
    expect(within(landscape).getByText('Roasted in town.')).toBeInTheDocument();
  });

  it('hides the Competitive Landscape when only blank competitors were added', () => {
    render(
      <BriefView
        brief={makeBrief({
          competitors: { directCompetitors: [{ name: ' ', strengths: '', weaknesses: '' }] },
        })}
        now={FIXED_NOW}
      />,
    );
    expect(headings()).toEqual([]);
  });

  it('names a competitor without a name by its number', () => {
    render(
      <BriefView
        brief={makeBrief({
          competitors: {
            directCompetitors: [
              { name: '', strengths: '', weaknesses: '' },
              { name: '', strengths: 'Fast', weaknesses: '' },
            ],
          },
        })}
        now={FIXED_NOW}
      />,
    );
    expect(within(section('Competitive Landscape')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Competitor 2',
    );
  });

  it('shows the project status beside the type in the hero', () => {
    render(<BriefView brief={makeBrief({ type: 'product', status: 'in-progress' })} now={FIXED_NOW} />);
    const main = screen.getByRole('main');
    expect(within(main).getByText('Product Brief')).toBeInTheDocument();
    expect(within(main).getByText('In Progress')).toBeInTheDocument();
  });

  it('prints the update as a date, not a relative time', () => {
    const updatedAt = new Date(FIXED_NOW.getTime() - 5 * 60_000).toISOString();
    render(<BriefView brief={makeBrief({ updatedAt })} now={FIXED_NOW} />);
    expect(screen.getByText('Updated 5 minutes ago')).toHaveClass('print:hidden');
    expect(screen.getByText('Updated 1 March 2026')).toHaveClass('print-only');
  });

  it("titles the document with the brief's title while the view is open", () => {
    document.title = 'Briefsmith';
    const { unmount } = render(
      <BriefView brief={makeBrief({ title: 'Spring Campaign 2026' })} now={FIXED_NOW} />,
    );
    expect(document.title).toBe('Spring Campaign 2026');
    unmount();
    expect(document.title).toBe('Briefsmith');
  });

  it('lets the browser find the direction of titles and text (dir="auto")', () => {
    render(
      <BriefView
        brief={makeBrief({ title: 'حملة الربيع', audience: { primaryAudience: 'طلاب الجامعات' } })}
        now={FIXED_NOW}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('طلاب الجامعات')).toHaveAttribute('dir', 'auto');
    expect(within(screen.getByRole('banner')).getByText('حملة الربيع')).toHaveAttribute('dir', 'auto');
  });
});
