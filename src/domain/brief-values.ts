// What a brief's fields hold (docs/spec.md §3): the choices, files, competitors and the deliverables
// checklist. The field registry (fields.ts) says which field holds which; brief.ts builds the brief from both.

export const BRIEF_STATUSES = ['draft', 'in-progress', 'review', 'completed'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export const BRIEF_TYPES = ['brand', 'marketing', 'product'] as const;
export type BriefType = (typeof BRIEF_TYPES)[number];

/** An uploaded file, read as a data URL. Stored as a JSON string of `{data, name}`. */
export type UploadedFile = { data: string; name: string };

/**
 * Where a file kept in Supabase Storage is (docs/design.md §6): object `path` = `{brief_id}/{id}` in the
 * bucket `brief-files`; `sha256` is the hex digest of its bytes.
 */
export type FileRef = { id: string; path: string; size: number; type: string; sha256: string };

/** A file kept in Storage, referenced from the row. Stored as a JSON string of `{name, file}`. */
export type StoredFile = { name: string; file: FileRef };

/**
 * A brand document or visual style file: a plain string (link or data), an uploaded file in the spec's
 * form (old rows and devices), or a reference to a file in Storage.
 */
export type FileItem = string | UploadedFile | StoredFile;

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
