// A labelled group of radio buttons (react-aria-components), styled as the checkbox: one choice among a
// few, all visible at once (a client link's permission and expiry).
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from './utils';

const dotStyles = tv({
  extend: focusRing,
  base: 'flex size-4.5 shrink-0 items-center justify-center rounded-full border transition-colors',
  variants: {
    isSelected: {
      false: 'border-line-control bg-surface',
      true: 'border-accent bg-surface',
    },
    isDisabled: { true: 'opacity-50' },
  },
});

export interface RadioGroupProps<T extends string> extends Omit<AriaRadioGroupProps, 'value' | 'onChange'> {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  ...props
}: RadioGroupProps<T>) {
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        const chosen = options.find((option) => option.id === next);
        if (chosen) onChange(chosen.id);
      }}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-medium text-fg">{label}</Label>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <AriaRadio
            key={option.id}
            value={option.id}
            className="group flex items-center gap-2 text-sm text-fg-soft"
          >
            {(renderProps) => (
              <>
                <span className={dotStyles(renderProps)}>
                  {renderProps.isSelected && <span className="size-2.5 rounded-full bg-accent" />}
                </span>
                {option.label}
              </>
            )}
          </AriaRadio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
