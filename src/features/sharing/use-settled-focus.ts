import { useEffect, useRef, type RefObject } from 'react';

// Sharing or removing disables the button that was pressed (and a removed row leaves the DOM), so the
// browser drops focus to <body>: outside the modal, where Escape no longer reaches it and keyboard users
// are lost. Once the operation settles we put focus back on a control inside the dialog.

/** Where focus goes once a share or a removal has settled. */
export type FocusTarget = { kind: 'email' } | { kind: 'remove'; shareId: string };

/** After removing `removedId`: the next row's Remove, else the previous row's, else the e-mail field. */
export function focusAfterRemoval(shareIds: readonly string[], removedId: string): FocusTarget {
  const index = shareIds.indexOf(removedId);
  const neighbour = index < 0 ? undefined : (shareIds[index + 1] ?? shareIds[index - 1]);
  return neighbour ? { kind: 'remove', shareId: neighbour } : { kind: 'email' };
}

function findTarget(container: HTMLElement, target: FocusTarget): HTMLElement | null {
  const email = container.querySelector<HTMLElement>('input[name="email"]');
  if (target.kind === 'email') return email;
  const row = [...container.querySelectorAll<HTMLElement>('[data-share-id]')].find(
    (el) => el.dataset.shareId === target.shareId,
  );
  const remove = row?.querySelector<HTMLButtonElement>('button:not([disabled])');
  return remove ?? email;
}

/**
 * Returns `focusWhenSettled(target)`: focus moves to `target` (inside `containerRef`) on the first render
 * where `settled` is true, i.e. once the pressed controls are enabled again.
 */
export function useSettledFocus(containerRef: RefObject<HTMLElement | null>, settled: boolean) {
  const wanted = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!settled || !wanted.current || !container) return;
    const target = findTarget(container, wanted.current);
    wanted.current = null;
    target?.focus();
  });
  return (target: FocusTarget) => {
    wanted.current = target;
  };
}
