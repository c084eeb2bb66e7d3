// The four sections of the view made only of text, lists and badges (docs/spec.md §2, exact sub-labels).
import type { Brief } from '../../../domain/brief';
import { hasAudience, hasBrand, hasGoals, hasOverview } from '../has-content';
import { viewSectionTitles as titles } from '../strings';
import { ViewBadges, ViewList, ViewSection, ViewText } from '../view-section';
import { fieldLabel } from '../../../domain/fields';

export function OverviewView({ brief }: { brief: Brief }) {
  if (!hasOverview(brief)) return null;
  const o = brief.overview;
  return (
    <ViewSection title={titles.overview}>
      <ViewText label={fieldLabel('overview.description')} value={o.description} />
      <ViewText label={fieldLabel('overview.industry')} value={o.industry} />
      <ViewText label={fieldLabel('overview.projectType')} value={o.projectType} />
    </ViewSection>
  );
}

export function GoalsView({ brief }: { brief: Brief }) {
  if (!hasGoals(brief)) return null;
  const g = brief.goals;
  return (
    <ViewSection title={titles.goals}>
      <ViewList label={fieldLabel('goals.primaryGoals')} items={g.primaryGoals} />
      <ViewText label={fieldLabel('goals.businessObjectives')} value={g.businessObjectives} />
      <ViewList label={fieldLabel('goals.keyMessages')} items={g.keyMessages} />
      <ViewText label={fieldLabel('goals.successMetrics')} value={g.successMetrics} />
    </ViewSection>
  );
}

export function AudienceView({ brief }: { brief: Brief }) {
  if (!hasAudience(brief)) return null;
  const a = brief.audience;
  return (
    <ViewSection title={titles.audience}>
      <ViewText label={fieldLabel('audience.primaryAudience')} value={a.primaryAudience} />
      <ViewText label={fieldLabel('audience.demographics')} value={a.demographics} />
      <ViewText label={fieldLabel('audience.psychographics')} value={a.psychographics} />
      <ViewList label={fieldLabel('audience.painPoints')} items={a.painPoints} />
      <ViewText label={fieldLabel('audience.userJourney')} value={a.userJourney} />
    </ViewSection>
  );
}

export function BrandView({ brief }: { brief: Brief }) {
  if (!hasBrand(brief)) return null;
  const b = brief.brand;
  return (
    <ViewSection title={titles.brand}>
      <ViewBadges label={fieldLabel('brand.brandPersonality')} items={b.brandPersonality} />
      <ViewText label={fieldLabel('brand.toneOfVoice')} value={b.toneOfVoice} />
      <ViewBadges label={fieldLabel('brand.brandValues')} items={b.brandValues} />
      <ViewText label={fieldLabel('brand.brandPromise')} value={b.brandPromise} />
      <ViewList label={fieldLabel('brand.differentiators')} items={b.differentiators} />
    </ViewSection>
  );
}
