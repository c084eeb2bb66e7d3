// The field registry: every editable brief field once, with its stored column (docs/spec.md §3, snake_case), its
// path in the nested brief, the label the screens show (docs/spec.md §2, word for word), the section it belongs
// to and its kind. The editor, the view, the conflict dialogs — and search, history or export later —
// take names from here, so a field is called the same everywhere.
import type { BriefColumn } from './brief';

/** How a field's value is shaped (and so how it is edited, shown, compared and merged). */
export type FieldKind = 'text' | 'choice' | 'list' | 'files' | 'deliverables' | 'competitors';

/** The sections of the editor and the view, in screen order (the nested brief's groups). */
export const SECTIONS = {
  overview: 'Project Overview',
  goals: 'Goals & Objectives',
  audience: 'Target Audience',
  brand: 'Brand Guidelines',
  competitors: 'Competitive Landscape',
  creative: 'Creative Requirements',
  requirements: 'Project Details',
} as const;
export type SectionId = keyof typeof SECTIONS;

export interface BriefField {
  column: BriefColumn;
  /** 'title', or '<group>.<key>' in the nested brief, e.g. 'brand.toneOfVoice'. */
  path: string;
  label: string;
  section: SectionId;
  kind: FieldKind;
}

const field = (
  path: string,
  column: BriefColumn,
  label: string,
  kind: FieldKind,
  section?: SectionId,
): BriefField => ({ path, column, label, kind, section: section ?? (path.split('.')[0] as SectionId) });

/** Every editable field, in docs/spec.md §3 order. */
export const BRIEF_FIELDS: readonly BriefField[] = [
  field('title', 'title', 'Brief Title', 'text', 'overview'),
  field('type', 'type', 'Brief Type', 'choice', 'requirements'),
  field('status', 'status', 'Project Status', 'choice', 'requirements'),
  field('overview.projectName', 'project_name', 'Project Name', 'text'),
  field('overview.description', 'description', 'Project Description', 'text'),
  field('overview.company', 'company', 'Company', 'text'),
  field('overview.industry', 'industry', 'Industry', 'text'),
  field('overview.projectType', 'project_type', 'Project Type', 'text'),
  field('goals.primaryGoals', 'primary_goals', 'Primary Goals', 'list'),
  field('goals.businessObjectives', 'business_objectives', 'Business Objectives', 'text'),
  field('goals.keyMessages', 'key_messages', 'Key Messages', 'list'),
  field('goals.successMetrics', 'success_metrics', 'Success Metrics', 'text'),
  field('audience.primaryAudience', 'primary_audience', 'Primary Audience', 'text'),
  field('audience.demographics', 'demographics', 'Demographics', 'text'),
  field('audience.psychographics', 'psychographics', 'Psychographics', 'text'),
  field('audience.painPoints', 'pain_points', 'Pain Points', 'list'),
  field('audience.userJourney', 'user_journey', 'User Journey', 'text'),
  field('brand.brandPersonality', 'brand_personality', 'Brand Personality', 'list'),
  field('brand.toneOfVoice', 'tone_of_voice', 'Tone of Voice', 'text'),
  field('brand.brandValues', 'brand_values', 'Brand Values', 'list'),
  field('brand.brandPromise', 'brand_promise', 'Brand Promise', 'text'),
  field('brand.differentiators', 'differentiators', 'Key Differentiators', 'list'),
  field('brand.brandDocuments', 'brand_documents', 'Brand Documents', 'files'),
  field('competitors.directCompetitors', 'direct_competitors', 'Direct Competitors', 'competitors'),
  field('competitors.indirectCompetitors', 'indirect_competitors', 'Indirect Competitors', 'list'),
  field('competitors.competitiveAdvantage', 'competitive_advantage', 'Competitive Advantage', 'text'),
  field('requirements.deliverables', 'deliverables', 'Deliverables', 'deliverables'),
  field('requirements.customDeliverables', 'custom_deliverables', 'Custom Deliverables', 'list'),
  field('requirements.timeline', 'timeline', 'Timeline', 'text'),
  field('requirements.budget', 'budget', 'Budget', 'text'),
  field('requirements.constraints', 'constraints', 'Constraints', 'list'),
  field('requirements.technicalRequirements', 'technical_requirements', 'Technical Requirements', 'list'),
  field('creative.visualStyle', 'visual_style', 'Visual Style', 'text'),
  field('creative.visualStyleFiles', 'visual_style_files', 'Visual Style Files', 'files'),
  field('creative.inspiration', 'inspiration', 'Inspiration Sources', 'list'),
  field('creative.colorPreferences', 'color_preferences', 'Color Preferences', 'text'),
  field('creative.designDontsList', 'design_donts_list', "Design Don'ts", 'list'),
  field('creative.additionalNotes', 'additional_notes', 'Additional Notes', 'text'),
];

const byPath = new Map(BRIEF_FIELDS.map((entry) => [entry.path, entry]));
const byColumn = new Map<string, BriefField>(BRIEF_FIELDS.map((entry) => [entry.column, entry]));

export function fieldByPath(path: string): BriefField | undefined {
  return byPath.get(path);
}

export function fieldByColumn(column: string): BriefField | undefined {
  return byColumn.get(column);
}

/** The label of a field named by its nested path ('brand.toneOfVoice') or its column ('tone_of_voice'). */
export function fieldLabel(pathOrColumn: string): string {
  return (byPath.get(pathOrColumn) ?? byColumn.get(pathOrColumn))?.label ?? pathOrColumn;
}
