// What the view calls each section and field: the field registry's labels (docs/spec.md §2 'Brief
// view', word for word), plus the few sub-labels the view shows inside a field. One lookup for the view
// and its Markdown export, so both always use the same words.
import { fieldLabel } from '../../domain/fields';
import { viewSectionTitles } from './strings';

/** Words the view shows inside a field, which the registry does not name. */
const SUB_LABELS = {
  'competitors.strengths': 'Strengths',
  'competitors.weaknesses': 'Weaknesses',
  'requirements.customDeliverables': 'Custom',
} as const;

export type ViewFieldPath =
  | keyof typeof SUB_LABELS
  | 'overview.projectName'
  | 'overview.description'
  | 'overview.industry'
  | 'overview.projectType'
  | 'goals.primaryGoals'
  | 'goals.businessObjectives'
  | 'goals.keyMessages'
  | 'goals.successMetrics'
  | 'audience.primaryAudience'
  | 'audience.demographics'
  | 'audience.psychographics'
  | 'audience.painPoints'
  | 'audience.userJourney'
  | 'brand.brandPersonality'
  | 'brand.toneOfVoice'
  | 'brand.brandValues'
  | 'brand.brandPromise'
  | 'brand.differentiators'
  | 'brand.brandDocuments'
  | 'competitors.directCompetitors'
  | 'competitors.indirectCompetitors'
  | 'competitors.competitiveAdvantage'
  | 'requirements.deliverables'
  | 'requirements.timeline'
  | 'requirements.budget'
  | 'requirements.constraints'
  | 'requirements.technicalRequirements'
  | 'creative.visualStyle'
  | 'creative.inspiration'
  | 'creative.colorPreferences'
  | 'creative.designDontsList'
  | 'creative.additionalNotes'
  | 'creative.visualStyleFiles';

/** The label of one field as the view shows it. */
export function viewLabel(path: ViewFieldPath): string {
  return path in SUB_LABELS ? SUB_LABELS[path as keyof typeof SUB_LABELS] : fieldLabel(path);
}

export { viewSectionTitles };
