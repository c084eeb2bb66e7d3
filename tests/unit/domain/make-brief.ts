// Test factory: a brief with every field filled, overridable per test (STYLE habit 9).
import { emptyDeliverables, newBrief, type Brief } from '../../../src/domain/index.ts';

export const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');

export function makeBrief(overrides: Partial<Brief> = {}): Brief {
  const base = newBrief(
    { title: 'Spring launch', company: 'Acme', description: 'A new look' },
    FIXED_NOW,
    '00000000-0000-4000-8000-000000000001',
  );
  return {
    ...base,
    overview: { ...base.overview, projectName: 'Rebrand', industry: 'Retail', projectType: 'Identity' },
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
    ...overrides,
  };
}
