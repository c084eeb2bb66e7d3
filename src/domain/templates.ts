// Templates: starting points for new briefs. A template is brief content kept as stored
// columns (snake_case, as in public.brief_templates.content): everything but the brief's own identity
// (id, title, company, status, dates) and its files, which stay with the brief they were uploaded to.
// Built-in templates, one per type, are pure data here; team templates come from the server.
import type { Brief, BriefRowInput, BriefType } from './brief';
import { newBrief, type NewBriefInput } from './defaults';
import { emptyDeliverables } from './deliverables';
import { EDITABLE_COLUMNS } from './diff';
import { columnsOfKind } from './fields';
import { briefFromRow, briefToRow } from './mapping';

const NOT_IN_TEMPLATES = new Set<string>(['title', 'company', 'status', 'type', ...columnsOfKind('files')]);

/** The columns a template holds. */
export const TEMPLATE_COLUMNS = EDITABLE_COLUMNS.filter((column) => !NOT_IN_TEMPLATES.has(column));

export type TemplateContent = Partial<Record<(typeof TEMPLATE_COLUMNS)[number], unknown>>;

export type BriefTemplate = { id: string; name: string; type: BriefType; content: TemplateContent };

/** What "Save as template" keeps of a brief. */
export function templateContentOf(brief: Brief): TemplateContent {
  const row = briefToRow(brief, '') as unknown as Record<string, unknown>;
  return Object.fromEntries(TEMPLATE_COLUMNS.map((column) => [column, row[column]]));
}

/**
 * A new brief (docs/spec.md §9 defaults: draft, a fresh id) with the template's type and content under the
 * title and company the user typed; a description typed in the dialog wins over the template's. Content
 * is read as leniently as a stored row (unknown keys ignored, bad values become empty).
 */
export function briefFromTemplate(
  template: Pick<BriefTemplate, 'type' | 'content'>,
  input: NewBriefInput,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): Brief {
  const blank = newBrief(input, now, id);
  const content = Object.fromEntries(
    TEMPLATE_COLUMNS.filter((column) => column in template.content).map((column) => [
      column,
      template.content[column],
    ]),
  );
  const row = { ...briefToRow(blank, ''), ...content, type: template.type } as BriefRowInput;
  if (input.description?.trim()) row.description = input.description;
  return briefFromRow(row);
}

function ticked(groups: Record<string, string[]>) {
  const deliverables = emptyDeliverables() as unknown as Record<string, Record<string, boolean>>;
  for (const [group, options] of Object.entries(groups)) {
    for (const option of options) deliverables[group]![option] = true;
  }
  return deliverables;
}

