import { cn, tv } from 'tailwind-variants';

/**
 * Shared styling helpers for the react-aria-components wrappers (the RAC Tailwind starter's pattern).
 * Classes are merged with tailwind-merge's rules (here and inside `tv`): a caller's `shadow-md` or
 * `text-2xl` replaces the component's own conflicting class instead of depending on the order of the CSS.
 * tailwind-variants carries its own copy of tailwind-merge, and `cn` is it: the tailwind-merge package
 * beside it was a second copy in the first screen's JavaScript, and building its class map on first use
 * cost every first screen about 60 ms of a phone's main thread (a CPU profile at 4× slowdown).
 */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-focus',
  variants: {
    isFocusVisible: { false: 'outline-0', true: 'outline-2' },
  },
});

/** The same ring for plain elements (no react-aria render props): CSS :focus-visible drives it. */
export const NATIVE_FOCUS_RING = 'outline-offset-2 outline-focus focus-visible:outline-2';

/** Joins classes; of two conflicting utilities the later (the caller's) wins. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return cn(...classes) ?? '';
}

/**
 * A style function whose results are kept by `keyOf(props)`: for what renders many times at once with
 * few distinct looks (a page of dashboard cards shows 150 buttons and badges). tailwind-variants'
 * resolver ran for each of them on every render, a tenth of a find's render in a CPU profile.
 */
export function cachedStyles<P>(
  styles: (props: P) => string,
  keyOf: (props: P) => string,
): (props: P) => string {
  const cache = new Map<string, string>();
  return (props) => {
    const key = keyOf(props);
    let classes = cache.get(key);
    if (classes === undefined) cache.set(key, (classes = styles(props)));
    return classes;
  };
}
