// The brief as a Markdown document (the view's "Download Markdown" and "Copy as Markdown"): a pure
// function of the brief, with the view's sections, order and labels (labels.ts), each section and field
// only where it has content, deliverables as a task list and files by name (their data is never copied).
import type { Brief, FileItem } from '../../../domain/brief';
import { calendarDate } from '../../../domain/dates';
import { checkedDeliverables } from '../../../domain/deliverables';
import { fileItemData, fileItemName, type FileItemKind } from '../../../domain/files';
import { briefTypeHeading, statusLabel } from '../../../domain/labels';
import {
  filledCompetitors,
  hasAudience,
  hasBrand,
  hasCompetitors,
  hasCreative,
  hasDetails,
  hasGoals,
  hasOverview,
} from '../has-content';
import { viewLabel as label, viewSectionTitles as titles, type ViewFieldPath } from '../labels';
import { viewStrings } from '../strings';
import { block, inline } from './markdown-text';

type Field = string | null;

const text = (path: ViewFieldPath, value: string): Field =>
  value.trim() === '' ? null : `### ${label(path)}\n\n${block(value)}`;

const list = (path: ViewFieldPath, items: readonly string[]): Field =>
  items.length === 0 ? null : `### ${label(path)}\n\n${items.map((item) => `- ${inline(item)}`).join('\n')}`;

const section = (title: string, fields: Field[]): string =>
  [`## ${title}`, ...fields.filter((field): field is string => field !== null)].join('\n\n');

/** A file by its name; a web link stays a link (a data URL is the file itself: left out). */
function fileLine(item: FileItem, index: number, kind: FileItemKind): string {
  const name = inline(fileItemName(item, index, kind));
  const data = fileItemData(item).trim();
  return /^https?:\/\//i.test(data)
    ? `- [${name}](<${data.replace(/[<>\s]/g, encodeURIComponent)}>)`
    : `- ${name}`;
}

const files = (path: ViewFieldPath, items: readonly FileItem[], kind: FileItemKind): Field =>
  items.length === 0
    ? null
    : `### ${label(path)}\n\n${items.map((item, i) => fileLine(item, i, kind)).join('\n')}`;

function overview(b: Brief): string {
  const o = b.overview;
  return section(titles.overview, [
    text('overview.projectName', o.projectName),
    text('overview.description', o.description),
    text('overview.industry', o.industry),
    text('overview.projectType', o.projectType),
  ]);
}

function goals(b: Brief): string {
  const g = b.goals;
  return section(titles.goals, [
    list('goals.primaryGoals', g.primaryGoals),
    text('goals.businessObjectives', g.businessObjectives),
    list('goals.keyMessages', g.keyMessages),
    text('goals.successMetrics', g.successMetrics),
  ]);
}

function audience(b: Brief): string {
  const a = b.audience;
  return section(titles.audience, [
    text('audience.primaryAudience', a.primaryAudience),
    text('audience.demographics', a.demographics),
    text('audience.psychographics', a.psychographics),
    list('audience.painPoints', a.painPoints),
    text('audience.userJourney', a.userJourney),
  ]);
}

function brand(b: Brief): string {
  const r = b.brand;
  return section(titles.brand, [
    list('brand.brandPersonality', r.brandPersonality),
    text('brand.toneOfVoice', r.toneOfVoice),
    list('brand.brandValues', r.brandValues),
    text('brand.brandPromise', r.brandPromise),
    list('brand.differentiators', r.differentiators),
  ]);
}

function competitors(b: Brief): string {
  const direct = filledCompetitors(b).map(({ competitor: c, n }) => {
    const details = [
      c.strengths.trim() && `- **${label('competitors.strengths')}:** ${inline(c.strengths)}`,
      c.weaknesses.trim() && `- **${label('competitors.weaknesses')}:** ${inline(c.weaknesses)}`,
    ].filter(Boolean);
    const heading = `#### ${inline(c.name) || viewStrings.competitor(n)}`;
    return [heading, ...(details.length > 0 ? [details.join('\n')] : [])].join('\n\n');
  });
  return section(titles.competitors, [
    direct.length === 0 ? null : [`### ${label('competitors.directCompetitors')}`, ...direct].join('\n\n'),
    list('competitors.indirectCompetitors', b.competitors.indirectCompetitors),
    text('competitors.competitiveAdvantage', b.competitors.competitiveAdvantage),
  ]);
}

function creative(b: Brief): string {
  const c = b.creative;
  return section(titles.creative, [
    text('creative.visualStyle', c.visualStyle),
    list('creative.inspiration', c.inspiration),
    text('creative.colorPreferences', c.colorPreferences),
    list('creative.designDontsList', c.designDontsList),
    text('creative.additionalNotes', c.additionalNotes),
    files('brand.brandDocuments', b.brand.brandDocuments, 'document'),
    files('creative.visualStyleFiles', c.visualStyleFiles, 'file'),
  ]);
}

function deliverables(b: Brief): Field {
  const r = b.requirements;
  const groups = checkedDeliverables(r.deliverables).map(
    (group) => `#### ${group.label}\n\n${group.items.map((item) => `- [x] ${inline(item)}`).join('\n')}`,
  );
  if (r.customDeliverables.length > 0) {
    const custom = r.customDeliverables.map((item) => `- [x] ${inline(item)}`).join('\n');
    groups.push(`#### ${label('requirements.customDeliverables')}\n\n${custom}`);
  }
  return groups.length === 0 ? null : [`### ${label('requirements.deliverables')}`, ...groups].join('\n\n');
}

function details(b: Brief): string {
  const r = b.requirements;
  return section(titles.details, [
    deliverables(b),
    text('requirements.timeline', r.timeline),
    text('requirements.budget', r.budget),
    list('requirements.constraints', r.constraints),
    list('requirements.technicalRequirements', r.technicalRequirements),
  ]);
}

const SECTIONS: [(b: Brief) => boolean, (b: Brief) => string][] = [
  [hasOverview, overview],
  [hasGoals, goals],
  [hasAudience, audience],
  [hasBrand, brand],
  [hasCompetitors, competitors],
  [hasCreative, creative],
  [hasDetails, details],
];

/**
 * The whole brief as Markdown; `now` dates the footer line, as the print footer is dated. `appendix`
 * (the comments, when the user asks for them) follows the brief, before the footer.
 */
export function briefToMarkdown(brief: Brief, now: Date, appendix = ''): string {
  const cover = [
    brief.overview.company.trim() && inline(brief.overview.company),
    briefTypeHeading(brief.type),
    statusLabel(brief.status),
  ]
    .filter(Boolean)
    .join(' · ');
  const updated = calendarDate(brief.updatedAt);
  const parts = [
    `# ${inline(brief.title)}`,
    updated ? `${cover}  \n${viewStrings.updated} ${updated}` : cover,
    ...SECTIONS.filter(([has]) => has(brief)).map(([, write]) => write(brief)),
    ...(appendix ? [appendix] : []),
    '---',
    `${viewStrings.printFooter} · ${calendarDate(now)}`,
  ];
  return `${parts.join('\n\n')}\n`;
}
