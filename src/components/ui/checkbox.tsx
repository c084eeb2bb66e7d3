import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, composeRenderProps, type CheckboxProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from './utils';

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-4.5 shrink-0 items-center justify-center rounded border transition-colors',
  variants: {
    isSelected: {
      false: 'border-slate-400 bg-white',
      true: 'border-indigo-600 bg-indigo-600 text-white',
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
        (className) => `group flex items-center gap-2 text-sm text-slate-800 ${className ?? ''}`,
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
