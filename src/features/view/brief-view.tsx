import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { BriefBody } from './brief-body';
import { useDeviceFiles } from './device-files';
import { ViewHeader } from './view-header';

/**
 * The read-only, printable brief (docs/spec.md §2 'Brief view'): each section only where it has content.
 * `actions` join the header's buttons (Duplicate, Save as template, History, Request review) and `panel` comes under the hero (history and review).
 */
export function BriefView({
  brief,
  now,
  actions,
  panel,
  notice,
  sectionActions = null,
}: {
  brief: Brief;
  now?: Date;
  actions?: ReactNode;
  panel?: ReactNode;
  /** A sync conflict on this brief, shown first. */
  notice?: ReactNode;
  /** What other features add beside each section's heading (its comments). */
  sectionActions?: ((section: SectionId) => ReactNode) | null;
}) {
  return (
    <div className="min-h-screen bg-canvas print:min-h-0 print:bg-surface">
      <ViewHeader brief={brief} actions={actions} />
      <BriefBody
        brief={brief}
        now={now}
        panel={panel}
        notice={notice}
        sectionActions={sectionActions}
        files={useDeviceFiles}
      />
    </div>
  );
}
