// Dashboard stat cards: total, drafts, in progress, review and completed — one card per status, so the
// statuses add up to the total (an unknown status counts only in the total).

export type BriefStats = {
  total: number;
  drafts: number;
  inProgress: number;
  review: number;
  completed: number;
};

export function briefStats(briefs: readonly { status: string }[]): BriefStats {
  const stats: BriefStats = { total: briefs.length, drafts: 0, inProgress: 0, review: 0, completed: 0 };
  for (const { status } of briefs) {
    if (status === 'draft') stats.drafts += 1;
    else if (status === 'in-progress') stats.inProgress += 1;
    else if (status === 'review') stats.review += 1;
    else if (status === 'completed') stats.completed += 1;
  }
  return stats;
}
