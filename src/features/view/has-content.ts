// Which sections of the view have content (docs/spec.md §2: each section is shown only where it has content).
import type { Brief, DirectCompetitor } from '../../domain/brief';
import { hasCheckedDeliverables } from '../../domain/deliverables';

const text = (...values: string[]) => values.some((v) => v.trim() !== '');
const lists = (...values: readonly unknown[][]) => values.some((v) => v.length > 0);

export const hasOverview = ({ overview: o }: Brief) =>
  text(o.projectName, o.description, o.industry, o.projectType);

export const hasGoals = ({ goals: g }: Brief) =>
  text(g.businessObjectives, g.successMetrics) || lists(g.primaryGoals, g.keyMessages);

export const hasAudience = ({ audience: a }: Brief) =>
  text(a.primaryAudience, a.demographics, a.psychographics, a.userJourney) || lists(a.painPoints);

export const hasBrand = ({ brand: b }: Brief) =>
  text(b.toneOfVoice, b.brandPromise) || lists(b.brandPersonality, b.brandValues, b.differentiators);

/** Competitors the editor added and left blank ('Add competitor' then nothing typed) are not content. */
export const filledCompetitors = ({ competitors: c }: Brief): { competitor: DirectCompetitor; n: number }[] =>
  c.directCompetitors
    .map((competitor, index) => ({ competitor, n: index + 1 }))
    .filter(({ competitor: d }) => text(d.name, d.strengths, d.weaknesses));

export const hasCompetitors = (brief: Brief) =>
  filledCompetitors(brief).length > 0 ||
  text(brief.competitors.competitiveAdvantage) ||
  lists(brief.competitors.indirectCompetitors);

export const hasCreative = ({ creative: c, brand: b }: Brief) =>
  text(c.visualStyle, c.colorPreferences, c.additionalNotes) ||
  lists(c.inspiration, c.designDontsList, b.brandDocuments, c.visualStyleFiles);

export const hasDetails = ({ requirements: r }: Brief) =>
  text(r.timeline, r.budget) ||
  lists(r.customDeliverables, r.constraints, r.technicalRequirements) ||
  hasCheckedDeliverables(r.deliverables);
