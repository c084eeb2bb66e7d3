import type { Brief } from '../../../domain/brief';
import { filledCompetitors, hasCompetitors } from '../has-content';
import { viewLabel as label, viewSectionTitles as titles } from '../labels';
import { viewStrings } from '../strings';
import { ViewField, ViewList, ViewSection, ViewText } from '../view-section';

/** The Competitive Landscape (after Brand Guidelines): each direct competitor with its strengths and weaknesses. */
export function CompetitorsView({ brief }: { brief: Brief }) {
  if (!hasCompetitors(brief)) return null;
  const c = brief.competitors;
  const direct = filledCompetitors(brief);
  return (
    <ViewSection section="competitors" title={titles.competitors}>
      {direct.length > 0 && (
        <ViewField label={label('competitors.directCompetitors')}>
          <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
            {direct.map(({ competitor, n }) => (
              <li key={n} className="view-keep rounded-lg border border-line p-4 print:p-3">
                <h3 dir="auto" className="font-semibold text-fg">
                  {competitor.name.trim() || viewStrings.competitor(n)}
                </h3>
                <CompetitorDetail label={label('competitors.strengths')} value={competitor.strengths} />
                <CompetitorDetail label={label('competitors.weaknesses')} value={competitor.weaknesses} />
              </li>
            ))}
          </ul>
        </ViewField>
      )}
      <ViewList label={label('competitors.indirectCompetitors')} items={c.indirectCompetitors} />
      <ViewText label={label('competitors.competitiveAdvantage')} value={c.competitiveAdvantage} />
    </ViewSection>
  );
}

function CompetitorDetail({ label: name, value }: { label: string; value: string }) {
  if (value.trim() === '') return null;
  return (
    <p className="mt-2 text-sm">
      <span className="font-medium text-fg-secondary">{`${name}: `}</span>
      <span dir="auto" className="whitespace-pre-wrap text-fg">
        {value}
      </span>
    </p>
  );
}
