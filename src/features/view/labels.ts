// What the view calls each section and field (spec §2 'Brief view', word for word, plus the Project Name
// and the Competitive Landscape the editor collects). One lookup for the view and its Markdown export, so
// both always use the same words; when the domain gets a field registry, this is the one place to switch.
import { viewSectionTitles } from './strings';

export const VIEW_FIELD_LABELS = {
  'overview.projectName': 'Project Name',
  'overview.description': 'Project Description',
  'overview.industry': 'Industry',
  'overview.projectType': 'Project Type',
  'goals.primaryGoals': 'Primary Goals',
  'goals.businessObjectives': 'Business Objectives',
  'goals.keyMessages': 'Key Messages',
  'goals.successMetrics': 'Success Metrics',
  'audience.primaryAudience': 'Primary Audience',
  'audience.demographics': 'Demographics',
  'audience.psychographics': 'Psychographics',
  'audience.painPoints': 'Pain Points',
  'audience.userJourney': 'User Journey',
  'brand.brandPersonality': 'Brand Personality',
  'brand.toneOfVoice': 'Tone of Voice',
  'brand.brandValues': 'Brand Values',
  'brand.brandPromise': 'Brand Promise',
  'brand.differentiators': 'Key Differentiators',
  'brand.brandDocuments': 'Brand Documents',
  'competitors.directCompetitors': 'Direct Competitors',
  'competitors.strengths': 'Strengths',
  'competitors.weaknesses': 'Weaknesses',
  'competitors.indirectCompetitors': 'Indirect Competitors',
  'competitors.competitiveAdvantage': 'Competitive Advantage',
  'requirements.deliverables': 'Deliverables',
  'requirements.customDeliverables': 'Custom',
  'requirements.timeline': 'Timeline',
  'requirements.budget': 'Budget',
  'requirements.constraints': 'Constraints',
  'requirements.technicalRequirements': 'Technical Requirements',
  'creative.visualStyle': 'Visual Style',
  'creative.inspiration': 'Inspiration Sources',
  'creative.colorPreferences': 'Color Preferences',
  'creative.designDontsList': "Design Don'ts",
  'creative.additionalNotes': 'Additional Notes',
  'creative.visualStyleFiles': 'Visual Style Files',
} as const;

export type ViewFieldPath = keyof typeof VIEW_FIELD_LABELS;

/** The label of one field as the view shows it. */
export function viewLabel(path: ViewFieldPath): string {
  return VIEW_FIELD_LABELS[path];
}

export { viewSectionTitles };
