import { AlertTriangle, CloudOff, GitMerge } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { CONFLICT_HASH } from './conflict-hash';
import { SYNC } from './strings';
import type { BriefSyncMarker as BriefSyncState } from './use-brief-sync-markers';

const MARKERS: Record<
  BriefSyncState,
  { tone: 'slate' | 'danger' | 'warning'; label: string; icon: typeof CloudOff }
> = {
  unsynced: { tone: 'slate', label: SYNC.markerPending, icon: CloudOff },
  blocked: { tone: 'danger', label: SYNC.markerBlocked, icon: AlertTriangle },
  conflict: { tone: 'warning', label: SYNC.markerConflict, icon: GitMerge },
};

/** A small marker on a brief card whose local changes have not reached the server. */
export function BriefSyncMarker({
  state,
  onOpen,
  href,
}: {
  state: BriefSyncState;
  onOpen?: () => void;
  /** Where the conflict is shown, for a badge away from it (the dashboard card → the editor). */
  href?: string;
}) {
  const { tone, label, icon: Icon } = MARKERS[state];
  const badge = (
    <Badge tone={tone} className="shrink-0">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
  if (state !== 'conflict') return badge;
  // Away from the brief, the badge leads to its editor, which opens the conflict on arrival.
  if (href)
    return (
      <Link to={`${href}#${CONFLICT_HASH}`} className={`${NATIVE_FOCUS_RING} shrink-0 rounded-full`}>
        {badge}
      </Link>
    );
  // Where the conflict can be shown (editor, view), the badge opens it.
  if (!onOpen) return badge;
  return (
    <button type="button" onClick={onOpen} className={`${NATIVE_FOCUS_RING} rounded-full`}>
      {badge}
    </button>
  );
}
