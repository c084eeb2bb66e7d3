// The label a history shows for a stored column. One function, so that it can switch to the field
// registry (issue 10) in one place; today it maps the column to the editor's field path.
import type { EditableColumn } from '../../domain/diff';
import { fieldLabel } from '../editor/field-labels';

const PATHS: Record<EditableColumn, string> = {
  title: 'title',
  type: 'type',
  status: 'status',
  project_name: 'overview.projectName',
  description: 'overview.description',
  company: 'overview.company',
  industry: 'overview.industry',
  project_type: 'overview.projectType',
  primary_goals: 'goals.primaryGoals',
  business_objectives: 'goals.businessObjectives',
  key_messages: 'goals.keyMessages',
  success_metrics: 'goals.successMetrics',
  primary_audience: 'audience.primaryAudience',
  demographics: 'audience.demographics',
  psychographics: 'audience.psychographics',
  pain_points: 'audience.painPoints',
  user_journey: 'audience.userJourney',
  brand_personality: 'brand.brandPersonality',
  tone_of_voice: 'brand.toneOfVoice',
  brand_values: 'brand.brandValues',
  brand_promise: 'brand.brandPromise',
  differentiators: 'brand.differentiators',
  brand_documents: 'brand.brandDocuments',
  direct_competitors: 'competitors.directCompetitors',
  indirect_competitors: 'competitors.indirectCompetitors',
  competitive_advantage: 'competitors.competitiveAdvantage',
  deliverables: 'requirements.deliverables',
  custom_deliverables: 'requirements.customDeliverables',
  timeline: 'requirements.timeline',
  budget: 'requirements.budget',
  constraints: 'requirements.constraints',
  technical_requirements: 'requirements.technicalRequirements',
  visual_style: 'creative.visualStyle',
  visual_style_files: 'creative.visualStyleFiles',
  inspiration: 'creative.inspiration',
  color_preferences: 'creative.colorPreferences',
  design_donts_list: 'creative.designDontsList',
  additional_notes: 'creative.additionalNotes',
};

export function historyFieldLabel(column: EditableColumn): string {
  return fieldLabel(PATHS[column]);
}
