import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { PLAIN_INPUT_CLASSES } from '../../components/ui/plain-text-field';
import { FIND } from './strings';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** Called on first focus: the dashboard starts reading every card, before the first keystroke. */
  onFocus?(): void;
}

/** Typing in these already means something: '/' there is a character, not the search shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * "Search briefs": results update as you type; `/` anywhere on the dashboard focuses it (unless typing in
 * another field or a dialog is open); Escape clears it. A plain input: the dashboard's first paint
 * loads no react-aria code (docs/design.md §9).
 */
export function SearchField({ value, onChange, onFocus }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isEditable(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {FIND.search}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
      <input
        ref={input}
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-keyshortcuts="/"
        placeholder={FIND.searchPlaceholder}
        value={value}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        className={`${PLAIN_INPUT_CLASSES} h-10 pl-9`}
      />
    </div>
  );
}
