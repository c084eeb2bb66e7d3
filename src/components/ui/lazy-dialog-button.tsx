// A small outline button (icon and label) that opens a dialog whose code loads on the first press
// (`React.lazy`): the editor's and the view's History and Request review. The dialog stays mounted once
// opened, so it closes with its animation and opens again at once.
import type { LucideIcon } from 'lucide-react';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToolbarButton } from './toolbar-button';

export interface DialogState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface LazyDialogButtonProps {
  /** Shown from the sm breakpoint up; phones show the label only. */
  icon: LucideIcon;
  label: string;
  /** The icon alone on screen (toolbar-button.tsx). */
  iconOnly?: boolean;
  /** The dialog (a lazy component) in the state the button keeps. */
  dialog: (state: DialogState) => ReactNode;
}

export function LazyDialogButton({ icon, label, iconOnly, dialog }: LazyDialogButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  return (
    <>
      <ToolbarButton icon={icon} label={label} iconOnly={iconOnly} onPress={open} />
      {opened && <Suspense fallback={null}>{dialog({ isOpen, onOpenChange: setOpen })}</Suspense>}
    </>
  );
}
