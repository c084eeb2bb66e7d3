import { Save } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Brief } from '../../domain/brief';
import type { SectionId } from '../../domain/fields';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { EditorHeader } from './editor-header';
import { AudienceSection } from './sections/audience-section';
import { BrandSection } from './sections/brand-section';
import { CreativeSection } from './sections/creative-section';
import { DetailsSection } from './sections/details-section';
import { EditorSectionsContext } from './sections/editor-section';
import { GoalsSection } from './sections/goals-section';
import { OverviewSection } from './sections/overview-section';
import { ConcurrentEditDialog } from './concurrent-edit-dialog';
import { editorStrings } from './strings';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useBriefDraft } from './use-brief-draft';
import { useSaveBrief, type SaveActions } from './use-save-brief';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface BriefEditorProps extends SaveActions {
  initial: Brief;
  /** The stored copy as it is now; adopted when it changes and the editor holds no unsaved edits. */
  latest?: Brief;
  /** The per-brief sync marker shown next to Save. */
  marker?: ReactNode;
  /** A View Only share: the fields cannot be edited, Save is absent and a notice says why. */
  readOnly?: boolean;
  /** Who can grant edit access to a View Only share (the owner's name or e-mail). */
  grantor?: string;
  /** Shown above the sections (the brief's sync conflict, if any). */
  notice?: ReactNode;
  /** What other features add (composed by src/app): header actions, and a panel above the notice. */
  headerActions?: (brief: Brief) => ReactNode;
  panel?: (brief: Brief) => ReactNode;
  /** What other features add beside each section's heading (its comments). */
  sectionActions?: (brief: Brief, section: SectionId) => ReactNode;
}

/** The editor for a loaded brief: header, the six sections, bottom Save, the unsaved-changes guard. */
export function BriefEditor({
  initial,
  latest,
  persistOver,
  persist,
  marker,
  readOnly = false,
  grantor,
  notice,
  headerActions,
  panel,
  sectionActions,
}: BriefEditorProps) {
  const editing = useBriefDraft(initial);
  const { draft, isDirty, update, adopt } = editing;
  useEffect(() => {
    if (latest) adopt(latest);
  }, [latest, adopt]);
  const navigate = useNavigate();
  const blocker = useUnsavedGuard(isDirty);
  const { saveNow, isSaving, prompt, choose } = useSaveBrief(editing, { persistOver, persist }, readOnly);
  useSaveShortcut(() => void saveNow());

  const sectionProps = { brief: draft, update };
  const sections = useMemo(
    () => ({
      readOnly,
      actions: sectionActions ? (section: SectionId) => sectionActions(draft, section) : null,
    }),
    [readOnly, sectionActions, draft],
  );
  useDocumentTitle(draft.title || editorStrings.untitled);
  return (
    <div className="min-h-screen bg-canvas">
      <EditorHeader
        brief={draft}
        isSaving={isSaving}
        isDirty={isDirty}
        canSave={!readOnly}
        marker={marker}
        actions={headerActions?.(draft)}
        onPreview={() => void navigate(`/brief/${draft.id}/view`)}
        onSave={() => void saveNow()}
      />
      <main
        id="main-content"
        tabIndex={-1}
        className="outline-none mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
      >
        {readOnly && (
          <p
            role="note"
            className="rounded-lg border border-warning-line bg-warning-soft px-4 py-3 text-sm text-warning-fg"
          >
            {editorStrings.readOnly}
            {grantor && ` ${editorStrings.askForEdit(grantor)}`}
          </p>
        )}
        {panel?.(draft)}
        {notice}
        {editing.incoming.length > 0 && (
          <p
            role="status"
            className="rounded-lg border border-line bg-surface px-4 py-3 text-sm text-fg-secondary"
          >
            {editorStrings.changedMeanwhile}
          </p>
        )}
        {/* Each section's fields are read-only on a View Only share (editor-section.tsx). */}
        <EditorSectionsContext value={sections}>
          <OverviewSection {...sectionProps} />
          <GoalsSection {...sectionProps} />
          <AudienceSection {...sectionProps} />
          <BrandSection {...sectionProps} />
          <CreativeSection {...sectionProps} />
          <DetailsSection {...sectionProps} />
        </EditorSectionsContext>
        {!readOnly && (
          <div className="flex justify-end">
            <Button size="lg" isDisabled={isSaving} onPress={() => void saveNow()}>
              <Save aria-hidden="true" />
              {isSaving ? editorStrings.saving : editorStrings.saveBrief}
            </Button>
          </div>
        )}
      </main>
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        isSaving={isSaving}
        canSave={!readOnly}
        onSave={() => {
          void saveNow().then((saved) => saved && blocker.proceed?.());
        }}
        onDiscard={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
      <ConcurrentEditDialog prompt={prompt} onChoose={choose} />
    </div>
  );
}
