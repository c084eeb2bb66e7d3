// Secondary actions that fold into one "More actions" menu where a toolbar has no room for them (the
// view's header below 1280 px). Each action stays one component with its button, its state and its
// dialog; inside <OverflowActions> it also offers itself as a menu item (useOverflowItem). Below the
// breakpoint the buttons are hidden and the menu lists the items in the buttons' order; from it up the
// buttons show and the menu button is gone. A dialog opened from the menu thus outlives the menu,
// whose items unmount when it closes, and is portalled out of the hidden buttons.
import { Ellipsis, type LucideIcon } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from './button';
import { MenuButton, type MenuAction } from './menu';

export interface OverflowItem {
  label: string;
  icon: LucideIcon;
  isDisabled?: boolean;
  onAction(): void;
}

type Registered = OverflowItem & { element: RefObject<HTMLElement | null> };

interface Registry {
  put(id: string, item: Registered): void;
  remove(id: string): void;
}

const OverflowContext = createContext<Registry | null>(null);

/**
 * Offers an action to the surrounding "More actions" menu, if any; `element` is the action's own
 * button, which orders the menu. True inside <OverflowActions> (the toolbar is crowded: the button
 * can drop its icon).
 */
export function useOverflowItem(item: OverflowItem, element: RefObject<HTMLElement | null>): boolean {
  const registry = useContext(OverflowContext);
  const id = useId();
  const { label, icon, isDisabled, onAction } = item;
  useEffect(() => {
    registry?.put(id, { label, icon, isDisabled, onAction, element });
  }, [registry, id, label, icon, isDisabled, onAction, element]);
  useEffect(() => (registry ? () => registry.remove(id) : undefined), [registry, id]);
  return registry !== null;
}

export interface OverflowActionsProps {
  /** The menu button's name, e.g. "More actions". */
  label: string;
  children: ReactNode;
}

export function OverflowActions({ label, children }: OverflowActionsProps) {
  const [items, setItems] = useState<ReadonlyMap<string, Registered>>(new Map());
  const put = useCallback(
    (id: string, item: Registered) => setItems((current) => new Map(current).set(id, item)),
    [],
  );
  const remove = useCallback(
    (id: string) =>
      setItems((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  const registry = useMemo(() => ({ put, remove }), [put, remove]);
  return (
    <OverflowContext.Provider value={registry}>
      <div className="hidden xl:contents">{children}</div>
      {items.size > 0 && (
        <span className="contents xl:hidden">
          <MenuButton
            items={inButtonOrder(items)}
            trigger={
              <Button variant="outline" size="sm" className="px-2" aria-label={label}>
                <Ellipsis aria-hidden="true" />
              </Button>
            }
          />
        </span>
      )}
    </OverflowContext.Provider>
  );
}

/** The items in the order their buttons stand in the page (an action that appears later keeps its place). */
function inButtonOrder(items: ReadonlyMap<string, Registered>): MenuAction[] {
  return [...items.entries()]
    .sort(([, a], [, b]) => {
      const [x, y] = [a.element.current, b.element.current];
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(([id, { label, icon, isDisabled, onAction }]) => ({ id, label, icon, isDisabled, onAction }));
}
