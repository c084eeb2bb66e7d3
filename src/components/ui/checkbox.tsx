import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, composeRenderProps, type CheckboxProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from './utils';

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-4.5 shrink-0 items-center justify-center rounded border transition-colors',
  variants: {
    isSelected: {
      false: 'border-line-control bg-surface',
      true: 'border-accent bg-accent text-on-accent',
    },
    isDisabled: { true: 'opacity-50' },
  },
});

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(
        props.className,
        (className) => `group flex items-center gap-2 text-sm text-fg-soft ${className ?? ''}`,
      )}
    >
      {composeRenderProps(children, (children, renderProps) => (
        <>
          <div className={boxStyles(renderProps)}>
            {renderProps.isSelected && <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />}
          </div>
          {children}
        </>
      ))}
    </AriaCheckbox>
  );
}
