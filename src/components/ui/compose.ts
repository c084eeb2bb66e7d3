import { composeRenderProps } from 'react-aria-components';
import { cx } from './utils';

/** Appends a caller's className (string or render function) after the component's own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((v: T) => string) | undefined,
  own: string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (callerClassName) => cx(own, callerClassName));
}
