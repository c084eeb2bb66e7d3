import { describe, expect, it } from 'vitest';
import { briefStats } from '../../../src/domain/stats.ts';

const briefs = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('rule: dashboard stats count total and each status (draft, in progress, review, completed)', () => {
  it.each([
    [briefs(), { total: 0, drafts: 0, inProgress: 0, review: 0, completed: 0 }],
    [briefs('draft', 'draft'), { total: 2, drafts: 2, inProgress: 0, review: 0, completed: 0 }],
    [
      briefs('draft', 'in-progress', 'review', 'completed'),
      { total: 4, drafts: 1, inProgress: 1, review: 1, completed: 1 },
    ],
    [briefs('review', 'review'), { total: 2, drafts: 0, inProgress: 0, review: 2, completed: 0 }],
    [briefs('archived', 'completed'), { total: 2, drafts: 0, inProgress: 0, review: 0, completed: 1 }],
  ])('%j → %j', (list, stats) => {
    expect(briefStats(list)).toEqual(stats);
  });
});
