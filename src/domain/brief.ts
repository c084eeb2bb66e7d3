// The brief as the spec (§3) defines it: the stored row (snake_case) and the nested application type.

export const BRIEF_STATUSES = ['draft', 'in-progress', 'review', 'completed'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export const BRIEF_TYPES = ['brand', 'marketing', 'product'] as const;
export type BriefType = (typeof BRIEF_TYPES)[number];

/** An uploaded file, read as a data URL. Stored as a JSON string of `{data, name}`. */
export type UploadedFile = { data: string; name: string };

/** A brand document or visual style file: a plain string (link or data) or an uploaded file. */
export type FileItem = string | UploadedFile;

/** Stored as 'name: strengths | weaknesses'. */
export type DirectCompetitor = { name: string; strengths: string; weaknesses: string };

export type Deliverables = {
  logoFiles: {
    fullColorHorizontal: boolean;
    fullColorVertical: boolean;
    monochromeBlackWhite: boolean;
    transparentBackground: boolean;
    iconsSubmarks: boolean;
    fileFormats: boolean;
  };
  logoGuidelines: {
    minimumSizeClearSpace: boolean;
    properImproperUsage: boolean;
    backgroundCompatibility: boolean;
  };
  colorPalette: {
    primarySecondaryColors: boolean;
    hexRgbCmykPantone: boolean;
    usageHierarchy: boolean;
  };
  typography: {
    headerSubheaderBodyFonts: boolean;
    fontFilesLicensing: boolean;
    styleRules: boolean;
  };
  templates: {
    businessCard: boolean;
    presentation: boolean;
    emailSignature: boolean;
    socialMedia: boolean;
    merchandise: boolean;
    letterhead: boolean;
  };
  digitalWebAssets: {
    faviconAppIcon: boolean;
    landingPageDesign: boolean;
    emailNewsletter: boolean;
  };
  brandGuidelines: {
    missionVisionPromise: boolean;
    toneOfVoice: boolean;
    visualIdentityRules: boolean;
    usageExamples: boolean;
  };
  optional: {
    onePagerFactSheet: boolean;
    internalExternalComms: boolean;
    imageryPhotographyGuide: boolean;
    brandMoodboard: boolean;
  };
};

export type DeliverableGroupKey = keyof Deliverables;

/** The brief in the application (docs/spec.md §3, nested). Timestamps are ISO strings. */
export type Brief = {
  id: string;
  title: string;
  type: BriefType;
  status: BriefStatus;
  createdAt: string;
  updatedAt: string;
  overview: {
    projectName: string;
    description: string;
    company: string;
    industry: string;
    projectType: string;
  };
  goals: {
    primaryGoals: string[];
    businessObjectives: string;
    keyMessages: string[];
    successMetrics: string;
  };
  audience: {
    primaryAudience: string;
    demographics: string;
    psychographics: string;
    painPoints: string[];
    userJourney: string;
  };
  brand: {
    brandPersonality: string[];
    toneOfVoice: string;
    brandValues: string[];
    brandPromise: string;
    differentiators: string[];
    brandDocuments: FileItem[];
  };
  competitors: {
    directCompetitors: DirectCompetitor[];
    indirectCompetitors: string[];
    competitiveAdvantage: string;
  };
  requirements: {
    deliverables: Deliverables;
    customDeliverables: string[];
    timeline: string;
    budget: string;
    constraints: string[];
    technicalRequirements: string[];
  };
  creative: {
    visualStyle: string;
    visualStyleFiles: FileItem[];
    inspiration: string[];
    colorPreferences: string;
    designDontsList: string[];
    additionalNotes: string;
  };
};

/** The stored record (docs/spec.md §3, snake_case) plus the sync `version` the server bumps on every update. */
export type BriefRow = {
  id: string;
  user_id: string;
  title: string;
  type: BriefType;
  status: BriefStatus;
  created_at: string;
  updated_at: string;
  project_name: string;
  description: string;
  company: string;
  industry: string;
  project_type: string;
  primary_goals: string[];
  business_objectives: string;
  key_messages: string[];
  success_metrics: string;
  primary_audience: string;
  demographics: string;
  psychographics: string;
  pain_points: string[];
  user_journey: string;
  brand_personality: string[];
  tone_of_voice: string;
  brand_values: string[];
  brand_promise: string;
  differentiators: string[];
  brand_documents: string[];
  direct_competitors: string[];
  indirect_competitors: string[];
  competitive_advantage: string;
  deliverables: Deliverables;
  custom_deliverables: string[];
  timeline: string;
  budget: string;
  constraints: string[];
  technical_requirements: string[];
  visual_style: string;
  visual_style_files: string[];
  inspiration: string[];
  color_preferences: string;
  design_donts_list: string[];
  additional_notes: string;
  version: number;
};

export type BriefColumn = keyof BriefRow;

/** A row as it arrives (network, old data): any column may be missing, null or malformed. */
export type BriefRowInput = { [K in BriefColumn]?: unknown };

/** Columns the server sets; a client never pushes them as part of a patch. */
export const SERVER_MANAGED_COLUMNS = ['id', 'user_id', 'created_at', 'updated_at', 'version'] as const;
export type ServerManagedColumn = (typeof SERVER_MANAGED_COLUMNS)[number];

/** The columns that hold text, in spec order. */
export const TEXT_COLUMNS = [
  'title',
  'project_name',
  'description',
  'company',
  'industry',
  'project_type',
  'business_objectives',
  'success_metrics',
  'primary_audience',
  'demographics',
  'psychographics',
  'user_journey',
  'tone_of_voice',
  'brand_promise',
  'competitive_advantage',
  'timeline',
  'budget',
  'visual_style',
  'color_preferences',
  'additional_notes',
] as const satisfies readonly BriefColumn[];

/** The columns that hold lists of strings (`text[]`), in spec order. */
export const LIST_COLUMNS = [
  'primary_goals',
  'key_messages',
  'pain_points',
  'brand_personality',
  'brand_values',
  'differentiators',
  'brand_documents',
  'direct_competitors',
  'indirect_competitors',
  'custom_deliverables',
  'constraints',
  'technical_requirements',
  'visual_style_files',
  'inspiration',
  'design_donts_list',
] as const satisfies readonly BriefColumn[];

/** Every column of the stored row, in docs/spec.md §3 order, then `version`. */
export const BRIEF_COLUMNS = [
  'id',
  'user_id',
  'title',
  'type',
  'status',
  'created_at',
  'updated_at',
  'project_name',
  'description',
  'company',
  'industry',
  'project_type',
  'primary_goals',
  'business_objectives',
  'key_messages',
  'success_metrics',
  'primary_audience',
  'demographics',
  'psychographics',
  'pain_points',
  'user_journey',
  'brand_personality',
  'tone_of_voice',
  'brand_values',
  'brand_promise',
  'differentiators',
  'brand_documents',
  'direct_competitors',
  'indirect_competitors',
  'competitive_advantage',
  'deliverables',
  'custom_deliverables',
  'timeline',
  'budget',
  'constraints',
  'technical_requirements',
  'visual_style',
  'visual_style_files',
  'inspiration',
  'color_preferences',
  'design_donts_list',
  'additional_notes',
  'version',
] as const satisfies readonly BriefColumn[];

/** The owner shown on a card of a brief owned by someone else (docs/spec.md §3 "Brief list item"). */
export type BriefOwner = { email: string; full_name: string };

/** What a dashboard card needs (docs/spec.md §3 "Brief list item"). */
export type BriefListItem = Pick<Brief, 'id' | 'title' | 'type' | 'status' | 'createdAt' | 'updatedAt'> & {
  company: string;
  owner: BriefOwner | null;
  isOwner: boolean;
};

export function isBriefStatus(value: unknown): value is BriefStatus {
  return typeof value === 'string' && (BRIEF_STATUSES as readonly string[]).includes(value);
}

export function isBriefType(value: unknown): value is BriefType {
  return typeof value === 'string' && (BRIEF_TYPES as readonly string[]).includes(value);
}
