// Where a brief's review stands, from its review requests (one per reviewer, with their latest
// decision): who approved, who asked for changes, who has yet to answer, and whether every reviewer
// asked has approved (then the owner is offered to mark the brief Completed).

export type ReviewDecision = 'pending' | 'approved' | 'changes_requested';

export interface ReviewState {
  reviewerId: string;
  reviewerName: string;
  status: ReviewDecision;
}

export interface ReviewSummary {
  approvedBy: string[];
  changesRequestedBy: string[];
  pending: string[];
  allApproved: boolean;
}

export function summarizeReviews(reviews: readonly ReviewState[]): ReviewSummary {
  const names = (status: ReviewDecision) =>
    reviews.filter((review) => review.status === status).map((review) => review.reviewerName);
  const approvedBy = names('approved');
  return {
    approvedBy,
    changesRequestedBy: names('changes_requested'),
    pending: names('pending'),
    allApproved: reviews.length > 0 && approvedBy.length === reviews.length,
  };
}

/** 'Approved by Ann and Bob', 'Changes requested by Cy'; '' when nobody decided so. */
export function reviewLines(summary: ReviewSummary): string[] {
  const lines: string[] = [];
  if (summary.changesRequestedBy.length > 0)
    lines.push(`Changes requested by ${joinNames(summary.changesRequestedBy)}`);
  if (summary.approvedBy.length > 0) lines.push(`Approved by ${joinNames(summary.approvedBy)}`);
  return lines;
}

/**
 * The one line about who has yet to answer, from the user's side: 'Waiting for your review' when only
 * the user is, 'Waiting for review by you and Bob' when others are too, 'Waiting for review by Bob'
 * when only others are; null when nobody is.
 */
export function waitingLine(reviews: readonly ReviewState[], userId: string): string | null {
  const pending = reviews.filter((review) => review.status === 'pending');
  if (pending.length === 0) return null;
  const others = pending.filter((review) => review.reviewerId !== userId).map((r) => r.reviewerName);
  if (others.length === pending.length) return `Waiting for review by ${joinNames(others)}`;
  return others.length === 0
    ? 'Waiting for your review'
    : `Waiting for review by ${joinNames(['you', ...others])}`;
}

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
