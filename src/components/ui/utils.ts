import { tv } from 'tailwind-variants/lite';

/**
 * Shared styling helpers for the react-aria-components wrappers (the RAC Tailwind starter's pattern).
 * `tailwind-variants/lite` is used because tailwind-merge is not a dependency: wrappers therefore
 * append caller classes last instead of merging conflicting utilities.
 */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-indigo-600',
  variants: {
    isFocusVisible: { false: 'outline-0', true: 'outline-2' },
  },
});

/** The same ring for plain elements (no react-aria render props): CSS :focus-visible drives it. */
export const NATIVE_FOCUS_RING = 'outline-offset-2 outline-indigo-600 focus-visible:outline-2';

export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
