import { Check, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { THEME } from './strings';
import { THEME_CHOICES, type ThemeChoice } from './theme-preference';
import { setThemeChoice, useThemeChoice } from './theme-store';

const OPTIONS: Record<ThemeChoice, { label: string; icon: LucideIcon }> = {
  system: { label: THEME.system, icon: Monitor },
  light: { label: THEME.light, icon: Sun },
  dark: { label: THEME.dark, icon: Moon },
};

/**
 * System / Light / Dark inside a WAI-ARIA menu: a labelled group of menuitemradio items, the chosen one
 * checked. Choosing applies the theme at once and keeps the menu open, so the change is seen in place.
 * `itemClassName` is the host menu's item look.
 */
export function ThemeMenuGroup({ itemClassName }: { itemClassName: string }) {
  const choice = useThemeChoice();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="mt-1 border-t border-line pt-1">
      <p id={labelId} role="presentation" className="px-3 pt-2 pb-1 text-xs font-medium text-fg-muted">
        {THEME.group}
      </p>
      {THEME_CHOICES.map((value) => {
        const { label, icon: Icon } = OPTIONS[value];
        const checked = value === choice;
        return (
          <button
            key={value}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            onClick={() => setThemeChoice(value)}
            className={itemClassName}
          >
            <Icon aria-hidden="true" />
            <span className="flex-1">{label}</span>
            {checked && <Check aria-hidden="true" className="text-accent" />}
          </button>
        );
      })}
    </div>
  );
}
