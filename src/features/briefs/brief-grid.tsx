import { memo, useEffect, useMemo, useRef } from 'react';
import { PlainButton } from '../../components/ui/native-button';
import type { BriefCard as BriefCardData } from '../../data/records';
import { ReviewLinesProvider } from '../review';
import type { BriefSyncState as BriefSyncMarker } from '../../components/sync-status';
import { BriefCard } from './brief-card';
import { DASHBOARD } from './strings';
import { useFirstRows } from './use-first-rows';
import { useNow } from './use-now';

export { PAGE_SIZE } from '../../session';

export interface BriefGridProps {
  /** The cards read so far (the first `briefs.length` of `total`). */
  briefs: BriefCardData[];
  total: number;
  onShowMore(): void;
  isAdmin: boolean;
  markers: Record<string, BriefSyncMarker>;
  onShare(brief: BriefCardData): void;
  onDelete(brief: BriefCardData): void;
  onDuplicate?(brief: BriefCardData): void;
}

/**
 * The grid of brief cards (1, 2 or 3 columns by width). Renders progressively: the first page at once,
 * more as the end scrolls into view (or by the 'Show more briefs' button), so 5,000 briefs open fast.
 * The dashboard reads only the cards shown (see use-briefs.ts). Memoised: a keystroke renders it only
 * once its results arrive.
 */
export const BriefGrid = memo(function BriefGrid({
  briefs,
  total,
  onShowMore,
  isAdmin,
  markers,
  onShare,
  onDelete,
  onDuplicate,
}: BriefGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = useFirstRows(briefs);
  const now = useNow(
    60_000,
    useMemo(() => newestUpdate(briefs), [briefs]),
  );
  // 'Show more' waits for the whole page: with only the first rows drawn, its sentinel would be in
  // view and load the next page at once.
  const hasMore = total > briefs.length && shown.length === briefs.length;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShowMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, briefs.length, onShowMore]);

  return (
    <div className="flex flex-col gap-6">
      <ReviewLinesProvider>
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((brief) => (
            <li key={brief.id} className="flex [contain-intrinsic-size:auto_260px] [content-visibility:auto]">
              <BriefCard
                brief={brief}
                canManage={brief.isOwner || isAdmin}
                syncState={markers[brief.id]}
                now={now}
                onShare={onShare}
                onDelete={onDelete}
                onDuplicate={onDuplicate}
              />
            </li>
          ))}
        </ul>
      </ReviewLinesProvider>
      {hasMore && (
        <div ref={sentinel} className="flex flex-col items-center gap-2">
          <p className="text-sm text-fg-muted">{DASHBOARD.showing(briefs.length, total)}</p>
          <PlainButton variant="outline" onPress={onShowMore}>
            {DASHBOARD.showMore}
          </PlainButton>
        </div>
      )}
    </div>
  );
});

function newestUpdate(briefs: BriefCardData[]): number | undefined {
  let newest: number | undefined;
  for (const brief of briefs) {
    const time = Date.parse(brief.updatedAt);
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest;
}
