// The four sections of the view made only of text, lists and badges (spec §2, exact sub-labels).
import type { Brief } from '../../../domain/brief';
import { hasAudience, hasBrand, hasGoals, hasOverview } from '../has-content';
import { viewSectionTitles as titles } from '../strings';
import { ViewBadges, ViewList, ViewSection, ViewText } from '../view-section';

export function OverviewView({ brief }: { brief: Brief }) {
  if (!hasOverview(brief)) return null;
  const o = brief.overview;
  return (
    <ViewSection title={titles.overview}>
      <ViewText label="Project Description" value={o.description} />
      <ViewText label="Industry" value={o.industry} />
      <ViewText label="Project Type" value={o.projectType} />
    </ViewSection>
  );
}

export function GoalsView({ brief }: { brief: Brief }) {
  if (!hasGoals(brief)) return null;
  const g = brief.goals;
  return (
    <ViewSection title={titles.goals}>
      <ViewList label="Primary Goals" items={g.primaryGoals} />
      <ViewText label="Business Objectives" value={g.businessObjectives} />
      <ViewList label="Key Messages" items={g.keyMessages} />
      <ViewText label="Success Metrics" value={g.successMetrics} />
    </ViewSection>
  );
}

export function AudienceView({ brief }: { brief: Brief }) {
  if (!hasAudience(brief)) return null;
  const a = brief.audience;
  return (
    <ViewSection title={titles.audience}>
      <ViewText label="Primary Audience" value={a.primaryAudience} />
      <ViewText label="Demographics" value={a.demographics} />
      <ViewText label="Psychographics" value={a.psychographics} />
      <ViewList label="Pain Points" items={a.painPoints} />
      <ViewText label="User Journey" value={a.userJourney} />
    </ViewSection>
  );
}

export function BrandView({ brief }: { brief: Brief }) {
  if (!hasBrand(brief)) return null;
  const b = brief.brand;
  return (
    <ViewSection title={titles.brand}>
      <ViewBadges label="Brand Personality" items={b.brandPersonality} />
      <ViewText label="Tone of Voice" value={b.toneOfVoice} />
      <ViewBadges label="Brand Values" items={b.brandValues} />
      <ViewText label="Brand Promise" value={b.brandPromise} />
      <ViewList label="Key Differentiators" items={b.differentiators} />
    </ViewSection>
  );
}
