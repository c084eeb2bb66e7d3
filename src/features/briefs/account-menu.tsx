import { LogOut, UserRound, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NATIVE_FOCUS_RING } from '../../components/ui/utils';
import { DASHBOARD } from './strings';

export interface AccountMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect(): void;
}

const ITEM_CLASSES =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-fg-soft outline-none hover:bg-accent-soft focus-visible:bg-accent-soft focus-visible:text-accent-fg-strong [&_svg]:size-4';

/**
 * The account menu (WAI-ARIA menu button): who is signed in, the account's own items (Team for admins,
 * Profile, Change password), 'Sign out' and `group` — the theme (System / Light / Dark), which the app
 * adds (src/app/dashboard-extras.tsx), given the items' classes. Plain elements rather
 * than react-aria's Menu so that the dashboard's first paint needs no react-aria code (docs/design.md §9).
 * Enter/Space/ArrowDown open it on the first item; arrows, Home and End move; Escape and Tab close it; a
 * click outside closes it.
 */
export function AccountMenu({
  email,
  items = [],
  onSignOut,
  group,
}: {
  email: string;
  items?: AccountMenuItem[];
  onSignOut(): void;
  group?: (itemClassName: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const all: AccountMenuItem[] = [...items, { label: DASHBOARD.signOut, icon: LogOut, onSelect: onSignOut }];

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function move(key: string) {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? list.length - 1
          : key === 'ArrowDown'
            ? (at + 1) % list.length
            : (at - 1 + list.length) % list.length;
    list[next]?.focus();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={DASHBOARD.accountMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`flex size-10 items-center justify-center rounded-full border border-line-strong bg-surface text-fg-secondary hover:bg-surface-subtle ${NATIVE_FOCUS_RING}`}
      >
        <UserRound aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={DASHBOARD.accountMenu}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            } else if (event.key === 'Tab') close(false);
            else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
              event.preventDefault();
              move(event.key);
            }
          }}
          className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          <p
            role="presentation"
            className="px-3 py-2 text-xs break-words text-fg-muted [overflow-wrap:anywhere]"
          >
            {DASHBOARD.signedInAs(email)}
          </p>
          {all.map(({ label, icon: Icon, onSelect }) => (
            <button
              key={label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                onSelect();
              }}
              className={ITEM_CLASSES}
            >
              <Icon aria-hidden="true" />
              {label}
            </button>
          ))}
          {group?.(ITEM_CLASSES)}
        </div>
      )}
    </div>
  );
}
