import { describe, expect, it } from 'vitest';
import { StorageFullError, STORAGE_FULL_MESSAGE } from '../../../src/data/storage.ts';
import { BriefNotFoundError } from '../../../src/data/briefs-repository.ts';
import {
  changedFields,
  concurrentChanges,
  editSection,
  rebaseDraft,
} from '../../../src/features/editor/draft.ts';
import { BriefGoneError, saveErrorMessage } from '../../../src/features/editor/save-errors.ts';
import { makeBrief } from '../../fixtures/make-brief.ts';

// Pure rules behind Save: only what the user changed travels, laid over the latest stored copy.
describe('Editor draft rules', () => {
  const base = makeBrief({ title: 'T', overview: { industry: 'Retail' }, goals: { primaryGoals: ['A'] } });

  it.each([
    ['nothing', (b: typeof base) => b, []],
    ['the title', (b: typeof base) => ({ ...b, title: 'New' }), ['title']],
    ['the status', (b: typeof base) => ({ ...b, status: 'review' as const }), ['status']],
    ['one text field', editSection('overview', { industry: 'Banking' }), ['overview.industry']],
    ['a list', editSection('goals', { primaryGoals: ['A', 'B'] }), ['goals.primaryGoals']],
    ['a list to an equal copy', editSection('goals', { primaryGoals: ['A'] }), []],
    [
      'a deliverable',
      (b: typeof base) => ({
        ...b,
        requirements: {
          ...b.requirements,
          deliverables: {
            ...b.requirements.deliverables,
            optional: { ...b.requirements.deliverables.optional, brandMoodboard: true },
          },
        },
      }),
      ['requirements.deliverables'],
    ],
  ] as const)('changing %s is seen as %j', (_name, recipe, expected) => {
    expect(changedFields(base, recipe(base))).toEqual(expected);
  });

  it("lays the user's changes over the latest copy and keeps fields changed elsewhere", () => {
    const draft = {
      ...editSection('overview', { industry: 'Banking' })(base),
      updatedAt: '2026-03-02T00:00:00.000Z',
    };
    const latest = { ...base, title: 'Renamed elsewhere', goals: { ...base.goals, keyMessages: ['Theirs'] } };
    const saved = rebaseDraft(base, draft, latest);
    expect(saved.overview.industry).toBe('Banking');
    expect(saved.title).toBe('Renamed elsewhere');
    expect(saved.goals.keyMessages).toEqual(['Theirs']);
    expect(saved.updatedAt).toBe('2026-03-02T00:00:00.000Z');
  });

  it("the user's value wins for a field changed on both sides", () => {
    const draft = editSection('overview', { industry: 'Mine' })(base);
    const latest = editSection('overview', { industry: 'Theirs' })(base);
    expect(rebaseDraft(base, draft, latest).overview.industry).toBe('Mine');
  });
});

describe('Fields changed both here and elsewhere', () => {
  const base = makeBrief({ overview: { industry: 'Retail' } });
  const set = (industry: string) => editSection('overview', { industry })(base);
  it.each([
    ['changed here only', set('Mine'), base, []],
    ['changed elsewhere only', base, set('Theirs'), []],
    ['changed on both sides to different values', set('Mine'), set('Theirs'), ['overview.industry']],
    ['changed on both sides to the same value', set('Same'), set('Same'), []],
  ])('%s', (_name, draft, latest, expected) => {
    expect(concurrentChanges(base, draft, latest)).toEqual(expected);
  });
});

describe('Save failure messages', () => {
  it.each([
    ['a full device', new StorageFullError(), STORAGE_FULL_MESSAGE],
    ['a brief deleted meanwhile', new BriefNotFoundError('x'), new BriefGoneError().message],
    ['anything else', new Error('boom'), 'Please try again.'],
  ])('%s → "Error saving brief" with a clear description', (_name, error, description) => {
    expect(saveErrorMessage(error)).toEqual({ title: 'Error saving brief', description });
  });
});
