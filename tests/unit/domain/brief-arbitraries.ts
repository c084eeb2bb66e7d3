// fast-check arbitraries for briefs and stored rows, shared by the domain's property tests.
import fc from 'fast-check';
import {
  BRIEF_STATUSES,
  BRIEF_TYPES,
  type Brief,
  type BriefRow,
  type Deliverables,
  type DirectCompetitor,
  type FileItem,
} from '../../../src/domain/brief.ts';
import { isRoundTrippableCompetitor } from '../../../src/domain/competitors.ts';
import { DELIVERABLE_GROUPS } from '../../../src/domain/deliverables.ts';
import { decodeFileItem } from '../../../src/domain/files.ts';

const text = fc.string({ maxLength: 12 });
const list = fc.array(text, { maxLength: 4 });
const iso = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

export const deliverablesArbitrary: fc.Arbitrary<Deliverables> = fc.record(
  Object.fromEntries(
    DELIVERABLE_GROUPS.map((g) => [
      g.key,
      fc.record(Object.fromEntries(g.options.map((o) => [o.key, fc.boolean()]))),
    ]),
  ),
) as unknown as fc.Arbitrary<Deliverables>;

/**
 * The spec's text format cannot carry a name containing ': ' or strengths containing ' | '
 * (documented in mapping.test.ts), so generated competitors avoid exactly those.
 */
export const competitorArbitrary: fc.Arbitrary<DirectCompetitor> = fc
  .record({
    name: fc.oneof(text, fc.constantFrom('Acme: Inc', 'a:', ': ', 'x |')),
    strengths: fc.oneof(text, fc.constantFrom('fast: cheap', 'good |', ' | ', 'a|b')),
    weaknesses: fc.oneof(text, fc.constantFrom('slow | dear', ': ', ' | ')),
  })
  .filter(isRoundTrippableCompetitor);

/**
 * A plain-string item that itself is the JSON of an object with `data` would be read back as an
 * uploaded file (the spec's rule), so plain strings are ones the rule keeps as strings.
 */
const plainItem = fc
  .oneof(
    text,
    fc.constantFrom(
      'https://example.com/a.png',
      'data:image/png;base64,AAAA',
      '{"name":"x"}',
      '[1]',
      '"q"',
      'null',
    ),
  )
  .filter((s) => typeof decodeFileItem(s) === 'string');

export const fileItemArbitrary: fc.Arbitrary<FileItem> = fc.oneof(
  plainItem,
  fc.record({
    data: fc.oneof(
      text,
      fc.constantFrom('data:application/pdf;base64,JVBERi0=', 'data:image/gif;base64,R0lG'),
    ),
    name: text,
  }),
  // A file kept in Storage, referenced from the row.
  fc
    .record({ briefId: fc.uuid(), id: fc.uuid(), size: fc.nat({ max: 50 * 1024 * 1024 }), name: text })
    .chain(({ briefId, id, size, name }) =>
      fc.record({
        name: fc.constant(name),
        file: fc.record({
          id: fc.constant(id),
          path: fc.constant(`${briefId}/${id}`),
          size: fc.constant(size),
          type: fc.constantFrom('application/pdf', 'image/png', ''),
          sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
        }),
      }),
    ),
);

export const briefArbitrary: fc.Arbitrary<Brief> = fc.record({
  id: fc.uuid(),
  title: text,
  type: fc.constantFrom(...BRIEF_TYPES),
  status: fc.constantFrom(...BRIEF_STATUSES),
  createdAt: iso,
  updatedAt: iso,
  overview: fc.record({
    projectName: text,
    description: text,
    company: text,
    industry: text,
    projectType: text,
  }),
  goals: fc.record({ primaryGoals: list, businessObjectives: text, keyMessages: list, successMetrics: text }),
  audience: fc.record({
    primaryAudience: text,
    demographics: text,
    psychographics: text,
    painPoints: list,
    userJourney: text,
  }),
  brand: fc.record({
    brandPersonality: list,
    toneOfVoice: text,
    brandValues: list,
    brandPromise: text,
    differentiators: list,
    brandDocuments: fc.array(fileItemArbitrary, { maxLength: 3 }),
  }),
  competitors: fc.record({
    directCompetitors: fc.array(competitorArbitrary, { maxLength: 3 }),
    indirectCompetitors: list,
    competitiveAdvantage: text,
  }),
  requirements: fc.record({
    deliverables: deliverablesArbitrary,
    customDeliverables: list,
    timeline: text,
    budget: text,
    constraints: list,
    technicalRequirements: list,
  }),
  creative: fc.record({
    visualStyle: text,
    visualStyleFiles: fc.array(fileItemArbitrary, { maxLength: 3 }),
    inspiration: list,
    colorPreferences: text,
    designDontsList: list,
    additionalNotes: text,
  }),
});

/**
 * Stored rows in the form this app writes them, generated column by column (not through
 * briefToRow): competitors in the full 'name: strengths | weaknesses' form, uploaded files as the
 * JSON text of {data, name}, every deliverable present.
 */
const storedCompetitor = competitorArbitrary.map((c) => `${c.name}: ${c.strengths} | ${c.weaknesses}`);
const storedFileItem = fileItemArbitrary.map((item) =>
  typeof item === 'string'
    ? item
    : 'file' in item
      ? JSON.stringify({ name: item.name, file: item.file })
      : JSON.stringify({ data: item.data, name: item.name }),
);

export const wellFormedRowArbitrary: fc.Arbitrary<BriefRow> = fc.record({
  id: fc.uuid(),
  user_id: fc.uuid(),
  title: text,
  type: fc.constantFrom(...BRIEF_TYPES),
  status: fc.constantFrom(...BRIEF_STATUSES),
  created_at: iso,
  updated_at: iso,
  project_name: text,
  description: text,
  company: text,
  industry: text,
  project_type: text,
  primary_goals: list,
  business_objectives: text,
  key_messages: list,
  success_metrics: text,
  primary_audience: text,
  demographics: text,
  psychographics: text,
  pain_points: list,
  user_journey: text,
  brand_personality: list,
  tone_of_voice: text,
  brand_values: list,
  brand_promise: text,
  differentiators: list,
  brand_documents: fc.array(storedFileItem, { maxLength: 3 }),
  direct_competitors: fc.array(storedCompetitor, { maxLength: 3 }),
  indirect_competitors: list,
  competitive_advantage: text,
  deliverables: deliverablesArbitrary,
  custom_deliverables: list,
  timeline: text,
  budget: text,
  constraints: list,
  technical_requirements: list,
  visual_style: text,
  visual_style_files: fc.array(storedFileItem, { maxLength: 3 }),
  inspiration: list,
  color_preferences: text,
  design_donts_list: list,
  additional_notes: text,
  version: fc.nat({ max: 1_000_000 }),
});
