import { describe, expect, it } from 'vitest';
import {
  joinNames,
  reviewLines,
  summarizeReviews,
  waitingLine,
  type ReviewState,
} from '../../../src/domain/reviews.ts';

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

  it.each<[string, ReviewState[], string | null]>([
    ['nobody asked', [], null],
    ['everyone answered', [r('Me', 'approved'), r('Bob', 'changes_requested')], null],
    ['only the user waits', [r('Me', 'pending'), r('Bob', 'approved')], 'Waiting for your review'],
    [
      'the user and others wait',
      [r('Me', 'pending'), r('Bob', 'pending'), r('Cy', 'pending')],
      'Waiting for review by you, Bob and Cy',
    ],
    ['only others wait', [r('Me', 'approved'), r('Bob', 'pending')], 'Waiting for review by Bob'],
    [
      'the user is not a reviewer',
      [r('Ann', 'pending'), r('Bob', 'pending')],
      'Waiting for review by Ann and Bob',
    ],
  ])('waitingLine: %s', (_name, reviews, line) => {
    expect(waitingLine(reviews, 'Me')).toBe(line);
  });
});
