// New-brief defaults (docs/spec.md §9): type brand, status draft, a random UUID, every list empty,
// every text empty, every deliverable unchecked.
import type { Brief, BriefType } from './brief';
import { emptyDeliverables } from './deliverables';

export type NewBriefInput = { title: string; company: string; description?: string; type?: BriefType };

export function newBrief(
  input: NewBriefInput,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): Brief {
  const timestamp = now.toISOString();
  return {
    id,
    title: input.title,
    type: input.type ?? 'brand',
    status: 'draft',
    createdAt: timestamp,
    updatedAt: timestamp,
    overview: {
      projectName: '',
      description: input.description ?? '',
      company: input.company,
      industry: '',
      projectType: '',
    },
    goals: { primaryGoals: [], businessObjectives: '', keyMessages: [], successMetrics: '' },
    audience: { primaryAudience: '', demographics: '', psychographics: '', painPoints: [], userJourney: '' },
    brand: {
      brandPersonality: [],
      toneOfVoice: '',
      brandValues: [],
      brandPromise: '',
      differentiators: [],
      brandDocuments: [],
    },
    competitors: { directCompetitors: [], indirectCompetitors: [], competitiveAdvantage: '' },
    requirements: {
      deliverables: emptyDeliverables(),
      customDeliverables: [],
      timeline: '',
      budget: '',
      constraints: [],
      technicalRequirements: [],
    },
    creative: {
      visualStyle: '',
      visualStyleFiles: [],
      inspiration: [],
      colorPreferences: '',
      designDontsList: [],
      additionalNotes: '',
    },
  };
}
