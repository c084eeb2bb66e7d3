// What a brief's fields hold (docs/spec.md §3): the choices, files, competitors and the deliverables
// checklist. The field registry (fields.ts) says which field holds which; brief.ts builds the brief from both.

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

export function isBriefStatus(value: unknown): value is BriefStatus {
  return typeof value === 'string' && (BRIEF_STATUSES as readonly string[]).includes(value);
}

export function isBriefType(value: unknown): value is BriefType {
  return typeof value === 'string' && (BRIEF_TYPES as readonly string[]).includes(value);
}
