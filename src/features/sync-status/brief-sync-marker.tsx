import { AlertTriangle, CloudOff, GitMerge } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
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
export function BriefSyncMarker({ state }: { state: BriefSyncState }) {
  const { tone, label, icon: Icon } = MARKERS[state];
  return (
    <Badge tone={tone} className="shrink-0">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
