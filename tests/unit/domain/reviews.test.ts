import { describe, expect, it } from 'vitest';
import { joinNames, reviewLines, summarizeReviews, type ReviewState } from '../../../src/domain/index.ts';

const r = (reviewerName: string, status: ReviewState['status']): ReviewState => ({
  reviewerId: reviewerName,
  reviewerName,
  status,
});

describe('summarizeReviews and reviewLines', () => {
  it.each<[string, ReviewState[], boolean, string[]]>([
    ['no request', [], false, []],
    ['one pending', [r('Ann', 'pending')], false, []],
    ['one approval of two', [r('Ann', 'approved'), r('Bob', 'pending')], false, ['Approved by Ann']],
    [
      'every reviewer approved',
      [r('Ann', 'approved'), r('Bob', 'approved')],
      true,
      ['Approved by Ann and Bob'],
    ],
    [
      'changes requested first, then approvals',
      [r('Ann', 'approved'), r('Bob', 'changes_requested')],
      false,
      ['Changes requested by Bob', 'Approved by Ann'],
    ],
  ])('%s', (_name, reviews, allApproved, lines) => {
    const summary = summarizeReviews(reviews);
    expect(summary.allApproved).toBe(allApproved);
    expect(reviewLines(summary)).toEqual(lines);
  });

  it.each([
    [[], ''],
    [['Ann'], 'Ann'],
    [['Ann', 'Bob', 'Cy'], 'Ann, Bob and Cy'],
  ])('joinNames(%j) = %s', (names, expected) => {
    expect(joinNames(names)).toBe(expected);
  });
});
