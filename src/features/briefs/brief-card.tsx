import { memo } from 'react';
import { Badge } from '../../components/ui/badge';
import { Glyph } from '../../components/ui/glyph';
import { ButtonPathLink, PlainButton } from '../../components/ui/native-button';
import { deepEqual } from '../../domain/diff';
import { isSharedWithViewer } from '../../domain/find';
import { dashboardStatusTone, ownerName, statusLabel, typeLabel } from '../../domain/labels';
import type { BriefCard as BriefCardData } from '../../data/records';
import { relativeTime } from '../../domain/time';
import { CardReviewLine } from '../review';
import { BriefSyncMarker, type BriefSyncState } from '../../components/sync-status';
import { DASHBOARD } from './strings';

export interface BriefCardProps {
  brief: BriefCardData;
  /** Owners and admins may share and delete (docs/spec.md §6). */
  canManage: boolean;
  syncState?: BriefSyncState;
  now: Date;
  onShare(brief: BriefCardData): void;
  onDelete(brief: BriefCardData): void;
  onDuplicate?(brief: BriefCardData): void;
}

/**
 * A card re-renders only when what it shows changed. The same brief arrives as different objects (the
 * dashboard's page read, a find's read of every card): compared by value, switching between them
 * re-renders nothing (a search's first keystroke showed the same 30 cards re-rendered).
 */
function sameCard(before: BriefCardProps, after: BriefCardProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof BriefCardProps>;
  for (const key of keys) if (key !== 'brief' && before[key] !== after[key]) return false;
  return before.brief === after.brief || deepEqual(before.brief, after.brief);
}

/** One brief on the dashboard (docs/spec.md §2): title, company, badges, relative time, owner, actions. */
export const BriefCard = memo(function BriefCard({
  brief,
  canManage,
  syncState,
  now,
  onShare,
  onDelete,
  onDuplicate,
}: BriefCardProps) {
  const titleId = `brief-${brief.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="group/card flex w-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={titleId}
            dir="auto"
            className="truncate text-base font-semibold text-fg group-has-[:focus-visible]/card:break-words group-has-[:focus-visible]/card:whitespace-normal"
            title={brief.title}
          >
            {brief.title || 'Untitled brief'}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-fg-muted">
            <Glyph name="building" className="size-3.5" />
            <span dir="auto" className="truncate">
              {brief.company}
            </span>
          </p>
        </div>
        {syncState && <BriefSyncMarker state={syncState} href={`/brief/${brief.id}`} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="violet">{typeLabel(brief.type)}</Badge>
        <Badge tone={dashboardStatusTone(brief.status)}>{statusLabel(brief.status)}</Badge>
      </div>
      <div className="flex flex-col gap-1 text-xs text-fg-muted">
        <p className="flex items-center gap-1.5">
          <Glyph name="clock" className="size-3.5" />
          <time dateTime={brief.updatedAt}>{DASHBOARD.updated(relativeTime(brief.updatedAt, now))}</time>
        </p>
        {brief.updatedByName && (
          <p className="flex items-center gap-1.5">
            <Glyph name="pencil" className="size-3.5" />
            {DASHBOARD.lastChangeBy(brief.updatedByName)}
          </p>
        )}
        {!brief.isOwner && brief.owner && (
          <p className="flex items-center gap-1.5">
            <Glyph name="user" className="size-3.5" />
            {/* An admin sees briefs nobody shared with them: those say whose they are, not who shared. */}
            {isSharedWithViewer(brief)
              ? DASHBOARD.sharedBy(ownerName(brief.owner))
              : DASHBOARD.ownedBy(ownerName(brief.owner))}
          </p>
        )}
        <CardReviewLine briefId={brief.id} />
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 border-t border-line-subtle pt-4">
        <ButtonPathLink
          to={`/brief/${brief.id}/view`}
          variant="outline"
          size="sm"
          aria-label={`${DASHBOARD.view} ${brief.title}`}
        >
          <Glyph name="eye" />
          {DASHBOARD.view}
        </ButtonPathLink>
        <ButtonPathLink
          to={`/brief/${brief.id}`}
          variant="outline"
          size="sm"
          aria-label={`${DASHBOARD.edit} ${brief.title}`}
        >
          <Glyph name="pencil" />
          {DASHBOARD.edit}
        </ButtonPathLink>
        {canManage && (
          <>
            <PlainButton
              variant="outline"
              size="sm"
              aria-label={`${DASHBOARD.share} ${brief.title}`}
              onPress={() => onShare(brief)}
            >
              <Glyph name="share" />
              {DASHBOARD.share}
            </PlainButton>
            <PlainButton
              variant="danger"
              size="sm"
              aria-label={`${DASHBOARD.delete} ${brief.title}`}
              onPress={() => onDelete(brief)}
            >
              <Glyph name="trash" />
              {DASHBOARD.delete}
            </PlainButton>
          </>
        )}
        {onDuplicate && (
          <PlainButton
            variant="outline"
            size="sm"
            aria-label={`${DASHBOARD.duplicate} ${brief.title}`}
            onPress={() => onDuplicate(brief)}
            className="col-span-2"
          >
            <Glyph name="copy" />
            {DASHBOARD.duplicate}
          </PlainButton>
        )}
      </div>
    </article>
  );
}, sameCard);
