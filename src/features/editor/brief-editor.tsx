import { Save } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Brief } from '../../domain/brief';
import { Button } from '../../components/ui/button';
import { EditorHeader } from './editor-header';
import { ReviewPanel } from '../review';
import { AudienceSection } from './sections/audience-section';
import { BrandSection } from './sections/brand-section';
import { CreativeSection } from './sections/creative-section';
import { DetailsSection } from './sections/details-section';
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
  /** A View Only share: the server would refuse a save, so Save is disabled and a notice says why. */
  readOnly?: boolean;
}

/** The editor for a loaded brief: header, the six sections, bottom Save, the unsaved-changes guard. */
export function BriefEditor({
  initial,
  latest,
  loadLatest,
  persist,
  marker,
  readOnly = false,
}: BriefEditorProps) {
  const editing = useBriefDraft(initial);
  const { draft, isDirty, update, adopt } = editing;
  useEffect(() => {
    if (latest) adopt(latest);
  }, [latest, adopt]);
  const navigate = useNavigate();
  const blocker = useUnsavedGuard(isDirty);
  const { saveNow, isSaving, prompt, choose } = useSaveBrief(editing, { loadLatest, persist }, readOnly);
  useSaveShortcut(() => void saveNow());

  const sectionProps = { brief: draft, update };
  return (
    <div className="min-h-screen bg-slate-50">
      <EditorHeader
        brief={draft}
        isSaving={isSaving}
        isDirty={isDirty}
        canSave={!readOnly}
        marker={marker}
        onBack={() => void navigate('/')}
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
            className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {editorStrings.readOnly}
          </p>
        )}
        <ReviewPanel briefId={draft.id} />
        <OverviewSection {...sectionProps} />
        <GoalsSection {...sectionProps} />
        <AudienceSection {...sectionProps} />
        <BrandSection {...sectionProps} />
        <CreativeSection {...sectionProps} />
        <DetailsSection {...sectionProps} />
        <div className="flex justify-end">
          <Button size="lg" isDisabled={isSaving || readOnly} onPress={() => void saveNow()}>
            <Save aria-hidden="true" />
            {isSaving ? editorStrings.saving : editorStrings.saveBrief}
          </Button>
        </div>
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
