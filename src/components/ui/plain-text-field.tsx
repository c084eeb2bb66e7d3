// A labelled <input> without react-aria, for the Auth screen: the first screen a signed-out visitor
// loads, kept small (docs/design.md §9). Same look as TextField; native constraint validation (required, type).
import { useId, type InputHTMLAttributes } from 'react';
import { cx } from './utils';

export interface PlainTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange(value: string): void;
}

export const PLAIN_INPUT_CLASSES =
  'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg shadow-xs outline-0 placeholder:text-fg-subtle read-only:bg-surface-muted read-only:text-fg-secondary focus-visible:outline-2 focus-visible:outline-focus aria-invalid:border-danger';

export function PlainTextField({ label, value, onChange, className, id, ...props }: PlainTextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg-soft">
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={PLAIN_INPUT_CLASSES}
      />
    </div>
  );
}
