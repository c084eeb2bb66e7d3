// A small outline button (icon and label) that opens a dialog whose code loads on the first press
// (`React.lazy`): the editor's and the view's History and Request review. The dialog stays mounted once
// opened, so it closes with its animation and opens again at once.
import type { LucideIcon } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from './button';

export interface DialogState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface LazyDialogButtonProps {
  /** Shown from the sm breakpoint up; phones show the label only. */
  icon: LucideIcon;
  label: string;
  /** The dialog (a lazy component) in the state the button keeps. */
  dialog: (state: DialogState) => ReactNode;
}

export function LazyDialogButton({ icon: Icon, label, dialog }: LazyDialogButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon aria-hidden="true" className="hidden sm:block" />
        {label}
      </Button>
      {opened && <Suspense fallback={null}>{dialog({ isOpen, onOpenChange: setOpen })}</Suspense>}
    </>
  );
}
