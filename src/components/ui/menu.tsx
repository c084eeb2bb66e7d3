// A menu button (react-aria-components' MenuTrigger, Popover and Menu): Enter, Space or ArrowDown open
// it on the first item; arrows, Home, End and typing move; Enter chooses; Escape closes and the focus
// returns to the button.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from './utils';

export interface MenuAction {
  id: string;
  label: string;
  icon?: LucideIcon;
  isDisabled?: boolean;
  onAction(): void;
}

export interface MenuButtonProps {
  /** The trigger (a Button); the menu is named by it. */
  trigger: ReactNode;
  items: MenuAction[];
}

export function MenuButton({ trigger, items }: MenuButtonProps) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-lg border border-line bg-surface p-1 shadow-lg outline-none"
      >
        <AriaMenu
          items={items}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
          onAction={(id) => items.find((item) => item.id === id)?.onAction()}
          className="max-h-[inherit] overflow-auto outline-none"
        >
          {({ label, icon: Icon }) => (
            <AriaMenuItem
              textValue={label}
              className={composeRenderProps('', (className, { isFocused, isDisabled }) =>
                cx(
                  'flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-fg-soft outline-none [&_svg]:size-4',
                  isFocused && 'bg-accent-soft text-accent-fg-strong',
                  isDisabled && 'opacity-60',
                  className,
                ),
              )}
            >
              {Icon && <Icon aria-hidden="true" />}
              {label}
            </AriaMenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
