import { ArrowLeft, Eye, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brief } from '../../domain/brief';
import { editorStatusVariant, statusLabel } from '../../domain/labels';
import { Badge } from '../../components/ui/badge';
import { Button, LinkButton } from '../../components/ui/button';
import { HEADER_TITLE_CLASSES, PageHeader } from '../../components/ui/page-header';
import { editorStrings } from './strings';

/**
 * Back to Dashboard, the brief's title and company, its status badge ('default' style when completed,
 * otherwise secondary — docs/spec.md §2), Preview and Save. `marker` is the per-brief sync state, if any;
 * `actions` what other features add before Preview (History, Request review: composed by src/app).
 */
export function EditorHeader({
  brief,
  isSaving,
  isDirty,
  canSave,
  marker,
  actions,
  onPreview,
  onSave,
}: {
  brief: Brief;
  isSaving: boolean;
  isDirty: boolean;
  canSave: boolean;
  marker?: ReactNode;
  actions?: ReactNode;
  onPreview: () => void;
  onSave: () => void;
}) {
  return (
    <PageHeader
      width="max-w-5xl"
      back={
        // A real link: it opens in a new tab and shows its URL; a plain click still goes through the
        // router, so the unsaved-changes guard asks first.
        <LinkButton href="/" variant="ghost" size="sm" className="-ms-2">
          <ArrowLeft aria-hidden="true" />
          {editorStrings.backToDashboard}
        </LinkButton>
      }
      heading={
        <>
          {/* Cut to one line; whole on hover (its tooltip) and while the keyboard focus is in the header
              (not on a click: the buttons must not move under a pointer press). */}
          <h1
            dir="auto"
            title={brief.title}
            className={`${HEADER_TITLE_CLASSES} text-lg font-semibold text-fg`}
          >
            {brief.title || editorStrings.untitled}
          </h1>
          <Badge tone={editorStatusVariant(brief.status)}>{statusLabel(brief.status)}</Badge>
          {marker && <span className="flex sm:hidden">{marker}</span>}
        </>
      }
      subtitle={brief.overview.company}
      actions={
        <>
          {isDirty && (
            <span className="hidden items-center gap-1.5 text-xs font-medium text-warning-strong md:flex">
              <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
              {editorStrings.unsavedIndicator}
            </span>
          )}
          {marker && <span className="hidden sm:flex">{marker}</span>}
          {actions}
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
        </>
      }
    />
  );
}