/** The built-in starting points: one per type, with prompts in each section and the usual deliverables. */
export const BUILT_IN_TEMPLATES: readonly BriefTemplate[] = [
  {
    id: 'built-in:brand',
    name: 'Brand identity',
    type: 'brand',
    content: {
      project_type: 'Brand identity',
      description: 'A new (or refreshed) visual identity: why now, what must change and what must stay.',
      primary_goals: ['Be recognised at a glance', 'Express who we are in one consistent voice'],
      business_objectives: 'What the business needs the brand to achieve in the next 12–24 months.',
      key_messages: ['What we do, for whom, and why it matters'],
      success_metrics: 'e.g. aided awareness, consistency across touchpoints, internal adoption.',
      primary_audience: 'Who must love this brand first (customers, partners, future hires).',
      demographics: 'Age, location, role, income — whatever decides who they are.',
      psychographics: 'Values, attitudes and what they care about when they choose.',
      pain_points: ['What the current brand gets wrong for them'],
      user_journey: 'Where people meet the brand first, and where it must hold up (web, packaging, signage).',
      brand_personality: ['Confident', 'Approachable'],
      tone_of_voice: 'How we sound: e.g. plain-spoken, warm, never jargon.',
      brand_values: ['Honesty', 'Craft'],
      brand_promise: 'The one thing every customer can count on.',
      differentiators: ['What only we can say'],
      competitive_advantage: 'Why customers choose us over the alternatives.',
      visual_style: 'Direction for logo, colour and type: e.g. clean, geometric, generous white space.',
      color_preferences: 'Colours to keep, to explore and to avoid.',
      design_donts_list: ["Don't copy a competitor's palette"],
      deliverables: ticked({
        logoFiles: [
          'fullColorHorizontal',
          'fullColorVertical',
          'monochromeBlackWhite',
          'transparentBackground',
          'fileFormats',
        ],
        logoGuidelines: ['minimumSizeClearSpace', 'properImproperUsage', 'backgroundCompatibility'],
        colorPalette: ['primarySecondaryColors', 'hexRgbCmykPantone', 'usageHierarchy'],
        typography: ['headerSubheaderBodyFonts', 'fontFilesLicensing', 'styleRules'],
        templates: ['businessCard', 'emailSignature', 'letterhead'],
        brandGuidelines: ['missionVisionPromise', 'toneOfVoice', 'visualIdentityRules', 'usageExamples'],
      }),
      timeline: 'Discovery 2 weeks · concepts 3 weeks · refinement 2 weeks · guidelines 2 weeks',
    },
  },
  {
    id: 'built-in:product',
    name: 'Product launch',
    type: 'product',
    content: {
      project_type: 'Product launch',
      description: 'Launching a product or feature: what it is, who it is for and the date it ships.',
      primary_goals: ['Make the launch land with the right people', 'Drive first use or purchase'],
      business_objectives: 'Targets for the launch window: sign-ups, sales, revenue or retention.',
      key_messages: ['The problem it solves', 'Why it is better than what people use today'],
      success_metrics: 'e.g. activation rate, conversion from landing page, first-month revenue.',
      primary_audience: 'Who buys or uses it first.',
      pain_points: ['What they struggle with today', 'What stops them from switching'],
      user_journey: 'Discover → understand → try → buy → tell others: where the launch assets meet them.',
      tone_of_voice: 'e.g. clear, benefit-first, a little bold.',
      differentiators: ['The feature or proof competitors cannot match'],
      direct_competitors: ['Competitor: strengths | weaknesses'],
      competitive_advantage: 'The one-line reason to choose us.',
      visual_style: 'Product-first imagery: real screens or packshots, simple backgrounds.',
      deliverables: ticked({
        templates: ['presentation', 'socialMedia'],
        digitalWebAssets: ['faviconAppIcon', 'landingPageDesign', 'emailNewsletter'],
        optional: ['onePagerFactSheet', 'imageryPhotographyGuide'],
      }),
      timeline: 'Assets final 2 weeks before launch; press and partners briefed 1 week before.',
      technical_requirements: ['Web images in WebP and PNG', 'App store screenshot sizes'],
    },
  },
  {
    id: 'built-in:marketing',
    name: 'Marketing campaign',
    type: 'marketing',
    content: {
      project_type: 'Campaign',
      description: 'A time-bound campaign: the idea, where it runs and what it must achieve.',
      primary_goals: ['Reach the audience where they already are', 'Turn attention into action'],
      business_objectives: 'Campaign targets: leads, sales, sign-ups or visits, and the budget to get there.',
      key_messages: ['The campaign idea in one sentence', 'The call to action'],
      success_metrics: 'e.g. reach, click-through rate, cost per acquisition, return on ad spend.',
      primary_audience: 'The segment this campaign is for (and who it is not for).',
      demographics: 'Age, location, channels they use.',
      psychographics: 'What motivates them right now (season, moment, need).',
      pain_points: ['What would make them ignore us'],
      tone_of_voice: 'e.g. energetic and direct; matches the channel.',
      inspiration: ['Campaigns we admire and why'],
      visual_style: 'One strong visual idea that works from billboard to story.',
      design_donts_list: ['No more than one message per asset'],
      deliverables: ticked({
        templates: ['socialMedia', 'presentation'],
        digitalWebAssets: ['landingPageDesign', 'emailNewsletter'],
        optional: ['brandMoodboard', 'internalExternalComms'],
      }),
      custom_deliverables: ['Paid social ads (1:1, 9:16)', 'Display banners'],
      timeline: 'Concept 1 week · production 2 weeks · live 4–6 weeks · report 1 week after',
      budget: 'Media and production budgets, separately.',
      constraints: ['Legal copy on every paid asset'],
    },
  },
];
