// The four sections of the view made only of text, lists and badges (docs/spec.md §2, exact sub-labels).
import type { Brief } from '../../../domain/brief';
import { hasAudience, hasBrand, hasGoals, hasOverview } from '../has-content';
import { viewLabel as label, viewSectionTitles as titles } from '../labels';
import { ViewBadges, ViewList, ViewSection, ViewText } from '../view-section';

export function OverviewView({ brief }: { brief: Brief }) {
  if (!hasOverview(brief)) return null;
  const o = brief.overview;
  return (
    <ViewSection section="overview" title={titles.overview}>
      <ViewText label={label('overview.projectName')} value={o.projectName} />
      <ViewText label={label('overview.description')} value={o.description} />
      <ViewText label={label('overview.industry')} value={o.industry} />
      <ViewText label={label('overview.projectType')} value={o.projectType} />
    </ViewSection>
  );
}

export function GoalsView({ brief }: { brief: Brief }) {
  if (!hasGoals(brief)) return null;
  const g = brief.goals;
  return (
    <ViewSection section="goals" title={titles.goals}>
      <ViewList label={label('goals.primaryGoals')} items={g.primaryGoals} />
      <ViewText label={label('goals.businessObjectives')} value={g.businessObjectives} />
      <ViewList label={label('goals.keyMessages')} items={g.keyMessages} />
      <ViewText label={label('goals.successMetrics')} value={g.successMetrics} />
    </ViewSection>
  );
}

export function AudienceView({ brief }: { brief: Brief }) {
  if (!hasAudience(brief)) return null;
  const a = brief.audience;
  return (
    <ViewSection section="audience" title={titles.audience}>
      <ViewText label={label('audience.primaryAudience')} value={a.primaryAudience} />
      <ViewText label={label('audience.demographics')} value={a.demographics} />
      <ViewText label={label('audience.psychographics')} value={a.psychographics} />
      <ViewList label={label('audience.painPoints')} items={a.painPoints} />
      <ViewText label={label('audience.userJourney')} value={a.userJourney} />
    </ViewSection>
  );
}

export function BrandView({ brief }: { brief: Brief }) {
  if (!hasBrand(brief)) return null;
  const b = brief.brand;
  return (
    <ViewSection section="brand" title={titles.brand}>
      <ViewBadges label={label('brand.brandPersonality')} items={b.brandPersonality} />
      <ViewText label={label('brand.toneOfVoice')} value={b.toneOfVoice} />
      <ViewBadges label={label('brand.brandValues')} items={b.brandValues} />
      <ViewText label={label('brand.brandPromise')} value={b.brandPromise} />
      <ViewList label={label('brand.differentiators')} items={b.differentiators} />
    </ViewSection>
  );
}
