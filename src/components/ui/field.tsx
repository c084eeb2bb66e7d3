import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps } from './compose';
import { cx } from './utils';

/** Shared pieces of every form field: label, description, error and the input box style. */
export function Label(props: LabelProps) {
  return <AriaLabel {...props} className={cx('text-sm font-medium text-fg-soft', props.className)} />;
}

export function Description(props: TextProps) {
  return <Text {...props} slot="description" className={cx('text-sm text-fg-muted', props.className)} />;
}

export function FieldError(props: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={composeTailwindRenderProps(props.className, 'text-sm font-medium text-danger-strong')}
    />
  );
}

export const inputStyles = tv({
  base: 'w-full rounded-lg border bg-surface px-3 py-2 text-sm text-fg shadow-xs outline-offset-0 placeholder:text-fg-subtle read-only:bg-surface-muted read-only:text-fg-secondary',
  variants: {
    isFocused: { true: 'outline-2 outline-focus', false: 'outline-0' },
    isInvalid: { true: 'border-danger', false: 'border-line-strong' },
    isDisabled: { true: 'cursor-not-allowed bg-surface-muted text-fg-muted' },
  },
});

export const fieldGroupStyles = 'flex flex-col gap-1.5';
