import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { cx, focusRing } from './utils';

export interface DialogProps {
  /** Controlled open state; the dialog renders nothing while closed. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** alertdialog for confirmations (no dismiss on outside click). */
  role?: AriaDialogProps['role'];
  isDismissable?: boolean;
  className?: string;
}

/** A modal dialog with a heading, an optional description and a close button (Escape closes it too). */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  isDismissable = true,
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto bg-scrim/50 p-4 backdrop-blur-[2px]"
    >
      <Modal className={cx('w-full max-w-lg rounded-xl border border-line bg-surface shadow-xl', className)}>
        <AriaDialog role={role} className="relative p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="pr-8 text-lg font-semibold text-fg">
                {title}
              </Heading>
              {description && <div className="mt-1.5 text-sm text-fg-muted">{description}</div>}
              {role === 'dialog' && (
                <AriaButton
                  aria-label="Close"
                  onPress={close}
                  className={(renderProps) =>
                    focusRing({
                      ...renderProps,
                      className:
                        'absolute top-4 right-4 rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg',
                    })
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </AriaButton>
              )}
              <div className="mt-5">{children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  );
}
