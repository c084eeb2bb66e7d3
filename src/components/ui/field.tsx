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
  return <AriaLabel {...props} className={cx('text-sm font-medium text-slate-800', props.className)} />;
}

export function Description(props: TextProps) {
  return <Text {...props} slot="description" className={cx('text-sm text-slate-600', props.className)} />;
}

export function FieldError(props: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={composeTailwindRenderProps(props.className, 'text-sm font-medium text-red-700')}
    />
  );
}

export const inputStyles = tv({
  base: 'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs outline-offset-0 placeholder:text-slate-500 read-only:bg-slate-100 read-only:text-slate-700',
  variants: {
    isFocused: { true: 'outline-2 outline-indigo-600', false: 'outline-0' },
    isInvalid: { true: 'border-red-600', false: 'border-slate-300' },
    isDisabled: { true: 'cursor-not-allowed bg-slate-100 text-slate-600' },
  },
});

export const fieldGroupStyles = 'flex flex-col gap-1.5';
