// WAI-ARIA tabs without react-aria (for the Auth screen, see plain-text-field.tsx): arrow keys, Home
// and End move between enabled tabs (automatic activation); a disabled tab stays visible but inert.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './utils';

export interface PlainTab {
  id: string;
  label: string;
  isDisabled?: boolean;
  panel: ReactNode;
}

export interface PlainTabsProps {
  label: string;
  tabs: PlainTab[];
  selected: string;
  onSelect(id: string): void;
}

export function PlainTabs({ label, tabs, selected, onSelect }: PlainTabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.isDisabled);

  function onKeyDown(event: KeyboardEvent) {
    const index = enabled.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? enabled[(index + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(index - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // On a phone the tabs take their text's width (the rest shared out), so a long label such as
        // 'Sign Up (Invite Only)' stays on one line; wider, they are equal.
        className="grid auto-cols-auto grid-flow-col gap-1 rounded-lg bg-surface-muted p-1 sm:auto-cols-fr"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${base}-panel-${tab.id}` : undefined}
              aria-disabled={tab.isDisabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !tab.isDisabled && onSelect(tab.id)}
              className={cx(
                'flex items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap sm:px-3 outline-offset-2 outline-focus transition-colors focus-visible:outline-2',
                isSelected ? 'bg-surface text-fg shadow-sm' : 'text-fg-secondary hover:bg-surface/60',
                tab.isDisabled && 'cursor-not-allowed text-fg-subtle hover:bg-transparent',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
