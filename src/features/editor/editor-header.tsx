import { ArrowLeft, Eye, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import { editorStatusVariant, statusLabel } from '../../domain/labels';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { HistoryButton } from '../history';
import { RequestReviewButton } from '../review';
import { editorStrings } from './strings';

/**
 * Back to Dashboard, the brief's title and company, its status badge ('default' style when completed,
 * otherwise secondary — docs/spec.md §2), Preview and Save. `marker` is the per-brief sync state, if any.
 */
export function EditorHeader({
  brief,
  isSaving,
  isDirty,
  canSave,
  marker,
  onBack,
  onPreview,
  onSave,
}: {
  brief: Brief;
  isSaving: boolean;
  isDirty: boolean;
  canSave: boolean;
  marker?: ReactNode;
  onBack: () => void;
  onPreview: () => void;
  onSave: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      {/* Phones: Back and the actions on the first row, the title under them. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Button variant="ghost" size="sm" className="-ms-2" onPress={onBack}>
          <ArrowLeft aria-hidden="true" />
          {editorStrings.backToDashboard}
        </Button>
        <div className="order-last flex w-full min-w-0 flex-col sm:order-none sm:w-auto sm:flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h1 dir="auto" className="truncate text-lg font-semibold text-fg">
              {brief.title || 'Untitled brief'}
            </h1>
            <Badge tone={editorStatusVariant(brief.status)}>{statusLabel(brief.status)}</Badge>
            {marker && <span className="flex sm:hidden">{marker}</span>}
          </div>
          {brief.overview.company && (
            <p dir="auto" className="truncate text-sm text-fg-muted">
              {brief.overview.company}
            </p>
          )}
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          {isDirty && (
            <span className="hidden items-center gap-1.5 text-xs font-medium text-warning-strong md:flex">
              <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
              {editorStrings.unsavedIndicator}
            </span>
          )}
          {marker && <span className="hidden sm:flex">{marker}</span>}
          <HistoryButton briefId={brief.id} />
          <RequestReviewButton briefId={brief.id} briefTitle={brief.title} />
          <Button variant="outline" size="sm" onPress={onPreview}>
            <Eye aria-hidden="true" className="hidden sm:block" />
            {editorStrings.preview}
          </Button>
          {/* A View Only share has nothing to save: no Save at all. */}
          {canSave && (
            <Button size="sm" isDisabled={isSaving} onPress={onSave}>
              <Save aria-hidden="true" className="hidden sm:block" />
              {isSaving ? editorStrings.saving : editorStrings.save}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
