// Test factory for component tests (STYLE habit 9): `makeBrief({ status: 'review' })`. Sections given in the
// overrides are merged over the defaults field by field, so a test names only what it is about.
// makeBrief() is a fresh brief (every section empty); makeFullBrief() has every field filled.
import { newBrief } from '../../../src/domain/defaults.ts';
import { emptyDeliverables } from '../../../src/domain/deliverables.ts';
import type { Brief } from '../../../src/domain/brief.ts';

type Sections = 'overview' | 'goals' | 'audience' | 'brand' | 'competitors' | 'requirements' | 'creative';
export type BriefOverrides = Partial<Omit<Brief, Sections>> & { [K in Sections]?: Partial<Brief[K]> };

export const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');
let counter = 0;

export function makeBrief(overrides: BriefOverrides = {}): Brief {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return mergeBrief(newBrief({ title: 'Spring launch', company: 'Acme' }, FIXED_NOW, id), overrides);
}

function mergeBrief(base: Brief, overrides: BriefOverrides): Brief {
  return {
    ...base,
    ...overrides,
    overview: { ...base.overview, ...overrides.overview },
    goals: { ...base.goals, ...overrides.goals },
    audience: { ...base.audience, ...overrides.audience },
    brand: { ...base.brand, ...overrides.brand },
    competitors: { ...base.competitors, ...overrides.competitors },
    requirements: { ...base.requirements, ...overrides.requirements },
    creative: { ...base.creative, ...overrides.creative },
  };
}

/** A brief with every field of every section filled. */
export function makeFullBrief(overrides: BriefOverrides = {}): Brief {
  const full = makeBrief({
    overview: {
      projectName: 'Rebrand',
      description: 'A new look',
      industry: 'Retail',
      projectType: 'Identity',
    },
    goals: {
      primaryGoals: ['Grow'],
      businessObjectives: 'Sell more',
      keyMessages: ['Fresh'],
      successMetrics: '+10%',
    },
    audience: {
      primaryAudience: 'Shoppers',
      demographics: '25-40',
      psychographics: 'Curious',
      painPoints: ['Too slow'],
      userJourney: 'Find, buy',
    },
    brand: {
      brandPersonality: ['Bold'],
      toneOfVoice: 'Warm',
      brandValues: ['Honesty'],
      brandPromise: 'Always there',
      differentiators: ['Price'],
      brandDocuments: [
        'https://example.com/guide.pdf',
        { data: 'data:application/pdf;base64,JVBE', name: 'deck.pdf' },
      ],
    },
    competitors: {
      directCompetitors: [{ name: 'Globex', strengths: 'Reach', weaknesses: 'Price' }],
      indirectCompetitors: ['Initech'],
      competitiveAdvantage: 'Speed',
    },
    requirements: {
      deliverables: {
        ...emptyDeliverables(),
        templates: { ...emptyDeliverables().templates, businessCard: true },
      },
      customDeliverables: ['Mascot'],
      timeline: '6 weeks',
      budget: '$10k',
      constraints: ['No red'],
      technicalRequirements: ['SVG'],
    },
    creative: {
      visualStyle: 'Minimal',
      visualStyleFiles: [{ data: 'data:image/png;base64,iVBO', name: 'mood.png' }],
      inspiration: ['Bauhaus'],
      colorPreferences: 'Blue',
      designDontsList: ['Comic Sans'],
      additionalNotes: 'None',
    },
  });
  return mergeBrief(full, overrides);
}
