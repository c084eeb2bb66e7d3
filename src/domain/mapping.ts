// Row <-> application mapping (docs/spec.md §3 conversion rules). Both directions live here so that a
// brief written by the app reads back unchanged, and a stored row survives being read and written.
//   - missing (or null) text → '', missing lists → [];
//   - direct competitors ↔ 'name: strengths | weaknesses' (competitors.ts);
//   - uploaded files ↔ JSON text of {data, name} (files.ts);
//   - an unknown or missing type/status reads as the new-brief default (brand/draft).
import type { Brief, BriefRow, BriefRowInput, BriefStatus, BriefType } from './brief';
import { isBriefStatus, isBriefType } from './brief';
import { formatDirectCompetitor, parseDirectCompetitor } from './competitors';
import { parseDeliverables } from './deliverables';
import { decodeFileItem, encodeFileItem } from './files';

export function briefFromRow(row: BriefRowInput): Brief {
  return {
    id: text(row.id),
    title: text(row.title),
    type: briefType(row.type),
    status: briefStatus(row.status),
    createdAt: text(row.created_at),
    updatedAt: text(row.updated_at),
    overview: {
      projectName: text(row.project_name),
      description: text(row.description),
      company: text(row.company),
      industry: text(row.industry),
      projectType: text(row.project_type),
    },
    goals: {
      primaryGoals: list(row.primary_goals),
      businessObjectives: text(row.business_objectives),
      keyMessages: list(row.key_messages),
      successMetrics: text(row.success_metrics),
    },
    audience: {
      primaryAudience: text(row.primary_audience),
      demographics: text(row.demographics),
      psychographics: text(row.psychographics),
      painPoints: list(row.pain_points),
      userJourney: text(row.user_journey),
    },
    brand: {
      brandPersonality: list(row.brand_personality),
      toneOfVoice: text(row.tone_of_voice),
      brandValues: list(row.brand_values),
      brandPromise: text(row.brand_promise),
      differentiators: list(row.differentiators),
      brandDocuments: list(row.brand_documents).map(decodeFileItem),
    },
    competitors: {
      directCompetitors: list(row.direct_competitors).map(parseDirectCompetitor),
      indirectCompetitors: list(row.indirect_competitors),
      competitiveAdvantage: text(row.competitive_advantage),
    },
    requirements: {
      deliverables: parseDeliverables(row.deliverables),
      customDeliverables: list(row.custom_deliverables),
      timeline: text(row.timeline),
      budget: text(row.budget),
      constraints: list(row.constraints),
      technicalRequirements: list(row.technical_requirements),
    },
    creative: {
      visualStyle: text(row.visual_style),
      visualStyleFiles: list(row.visual_style_files).map(decodeFileItem),
      inspiration: list(row.inspiration),
      colorPreferences: text(row.color_preferences),
      designDontsList: list(row.design_donts_list),
      additionalNotes: text(row.additional_notes),
    },
  };
}

/**
 * The stored row for a brief. `userId` is the owner; `version` is the server version the local
 * copy is based on (0 for a brief the server has not seen). The server-managed columns
 * (SERVER_MANAGED_COLUMNS) are never pushed as a change.
 */
export function briefToRow(brief: Brief, userId: string, version = 0): BriefRow {
  const { overview, goals, audience, brand, competitors, requirements, creative } = brief;
  return {
    id: brief.id,
    user_id: userId,
    title: brief.title,
    type: brief.type,
    status: brief.status,
    created_at: brief.createdAt,
    updated_at: brief.updatedAt,
    project_name: overview.projectName,
    description: overview.description,
    company: overview.company,
    industry: overview.industry,
    project_type: overview.projectType,
    primary_goals: [...goals.primaryGoals],
    business_objectives: goals.businessObjectives,
    key_messages: [...goals.keyMessages],
    success_metrics: goals.successMetrics,
    primary_audience: audience.primaryAudience,
    demographics: audience.demographics,
    psychographics: audience.psychographics,
    pain_points: [...audience.painPoints],
    user_journey: audience.userJourney,
    brand_personality: [...brand.brandPersonality],
    tone_of_voice: brand.toneOfVoice,
    brand_values: [...brand.brandValues],
    brand_promise: brand.brandPromise,
    differentiators: [...brand.differentiators],
    brand_documents: brand.brandDocuments.map(encodeFileItem),
    direct_competitors: competitors.directCompetitors.map(formatDirectCompetitor),
    indirect_competitors: [...competitors.indirectCompetitors],
    competitive_advantage: competitors.competitiveAdvantage,
    deliverables: parseDeliverables(requirements.deliverables),
    custom_deliverables: [...requirements.customDeliverables],
    timeline: requirements.timeline,
    budget: requirements.budget,
    constraints: [...requirements.constraints],
    technical_requirements: [...requirements.technicalRequirements],
    visual_style: creative.visualStyle,
    visual_style_files: creative.visualStyleFiles.map(encodeFileItem),
    inspiration: [...creative.inspiration],
    color_preferences: creative.colorPreferences,
    design_donts_list: [...creative.designDontsList],
    additional_notes: creative.additionalNotes,
    version,
  };
}

/** Reads the server's version (a bigint may arrive as a number or as decimal text). */
export function rowVersion(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return 0;
}

/** A stored row read defensively: every column present and well-typed. */
export function normalizeRow(row: BriefRowInput): BriefRow {
  return briefToRow(briefFromRow(row), text(row.user_id), rowVersion(row.version));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

function briefType(value: unknown): BriefType {
  return isBriefType(value) ? value : 'brand';
}

function briefStatus(value: unknown): BriefStatus {
  return isBriefStatus(value) ? value : 'draft';
}
