import { composeRenderProps } from 'react-aria-components';
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

export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** Appends a caller's className (string or render function) after the component's own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((v: T) => string) | undefined,
  own: string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (callerClassName) => cx(own, callerClassName));
}
