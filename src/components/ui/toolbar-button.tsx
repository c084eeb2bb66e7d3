// An outline toolbar button with an icon and a label (Duplicate, Save as template, History, Request
// review). Inside a toolbar's "More actions" (overflow-actions.tsx) it is also that menu's item, and it
// drops its icon where the row is crowded.
import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './button';
import { PlainButton } from './native-button';
import { useOverflowItem } from './overflow-actions';

export interface ToolbarButtonProps {
  /** Shown from the sm breakpoint up; phones show the label only. */
  icon: LucideIcon;
  label: string;
  isDisabled?: boolean;
  /**
   * The icon alone on screen, named by its visually hidden label and the browser's tooltip (`title`), as
   * the view's Markdown actions are: for a toolbar that keeps its room for a title.
   */
  iconOnly?: boolean;
  onPress(): void;
}

export function ToolbarButton({ icon: Icon, label, isDisabled, iconOnly, onPress }: ToolbarButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const folded = useOverflowItem({ label, icon: Icon, isDisabled, onAction: onPress }, button);
  if (iconOnly)
    return (
      <PlainButton
        ref={button}
        variant="outline"
        size="sm"
        className="px-2"
        title={label}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </PlainButton>
    );
  return (
    <Button ref={button} variant="outline" size="sm" isDisabled={isDisabled} onPress={onPress}>
      {!folded && <Icon aria-hidden="true" className="hidden sm:block" />}
      {label}
    </Button>
  );
}
