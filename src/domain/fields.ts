// The field registry: every editable brief field once, with its stored column (docs/spec.md §3, snake_case), its
// path in the nested brief, the label the screens show (docs/spec.md §2, word for word), the section it belongs
// to and its kind. It is the source of the brief's shape: the nested `Brief` type, the stored `BriefRow`
// (with the generated table's types), the column lists, the nested groups and the row mapping are derived
// from it. The editor, the view, the conflict dialogs, search, history and export take names from here, so
// a field is called the same everywhere.
import type { Json, Tables } from '../lib/database';
import type { BriefStatus, BriefType, Deliverables, DirectCompetitor, FileItem } from './brief-values';

/** How a field's value is shaped (and so how it is edited, shown, compared, stored and merged). */
export type FieldKind = 'text' | 'choice' | 'list' | 'files' | 'deliverables' | 'competitors';

/** What a field of each kind holds in the nested brief (a choice: see ChoiceValues). */
interface KindValues {
  text: string;
  list: string[];
  files: FileItem[];
  competitors: DirectCompetitor[];
  deliverables: Deliverables;
}

/** The values of each choice field, by column. */
interface ChoiceValues {
  type: BriefType;
  status: BriefStatus;
}

/** What the generated table (src/lib/database) holds for a column of each kind. */
interface StoredKinds {
  text: string;
  choice: string;
  list: string[];
  files: string[];
  competitors: string[];
  deliverables: Json;
}

/** The briefs table as `npm run gen:types` generates it from the migrations. */
type StoredBrief = Tables<'briefs'>;

/** The table's columns that hold exactly `T`: a field's column must store what its kind needs. */
type ColumnsHolding<T> = {
  [C in keyof StoredBrief]-?: [StoredBrief[C]] extends [T]
    ? [T] extends [StoredBrief[C]]
      ? C
      : never
    : never;
}[keyof StoredBrief];

/** The sections of the editor and the view, in screen order, with their titles. */
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
  column: string;
  /** 'title', or '<group>.<key>' in the nested brief, e.g. 'brand.toneOfVoice'. */
  path: string;
  label: string;
  section: SectionId;
  kind: FieldKind;
}

const field = <
  const P extends string,
  const K extends FieldKind,
  const C extends ColumnsHolding<StoredKinds[K]>,
>(
  path: P,
  column: C,
  label: string,
  kind: K,
  section?: SectionId,
) => ({ path, column, label, kind, section: section ?? (path.split('.')[0] as SectionId) });

/** Every editable field, in docs/spec.md §3 order. */
export const BRIEF_FIELDS = [
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
] as const satisfies readonly BriefField[];

type RegistryField = (typeof BRIEF_FIELDS)[number];

/** A field's path in the nested brief: 'title', 'brand.toneOfVoice', … */
export type FieldPath = RegistryField['path'];
/** A field's stored column: 'title', 'tone_of_voice', … (every column a client may change). */
export type FieldColumn = RegistryField['column'];
/** The fields of some kinds. */
export type FieldOfKind<K extends FieldKind> = Extract<RegistryField, { kind: K }>;
/** The columns of the fields of some kinds. */
export type ColumnOfKind<K extends FieldKind> = FieldOfKind<K>['column'];

type ValueOf<F extends RegistryField> = F extends {
  kind: 'choice';
  column: infer C extends keyof ChoiceValues;
}
  ? ChoiceValues[C]
  : F extends { kind: infer K extends keyof KindValues }
    ? KindValues[K]
    : never;

/** What the field at a path holds in the nested brief. */
export type FieldValue<P extends FieldPath> = ValueOf<Extract<RegistryField, { path: P }>>;

/** What a column holds in the stored row: the generated table's type, with choices and the checklist typed. */
export type ColumnValue<C extends FieldColumn> =
  Extract<RegistryField, { column: C }> extends infer F extends RegistryField
    ? F['kind'] extends 'choice' | 'deliverables'
      ? ValueOf<F>
      : StoredBrief[C]
    : never;

type TopPath = Exclude<FieldPath, `${string}.${string}`>;
/** The nested brief's groups ('overview', 'goals', …): the first part of the registry's dotted paths. */
export type BriefGroup = FieldPath extends infer P ? (P extends `${infer G}.${string}` ? G : never) : never;
type GroupKey<G extends BriefGroup> = FieldPath extends infer P
  ? P extends `${G}.${infer K}`
    ? K
    : never
  : never;

/** The brief's fields, nested as the application holds them (docs/spec.md §3). */
export type BriefFields = { [P in TopPath]: FieldValue<P> } & {
  [G in BriefGroup]: { [K in GroupKey<G>]: FieldValue<`${G}.${K}` & FieldPath> };
};

const startsAPath = (part: string): part is BriefGroup =>
  BRIEF_FIELDS.some((f) => f.path.startsWith(`${part}.`));

/** The nested groups, in the registry's order. */
export const BRIEF_GROUPS: readonly BriefGroup[] = [
  ...new Set(BRIEF_FIELDS.map((f) => f.path.split('.')[0] ?? '').filter(startsAPath)),
];

const GROUPS: ReadonlySet<string> = new Set(BRIEF_GROUPS);
const isGroup = (part: string): part is BriefGroup => GROUPS.has(part);

/** The columns of the fields of some kinds, in registry order. */
export function columnsOfKind<K extends FieldKind>(...kinds: K[]): ColumnOfKind<K>[];
export function columnsOfKind(...kinds: FieldKind[]): FieldColumn[] {
  return BRIEF_FIELDS.filter((f) => kinds.includes(f.kind)).map((f) => f.column);
}

/** Every column a client may change, in registry (docs/spec.md §3) order. */
export const FIELD_COLUMNS: readonly FieldColumn[] = BRIEF_FIELDS.map((f) => f.column);
/** Every path of the nested brief, in registry order. */
export const FIELD_PATHS: readonly FieldPath[] = BRIEF_FIELDS.map((f) => f.path);

const byPath = new Map<string, RegistryField>(BRIEF_FIELDS.map((entry) => [entry.path, entry]));
const byColumn = new Map<string, RegistryField>(BRIEF_FIELDS.map((entry) => [entry.column, entry]));

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

/** The value at a path ('title', 'overview.industry') of a brief. */
export function fieldValue<P extends FieldPath>(brief: BriefFields, path: P): FieldValue<P>;
export function fieldValue(brief: BriefFields, path: FieldPath): unknown {
  const [first = '', second] = path.split('.');
  if (second === undefined || !isGroup(first)) {
    const top: Record<string, unknown> = brief;
    return top[first];
  }
  const group: Record<string, unknown> = brief[first];
  return group[second];
}

/** A copy of the brief with the value at a path replaced. */
export function withFieldValue<B extends BriefFields, P extends FieldPath>(
  brief: B,
  path: P,
  value: FieldValue<P>,
): B;
export function withFieldValue<B extends BriefFields>(brief: B, path: FieldPath, value: unknown): B {
  const [first = '', second] = path.split('.');
  if (second === undefined || !isGroup(first)) return { ...brief, [first]: value };
  return { ...brief, [first]: { ...brief[first], [second]: value } };
}
