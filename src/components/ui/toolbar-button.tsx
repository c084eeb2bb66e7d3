// An outline toolbar button with an icon and a label (Duplicate, Save as template, History, Request
// review). Inside a toolbar's "More actions" (overflow-actions.tsx) it is also that menu's item, and it
// drops its icon where the row is crowded.
import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './button';
import { useOverflowItem } from './overflow-actions';

export interface ToolbarButtonProps {
  /** Shown from the sm breakpoint up; phones show the label only. */
  icon: LucideIcon;
  label: string;
  isDisabled?: boolean;
  onPress(): void;
}

export function ToolbarButton({ icon: Icon, label, isDisabled, onPress }: ToolbarButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const folded = useOverflowItem({ label, icon: Icon, isDisabled, onAction: onPress }, button);
  return (
    <Button ref={button} variant="outline" size="sm" isDisabled={isDisabled} onPress={onPress}>
      {!folded && <Icon aria-hidden="true" className="hidden sm:block" />}
      {label}
    </Button>
  );
}
