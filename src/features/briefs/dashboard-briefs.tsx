import { Plus, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { PlainButton } from '../../components/ui/native-button';
import { Spinner } from '../../components/ui/spinner';
import { useMediaQuery } from '../../lib/use-media-query';
import type { BriefCard } from '../../data/records';
import type { BriefStatus } from '../../domain/brief';
import type { BriefStats } from '../../domain/stats';
import { FIND, loadFindControls, NoResults, SearchField, type DashboardFind } from '../find';
import type { BriefSyncState as BriefSyncMarker } from '../../components/sync-status';
import { BriefGrid, PAGE_SIZE } from './brief-grid';
import { StatsCards } from './stats-cards';
import { DASHBOARD } from './strings';
import type { BriefPage } from './use-briefs';

// react-aria's Select is not needed for the first paint: the filters load right after it.
const FindControls = lazy(loadFindControls);

export interface DashboardBriefsProps {
  find: DashboardFind;
  /** Every brief, newest first (the index read, used while nothing is being searched or filtered). */
  page: BriefPage;
  limit: number;
  onShowMore(): void;
  stats: BriefStats | undefined;
  isAdmin: boolean;
  markers: Record<string, BriefSyncMarker>;
  onCreate(): void;
  onShare(brief: BriefCard): void;
  onDelete(brief: BriefCard): void;
  onDuplicate?(brief: BriefCard): void;
}

/** The stats (also the status filter), the find toolbar and the grid of briefs or "no results". */
export function DashboardBriefs(props: DashboardBriefsProps) {
  const { find, page, limit, isAdmin } = props;
  // The filters' code (react-aria) loads once the first cards are drawn, unless a find is in the URL.
  const controlsReady = useAfterFirstPaint() || find.finding;
  const { state, update } = find;
  // What a keystroke leaves unchanged keeps its identity, so the memoised stats, filters and grid skip it.
  const filters = useMemo(
    () => ({ status: state.status, type: state.type, owner: state.owner, sort: state.sort }),
    [state.status, state.type, state.owner, state.sort],
  );
  const selectStatus = useCallback((status: BriefStatus | null) => update({ status }), [update]);
  const narrowed = state.q.trim() !== '' || state.type !== null || state.owner !== null;
  const stats = find.results?.stats ?? (find.finding && narrowed ? undefined : props.stats);
  // On a phone the filters and sort fold away behind one button (open while any is set), so that the
  // first brief shows without scrolling.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersSet =
    state.status !== null || state.type !== null || state.owner !== null || state.sort !== 'updated';
  const filtersShown = filtersOpen || filtersSet;
  // Folded away on a phone, the filters' code waits until they are opened: evaluating react-aria's Select
  // right after the first cards was one of the longest tasks of a phone's start (Lighthouse).
  const wide = useMediaQuery('(min-width: 40rem)');
  const { finding, results } = find;
  const shown = useMemo(
    () =>
      finding ? results && { briefs: results.briefs.slice(0, limit), total: results.briefs.length } : page,
    [finding, results, limit, page],
  );

  return (
    <>
      <section aria-label="Brief statistics" className="flex flex-col gap-2">
        <StatsCards stats={stats} status={state.status} onSelectStatus={selectStatus} />
        {/* On a phone the fifth card takes its room: said to screen readers only, the first brief stays in view. */}
        <p className="text-sm text-fg-muted max-sm:sr-only">
          {narrowed ? FIND.statsFiltered : FIND.statsAll}
        </p>
      </section>
      <section aria-labelledby="grid-title" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2 id="grid-title" className="text-xl font-semibold text-fg">
              {isAdmin ? DASHBOARD.allBriefs : DASHBOARD.yourBriefs}
            </h2>
            {isAdmin && (
              <Badge tone="secondary">
                <ShieldCheck aria-hidden="true" />
                {DASHBOARD.adminView}
              </Badge>
            )}
          </div>
          <PlainButton variant="outline" onPress={props.onCreate}>
            <Plus aria-hidden="true" />
            {DASHBOARD.newBrief}
          </PlainButton>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm">
          <SearchField value={state.q} onChange={find.setQuery} onFocus={find.warmUp} />
          {!filtersSet && (
            <PlainButton
              variant="ghost"
              size="sm"
              className="self-start sm:hidden"
              aria-expanded={filtersOpen}
              aria-controls="find-controls"
              onPress={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {FIND.filterAndSort}
            </PlainButton>
          )}
          <div id="find-controls" className={filtersShown ? undefined : 'max-sm:hidden'}>
            <Suspense fallback={<div className="h-[4.25rem]" />}>
              {controlsReady && (wide || filtersShown) ? (
                <FindControls state={filters} isAdmin={isAdmin} onChange={update} />
              ) : (
                <div className="h-[4.25rem]" />
              )}
            </Suspense>
          </div>
        </div>
        <p role="status" className="sr-only">
          {find.results ? FIND.results(find.results.briefs.length) : ''}
        </p>
        {shown === undefined ? (
          <div className="flex items-center justify-center gap-2 py-16 text-fg-secondary">
            <Spinner className="size-5" />
            Loading...
          </div>
        ) : shown.total === 0 ? (
          <NoResults onClear={find.clear} />
        ) : (
          <BriefGrid
            briefs={shown.briefs}
            total={shown.total}
            onShowMore={props.onShowMore}
            isAdmin={isAdmin}
            markers={props.markers}
            onShare={props.onShare}
            onDelete={props.onDelete}
            onDuplicate={props.onDuplicate}
          />
        )}
      </section>
    </>
  );
}

/** False for the first paint, true once the browser is idle after it. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The grid's page size grows by PAGE_SIZE and goes back to one page whenever the find changes. */
export function usePagedLimit(findKey: string): [number, () => void] {
  const [limit, setLimit] = useState({ key: findKey, value: PAGE_SIZE });
  const showMore = useCallback(
    () => setLimit((current) => ({ ...current, value: current.value + PAGE_SIZE })),
    [],
  );
  if (limit.key !== findKey) {
    const reset = { key: findKey, value: PAGE_SIZE };
    setLimit(reset);
    return [reset.value, showMore];
  }
  return [limit.value, showMore];
}
